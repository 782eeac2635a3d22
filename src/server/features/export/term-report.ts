import type { CompareSide, HeadlineQuestion, TermCourse, TermDirection } from "../../../shared/schemas/term.js";
import type { SessionLanguage } from "../../../shared/schemas/session-language.js";
import type { AppContext } from "../../context.js";
import { reportTimeZone } from "../admin/report-time-zone.js";
import type { AdminReach } from "../admin/overview-service.js";
import { describeTermCourse, sortByTitle } from "../terms/service.js";
import { averageSide, commonHeadline } from "../terms/term-compare.js";
import { loadTermCourses, type TermCourseData } from "../terms/term-data.js";
import { ReportLocale } from "./report-locale.js";

/**
 * What the term report shows, in either format: every course of the term as the term view lists it (by title in the
 * report's language), each course's lectures with their headline, and the term's average per lecture of the headline
 * most of its courses ask. Every figure comes from the term view's read, so a withheld lecture brings its counts only.
 */
export type TermReport = {
  term: string;
  courses: { data: TermCourseData; row: TermCourse }[];
  /** The headline most courses ask, the average's question; null when no course asks a scale question. */
  headline: HeadlineQuestion | null;
  average: CompareSide;
  generatedAt: Date;
  locale: ReportLocale;
};

export async function buildTermReport(context: AppContext, admin: AdminReach, term: string, language: SessionLanguage): Promise<TermReport> {
  const locale = new ReportLocale(language, await reportTimeZone(context));
  const courses = sortByTitle(await loadTermCourses(context, { term, demoOnly: admin.demo }), locale.intlLocale);
  const headline = commonHeadline(courses);
  return {
    term,
    courses: courses.map((data) => ({ data, row: describeTermCourse(data) })),
    headline,
    average: averageSide(courses, headline),
    generatedAt: new Date(),
    locale,
  };
}

/** The term's name as the report writes it: "No term" for the courses that name none. */
export function termName(report: Pick<TermReport, "term" | "locale">): string {
  return report.term === "" ? report.locale.t("noTerm") : report.term;
}

/** "L2, L5" */
export function lectureLabels(numbers: number[], locale: ReportLocale): string {
  return numbers.map((n) => locale.t("lectureLabel", { n })).join(", ");
}

/** "rising", "stigende"; an empty mark without one. */
export function directionText(direction: TermDirection | null, locale: ReportLocale): string {
  return direction === null ? "–" : locale.t(direction);
}
