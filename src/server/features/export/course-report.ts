import type { AnswerFrequency } from "../../../shared/schemas/class.js";
import type { CoursePage, ScaleTrend } from "../../../shared/schemas/course.js";
import type { AppContext } from "../../context.js";
import { reportTimeZone } from "../admin/report-time-zone.js";
import { analyseCourse, type AnalysedSession } from "../courses/course-page.js";
import type { CourseHost } from "../courses/course-host.js";
import type { SessionLanguage } from "../../../shared/schemas/session-language.js";
import { ReportLocale } from "./report-locale.js";

/** One text question in one lecture: its distinct answers with counts, or only how many answered while withheld. */
export type LectureTextAnswers = { sessionId: string; responses: number; withheld: boolean; answers: AnswerFrequency[] };
export type CourseTextAnswers = { text: string; lectures: LectureTextAnswers[] };

/**
 * What the course report shows, in either format: the course page (lectures, trends, self vs others, response rates)
 * and every text question's answers per lecture. Every figure comes from the lectures' own analytics, so a withheld
 * lecture or question carries its number of answers and nothing else. `lectureLabel` names a session as the report
 * does ("L3": the course's third evaluation; empty for a word cloud).
 */
export type CourseReport = {
  page: CoursePage;
  textAnswers: CourseTextAnswers[];
  lectureLabel: (sessionId: string) => string;
  generatedAt: Date;
  /** The exporter's language and the institution's zone. */
  locale: ReportLocale;
};

export async function buildCourseReport(context: AppContext, host: CourseHost, language: SessionLanguage): Promise<CourseReport> {
  const locale = new ReportLocale(language, await reportTimeZone(context));
  const { page, analysed } = await analyseCourse(context, host);
  // Lectures are the course's evaluations, numbered as the course page numbers them; a word cloud has no number.
  const numbers = new Map(page.lectures.filter((lecture) => lecture.sessionType === "class").map((lecture, index) => [lecture.sessionId, index + 1]));
  return {
    page,
    textAnswers: textAnswersOf(analysed),
    lectureLabel: (sessionId) => (numbers.has(sessionId) ? locale.t("lectureLabel", { n: numbers.get(sessionId)! }) : ""),
    generatedAt: new Date(),
    locale,
  };
}

/** Text questions grouped by wording across the lectures, as the course page groups their words. */
function textAnswersOf(analysed: AnalysedSession[]): CourseTextAnswers[] {
  const byText = new Map<string, CourseTextAnswers>();
  for (const { session, analytics } of analysed) {
    for (const question of analytics?.textQuestions ?? []) {
      const entry = byText.get(question.questionText) ?? { text: question.questionText, lectures: [] };
      entry.lectures.push({ sessionId: session.id, responses: question.totalResponses, withheld: question.withheld, answers: question.answerFrequencies });
      byText.set(question.questionText, entry);
    }
  }
  return [...byText.values()];
}

/** A scale's ratings in order, for distribution columns. */
export function ratingsOf(trend: Pick<ScaleTrend, "scaleMin" | "scaleMax">): number[] {
  return Array.from({ length: trend.scaleMax - trend.scaleMin + 1 }, (_, index) => trend.scaleMin + index);
}

/** "62%" ("62 %") of the enrolled, or an empty mark when the course does not know its enrolment. */
export function formatRate(rate: number | null, locale: ReportLocale): string {
  return rate === null ? "–" : locale.percent(rate);
}

/** A mean or spread in the report's decimals, or an empty mark. */
export function formatFigure(value: number | null, locale: ReportLocale, decimals = 2): string {
  return value === null ? "–" : locale.decimal(value, decimals);
}
