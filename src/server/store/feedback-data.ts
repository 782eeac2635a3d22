import { sql, type Kysely, type Transaction } from "kysely";
import type { FeedbackItem } from "../../shared/schemas/feedback.js";
import type { Database, Flag } from "./schema.js";

export type NewFeedback = {
  sessionId: string;
  participantId: string;
  content: string;
  term: string;
  /** How the cloud shows this entry: the content with runs of whitespace made single spaces. */
  spelling: string;
  isModerated: boolean;
  inCloud: boolean;
  wordCount: number;
  createdAt: string;
};

const flag = (value: boolean): Flag => (value ? 1 : 0);

/** Writes one entry and its counters; call inside the submission's transaction. */
export async function insertFeedback(trx: Transaction<Database>, entry: NewFeedback): Promise<FeedbackItem> {
  const inserted = await trx
    .insertInto("feedback")
    .values({
      session_id: entry.sessionId,
      participant_id: entry.participantId,
      content: entry.content,
      term: entry.term,
      is_moderated: flag(entry.isModerated),
      in_cloud: flag(entry.inCloud),
      created_at: entry.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  let newTerm = 0;
  if (entry.inCloud) {
    const counted = await trx
      .insertInto("word_counts")
      .values({ session_id: entry.sessionId, term: entry.term, frequency: 1 })
      .onConflict((oc) => oc.columns(["session_id", "term"]).doUpdateSet({ frequency: sql`word_counts.frequency + 1` }))
      .returning("frequency")
      .executeTakeFirstOrThrow();
    if (Number(counted.frequency) === 1) newTerm = 1;
    await trx
      .insertInto("word_spellings")
      .values({ session_id: entry.sessionId, term: entry.term, spelling: entry.spelling, frequency: 1 })
      .onConflict((oc) =>
        oc.columns(["session_id", "term", "spelling"]).doUpdateSet({ frequency: sql`word_spellings.frequency + 1` }),
      )
      .execute();
  }
  await trx
    .updateTable("sessions")
    .set({
      total_submissions: sql`total_submissions + 1`,
      total_words: sql`total_words + ${entry.wordCount}`,
      unique_words: sql`unique_words + ${newTerm}`,
    })
    .where("id", "=", entry.sessionId)
    .execute();

  return { id: String(inserted.id), content: entry.content, createdAt: entry.createdAt, isModerated: entry.isModerated };
}

/** The newest entries first. */
export async function listFeedback(db: Kysely<Database>, sessionId: string, limit: number): Promise<FeedbackItem[]> {
  const rows = await db
    .selectFrom("feedback")
    .select(["id", "content", "created_at", "is_moderated"])
    .where("session_id", "=", sessionId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    content: row.content,
    createdAt: row.created_at,
    isModerated: Number(row.is_moderated) === 1,
  }));
}
