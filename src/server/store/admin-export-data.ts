import type { Kysely } from "kysely";
import type { ListedFeedback } from "./feedback-data.js";
import type { Database } from "./schema.js";

/** A stored entry with what decides its state (see describeEntry). */
export type ExportFeedbackRow = ListedFeedback;

/** All entries, oldest first (the export is the complete record; the API list stops at 1,000). */
export function loadAllFeedback(db: Kysely<Database>, sessionId: string): Promise<ExportFeedbackRow[]> {
  return db
    .selectFrom("feedback")
    .select(["id", "content", "created_at", "is_moderated", "term", "review", "in_cloud", "question_id", "is_repeat"])
    .where("session_id", "=", sessionId)
    .orderBy("id")
    .execute();
}

export type ExportQuestionRow = {
  id: string;
  key: string;
  text: string;
  type: "scale" | "text";
  scaleMin: number;
  scaleMax: number;
};
export type ExportAnswerRow = { questionId: string; text: string | null; number: number | null; createdAt: string };

export async function loadClassQuestionsAndAnswers(
  db: Kysely<Database>,
  sessionId: string,
): Promise<{ questions: ExportQuestionRow[]; answers: ExportAnswerRow[] }> {
  const questions = await db
    .selectFrom("class_questions")
    .select(["id", "question_key", "text", "question_type", "scale_min", "scale_max"])
    .where("session_id", "=", sessionId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  const answers = await db
    .selectFrom("class_responses")
    .select(["question_id", "response_text", "response_number", "created_at"])
    .where("session_id", "=", sessionId)
    .orderBy("answer_order")
    .execute();
  return {
    questions: questions.map((row) => ({
      id: row.id,
      key: row.question_key,
      text: row.text,
      type: row.question_type,
      scaleMin: Number(row.scale_min),
      scaleMax: Number(row.scale_max),
    })),
    answers: answers.map((row) => ({
      questionId: row.question_id,
      text: row.response_text,
      number: row.response_number === null ? null : Number(row.response_number),
      createdAt: row.created_at,
    })),
  };
}
