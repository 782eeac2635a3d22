import type { WordCloud } from "../../shared/schemas/feedback.js";
import type { ReviewedFeedbackItem } from "../../shared/schemas/moderation.js";
import type { HostQuestionList } from "../../shared/schemas/question.js";
import { api } from "./api.js";
import { hostAuthHeaders } from "./host-keys.js";

const base = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}/questions`;
const one = (sessionId: string, questionId: string) => `${base(sessionId)}/${encodeURIComponent(questionId)}`;
const host = (sessionId: string) => ({ headers: hostAuthHeaders(sessionId) });

/** The host's question calls; each change answers with the whole list as it is now. */
export const listQuestions = (sessionId: string) => api.get<HostQuestionList>(base(sessionId), host(sessionId));
export const addQuestion = (sessionId: string, prompt: string) => api.post<HostQuestionList>(base(sessionId), { prompt }, host(sessionId));
export const updateQuestion = (sessionId: string, questionId: string, change: { prompt?: string; resultsHidden?: boolean; answeringClosed?: boolean }) =>
  api.put<HostQuestionList>(one(sessionId, questionId), change, host(sessionId));
export const deleteQuestion = (sessionId: string, questionId: string) => api.delete<HostQuestionList>(one(sessionId, questionId), host(sessionId));
export const reorderQuestions = (sessionId: string, questionIds: string[]) =>
  api.put<HostQuestionList>(`${base(sessionId)}/order`, { questionIds }, host(sessionId));
export const askQuestion = (sessionId: string, questionId: string) => api.post<HostQuestionList>(`${one(sessionId, questionId)}/ask`, {}, host(sessionId));
export const getQuestionCloud = (sessionId: string, questionId: string) => api.get<WordCloud>(`${one(sessionId, questionId)}/wordcloud`, host(sessionId));
export const listQuestionFeedback = (sessionId: string, questionId: string) =>
  api.get<ReviewedFeedbackItem[]>(`/api/sessions/${encodeURIComponent(sessionId)}/feedback?questionId=${encodeURIComponent(questionId)}`, host(sessionId));
