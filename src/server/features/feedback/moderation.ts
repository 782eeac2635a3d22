import { createRequire } from "node:module";
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";

const require = createRequire(import.meta.url);
// The LDNOOBW Danish list; English is covered by obscenity, which also catches spellings like "sh1t".
const danishWords: string[] = require("naughty-words/da.json");
/** Insults aimed at a speaker that neither list holds; matched as whole words only ("idiotsikker" is fine). */
const INSULTS = ["idiot", "idiots", "idioter", "moron", "morons", "retard", "retarded", "spasser", "spassere"];

const englishMatcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
const wholeWords = new Set([...danishWords, ...INSULTS].map((word) => word.toLowerCase()));

/**
 * Three or more single letters with spacing between them ('i d i o t', 'f.u.c.k', 'l-o-r-t'): a word spelled out
 * to slip past the lists. Only runs of lone letters are joined, so ordinary phrases keep their words apart.
 */
const SPELLED_OUT = /(?<![\p{L}\p{N}])\p{L}(?:[^\p{L}\p{N}]{1,3}\p{L}(?![\p{L}\p{N}])){2,}/gu;

/** Audiences repeat the same words, and the English matcher costs far more than a map look-up. */
const verdicts = new Map<string, boolean>();
const MAX_CACHED_VERDICTS = 50_000;

/**
 * True when an entry contains English or Danish profanity, also spelled out letter by letter; such entries are
 * kept but flagged and left out of the cloud. Expects normalised text (see normalizeEntryText): invisible
 * characters that could split a word are gone by then.
 */
export function isInappropriate(text: string): boolean {
  const lower = text.toLowerCase();
  const cached = verdicts.get(lower);
  if (cached !== undefined) return cached;
  const joined = lower.replace(SPELLED_OUT, (run) => run.replace(/[^\p{L}]/gu, ""));
  const verdict = judge(lower) || (joined !== lower && judge(joined));
  if (verdicts.size >= MAX_CACHED_VERDICTS) verdicts.clear();
  verdicts.set(lower, verdict);
  return verdict;
}

function judge(lower: string): boolean {
  if (englishMatcher.hasMatch(lower)) return true;
  if (wholeWords.has(lower.trim())) return true;
  return lower.split(/[^\p{L}\p{N}]+/u).some((word) => word !== "" && wholeWords.has(word));
}
