import type { Insertable, Kysely } from "kysely";
import type { FeedbackItem } from "../../shared/schemas/feedback.js";
import type { PlannedEntry } from "../answers/answer-plan.js";
import type { NewAnswer } from "../answers/answer-writer.js";
import type { Database, EntryReview, FeedbackTable } from "./schema.js";

/** A stored entry with what decides its state (see describeEntry). */
export type ListedFeedback = {
  id: number;
  content: string;
  created_at: string;
  is_moderated: number;
  term: string;
  review: EntryReview;
  in_cloud: number;
  question_id: string | null;
  is_repeat: number;
};

/**
 * Which entries a list holds: one question's only, without those of questions whose results are hidden, and with
 * `cloudWordsOnly` only entries counted in a cloud (not flagged, kept out, waiting, rejected, repeated or stop words).
 */
export type FeedbackFilter = { questionId?: string; hiddenQuestionIds?: string[]; cloudWordsOnly?: boolean };

/** The newest entries first, or with `before` (an entry's id) the newest ones older than it. */
export async function listFeedback(db: Kysely<Database>, sessionId: string, limit: number, before?: number, filter: FeedbackFilter = {}): Promise<ListedFeedback[]> {
  let query = db
    .selectFrom("feedback")
    .select(["id", "content", "created_at", "is_moderated", "term", "review", "in_cloud", "question_id", "is_repeat"])
    .where("session_id", "=", sessionId);
  if (filter.questionId !== undefined) query = query.where("question_id", "=", filter.questionId);
  if (filter.hiddenQuestionIds?.length) query = query.where((eb) => eb.or([eb("question_id", "is", null), eb("question_id", "not in", filter.hiddenQuestionIds!)]));
  if (before !== undefined) query = query.where("id", "<", before);
  if (filter.cloudWordsOnly) query = query.where("in_cloud", "=", 1).where("review", "not in", ["waiting", "rejected"]);
  return query.orderBy("id", "desc").limit(limit).execute();
}

/** A stored row as the API shows it. */
/** A stored entry the filter flagged and the host has not let in: the phone that sent it is told it waits for the host. */
export function isStoredHeldBack(row: { is_moderated: number; review: EntryReview }): boolean {
  return Number(row.is_moderated) === 1 && row.review !== "allowed" && row.review !== "approved";
}

export function toFeedbackItem(row: { id: number | string; content: string; created_at: string; is_moderated: number }): FeedbackItem {
  return { id: String(row.id), content: row.content, createdAt: row.created_at, isModerated: Number(row.is_moderated) === 1 };
}

/**
 * The feedback row of an entry the answer plan admitted, as both dialects' writers insert it: Kysely's values on
 * PostgreSQL, a prepared statement's named parameters on SQLite (hence a plain map of column values too).
 */
export function plannedFeedbackRow(entry: NewAnswer, answer: PlannedEntry): Insertable<FeedbackTable> & Record<string, string | number | null> {
  return {
    session_id: entry.sessionId,
    participant_id: entry.participantId,
    submission_id: entry.submissionId,
    content: entry.content,
    term: entry.term,
    is_moderated: answer.flagged ? 1 : 0,
    in_cloud: answer.inCloud ? 1 : 0,
    created_at: entry.createdAt,
    review: answer.waiting ? "waiting" : answer.allowed ? "allowed" : "none",
    question_id: answer.questionId,
    response_id: entry.responseId ?? null,
    is_repeat: answer.repeat ? 1 : 0,
    sequence: answer.sequence,
  };
}
