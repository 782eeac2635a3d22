import type { ClassAnalytics, ClassQuestion, ClassQuestionDraft } from "../../shared/schemas/class.js";
import { api } from "./api.js";
import { hostAuthHeaders } from "./host-keys.js";

const base = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}`;

export const getClassQuestions = (sessionId: string) => api.get<ClassQuestion[]>(`${base(sessionId)}/class-questions`);

/** The host's key (or an admin's token) goes along: with results private, only they are answered. */
export const getClassAnalytics = (sessionId: string) => api.get<ClassAnalytics>(`${base(sessionId)}/class-analytics`, { headers: hostAuthHeaders(sessionId) });

/** The host's edit of the whole list, refused (409) once answers have arrived. */
export const replaceClassQuestions = (sessionId: string, questions: ClassQuestionDraft[]) =>
  api.put<ClassQuestion[]>(`${base(sessionId)}/class-questions`, { questions }, { headers: hostAuthHeaders(sessionId) });
