import { queryOptions } from "@tanstack/react-query";
import type { WordCloud } from "../../shared/schemas/feedback.js";
import { newerCloud } from "./cloud-update.js";
import { getClassAnalytics, getClassQuestions } from "./class-api.js";
import { dataOrThrow } from "./api.js";
import { getModeration } from "./moderation-api.js";
import { getQuestionCloud, listQuestionFeedback, listQuestions } from "./questions-api.js";
import { getSession, getSessionQrCodes, getSessionRetention, getWordCloud, joinSession, listFeedback, listPublicSessions } from "./sessions-api.js";

/** Cache keys of one session's server state; invalidating `session(id)` as a prefix reaches all of them. */
export const sessionKeys = {
  all: ["session"] as const,
  session: (id: string) => ["session", id] as const,
  wordCloud: (id: string) => ["session", id, "word-cloud"] as const,
  feedback: (id: string) => ["session", id, "feedback"] as const,
  qrCodes: (id: string) => ["session", id, "qr-codes"] as const,
  questions: (id: string) => ["session", id, "questions"] as const,
  questionCloud: (id: string, questionId: string) => ["session", id, "questions", questionId, "word-cloud"] as const,
  questionFeedback: (id: string, questionId: string) => ["session", id, "feedback", questionId] as const,
  classQuestions: (id: string) => ["session", id, "class-questions"] as const,
  classAnalytics: (id: string) => ["session", id, "class-analytics"] as const,
  moderation: (id: string) => ["session", id, "moderation"] as const,
  retention: (id: string) => ["session", id, "retention"] as const,
  publicSessions: ["public-sessions"] as const,
};

export const sessionQuery = (id: string) => queryOptions({ queryKey: sessionKeys.session(id), queryFn: () => dataOrThrow(getSession(id)) });

/**
 * The participant's load: the join call answers with the same session, checks it exists (spec section 6) and says
 * whether it is full for this participant (`full`, kept when a pushed session replaces the rest).
 */
export const joinedSessionQuery = (id: string, participantId: string) =>
  queryOptions({ queryKey: sessionKeys.session(id), queryFn: () => dataOrThrow(joinSession(id, participantId)) });

/** The session's live cloud: fetched once, then kept current by its channel (live-cloud-cache.ts); never goes back. */
export const wordCloudQuery = (id: string) =>
  queryOptions({
    queryKey: sessionKeys.wordCloud(id),
    queryFn: () => dataOrThrow(getWordCloud(id)),
    structuralSharing: (current, next) => newerCloud(current as WordCloud | undefined, next as WordCloud),
  });

export const feedbackQuery = (id: string) => queryOptions({ queryKey: sessionKeys.feedback(id), queryFn: () => dataOrThrow(listFeedback(id)) });

/** The host's panels; a 401/403 (not the host) is an answer, not a failure worth a toast. */
export const moderationQuery = (id: string) => queryOptions({ queryKey: sessionKeys.moderation(id), queryFn: () => dataOrThrow(getModeration(id)) });

/** The host's questions with their counts (host key or admin only). */
export const questionsQuery = (id: string) => queryOptions({ queryKey: sessionKeys.questions(id), queryFn: () => dataOrThrow(listQuestions(id)) });

/** Any question's cloud as stored, for browsing an earlier question (the current one's is the live cloud). */
export const questionCloudQuery = (id: string, questionId: string) =>
  queryOptions({ queryKey: sessionKeys.questionCloud(id, questionId), queryFn: () => dataOrThrow(getQuestionCloud(id, questionId)) });

/** One question's entries, newest first (under the feedback key, so a live refresh of the list reaches it). */
export const questionFeedbackQuery = (id: string, questionId: string) =>
  queryOptions({ queryKey: sessionKeys.questionFeedback(id, questionId), queryFn: () => dataOrThrow(listQuestionFeedback(id, questionId)) });

/** Answers move a session's deletion date on; a minute late is soon enough for a date shown to the day. */
const RETENTION_REFRESH_MS = 60_000;

/** When the session will be deleted (null while retention is off). */
export const sessionRetentionQuery = (id: string) =>
  queryOptions({ queryKey: sessionKeys.retention(id), queryFn: () => dataOrThrow(getSessionRetention(id)), refetchInterval: RETENTION_REFRESH_MS });

export const qrCodesQuery = (id: string) =>
  queryOptions({ queryKey: sessionKeys.qrCodes(id), queryFn: async () => (await dataOrThrow(getSessionQrCodes(id))).qrCodes });

export const classQuestionsQuery = (id: string) =>
  queryOptions({ queryKey: sessionKeys.classQuestions(id), queryFn: () => dataOrThrow(getClassQuestions(id)) });

export const classAnalyticsQuery = (id: string) =>
  queryOptions({ queryKey: sessionKeys.classAnalytics(id), queryFn: () => dataOrThrow(getClassAnalytics(id)) });

export const publicSessionsQuery = () => queryOptions({ queryKey: sessionKeys.publicSessions, queryFn: () => dataOrThrow(listPublicSessions()) });
