import type { HeadlineQuestion } from "./schemas/term.js";

/** Two courses ask one headline question when its wording and scale are the same (as a course page's trend groups a question). */
export function sameHeadline(a: HeadlineQuestion | null, b: HeadlineQuestion | null): boolean {
  return a !== null && b !== null && a.question === b.question && a.scaleMin === b.scaleMin && a.scaleMax === b.scaleMax;
}
