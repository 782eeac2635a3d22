import { FILTER_TERM_MAX_LENGTH, FILTER_TERMS_PER_REQUEST } from "../../../shared/schemas/word-filter.js";

/** What an add field holds: its terms, and what keeps them from being sent (checked here so the admin sees it as they type). */
export type FilterTermsDraft = { terms: string[]; problem: null | { kind: "tooMany"; count: number } | { kind: "tooLong"; term: string } };

/** The terms typed or pasted into a list's add field: separated by commas or new lines, blanks dropped, each once. */
export function readFilterTermsDraft(draft: string): FilterTermsDraft {
  const terms = [...new Set(draft.split(/[,\n]/).map((term) => term.trim()).filter(Boolean))];
  const tooLong = terms.find((term) => term.length > FILTER_TERM_MAX_LENGTH);
  if (tooLong !== undefined) return { terms, problem: { kind: "tooLong", term: tooLong } };
  if (terms.length > FILTER_TERMS_PER_REQUEST) return { terms, problem: { kind: "tooMany", count: terms.length } };
  return { terms, problem: null };
}
