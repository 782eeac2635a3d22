import { sql, type Kysely, type Transaction } from "kysely";
import type { Database, EntryReview } from "./schema.js";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A regular session's cloud terms with their counts and the spelling participants used most; `first`: the earliest
 * entry's sequence number, when known (ties in the ranking go to who came first).
 */
export type TermCount = { term: string; frequency: number; spelling: string; first?: number };

/** Every cloud term of a regular session (entries counted toward the cloud), with its most used spelling. */
export async function readTermCounts(db: Db, sessionId: string): Promise<TermCount[]> {
  const counts = await db.selectFrom("word_counts").select(["term", "frequency"]).where("session_id", "=", sessionId).execute();
  const spellings = await db.selectFrom("word_spellings").select(["term", "spelling", "frequency"]).where("session_id", "=", sessionId).execute();
  const best = new Map<string, { spelling: string; frequency: number }>();
  for (const row of spellings) {
    const frequency = Number(row.frequency);
    const current = best.get(row.term);
    // The same choice as the live cloud: most frequent, a tie to the spelling that sorts last.
    if (!current || frequency > current.frequency || (frequency === current.frequency && row.spelling > current.spelling)) {
      best.set(row.term, { spelling: row.spelling, frequency });
    }
  }
  return counts.map((row) => ({ term: row.term, frequency: Number(row.frequency), spelling: best.get(row.term)?.spelling ?? row.term }));
}

/** Whether any entry of the session (in any state) has this term. */
export async function termHasEntries(db: Db, sessionId: string, term: string): Promise<boolean> {
  const row = await db.selectFrom("feedback").select("id").where("session_id", "=", sessionId).where("term", "=", term).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** A regular session's entries the filter flagged and the host has not decided on (held back), oldest first. */
export function listHeldEntries(db: Db, sessionId: string): Promise<{ term: string; content: string }[]> {
  return db
    .selectFrom("feedback")
    .select(["term", "content"])
    .where("session_id", "=", sessionId)
    .where("is_moderated", "=", 1)
    .where("in_cloud", "=", 0)
    .where("review", "=", "none")
    .orderBy("id")
    .execute();
}

export type ReviewRow = {
  id: number;
  term: string;
  content: string;
  created_at: string;
  is_moderated: number;
  in_cloud: number;
  review: EntryReview;
  is_repeat: number;
};

const REVIEW_COLUMNS = ["id", "term", "content", "created_at", "is_moderated", "in_cloud", "review", "is_repeat"] as const;

export async function findEntries(db: Db, sessionId: string, ids: number[]): Promise<ReviewRow[]> {
  const rows: ReviewRow[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    rows.push(...(await db.selectFrom("feedback").select(REVIEW_COLUMNS).where("session_id", "=", sessionId).where("id", "in", chunk).execute()));
  }
  return rows;
}

/** The entries of a term the filter flagged, in one review state. */
export function listFlaggedEntries(db: Db, sessionId: string, term: string, review: EntryReview): Promise<ReviewRow[]> {
  return db
    .selectFrom("feedback")
    .select(REVIEW_COLUMNS)
    .where("session_id", "=", sessionId)
    .where("term", "=", term)
    .where("is_moderated", "=", 1)
    .where("review", "=", review)
    .execute();
}

/** The entries whose filter flag follows the filter (the host has not allowed or kept them out one by one). */
export function listEntriesToJudge(db: Db, sessionId: string): Promise<ReviewRow[]> {
  return db
    .selectFrom("feedback")
    .select(REVIEW_COLUMNS)
    .where("session_id", "=", sessionId)
    .where("review", "in", ["none", "waiting", "approved", "rejected"])
    .orderBy("id")
    .execute();
}

export async function setEntryFilterState(trx: Db, id: number, flagged: boolean, review: EntryReview, inCloud: boolean): Promise<void> {
  await trx.updateTable("feedback").set({ is_moderated: flagged ? 1 : 0, review, in_cloud: inCloud ? 1 : 0 }).where("id", "=", id).execute();
}

/** Waiting entries, oldest first; `cleanOnly` leaves out the ones the filter flagged (Approve all never lets those in). */
export function listWaitingEntries(db: Db, sessionId: string, limit: number, cleanOnly = false): Promise<ReviewRow[]> {
  let query = db.selectFrom("feedback").select(REVIEW_COLUMNS).where("session_id", "=", sessionId).where("review", "=", "waiting");
  if (cleanOnly) query = query.where("is_moderated", "=", 0);
  return query.orderBy("id").limit(limit).execute();
}

export async function countEntries(db: Db, sessionId: string, filter: { review: EntryReview; flagged?: boolean }): Promise<number> {
  let query = db
    .selectFrom("feedback")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("session_id", "=", sessionId)
    .where("review", "=", filter.review);
  if (filter.flagged !== undefined) query = query.where("is_moderated", "=", filter.flagged ? 1 : 0);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export async function setEntryReview(trx: Db, id: number, review: EntryReview, inCloud: boolean): Promise<void> {
  await trx.updateTable("feedback").set({ review, in_cloud: inCloud ? 1 : 0 }).where("id", "=", id).execute();
}

/**
 * Adds `delta` (±1) to a term's cloud count and its spelling's, deleting rows that reach 0; returns how the number of
 * distinct terms changed (1: the term is new, -1: it is gone, 0 otherwise).
 */
export async function adjustTermCount(trx: Db, sessionId: string, term: string, spelling: string, delta: 1 | -1): Promise<number> {
  const counted = await trx
    .insertInto("word_counts")
    .values({ session_id: sessionId, term, frequency: delta })
    .onConflict((oc) => oc.columns(["session_id", "term"]).doUpdateSet({ frequency: sql`word_counts.frequency + ${delta}` }))
    .returning("frequency")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("word_spellings")
    .values({ session_id: sessionId, term, spelling, frequency: delta })
    .onConflict((oc) => oc.columns(["session_id", "term", "spelling"]).doUpdateSet({ frequency: sql`word_spellings.frequency + ${delta}` }))
    .execute();
  await trx.deleteFrom("word_spellings").where("session_id", "=", sessionId).where("term", "=", term).where("frequency", "<=", 0).execute();
  const frequency = Number(counted.frequency);
  if (frequency <= 0) {
    await trx.deleteFrom("word_counts").where("session_id", "=", sessionId).where("term", "=", term).execute();
    return -1;
  }
  return frequency === 1 && delta === 1 ? 1 : 0;
}

/** Applies a decision's changes to the session's counters and moves its revision on. */
export async function recordDecision(
  trx: Db,
  sessionId: string,
  changes: { uniqueWords?: number; withheld?: number; withheldWords?: number } = {},
): Promise<void> {
  await trx
    .updateTable("sessions")
    .set({
      unique_words: sql`unique_words + ${changes.uniqueWords ?? 0}`,
      withheld_submissions: sql`withheld_submissions + ${changes.withheld ?? 0}`,
      withheld_words: sql`withheld_words + ${changes.withheldWords ?? 0}`,
      moderation_revision: sql`moderation_revision + 1`,
    })
    .where("id", "=", sessionId)
    .execute();
}

export async function addHiddenWord(trx: Db, sessionId: string, scope: string, term: string, now: string): Promise<boolean> {
  const result = await trx
    .insertInto("hidden_words")
    .values({ session_id: sessionId, scope, term, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function removeHiddenWord(trx: Db, sessionId: string, scope: string, term: string): Promise<boolean> {
  const result = await trx.deleteFrom("hidden_words").where("session_id", "=", sessionId).where("scope", "=", scope).where("term", "=", term).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function addBannedTerms(trx: Db, sessionId: string, terms: string[], now: string): Promise<void> {
  if (terms.length === 0) return;
  await trx
    .insertInto("banned_terms")
    .values(terms.map((term) => ({ session_id: sessionId, term, created_at: now })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeBannedTerms(trx: Db, sessionId: string, terms: string[]): Promise<void> {
  if (terms.length === 0) return;
  await trx.deleteFrom("banned_terms").where("session_id", "=", sessionId).where("term", "in", terms).execute();
}

/** Makes `terms` one group shown as `label` (key = the label normalised), replacing any group they were in. */
export async function writeMergeGroup(trx: Db, sessionId: string, scope: string, group: { key: string; label: string; terms: string[] }, now: string): Promise<void> {
  await trx.deleteFrom("word_merges").where("session_id", "=", sessionId).where("scope", "=", scope).where("term", "in", group.terms).execute();
  await trx
    .insertInto("word_merges")
    .values(group.terms.map((term) => ({ session_id: sessionId, scope, term, merge_key: group.key, label: group.label, created_at: now })))
    .execute();
}

export async function deleteMergeGroup(trx: Db, sessionId: string, scope: string, key: string): Promise<void> {
  await trx.deleteFrom("word_merges").where("session_id", "=", sessionId).where("scope", "=", scope).where("merge_key", "=", key).execute();
}
