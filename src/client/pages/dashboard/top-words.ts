import { WORD_FREQUENCY_TOP } from "../../../shared/limits.js";
import type { Word } from "../../../shared/schemas/feedback.js";
import { compareTerms, mergeWords } from "../../../shared/words.js";

/** The Word Frequency list: merged spellings, most frequent first (ties alphabetically), top 20. */
export function topWords(words: Word[], limit = WORD_FREQUENCY_TOP): Word[] {
  return mergeWords(words).sort(compareTerms).slice(0, limit);
}
