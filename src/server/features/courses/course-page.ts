import { standardDeviationOf } from "../../../shared/analytics.js";
import type { ClassAnalytics } from "../../../shared/schemas/class.js";
import type { CourseLecture, CoursePage, ScaleTrend, TextTrend } from "../../../shared/schemas/course.js";
import type { AppContext } from "../../context.js";
import { listCourseSessionRows } from "../../store/courses-data.js";
import type { SessionRow } from "../../store/sessions-data.js";
import { analyseClassSession } from "../class/service.js";
import { reportTimeZone } from "../admin/report-time-zone.js";
import { calendarDay } from "../../../shared/time-zone.js";
import { listHeldWords } from "../moderation/held-words.js";
import { loadSessionFilter } from "../word-filter/session-filter.js";
import type { CourseHost } from "./course-host.js";
import { describeCourse } from "./service.js";

/** A session of the course with its analytics (null for a word cloud), withheld below its threshold. */
export type AnalysedSession = { session: SessionRow; analytics: ClassAnalytics | null };

/**
 * The course page: its sessions oldest first and, across its lecture evaluations, each scale question's trend, self
 * vs others and each text question's words per lecture. Every figure comes from the lecture's own analytics, so a
 * question below the threshold carries its number of answers and nothing else: a gap in the trend, never a point.
 */
export async function getCoursePage(context: AppContext, host: CourseHost): Promise<CoursePage> {
  return (await analyseCourse(context, host)).page;
}

/** The course page and the analytics it was built from, which the course report reads its text answers from too. */
export async function analyseCourse(context: AppContext, host: CourseHost): Promise<{ page: CoursePage; analysed: AnalysedSession[] }> {
  // The row the host check read for this request: the course as it stands.
  const row = host.course;
  const course = await describeCourse(context, row);
  const timeZone = await reportTimeZone(context);
  const sessions = (await listCourseSessionRows(context.store.db, row.id))
    .map((session) => ({ ...session, heldOn: heldOnOf(session, timeZone) }))
    .sort(compareHeldOrder);
  const analysed: AnalysedSession[] = await Promise.all(
    sessions.map(async (session) => ({ session, analytics: session.session_type === "class" ? await analyseClassSession(context, session) : null })),
  );
  const page = {
    course,
    lectures: analysed.map((entry) => describeLecture(entry, course.enrolled, timeZone)),
    scaleTrends: scaleTrendsOf(analysed),
    textTrends: textTrendsOf(analysed),
    heldBack: await heldBackOf(context, analysed),
  };
  return { page, analysed };
}

/** What the filter holds back in each lecture evaluation, for the course's host to Allow (nothing of a question below its threshold). */
async function heldBackOf(context: AppContext, analysed: AnalysedSession[]): Promise<CoursePage["heldBack"]> {
  const held: CoursePage["heldBack"] = [];
  for (const { session, analytics } of analysed) {
    if (!analytics) continue;
    const filter = await loadSessionFilter(context.wordFilter, context.store.db, session);
    const words = await listHeldWords(context.store.db, session, filter, analytics.threshold);
    if (words.total > 0) held.push({ sessionId: session.id, ...words });
  }
  return held;
}

/** A course's sessions in the order they were held (the day their host set, else the day they opened), then as they were created. */
export function compareHeldOrder(a: { heldOn: string; created_at: string }, b: { heldOn: string; created_at: string }): number {
  return a.heldOn.localeCompare(b.heldOn) || a.created_at.localeCompare(b.created_at);
}

/** The day a session was held: as its host set it, else the day it opened for answers (or was created) in the zone. */
export function heldOnOf(session: Pick<SessionRow, "held_on" | "opens_at" | "created_at">, timeZone: string): string {
  return session.held_on ?? calendarDay(session.opens_at ?? session.created_at, timeZone);
}

function describeLecture({ session, analytics }: AnalysedSession, enrolled: number | null, timeZone: string): CourseLecture {
  const base = {
    sessionId: session.id,
    title: session.title,
    sessionType: session.session_type,
    sessionCode: session.session_code,
    createdAt: session.created_at,
    heldOn: heldOnOf(session, timeZone),
  };
  if (!analytics) return { ...base, respondents: null, threshold: null, withheld: false, responseRate: null, selfVsOthers: null, means: [] };
  return {
    ...base,
    respondents: analytics.responses,
    threshold: analytics.threshold,
    withheld: analytics.withheld,
    responseRate: enrolled ? analytics.responses / enrolled : null,
    selfVsOthers: analytics.selfVsOthersAvailable ? analytics.selfVsOthersComparison : null,
    means: analytics.scaleQuestions.map((question) => ({
      question: question.questionText,
      mean: question.withheld || question.totalResponses === 0 ? null : question.average,
      answers: question.totalResponses,
      withheld: question.withheld,
    })),
  };
}

/** A scale question is the same question across lectures when its wording, type and scale are: a changed wording starts a new trend. */
function scaleTrendsOf(analysed: AnalysedSession[]): ScaleTrend[] {
  const trends = new Map<string, ScaleTrend>();
  for (const { session, analytics } of analysed) {
    for (const question of analytics?.scaleQuestions ?? []) {
      const key = JSON.stringify([question.questionText, question.scaleMin, question.scaleMax]);
      const trend = trends.get(key) ?? { text: question.questionText, scaleMin: question.scaleMin, scaleMax: question.scaleMax, points: [] };
      trend.points.push({
        sessionId: session.id,
        responses: question.totalResponses,
        withheld: question.withheld,
        average: question.withheld || question.totalResponses === 0 ? null : question.average,
        standardDeviation: question.withheld ? null : standardDeviationOf(question.frequencies),
        frequencies: question.frequencies,
      });
      trends.set(key, trend);
    }
  }
  return [...trends.values()];
}

function textTrendsOf(analysed: AnalysedSession[]): TextTrend[] {
  const trends = new Map<string, TextTrend>();
  for (const { session, analytics } of analysed) {
    for (const question of analytics?.textQuestions ?? []) {
      const trend = trends.get(question.questionText) ?? { text: question.questionText, lectures: [] };
      trend.lectures.push({ sessionId: session.id, responses: question.totalResponses, withheld: question.withheld, words: question.wordCloud.words });
      trends.set(question.questionText, trend);
    }
  }
  return [...trends.values()];
}
