import { WORD_CLOUD_MAX_WORDS } from "./limits.js";
import type { Word } from "./schemas/feedback.js";

/** The key under which entries merge in a cloud: trimmed, inner whitespace collapsed, lower-cased. */
export function normalizeTerm(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

/** How the cloud shows an entry: as typed, with runs of whitespace made single spaces ("group  work" → "group work"). */
export function cloudSpelling(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}

/** Whitespace-separated words in one entry ("very good" counts 2). */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/).length;
}

/** `first`: when the term first arrived (its earliest entry's sequence number in the session); absent: unknown. */
export type TermCount = { text: string; frequency: number; first?: number };

/**
 * Orders terms for display: most frequent first; a tie goes to the term that came first, then (arrival unknown, or
 * the same) alphabetically, so every screen and every instance agrees.
 */
export function compareTerms(a: TermCount, b: TermCount): number {
  return b.frequency - a.frequency || compareArrival(a.first, b.first) || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
}

function compareArrival(a: number | undefined, b: number | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return a - b;
}

/** The earlier of two arrivals (either may be unknown). */
export function earlierArrival(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.min(a, b);
}

/** Builds cloud words from term counts: top N by frequency, weight = frequency relative to the top word. */
export function buildCloudWords(terms: TermCount[], limit = WORD_CLOUD_MAX_WORDS): Word[] {
  const top = [...terms].filter((term) => term.frequency > 0).sort(compareTerms).slice(0, limit);
  const max = top[0]?.frequency ?? 0;
  return top.map((term) => toWord(term, max));
}

/** A cloud word: its weight relative to the top word's frequency, its arrival when known. */
export function toWord(term: TermCount, topFrequency: number): Word {
  const weight = topFrequency > 0 ? term.frequency / topFrequency : 0;
  return term.first === undefined ? { text: term.text, frequency: term.frequency, weight } : { text: term.text, frequency: term.frequency, weight, first: term.first };
}

/** Spec: font sizes shrink as the cloud fills (1 up to 3 words, 0.85 up to 6, 0.7 up to 10, 0.6 up to 15, else 0.5). */
export function fontScaleForWordCount(count: number): number {
  if (count <= 3) return 1;
  if (count <= 6) return 0.85;
  if (count <= 10) return 0.7;
  if (count <= 15) return 0.6;
  return 0.5;
}
