import type { TermCompare, TermCourse, TermList, TermView } from "../../../shared/schemas/term.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { listTermRows } from "../../store/terms-data.js";
import type { AdminReach } from "../admin/overview-service.js";
import { averageSide, commonHeadline, courseSide } from "./term-compare.js";
import { loadTermCourses, type TermCourseData } from "./term-data.js";
import { courseFigures } from "./term-figures.js";

export const COURSE_NOT_IN_TERM_MESSAGE = "Course not found in this term";

/**
 * The courses an admin sees across a term are every course on the server, read only: the term view needs no
 * course's host proof, and gives none. The demo account reaches the demo's courses only (see TermScope).
 */
export async function listTerms(context: AppContext, admin: AdminReach): Promise<TermList> {
  return { terms: await listTermRows(context.store.db, admin.demo) };
}

/** The term: every course with its lectures, respondents, response rate, headline mean, spread, direction and withheld lectures. */
export async function getTermView(context: AppContext, admin: AdminReach, term: string): Promise<TermView> {
  const courses = await loadTermCourses(context, { term, demoOnly: admin.demo });
  return { term, headline: commonHeadline(courses), courses: sortByTitle(courses).map(describeTermCourse) };
}

/** A course as the term view lists it. */
export function describeTermCourse(course: TermCourseData): TermCourse {
  return {
    id: course.id,
    title: course.title,
    enrolled: course.enrolled,
    threshold: course.threshold,
    headline: course.headline,
    lectures: course.lectures.length,
    ...courseFigures(course.lectures, course.headline),
    withheldLectures: course.lectures.filter((lecture) => lecture.withheld).map((lecture) => lecture.number),
  };
}

/** Courses by title as a reader of `locale` looks one up (in Danish æ, ø, å after z), then by id so equal titles keep one order. */
export function sortByTitle(courses: TermCourseData[], locale?: string): TermCourseData[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  return [...courses].sort((a, b) => collator.compare(a.title, b.title) || a.id.localeCompare(b.id));
}

/** Two courses of the term side by side, or `first` against the term's average when `second` is absent. */
export async function compareTermCourses(context: AppContext, admin: AdminReach, query: { term: string; first: string; second?: string | undefined }): Promise<TermCompare> {
  const { term, first, second } = query;
  // Two courses are read alone; the average needs the whole term.
  const courses = await loadTermCourses(context, { term, demoOnly: admin.demo, ...(second === undefined ? {} : { courseIds: [first, second] }) });
  const find = (id: string) => {
    const course = courses.find((candidate) => candidate.id === id);
    if (!course) throw new AppError("NOT_FOUND", COURSE_NOT_IN_TERM_MESSAGE);
    return course;
  };
  const firstCourse = find(first);
  return { term, first: courseSide(firstCourse), second: second === undefined ? averageSide(courses, firstCourse.headline) : courseSide(find(second)) };
}
