import type { Expression, ExpressionBuilder, Kysely, SqlBool, Transaction } from "kysely";
import type { Database } from "./schema.js";

type Db = Kysely<Database> | Transaction<Database>;

/** A class answer keeps only its day (UTC midnight): retention counts it as given at the end of that day. */
const CLASS_ANSWER_DAY_MS = 24 * 60 * 60 * 1000;

/** The times a session's last activity is made of (ISO text); null where it has no answers of that kind. */
export type SessionActivity = { createdAt: string; lastEntryAt: string | null; lastClassAnswerAt: string | null };

/**
 * A session idle since `cutoff` (ISO time): created before it, with no entry and no class answer (a replaced answer
 * counts when it was replaced; a class answer at the end of its day) at or after it. Entries are read newest first through the (session_id, id) index, so
 * the check touches one entry per session.
 */
export function isIdleSince(eb: ExpressionBuilder<Database, "sessions">, cutoff: string): Expression<SqlBool> {
  const lastEntry = eb
    .selectFrom("feedback")
    .select("feedback.created_at")
    .whereRef("feedback.session_id", "=", "sessions.id")
    .orderBy("feedback.id", "desc")
    .limit(1);
  const recentClassAnswer = eb
    .selectFrom("class_responses")
    .select("class_responses.session_id")
    .whereRef("class_responses.session_id", "=", "sessions.id")
    .where("class_responses.updated_at", ">=", new Date(Date.parse(cutoff) - CLASS_ANSWER_DAY_MS).toISOString());
  return eb.and([
    eb("sessions.created_at", "<", cutoff),
    eb(eb.fn.coalesce(lastEntry, "sessions.created_at"), "<", cutoff),
    eb.not(eb.exists(recentClassAnswer)),
  ]);
}

/** Sessions idle since `cutoff`, oldest first, at most `limit`. */
export async function listIdleSessionIds(db: Db, cutoff: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("sessions")
    .select("id")
    .where((eb) => isIdleSince(eb, cutoff))
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Whether the session exists and is idle since `cutoff`, read afresh (a statement of its own sees every commit so far). */
export async function isSessionIdleSince(db: Db, sessionId: string, cutoff: string): Promise<boolean> {
  const row = await db
    .selectFrom("sessions")
    .select("id")
    .where("id", "=", sessionId)
    .where((eb) => isIdleSince(eb, cutoff))
    .executeTakeFirst();
  return row !== undefined;
}

export async function readSessionActivity(db: Db, sessionId: string): Promise<SessionActivity | undefined> {
  const row = await db
    .selectFrom("sessions")
    .select((eb) => [
      "sessions.created_at",
      eb
        .selectFrom("feedback")
        .select("feedback.created_at")
        .whereRef("feedback.session_id", "=", "sessions.id")
        .orderBy("feedback.id", "desc")
        .limit(1)
        .as("last_entry_at"),
      eb
        .selectFrom("class_responses")
        .select((inner) => inner.fn.max("class_responses.updated_at").as("latest"))
        .whereRef("class_responses.session_id", "=", "sessions.id")
        .as("last_class_answer_at"),
    ])
    .where("sessions.id", "=", sessionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const lastClassAnswerAt = row.last_class_answer_at ? new Date(Date.parse(row.last_class_answer_at) + CLASS_ANSWER_DAY_MS).toISOString() : null;
  return { createdAt: row.created_at, lastEntryAt: row.last_entry_at ?? null, lastClassAnswerAt };
}
