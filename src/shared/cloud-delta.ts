import { z } from "zod";
import { wordSchema, type Word, type WordCloud } from "./schemas/feedback.js";
import { compareTerms, toWord, type TermCount } from "./words.js";

/**
 * A change of a session's top words between two versions, with the session's counts at the new version. `changed`
 * holds the words whose frequency changed or that entered the top; `removed` the texts that left it. Weights are not
 * sent for unchanged words: every weight is frequency / top frequency, so a receiver derives them all after applying
 * (see applyCloudDelta).
 */
export const cloudDeltaSchema = z.object({
  baseVersion: z.number(),
  version: z.number(),
  totalSubmissions: z.number(),
  uniqueWords: z.number(),
  totalWords: z.number(),
  changed: z.array(wordSchema),
  removed: z.array(z.string()),
});
export type CloudDelta = z.infer<typeof cloudDeltaSchema>;

/** The cloud a delta turns `cloud` into; the caller has checked that `delta.baseVersion` is `cloud.version`. */
export function applyDeltaToCloud(cloud: WordCloud, delta: CloudDelta): WordCloud {
  return {
    words: applyCloudDelta(cloud.words, delta),
    totalSubmissions: delta.totalSubmissions,
    version: delta.version,
    uniqueWords: delta.uniqueWords,
    totalWords: delta.totalWords,
  };
}

/** Words whose frequency or arrival differs (or are new) and texts that are gone, from `before` to `after`. */
export function diffCloudWords(before: Word[], after: Word[]): { changed: Word[]; removed: string[] } {
  const previous = new Map(before.map((word) => [word.text, word]));
  const changed = after.filter((word) => previous.get(word.text)?.frequency !== word.frequency || previous.get(word.text)?.first !== word.first);
  const remaining = new Set(after.map((word) => word.text));
  const removed = before.filter((word) => !remaining.has(word.text)).map((word) => word.text);
  return { changed, removed };
}

/** Applies a delta to a word list: the result equals the sender's snapshot at `delta.version`. */
export function applyCloudDelta(words: Word[], delta: Pick<CloudDelta, "changed" | "removed">): Word[] {
  const byText = new Map<string, TermCount>(words.map((word) => [word.text, word]));
  for (const text of delta.removed) byText.delete(text);
  for (const word of delta.changed) byText.set(word.text, word);
  const sorted = [...byText.values()].sort(compareTerms);
  const max = sorted[0]?.frequency ?? 0;
  return sorted.map((word) => toWord(word, max));
}
