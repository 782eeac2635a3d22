import { meanOf } from "../../../shared/analytics.js";
import { sameHeadline } from "../../../shared/headline-question.js";
import type { CompareLecture, CompareSide, HeadlineQuestion } from "../../../shared/schemas/term.js";
import type { TermCourseData } from "./term-data.js";
import { addFrequencies, courseFigures, directionOf, isShown, rateOf, type TermLecture } from "./term-figures.js";

/** A course side by side: each lecture's headline (its count only while withheld), respondents and rate. */
export function courseSide(course: TermCourseData): CompareSide {
  return {
    courseId: course.id,
    title: course.title,
    courses: 1,
    headline: course.headline,
    ...courseFigures(course.lectures, course.headline),
    lectures: course.lectures.map((lecture) => ({
      number: lecture.number,
      heldOn: lecture.heldOn,
      courses: 1,
      respondents: lecture.respondents,
      responseRate: rateOf([lecture]),
      mean: isShown(lecture) ? meanOf(lecture.frequencies) : null,
      answers: lecture.answers,
      withheld: lecture.withheld,
    })),
  };
}

/**
 * The term's average against `headline`: the courses that ask that headline question, lecture number by lecture
 * number (their n-th lectures held): respondents their mean, the rate over their enrolled, the mean pooled over the
 * n-th lectures shown (a withheld one adds its respondents only). Over the term: respondents per course, the rate and
 * the mean pooled over every lecture, the direction from the average's own line.
 */
export function averageSide(courses: TermCourseData[], headline: HeadlineQuestion | null): CompareSide {
  const asking = courses.filter((course) => sameHeadline(course.headline, headline));
  const longest = Math.max(0, ...asking.map((course) => course.lectures.length));
  const lectures: CompareLecture[] = [];
  for (let number = 1; number <= longest; number++) {
    const held = asking.flatMap((course) => course.lectures.filter((lecture) => lecture.number === number));
    lectures.push(averageLecture(number, held));
  }
  const all = asking.flatMap((course) => course.lectures);
  const figures = courseFigures(all, null);
  const points = lectures.flatMap((lecture) => (lecture.mean === null ? [] : [{ number: lecture.number, mean: lecture.mean }]));
  return {
    courseId: null,
    title: null,
    courses: asking.length,
    headline,
    ...figures,
    respondents: asking.length === 0 ? 0 : figures.respondents / asking.length,
    direction: headline ? directionOf(points, headline) : null,
    lectures,
  };
}

function averageLecture(number: number, held: TermLecture[]): CompareLecture {
  const pooled: Record<string, number> = {};
  let answers = 0;
  for (const lecture of held) {
    if (!isShown(lecture)) continue;
    addFrequencies(pooled, lecture.frequencies);
    answers += lecture.answers;
  }
  const mean = meanOf(pooled);
  return {
    number,
    heldOn: null,
    courses: held.length,
    respondents: held.length === 0 ? 0 : held.reduce((sum, lecture) => sum + lecture.respondents, 0) / held.length,
    responseRate: rateOf(held),
    mean,
    answers,
    withheld: mean === null && held.some((lecture) => lecture.withheld),
  };
}

/** The headline most of the courses ask (wording and scale); on a tie, the first course's; null when none asks one. */
export function commonHeadline(courses: TermCourseData[]): HeadlineQuestion | null {
  let best: { headline: HeadlineQuestion; count: number } | null = null;
  for (const course of courses) {
    if (course.headline === null) continue;
    const count = courses.filter((other) => sameHeadline(other.headline, course.headline)).length;
    if (best === null || count > best.count) best = { headline: course.headline, count };
  }
  return best?.headline ?? null;
}
