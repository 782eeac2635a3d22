import type { FeedbackItem, WordCloud } from "../../../shared/schemas/feedback.js";
import type { HostQuestion } from "../../../shared/schemas/question.js";
import { getQuestionCloud } from "../../lib/questions-api.js";

/** One question in the JSON export: its prompt and state, its own cloud and counts, and its entries. */
export type QuestionExport = HostQuestion & { wordCloud: WordCloud | null; feedback: FeedbackItem[] };

/** Every question of the session with its cloud (read from the server) and its entries (from the full list). */
export async function questionExports(sessionId: string, questions: HostQuestion[], entries: FeedbackItem[]): Promise<QuestionExport[]> {
  const clouds = await Promise.all(questions.map((question) => getQuestionCloud(sessionId, question.id)));
  return questions.map((question, index) => {
    const cloud = clouds[index]!;
    return { ...question, wordCloud: cloud.ok ? cloud.data : null, feedback: entries.filter((entry) => entry.questionId === question.id) };
  });
}
