import { FEEDBACK_PAGE_MAX } from "../../shared/limits.js";
import type { ClassQuestionDraft, ClassResponseResult } from "../../shared/schemas/class.js";
import type { FeedbackResult, WordCloud } from "../../shared/schemas/feedback.js";
import type { ReviewedFeedbackItem } from "../../shared/schemas/moderation.js";
import type { SessionQrCodes } from "../../shared/schemas/qr.js";
import type { CreatedSession, JoinedByCode, JoinedSession, Session, SessionType } from "../../shared/schemas/session.js";
import { api, type ApiResult } from "./api.js";
import { hostAuthHeaders } from "./host-keys.js";
import type { SessionRetention } from "../../shared/schemas/retention.js";

export type CreateSessionForm = {
  sessionType: SessionType;
  title: string;
  description: string;
  maxParticipants: number | string;
  isPublic: boolean;
  /** A class session's questions as edited in the dialog (absent: the built-in five). */
  classQuestions?: ClassQuestionDraft[];
  /** A class session's "Participants may see the results" (absent: yes). */
  participantsSeeResults?: boolean;
  answersPerParticipant?: number | null;
  countOncePerWord?: boolean;
};

export type SessionSettingsForm = {
  title: string;
  description: string;
  isActive: boolean;
  isPublic: boolean;
  maxParticipants: number | string;
  requireApproval?: boolean;
  participantsSeeResults?: boolean;
  answersPerParticipant?: number | null;
  countOncePerWord?: boolean;
};

export const createSession = (form: CreateSessionForm) => api.post<CreatedSession>("/api/sessions", form);
export const getSession = (sessionId: string) => api.get<Session>(`/api/sessions/${encodeURIComponent(sessionId)}`);
/** The session, and whether it is full for this participant: the server decides (it knows whom it admitted). */
export const joinSession = (sessionId: string, participantId: string) =>
  api.post<JoinedSession>(`/api/sessions/${encodeURIComponent(sessionId)}/join`, { participantId });
export const joinSessionByCode = (code: string) => api.post<JoinedByCode>("/api/sessions/join-by-code", { code });
export const listPublicSessions = () => api.get<Session[]>("/api/sessions");
export const updateSession = (sessionId: string, form: SessionSettingsForm) =>
  api.put<Session>(`/api/sessions/${encodeURIComponent(sessionId)}`, form, { headers: hostAuthHeaders(sessionId) });
/** The host's one-click raise of Max Participants (host key or admin token). */
export const raiseCapacity = (sessionId: string, maxParticipants: number) =>
  api.post<Session>(`/api/sessions/${encodeURIComponent(sessionId)}/capacity`, { maxParticipants }, { headers: hostAuthHeaders(sessionId) });
export const submitFeedbackHttp = (sessionId: string, text: string, participantId: string, submissionId: string, responseId?: string, signal?: AbortSignal) =>
  api.post<FeedbackResult>(`/api/sessions/${encodeURIComponent(sessionId)}/feedback`, { sessionId, text, participantId, submissionId, responseId }, { signal });
export const submitClassResponseHttp = (
  sessionId: string,
  answer: { questionId: string; response: number | string; participantId: string; submissionId: string },
  signal?: AbortSignal,
) => api.post<ClassResponseResult>(`/api/sessions/${encodeURIComponent(sessionId)}/class-response`, answer, { signal });
/** Entries with their state, one page; the host (key or admin) also gets those waiting for approval or rejected. */
export const listFeedback = (sessionId: string, before?: string) =>
  api.get<ReviewedFeedbackItem[]>(`/api/sessions/${encodeURIComponent(sessionId)}/feedback${before ? `?before=${encodeURIComponent(before)}` : ""}`, {
    headers: hostAuthHeaders(sessionId),
  });

/** Every entry, newest first, read page by page (the server returns at most FEEDBACK_PAGE_MAX per request). */
export async function listAllFeedback(sessionId: string): Promise<ApiResult<ReviewedFeedbackItem[]>> {
  const all: ReviewedFeedbackItem[] = [];
  for (;;) {
    const page = await listFeedback(sessionId, all.at(-1)?.id);
    if (!page.ok) return page;
    all.push(...page.data);
    if (page.data.length < FEEDBACK_PAGE_MAX) return { ok: true, data: all };
  }
}
export const getSessionRetention = (sessionId: string) => api.get<SessionRetention>(`/api/sessions/${encodeURIComponent(sessionId)}/retention`);
export const getWordCloud = (sessionId: string) => api.get<WordCloud>(`/api/sessions/${encodeURIComponent(sessionId)}/wordcloud`);
export const getSessionQrCodes = (sessionId: string) =>
  api.get<SessionQrCodes>(`/api/sessions/${encodeURIComponent(sessionId)}/qr-codes`, { headers: hostAuthHeaders(sessionId) });
