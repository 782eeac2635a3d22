import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema.js";

type Db = Kysely<Database> | Transaction<Database>;

/** The words the host let in with Allow, for the rest of the session. */
export async function listAllowedWords(db: Db, sessionId: string): Promise<string[]> {
  const rows = await db.selectFrom("allowed_words").select("term").where("session_id", "=", sessionId).orderBy("term").execute();
  return rows.map((row) => row.term);
}

/** Adds the word; false when it was allowed already. */
export async function addAllowedWord(db: Db, sessionId: string, term: string, now: string): Promise<boolean> {
  const inserted = await db
    .insertInto("allowed_words")
    .values({ session_id: sessionId, term, created_at: now })
    .onConflict((conflict) => conflict.columns(["session_id", "term"]).doNothing())
    .returning("term")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Removes the word; false when it was not allowed. */
export async function removeAllowedWord(db: Db, sessionId: string, term: string): Promise<boolean> {
  const result = await db.deleteFrom("allowed_words").where("session_id", "=", sessionId).where("term", "=", term).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
