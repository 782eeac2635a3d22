import { WORD_CLOUD_MAX_WORDS } from "../../../shared/limits.js";
import type { Word } from "../../../shared/schemas/feedback.js";
import { compareTerms, normalizeTerm } from "../../../shared/words.js";

/**
 * The drawn words a cloud keeps on screen although the server's list no longer holds them, by key, each as it last
 * was there (issue 47). The server sends its top WORD_CLOUD_MAX_WORDS, so in a hall of more words a word given once
 * is pushed off the list by other answers while it is drawn; it stays until the answers pause, which lets it go in
 * the one calm change.
 *
 * A word the host took away (hidden, banned, merged) goes at once. Answers only add, so only a full list loses words
 * to them, never gets shorter, lowers no count, and keeps only words that outrank the one that left (its count can
 * only have grown since, which would rank it higher still). Anything else was a decision, and then every kept word
 * goes too: which of them the host meant cannot be told.
 *
 * `kept`: the words kept so far; `drawn`: the keys on screen; `previous` and `next`: the server's lists (in its
 * order) laid out last and now.
 */
export function keepPushedOffWords(kept: ReadonlyMap<string, Word>, drawn: ReadonlySet<string>, previous: readonly Word[], next: readonly Word[]): Map<string, Word> {
  const nextByKey = new Map(next.map((word) => [normalizeTerm(word.text), word]));
  const departed = previous.filter((word) => !nextByKey.has(normalizeTerm(word.text)));
  const lowest = next.at(-1);
  const byAnswers =
    next.length >= previous.length &&
    previous.every((word) => (nextByKey.get(normalizeTerm(word.text))?.frequency ?? Infinity) >= word.frequency) &&
    (departed.length === 0 || (next.length >= WORD_CLOUD_MAX_WORDS && lowest !== undefined && departed.every((word) => compareTerms(lowest, word) < 0)));
  const result = new Map<string, Word>();
  if (!byAnswers) return result;
  for (const [key, word] of kept) if (!nextByKey.has(key)) result.set(key, word);
  for (const word of departed) {
    const key = normalizeTerm(word.text);
    if (drawn.has(key)) result.set(key, word);
  }
  return result;
}
