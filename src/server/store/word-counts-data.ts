import type { Kysely } from "kysely";
import type { CurationRules } from "../../shared/word-curation.js";
import type { Database } from "./schema.js";
import { loadWordRules } from "./word-rules-data.js";

export type StoredSpelling = { term: string; spelling: string; frequency: number };

export type CloudCounts = {
  totalSubmissions: number;
  totalWords: number;
  withheldSubmissions: number;
  withheldWords: number;
  /** How many decisions the host has made (see sessions.moderation_revision). */
  revision: number;
  spellings: StoredSpelling[];
  rules: CurationRules;
};

/** Everything needed to rebuild a session's (regular) cloud in memory, read in one transaction for a consistent view. */
export async function loadCloudCounts(db: Kysely<Database>, sessionId: string): Promise<CloudCounts | null> {
  // Repeatable read: on PostgreSQL each statement would otherwise see its own snapshot, and the count and the
  // words must describe the same set of entries (SQLite's transactions are always one snapshot).
  return db.transaction().setIsolationLevel("repeatable read").execute(async (trx) => {
    const session = await trx
      .selectFrom("sessions")
      .select(["total_submissions", "total_words", "withheld_submissions", "withheld_words", "moderation_revision"])
      .where("id", "=", sessionId)
      .executeTakeFirst();
    if (!session) return null;
    const spellings = await trx
      .selectFrom("word_spellings")
      .select(["term", "spelling", "frequency"])
      .where("session_id", "=", sessionId)
      .execute();
    return {
      totalSubmissions: Number(session.total_submissions),
      totalWords: Number(session.total_words),
      withheldSubmissions: Number(session.withheld_submissions),
      withheldWords: Number(session.withheld_words),
      revision: Number(session.moderation_revision),
      spellings,
      rules: await loadWordRules(trx, sessionId, ""),
    };
  });
}
