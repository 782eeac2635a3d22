import type { ClassAnalytics, ClassQuestion, ClassResponseResult } from "../../../shared/schemas/class.js";
import { api } from "../../lib/api.js";

const base = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}`;

export const getClassQuestions = (sessionId: string) => api.get<ClassQuestion[]>(`${base(sessionId)}/class-questions`);

export const submitClassResponse = (
  sessionId: string,
  questionId: string,
  response: number | string,
  participantId: string,
  signal?: AbortSignal,
) => api.post<ClassResponseResult>(`${base(sessionId)}/class-response`, { questionId, response, participantId }, { signal });

export const getClassAnalytics = (sessionId: string) => api.get<ClassAnalytics>(`${base(sessionId)}/class-analytics`);
