import { REVIEW_MAX_ENTRIES } from "../../../shared/limits.js";
import type { HostAction, ReviewState } from "../../../shared/schemas/moderation.js";
import { cloudSpelling, countWords } from "../../../shared/words.js";
import { AppError } from "../../errors.js";
import { adjustTermCount, findEntries, listWaitingEntries, setEntryReview, type ReviewRow } from "../../store/moderation-data.js";
import type { EntryReview } from "../../store/schema.js";
import { isStopTerm } from "../feedback/stop-words.js";
import type { DecisionOutcome, DecisionScope } from "./decision.js";
import { reviewFamily } from "./entry-state.js";

type Action<T extends HostAction["type"]> = Extract<HostAction, { type: T }>;

const STORED_REVIEW: Record<ReviewState, EntryReview> = {
  waiting: "waiting",
  approved: "approved",
  rejected: "rejected",
  allowed: "allowed",
  "kept-out": "kept-out",
  flagged: "none",
};
/** The action state that brings an entry back to a stored review ("none" is a flagged entry not yet decided). */
const stateOf = (review: EntryReview): ReviewState => (review === "none" ? "flagged" : review);
const QUEUE_STATES = new Set<ReviewState>(["waiting", "approved", "rejected"]);

/** Waiting and rejected entries are stored but not in the counts the room sees. */
const isWithheld = (review: EntryReview) => review === "waiting" || review === "rejected";

/** Whether an entry in this review counts toward its cloud word. An approved flagged entry was let in by the host. */
function countsInCloud(entry: ReviewRow, review: EntryReview): boolean {
  // A participant's repeat of their own word stays uncounted whatever the host decides (count each person once).
  if (isStopTerm(entry.term) || Number(entry.is_repeat) === 1) return false;
  if (review === "approved" || review === "allowed") return true;
  return review === "none" && Number(entry.is_moderated) !== 1;
}

/**
 * Moves entries to a review state: Approve/Reject (or back to waiting) for entries of the approval queue, Allow/Hide
 * (or back to flagged) for entries the filter flagged. All named entries must be in one state, so one action undoes it.
 */
export async function reviewEntries(scope: DecisionScope, action: Action<"review-entries">): Promise<DecisionOutcome> {
  const ids = [...new Set(action.entryIds.map(Number))];
  const entries = await findEntries(scope.trx, scope.session.id, ids);
  if (entries.length !== ids.length) throw new AppError("NOT_FOUND", "Entry not found");
  const family = QUEUE_STATES.has(action.state) ? "queue" : "flagged";
  for (const entry of entries) {
    if (reviewFamily(entry) !== family) {
      throw new AppError("CONFLICT", family === "queue" ? "This entry did not arrive for approval" : "This entry was not flagged by the filter");
    }
  }
  const from = entries[0]!.review;
  if (entries.some((entry) => entry.review !== from)) throw new AppError("CONFLICT", "These entries are in different states; review them one state at a time");
  return moveEntries(scope, entries, STORED_REVIEW[action.state]);
}

/** Approves the waiting entries the filter did not flag, oldest first (flagged ones need a look of their own). */
export async function approveAll(scope: DecisionScope): Promise<DecisionOutcome> {
  const entries = await listWaitingEntries(scope.trx, scope.session.id, REVIEW_MAX_ENTRIES, true);
  if (entries.length === 0) return { undo: null };
  return moveEntries(scope, entries, "approved");
}

/** Stores the new review of entries that share one, and keeps the cloud counts and withheld counters in step. */
async function moveEntries(scope: DecisionScope, entries: ReviewRow[], review: EntryReview): Promise<DecisionOutcome> {
  const from = entries[0]!.review;
  if (from === review) return { undo: null };
  const counters = { uniqueWords: 0, withheld: 0, withheldWords: 0 };
  for (const entry of entries) {
    const wasInCloud = Number(entry.in_cloud) === 1;
    const inCloud = countsInCloud(entry, review);
    await setEntryReview(scope.trx, entry.id, review, inCloud);
    if (inCloud !== wasInCloud) {
      counters.uniqueWords += await adjustTermCount(scope.trx, scope.session.id, entry.term, cloudSpelling(entry.content), inCloud ? 1 : -1);
    }
    const withheldChange = Number(isWithheld(review)) - Number(isWithheld(from));
    counters.withheld += withheldChange;
    counters.withheldWords += withheldChange * countWords(entry.content);
  }
  return { undo: { type: "review-entries", entryIds: entries.map((entry) => String(entry.id)), state: stateOf(from) }, counters };
}
