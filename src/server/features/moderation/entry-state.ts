import type { EntryState } from "../../../shared/schemas/moderation.js";
import type { Curation } from "../../../shared/word-curation.js";
import type { EntryReview } from "../../store/schema.js";

export type EntryFacts = { term: string; review: EntryReview; in_cloud: number; is_moderated: number; is_repeat?: number };

/**
 * What an entry is now, for the feedback list and the exports. The queue's verdict comes first, then why an entry
 * is not a cloud word (kept out by the host, flagged by the filter, only stop words), then the word decisions.
 */
export function describeEntry(entry: EntryFacts, curation: Curation): { state: EntryState; mergedInto?: string } {
  if (entry.review === "waiting") return { state: "waiting" };
  if (entry.review === "rejected") return { state: "rejected" };
  if (Number(entry.in_cloud) !== 1) {
    if (entry.review === "kept-out") return { state: "hidden" };
    // The participant gave this word to the question before and the session counts each person once.
    if (Number(entry.is_repeat) === 1) return { state: "repeat" };
    return { state: Number(entry.is_moderated) === 1 ? "flagged" : "stop-word" };
  }
  const placement = curation.place(entry.term);
  if (!placement.shown) return { state: placement.reason };
  if (placement.label !== null && placement.key !== entry.term) return { state: "merged", mergedInto: placement.label };
  return { state: "shown" };
}

/** The host's decisions an entry can take next: the approval queue's or the filter's. */
export function reviewFamily(entry: Pick<EntryFacts, "review" | "is_moderated">): "queue" | "flagged" | null {
  if (entry.review === "waiting" || entry.review === "approved" || entry.review === "rejected") return "queue";
  return Number(entry.is_moderated) === 1 ? "flagged" : null;
}
