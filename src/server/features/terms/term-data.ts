import { groupBy } from "../../../shared/group-by.js";
import type { HeadlineQuestion } from "../../../shared/schemas/term.js";
import type { AppContext } from "../../context.js";
import {
  countTermRatings,
  countTermRespondents,
  listTermCourseRows,
  listTermLectureRows,
  listTermScaleQuestionRows,
  type TermScope,
} from "../../store/terms-data.js";
import { reportTimeZone } from "../admin/report-time-zone.js";
import { readCourseFloor, thresholdWithin } from "../class/evaluation-threshold.js";
import { summariseScaleQuestions } from "../class/scale-results.js";
import { compareHeldOrder, heldOnOf } from "../courses/course-page.js";
import type { TermLecture } from "./term-figures.js";

/** A course of the term with its lecture evaluations in held order, each with its headline question's figures. */
export type TermCourseData = {
  id: string;
  title: string;
  enrolled: number | null;
  threshold: number;
  headline: HeadlineQuestion | null;
  lectures: TermLecture[];
};

/**
 * The scope's courses and lecture evaluations, read in one query per table for the whole term (courses, sessions,
 * scale questions, rating counts, respondents) instead of the course page's reads per lecture. Each lecture's scale
 * results come from the class rule (`summariseScaleQuestions`) with the threshold the lecture has everywhere
 * (`thresholdWithin` over its course's), so a question below it brings its count and nothing else.
 */
export async function loadTermCourses(context: AppContext, scope: TermScope): Promise<TermCourseData[]> {
  const db = context.store.db;
  // One read after the other, the event loop let through between them: on SQLite a read runs on the event loop
  // (a term's counts take ~0.1 s each), and the live rooms of this instance tick in between.
  const read = async <T>(query: () => Promise<T>): Promise<T> => {
    const rows = await query();
    await new Promise((resolve) => setImmediate(resolve));
    return rows;
  };
  const courses = await read(() => listTermCourseRows(db, scope));
  const sessions = await read(() => listTermLectureRows(db, scope));
  const questions = await read(() => listTermScaleQuestionRows(db, scope));
  const ratings = await read(() => countTermRatings(db, scope));
  const respondents = await read(() => countTermRespondents(db, scope));
  const [floor, timeZone] = await Promise.all([readCourseFloor(context), reportTimeZone(context)]);
  const questionsOf = groupBy(questions, (row) => row.session_id);
  const ratingsOf = groupBy(ratings, (row) => row.sessionId);
  const sessionsOf = groupBy(
    sessions.map((session) => ({ ...session, heldOn: heldOnOf(session, timeZone) })),
    (session) => session.course_id ?? "",
  );
  return courses.map((course) => {
    const enrolled = course.enrolled === null ? null : Number(course.enrolled);
    const threshold = thresholdWithin(floor, course);
    const results = (sessionsOf.get(course.id) ?? []).sort(compareHeldOrder).map((session) => ({
      session,
      respondents: respondents.get(session.id) ?? 0,
      scale: summariseScaleQuestions(questionsOf.get(session.id) ?? [], ratingsOf.get(session.id) ?? [], thresholdWithin(threshold, session)).scaleQuestions,
    }));
    // The course's first scale question, as its first lecture evaluation that asks any asks it (the course page's headline).
    const first = results.find((result) => result.scale.length > 0)?.scale[0];
    const headline = first ? { question: first.questionText, scaleMin: first.scaleMin, scaleMax: first.scaleMax } : null;
    const lectures = results.map(({ session, respondents: count, scale }, index): TermLecture => {
      const asked = headline ? scale.find((question) => question.questionText === headline.question && question.scaleMin === headline.scaleMin && question.scaleMax === headline.scaleMax) : undefined;
      return {
        sessionId: session.id,
        number: index + 1,
        title: session.title,
        heldOn: session.heldOn,
        respondents: count,
        enrolled,
        withheld: asked?.withheld ?? false,
        answers: asked?.totalResponses ?? 0,
        frequencies: asked?.frequencies ?? {},
      };
    });
    return { id: course.id, title: course.title, enrolled, threshold, headline, lectures };
  });
}

