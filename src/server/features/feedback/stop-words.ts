import { dan, eng } from "stopword";

/**
 * Words that carry the feedback itself ("good", "godt", "mere", "less") even though generic stop-word lists hold them;
 * a feedback cloud without them would hide the answer to "what do you want more of?".
 */
const KEEP = new Set(["good", "godt", "god", "gode", "bedre", "bedst", "mere", "mindre", "more", "less", "like", "nej", "ja", "yes", "no"]);

const STOP_WORDS = new Set([...eng, ...dan].map((word) => word.toLowerCase()).filter((word) => !KEEP.has(word)));

/**
 * True when a normalised term is one English or Danish stop word alone ("the", "og"), which stays out of the cloud.
 * An answer of several words is an answer even when each is a stop word: "for meget", "ikke nok", "too much".
 */
export function isStopTerm(term: string): boolean {
  const words = term.split(" ").filter(Boolean);
  return words.length === 1 && STOP_WORDS.has(words[0]!);
}
