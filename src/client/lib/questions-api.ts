import type { UpdateQuestionInput } from "../../shared/schemas/question.js";
import { callRoute } from "./api.js";
import { hostAuthHeaders } from "./host-keys.js";

const host = (sessionId: string) => ({ headers: hostAuthHeaders(sessionId) });
const one = (sessionId: string, questionId: string) => ({ id: sessionId, questionId });

/** The host's question calls; each change answers with the whole list as it is now. */
export const listQuestions = (sessionId: string) => callRoute("listQuestions", { params: { id: sessionId } }, host(sessionId));
export const addQuestion = (sessionId: string, prompt: string) => callRoute("addQuestion", { params: { id: sessionId }, body: { prompt } }, host(sessionId));
export const updateQuestion = (sessionId: string, questionId: string, change: UpdateQuestionInput) =>
  callRoute("updateQuestion", { params: one(sessionId, questionId), body: change }, host(sessionId));
export const deleteQuestion = (sessionId: string, questionId: string) => callRoute("deleteQuestion", { params: one(sessionId, questionId) }, host(sessionId));
export const reorderQuestions = (sessionId: string, questionIds: string[]) =>
  callRoute("reorderQuestions", { params: { id: sessionId }, body: { questionIds } }, host(sessionId));
export const askQuestion = (sessionId: string, questionId: string) => callRoute("askQuestion", { params: one(sessionId, questionId) }, host(sessionId));
export const getQuestionCloud = (sessionId: string, questionId: string) => callRoute("getQuestionCloud", { params: one(sessionId, questionId) }, host(sessionId));
export const listQuestionFeedback = (sessionId: string, questionId: string) =>
  callRoute("listFeedback", { params: { id: sessionId }, query: { questionId } }, host(sessionId));
