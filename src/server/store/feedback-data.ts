import type { Kysely } from "kysely";
import type { FeedbackItem } from "../../shared/schemas/feedback.js";
import type { Database } from "./schema.js";

export type NewFeedback = {
  sessionId: string;
  participantId: string;
  /** The client's id for this entry; unique per session. */
  submissionId: string;
  content: string;
  term: string;
  /** How the cloud shows this entry: the content with runs of whitespace made single spaces. */
  spelling: string;
  isModerated: boolean;
  inCloud: boolean;
  wordCount: number;
  createdAt: string;
};

/** The newest entries first. */
export async function listFeedback(db: Kysely<Database>, sessionId: string, limit: number, before?: number): Promise<FeedbackItem[]> {
  let query = db.selectFrom("feedback").select(["id", "content", "created_at", "is_moderated"]).where("session_id", "=", sessionId);
  if (before !== undefined) query = query.where("id", "<", before);
  const rows = await query
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toFeedbackItem);
}

/** A stored row as the API shows it. */
export function toFeedbackItem(row: { id: number | string; content: string; created_at: string; is_moderated: number }): FeedbackItem {
  return { id: String(row.id), content: row.content, createdAt: row.created_at, isModerated: Number(row.is_moderated) === 1 };
}
