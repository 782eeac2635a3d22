import { z } from "zod";
import { entryTextSchema } from "../entry-text.js";
import { BAN_LIST_MAX, BAN_TERMS_PER_REQUEST, CLASS_TEXT_LONGEST, FEEDBACK_MAX_LENGTH, MERGE_MAX_WORDS, REVIEW_MAX_ENTRIES } from "../limits.js";
import { feedbackItemSchema } from "./feedback.js";

/**
 * Which cloud a word decision belongs to: "" is a regular session's one cloud; a class session's text question is
 * named by its id. Ban lists are per session and have no scope.
 */
export const wordScopeSchema = z
  .string({ message: "scope must be text" })
  .max(64, "scope must be at most 64 characters")
  .regex(/^[A-Za-z0-9_-]*$/, "scope must be a question id")
  .default("");

// Words, labels and ban terms are normalised like entries (see entryTextSchema), so they name the same terms.

/** A word as a cloud shows it (any spelling: the server normalises it). */
const wordSchema = entryTextSchema(FEEDBACK_MAX_LENGTH, {
  required: "word is required",
  empty: "word is required",
  tooLong: `A word is at most ${FEEDBACK_MAX_LENGTH} characters`,
});

const labelSchema = entryTextSchema(FEEDBACK_MAX_LENGTH, {
  required: "label is required",
  empty: "Choose the spelling to show",
  tooLong: `A spelling is at most ${FEEDBACK_MAX_LENGTH} characters`,
});

const banTermSchema = entryTextSchema(FEEDBACK_MAX_LENGTH, {
  required: "Each banned term must be text",
  empty: "A banned term cannot be empty",
  tooLong: `A banned term is at most ${FEEDBACK_MAX_LENGTH} characters (no answer is longer)`,
});

/** An answer the filter holds back, as the host's overview names it (a class text answer may be longer than a word). */
const heldWordSchema = entryTextSchema(CLASS_TEXT_LONGEST, {
  required: "word is required",
  empty: "word is required",
  tooLong: `An answer is at most ${CLASS_TEXT_LONGEST} characters`,
});

const mergeWordsSchema = z
  .array(wordSchema, { message: "words must be a list" })
  .min(2, "Choose at least two words to merge")
  .max(MERGE_MAX_WORDS, `At most ${MERGE_MAX_WORDS} words can be merged at once`);

/** An entry's decision state: waiting/approved/rejected in the approval queue, allowed/kept-out/flagged for filtered entries. */
export const reviewStateSchema = z.enum(["waiting", "approved", "rejected", "allowed", "kept-out", "flagged"], {
  message: "state must be waiting, approved, rejected, allowed, kept-out or flagged",
});
export type ReviewState = z.infer<typeof reviewStateSchema>;

/**
 * Everything a host (host key or admin token) may do to what the room sees, sent to POST /api/sessions/{id}/host-actions.
 * Each answer carries the action that undoes it, itself one of these.
 */
export const hostActionSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("hide-word"), word: wordSchema, scope: wordScopeSchema }),
    z.object({ type: z.literal("show-word"), word: wordSchema, scope: wordScopeSchema }),
    z.object({
      type: z.literal("ban-terms"),
      terms: z
        .array(banTermSchema, { message: "terms must be a list" })
        .min(1, "Enter a word or phrase to ban")
        .max(BAN_TERMS_PER_REQUEST, `At most ${BAN_TERMS_PER_REQUEST} terms can be banned at once (a ban list holds ${BAN_LIST_MAX})`),
    }),
    z.object({
      type: z.literal("unban-terms"),
      terms: z
        .array(banTermSchema, { message: "terms must be a list" })
        .min(1, "Name the terms to remove from the ban list")
        .max(BAN_LIST_MAX, `A ban list holds at most ${BAN_LIST_MAX} terms`),
    }),
    z.object({ type: z.literal("merge-words"), words: mergeWordsSchema, label: labelSchema, scope: wordScopeSchema }),
    z.object({
      type: z.literal("unmerge-word"),
      word: wordSchema,
      scope: wordScopeSchema,
      /** Groups the merge being undone had absorbed, made again. */
      restore: z
        .array(z.object({ words: mergeWordsSchema, label: labelSchema }))
        .max(MERGE_MAX_WORDS, `At most ${MERGE_MAX_WORDS} groups can be restored`)
        .optional(),
    }),
    z.object({
      type: z.literal("review-entries"),
      entryIds: z
        .array(z.string().regex(/^[1-9][0-9]{0,14}$/, "Entry not found"), { message: "entryIds must be a list" })
        .min(1, "Choose at least one entry")
        .max(REVIEW_MAX_ENTRIES, `At most ${REVIEW_MAX_ENTRIES} entries at once`),
      state: reviewStateSchema,
    }),
    z.object({ type: z.literal("approve-all") }),
    z.object({ type: z.literal("allow-word"), word: heldWordSchema }),
    z.object({ type: z.literal("disallow-word"), word: heldWordSchema }),
  ],
  { message: "Unknown host action" },
);
export type HostAction = z.infer<typeof hostActionSchema>;

/**
 * What an entry is now, as the feedback list and every export show it: shown in the cloud, hidden (its word, or the
 * host kept a flagged entry out), banned, merged into another word, waiting for approval, rejected, flagged by the
 * filter and not yet allowed, or a stop word (never a cloud word).
 */
export const entryStateSchema = z.enum(["shown", "hidden", "banned", "merged", "waiting", "rejected", "flagged", "stop-word", "repeat"]);
export type EntryState = z.infer<typeof entryStateSchema>;

/** A feedback item as the host's list shows it: its state, and the word it shows under when merged. */
export const reviewedFeedbackItemSchema = feedbackItemSchema.extend({
  state: entryStateSchema,
  mergedInto: z.string().optional(),
  /** The entry arrived while answers needed approval (so Approve/Reject apply), or was flagged (Allow/Hide apply). */
  review: z.enum(["none", "waiting", "approved", "rejected", "allowed", "kept-out"]),
});
export type ReviewedFeedbackItem = z.infer<typeof reviewedFeedbackItemSchema>;

const countedWordSchema = z.object({ word: z.string(), frequency: z.number(), scope: z.string() });

export const heldWordCountSchema = countedWordSchema.extend({ part: z.string(), source: z.enum(["filter", "institution"]) });
export type HeldWordCount = z.infer<typeof heldWordCountSchema>;

export const moderationOverviewSchema = z.object({
  requireApproval: z.boolean(),
  /** Increases with every host decision; host screens compare it to know their lists are current. */
  revision: z.number(),
  hidden: z.array(countedWordSchema),
  banned: z.array(z.object({ term: z.string(), matches: z.number() })),
  merges: z.array(countedWordSchema.extend({ members: z.array(z.object({ word: z.string(), frequency: z.number() })) })),
  suggestions: z.array(z.object({ words: z.array(z.string()), label: z.string(), reason: z.enum(["spelling", "inflection", "translation", "transliteration", "typo"]), frequency: z.number() })),
  waiting: z.object({ total: z.number(), entries: z.array(reviewedFeedbackItemSchema) }),
  /** Entries the filter flagged that the host has not allowed or kept out yet. */
  flaggedUndecided: z.number(),
  /**
   * What the filter holds back from the room now, every cloud of the session: how many answers, and each word with
   * its count, the part that matched (the listed word it is or holds, or the institution's term) and whose list that
   * was, most given first.
   */
  heldBack: z.object({ total: z.number(), words: z.array(heldWordCountSchema) }),
  /** Words the host let in with Allow, for the rest of the session. */
  allowedWords: z.array(z.string()),
});
export type ModerationOverview = z.infer<typeof moderationOverviewSchema>;

export const hostActionResultSchema = z.object({ undo: hostActionSchema.nullable(), overview: moderationOverviewSchema });
export type HostActionResult = z.infer<typeof hostActionResultSchema>;
