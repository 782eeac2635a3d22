import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { ClassQuestion } from "../../shared/schemas/class.js";
import type { ClassQuestionsTable, ClassResponsesTable, Database } from "./schema.js";

export type ClassQuestionRow = Selectable<ClassQuestionsTable>;

export function toClassQuestion(row: ClassQuestionRow): ClassQuestion {
  return {
    id: row.id,
    text: row.text,
    type: row.question_type,
    scaleMin: Number(row.scale_min),
    scaleMax: Number(row.scale_max),
    answerMaxLength: Number(row.answer_max_length),
  };
}

/** A session's questions in the order participants answer them. */
export function listClassQuestionRows(db: Kysely<Database>, sessionId: string): Promise<ClassQuestionRow[]> {
  return db.selectFrom("class_questions").selectAll().where("session_id", "=", sessionId).orderBy("position").orderBy("id").execute();
}

export function findClassQuestionRow(db: Kysely<Database>, sessionId: string, questionId: string): Promise<ClassQuestionRow | undefined> {
  return db.selectFrom("class_questions").selectAll().where("session_id", "=", sessionId).where("id", "=", questionId).executeTakeFirst();
}

export type ClassAnswer = {
  sessionId: string;
  questionId: string;
  participantId: string;
  submissionId: string;
  responseText: string | null;
  responseNumber: number | null;
  /** The day of the answer (UTC midnight, ISO): a class answer keeps no finer time. */
  now: string;
};

/**
 * Stores a participant's answer, replacing their earlier answer to the same question (one per participant per question).
 * Returns whether an earlier answer was replaced. Call inside the answer's transaction.
 */
export async function upsertClassResponse(trx: Transaction<Database>, answer: ClassAnswer): Promise<boolean> {
  const earlier = await trx
    .selectFrom("class_responses")
    .select("question_id")
    .where("question_id", "=", answer.questionId)
    .where("participant_id", "=", answer.participantId)
    .executeTakeFirst();
  await trx
    .insertInto("class_responses")
    .values({
      session_id: answer.sessionId,
      question_id: answer.questionId,
      participant_id: answer.participantId,
      response_text: answer.responseText,
      response_number: answer.responseNumber,
      created_at: answer.now,
      updated_at: answer.now,
      submission_id: answer.submissionId,
      replaced: 0,
      // Under the session's row lock, which every answer takes, so no two answers of a session get the same number.
      answer_order: sql<number>`(select coalesce(max(answer_order), 0) + 1 from class_responses where session_id = ${answer.sessionId})`,
    })
    .onConflict((oc) =>
      oc.columns(["question_id", "participant_id"]).doUpdateSet({
        response_text: answer.responseText,
        response_number: answer.responseNumber,
        updated_at: answer.now,
        submission_id: answer.submissionId,
        replaced: 1,
      }),
    )
    .execute();
  return earlier !== undefined;
}

export type StoredClassAnswer = Pick<
  Selectable<ClassResponsesTable>,
  "question_id" | "participant_id" | "response_text" | "response_number" | "replaced"
>;

/** The answer stored now under a submissionId (a replaced answer's id is gone with it). */
export function findClassAnswerBySubmission(trx: Transaction<Database>, sessionId: string, submissionId: string): Promise<StoredClassAnswer | undefined> {
  return trx
    .selectFrom("class_responses")
    .select(["question_id", "participant_id", "response_text", "response_number", "replaced"])
    .where("session_id", "=", sessionId)
    .where("submission_id", "=", submissionId)
    .executeTakeFirst();
}

export type RatingCountRow = { questionId: string; rating: number; count: number };

/** Per question and rating, how many participants chose it (scale answers only). */
export async function countClassRatings(db: Kysely<Database>, sessionId: string): Promise<RatingCountRow[]> {
  const rows = await db
    .selectFrom("class_responses")
    .select(["question_id", "response_number", (eb) => eb.fn.countAll<number>().as("count")])
    .where("session_id", "=", sessionId)
    .where("response_number", "is not", null)
    .groupBy(["question_id", "response_number"])
    .execute();
  return rows.map((row) => ({ questionId: row.question_id, rating: Number(row.response_number), count: Number(row.count) }));
}

export type TextAnswerRow = { questionId: string; text: string };

/** Every text answer of a session, oldest first (stable order for "first spelling wins"). */
export async function listClassTextAnswers(db: Kysely<Database>, sessionId: string): Promise<TextAnswerRow[]> {
  const rows = await db
    .selectFrom("class_responses")
    .select(["question_id", "response_text"])
    .where("session_id", "=", sessionId)
    .where("response_text", "is not", null)
    .orderBy("answer_order")
    .execute();
  return rows.map((row) => ({ questionId: row.question_id, text: row.response_text ?? "" }));
}

/** Stored answers and distinct answering participants of a session. */
export async function countClassResponses(db: Kysely<Database>, sessionId: string): Promise<{ responses: number; respondents: number }> {
  const row = await db
    .selectFrom("class_responses")
    .select([
      (eb) => eb.fn.countAll<number>().as("responses"),
      sql<number>`count(distinct participant_id)`.as("respondents"),
    ])
    .where("session_id", "=", sessionId)
    .executeTakeFirstOrThrow();
  return { responses: Number(row.responses), respondents: Number(row.respondents) };
}
