import { FEEDBACK_PAGE_MAX } from "../../shared/limits.js";
import type { ClassQuestionDraft } from "../../shared/schemas/class.js";
import type { ReviewedFeedbackItem } from "../../shared/schemas/moderation.js";
import type { SessionType } from "../../shared/schemas/session.js";
import type { SessionLanguage } from "../../shared/schemas/session-language.js";
import { callRoute, type ApiResult } from "./api.js";
import { courseAuthHeaders } from "./course-keys.js";
import { hostAuthHeaders } from "./host-keys.js";
import { respondentHeaders } from "./launch-respondent.js";

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
  /** A class session's answering window (ISO times; null: no bound). */
  opensAt?: string | null;
  closesAt?: string | null;
  answersPerParticipant?: number | null;
  countOncePerWord?: boolean;
  /** The course it is created in (one this browser or the signed-in account hosts). */
  courseId?: string;
  /** The language its answers are written in (the dialog's choice, the interface's language unless changed). */
  language?: SessionLanguage;
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
  minResponses?: number;
  language?: SessionLanguage;
  /** The day a course's lecture was held (YYYY-MM-DD); null: the day it opened for answers. */
  heldOn?: string | null;
};

const session = (sessionId: string) => ({ params: { id: sessionId } });

/** A session created in a course carries the course's key, which proves this browser hosts it (an owner's account needs none). */
export const createSession = (form: CreateSessionForm) => callRoute("createSession", { body: form }, { headers: form.courseId ? courseAuthHeaders(form.courseId) : {} });
export const getSession = (sessionId: string) => callRoute("getSession", session(sessionId));
/** The session, and whether it is full for this participant: the server decides (it knows whom it admitted). */
export const joinSession = (sessionId: string, participantId: string) => callRoute("joinSession", { ...session(sessionId), body: { participantId } });
export const joinSessionByCode = (code: string) => callRoute("joinSessionByCode", { body: { code } });
export const listPublicSessions = () => callRoute("listPublicSessions", {});
export const updateSession = (sessionId: string, form: SessionSettingsForm) =>
  callRoute("updateSession", { ...session(sessionId), body: form }, { headers: hostAuthHeaders(sessionId) });
/** The host's one-click raise of Max Participants (host key or admin token). */
export const raiseCapacity = (sessionId: string, maxParticipants: number) =>
  callRoute("setCapacity", { ...session(sessionId), body: { maxParticipants } }, { headers: hostAuthHeaders(sessionId) });
export const submitFeedbackHttp = (sessionId: string, text: string, participantId: string, submissionId: string, responseId?: string, signal?: AbortSignal) =>
  callRoute("submitFeedback", { ...session(sessionId), body: { sessionId, text, participantId, submissionId, responseId } }, { signal, headers: respondentHeaders() });
export const submitClassResponseHttp = (
  sessionId: string,
  answer: { questionId: string; response: number | string; participantId: string; submissionId: string },
  signal?: AbortSignal,
) => callRoute("submitClassResponse", { ...session(sessionId), body: answer }, { signal, headers: respondentHeaders() });
/** Entries with their state, one page; the host (key or admin) also gets those waiting for approval or rejected. */
export const listFeedback = (sessionId: string, before?: string) =>
  callRoute("listFeedback", { ...session(sessionId), query: { before } }, { headers: hostAuthHeaders(sessionId) });

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
export const getSessionRetention = (sessionId: string) => callRoute("getSessionRetention", session(sessionId));
export const getWordCloud = (sessionId: string) => callRoute("getWordCloud", session(sessionId));
export const getSessionQrCodes = (sessionId: string) => callRoute("getSessionQrCodes", session(sessionId), { headers: hostAuthHeaders(sessionId) });
