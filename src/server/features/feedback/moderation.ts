import { createRequire } from "node:module";
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";

const require = createRequire(import.meta.url);
// The LDNOOBW Danish list; English is covered by obscenity, which also catches spellings like "sh1t".
const danishWords: string[] = require("naughty-words/da.json");

const englishMatcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
const danishSet = new Set(danishWords.map((word) => word.toLowerCase()));

/** Audiences repeat the same words, and the English matcher costs far more than a map look-up. */
const verdicts = new Map<string, boolean>();
const MAX_CACHED_VERDICTS = 50_000;

/** True when an entry contains English or Danish profanity; such entries are kept but flagged and left out of the cloud. */
export function isInappropriate(text: string): boolean {
  const lower = text.toLowerCase();
  const cached = verdicts.get(lower);
  if (cached !== undefined) return cached;
  const verdict = judge(lower);
  if (verdicts.size >= MAX_CACHED_VERDICTS) verdicts.clear();
  verdicts.set(lower, verdict);
  return verdict;
}

function judge(lower: string): boolean {
  if (englishMatcher.hasMatch(lower)) return true;
  if (danishSet.has(lower.trim())) return true;
  return lower.split(/[^\p{L}\p{N}]+/u).some((word) => word !== "" && danishSet.has(word));
}
