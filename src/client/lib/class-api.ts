import type { ClassAnalytics, ClassQuestion } from "../../shared/schemas/class.js";
import { api } from "./api.js";

const base = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}`;

export const getClassQuestions = (sessionId: string) => api.get<ClassQuestion[]>(`${base(sessionId)}/class-questions`);

export const getClassAnalytics = (sessionId: string) => api.get<ClassAnalytics>(`${base(sessionId)}/class-analytics`);
