import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

export type StoredSpelling = { term: string; spelling: string; frequency: number };

/** Everything needed to rebuild a session's cloud in memory, read in one transaction for a consistent view. */
export async function loadCloudCounts(
  db: Kysely<Database>,
  sessionId: string,
): Promise<{ totalSubmissions: number; totalWords: number; spellings: StoredSpelling[] } | null> {
  // Repeatable read: on PostgreSQL each statement would otherwise see its own snapshot, and the count and the
  // words must describe the same set of entries (SQLite's transactions are always one snapshot).
  return db.transaction().setIsolationLevel("repeatable read").execute(async (trx) => {
    const session = await trx.selectFrom("sessions").select(["total_submissions", "total_words"]).where("id", "=", sessionId).executeTakeFirst();
    if (!session) return null;
    const spellings = await trx
      .selectFrom("word_spellings")
      .select(["term", "spelling", "frequency"])
      .where("session_id", "=", sessionId)
      .execute();
    return { totalSubmissions: Number(session.total_submissions), totalWords: Number(session.total_words), spellings };
  });
}
