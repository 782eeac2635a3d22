import type { Word } from "../../../shared/schemas/feedback.js";

/**
 * What "Show as" offers first when words are merged: the spelling most answers used among the chosen ones (the
 * first chosen on a tie), so merging "stressed" (17) and "stresset" (3) shows "stressed" whichever menu was opened;
 * "" when nothing is chosen.
 */
export function majoritySpelling(chosen: string[], words: Pick<Word, "text" | "frequency">[]): string {
  const count = (text: string) => words.find((word) => word.text === text)?.frequency ?? 0;
  return chosen.reduce((best, text) => (best === "" || count(text) > count(best) ? text : best), "");
}
