import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

export type ExportWord = { word: string; count: number };
export type ExportFeedback = { content: string; createdAt: string; isModerated: boolean };

/** Every cloud term with the spelling participants used most, most frequent first. */
export async function loadWordFrequencies(db: Kysely<Database>, sessionId: string): Promise<ExportWord[]> {
  const counts = await db.selectFrom("word_counts").select(["term", "frequency"]).where("session_id", "=", sessionId).execute();
  const spellings = await db
    .selectFrom("word_spellings")
    .select(["term", "spelling", "frequency"])
    .where("session_id", "=", sessionId)
    .execute();
  const shown = new Map<string, { spelling: string; frequency: number }>();
  for (const row of spellings) {
    const best = shown.get(row.term);
    if (!best || Number(row.frequency) > best.frequency || (Number(row.frequency) === best.frequency && row.spelling < best.spelling)) {
      shown.set(row.term, { spelling: row.spelling, frequency: Number(row.frequency) });
    }
  }
  return counts
    .map((row) => ({ word: shown.get(row.term)?.spelling ?? row.term, count: Number(row.frequency) }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word, "da"));
}

/** All entries, oldest first (the export is the complete record; the API list stops at 1,000). */
export async function loadAllFeedback(db: Kysely<Database>, sessionId: string): Promise<ExportFeedback[]> {
  const rows = await db
    .selectFrom("feedback")
    .select(["content", "created_at", "is_moderated"])
    .where("session_id", "=", sessionId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ content: row.content, createdAt: row.created_at, isModerated: Number(row.is_moderated) === 1 }));
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
    .orderBy("created_at")
    .orderBy("participant_id")
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
