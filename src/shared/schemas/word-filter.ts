import { z } from "zod";
import { isWellFormedText, BROKEN_TEXT_MESSAGE } from "../entry-text.js";

/** An institution's list term: a word or phrase of 1-50 characters. */
export const FILTER_TERM_MAX_LENGTH = 50;
/** Terms on one list at most (each list apart). */
export const FILTER_LIST_MAX = 5000;
/** Terms added or removed in one request at most (a pasted list). */
export const FILTER_TERMS_PER_REQUEST = 500;

/** "hold": the filter always holds back answers with the term; "pass": it never holds one back for it. */
export const filterListSchema = z.enum(["hold", "pass"], { message: 'list must be "hold" or "pass"' });
export type FilterListName = z.infer<typeof filterListSchema>;

const termSchema = z
  .string({ message: "Each term must be text" })
  .trim()
  .min(1, "A term cannot be empty")
  .max(FILTER_TERM_MAX_LENGTH, `A term is at most ${FILTER_TERM_MAX_LENGTH} characters`)
  .refine(isWellFormedText, BROKEN_TEXT_MESSAGE);

export const filterTermsChangeSchema = z.object({
  list: filterListSchema,
  terms: z
    .array(termSchema, { message: "terms must be a list" })
    .min(1, "Enter a word or phrase")
    .max(FILTER_TERMS_PER_REQUEST, `At most ${FILTER_TERMS_PER_REQUEST} terms at once`),
});
export type FilterTermsChange = z.infer<typeof filterTermsChangeSchema>;

export const filterAutomaticSchema = z.object({ automatic: z.boolean({ message: "automatic must be true or false" }) });

/** GET /api/admin/word-filter?search=…: the terms holding `search` (every term without it). */
export const filterListQuerySchema = z.object({
  search: z.string({ message: "search must be text" }).trim().max(FILTER_TERM_MAX_LENGTH, `search is at most ${FILTER_TERM_MAX_LENGTH} characters`).optional(),
});

const listedTermSchema = z.object({ term: z.string(), createdAt: z.string() });

/**
 * The institution's steering of the word filter: whether it holds answers back by itself, and its two lists (the
 * terms matching the search, and how many each list holds). `changeable`: this admin may change it (not the demo
 * account, which reaches only the demo sessions while these apply to everyone's).
 */
export const filterPolicySchema = z.object({
  automatic: z.boolean(),
  alwaysHold: z.array(listedTermSchema),
  neverHold: z.array(listedTermSchema),
  counts: z.object({ alwaysHold: z.number(), neverHold: z.number() }),
  changeable: z.boolean(),
});
export type FilterPolicy = z.infer<typeof filterPolicySchema>;
