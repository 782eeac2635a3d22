import type { ClassQuestionDraft } from "../../shared/schemas/class.js";
import { callRoute } from "./api.js";
import { hostAuthHeaders } from "./host-keys.js";

export const getClassQuestions = (sessionId: string) => callRoute("getClassQuestions", { params: { id: sessionId } });

/** The host's key (or an admin's token) goes along: with results private, only they are answered. */
export const getClassAnalytics = (sessionId: string) => callRoute("getClassAnalytics", { params: { id: sessionId } }, { headers: hostAuthHeaders(sessionId) });

/** The host's edit of the whole list, refused (409) once answers have arrived. */
export const replaceClassQuestions = (sessionId: string, questions: ClassQuestionDraft[]) =>
  callRoute("replaceClassQuestions", { params: { id: sessionId }, body: { questions } }, { headers: hostAuthHeaders(sessionId) });

/** The host sets when the evaluation opens and closes (ISO times; null: no bound). */
export const setClassWindow = (sessionId: string, window: { opensAt: string | null; closesAt: string | null }) =>
  callRoute("setClassWindow", { params: { id: sessionId }, body: window }, { headers: hostAuthHeaders(sessionId) });

/** The host's "Close now": closed at the server's time. */
export const closeClassNow = (sessionId: string) => callRoute("closeClassNow", { params: { id: sessionId } }, { headers: hostAuthHeaders(sessionId) });
