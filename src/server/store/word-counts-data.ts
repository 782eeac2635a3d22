import type { Kysely } from "kysely";
import type { CurationRules } from "../../shared/word-curation.js";
import { listQuestionRows, readQuestionSpellings, type QuestionRow } from "./questions-data.js";
import type { Database } from "./schema.js";
import { loadWordRules } from "./word-rules-data.js";

export type StoredSpelling = { term: string; spelling: string; frequency: number };

export type CloudCounts = {
  /** Every entry stored, withheld ones included: the sequence numbers run over all of them. */
  totalSubmissions: number;
  withheldSubmissions: number;
  /** How many decisions the host has made (see sessions.moderation_revision). */
  revision: number;
  /** Every cloud spelling of the session (all questions): the session's unique words. */
  spellings: StoredSpelling[];
  rules: CurationRules;
  /** A regular session's current question with its place in the list, and its own cloud entries. */
  question: (QuestionRow & { number: number; count: number }) | null;
  questionSpellings: { term: string; content: string; frequency: number; first?: number }[];
};

/** Everything needed to rebuild a session's (regular) cloud in memory, read in one transaction for a consistent view. */
export async function loadCloudCounts(db: Kysely<Database>, sessionId: string): Promise<CloudCounts | null> {
  // Repeatable read: on PostgreSQL each statement would otherwise see its own snapshot, and the count and the
  // words must describe the same set of entries (SQLite's transactions are always one snapshot).
  return db.transaction().setIsolationLevel("repeatable read").execute(async (trx) => {
    const session = await trx
      .selectFrom("sessions")
      .select(["total_submissions", "withheld_submissions", "moderation_revision", "current_question_id"])
      .where("id", "=", sessionId)
      .executeTakeFirst();
    if (!session) return null;
    const spellings = await trx
      .selectFrom("word_spellings")
      .select(["term", "spelling", "frequency"])
      .where("session_id", "=", sessionId)
      .execute();
    const questions = session.current_question_id === null ? [] : await listQuestionRows(trx, sessionId);
    const index = questions.findIndex((row) => row.id === session.current_question_id);
    const question = index < 0 ? null : { ...questions[index]!, number: index + 1, count: questions.length };
    return {
      totalSubmissions: Number(session.total_submissions),
      withheldSubmissions: Number(session.withheld_submissions),
      revision: Number(session.moderation_revision),
      spellings,
      rules: await loadWordRules(trx, sessionId, ""),
      question,
      questionSpellings: question ? await readQuestionSpellings(trx, question.id) : [],
    };
  });
}
