import { SELF_VS_OTHERS_THRESHOLD } from "./limits.js";
import type { AnswerFrequency, SelfVsOthers } from "./schemas/class.js";
import type { Word } from "./schemas/feedback.js";
import { NO_CURATION, type Curation } from "./word-curation.js";
import { buildCloudWords, compareTerms, normalizeTerm } from "./words.js";

export type RatingCount = { rating: number; count: number };
export type ScaleSummary = { average: number; totalResponses: number; frequencies: Record<string, number> };

/** Average, total and a zero-filled rating → count map for one scale question. Ratings outside min..max are ignored. */
export function summariseScaleAnswers(ratings: RatingCount[], scaleMin: number, scaleMax: number): ScaleSummary {
  const frequencies: Record<string, number> = {};
  for (let rating = scaleMin; rating <= scaleMax; rating++) frequencies[String(rating)] = 0;
  let total = 0;
  let sum = 0;
  for (const { rating, count } of ratings) {
    const key = String(rating);
    if (!(key in frequencies) || count <= 0) continue;
    frequencies[key] = (frequencies[key] ?? 0) + count;
    total += count;
    sum += rating * count;
  }
  return { average: total === 0 ? 0 : sum / total, totalResponses: total, frequencies };
}

export type TextAnswer = { text: string; /** False keeps a (moderated) answer out of the word cloud but not out of the counts. */ inCloud?: boolean };
export type TextSummary = {
  responses: string[];
  totalResponses: number;
  uniqueResponses: number;
  answerFrequencies: AnswerFrequency[];
  wordCloud: { words: Word[] };
};

/**
 * Groups open answers: two answers are the same when they match after trimming and lower-casing
 * (inner runs of spaces count as one). Each group is shown with the spelling first given. The word cloud also
 * follows the host's decisions (`curation`): banned and hidden words leave it, merged ones show under their label.
 */
export function summariseTextAnswers(answers: TextAnswer[], curation: Curation = NO_CURATION): TextSummary {
  // `first`: the group's place in the order answers came in, so a tie goes to the answer given first.
  const groups = new Map<string, { text: string; count: number; inCloud: boolean; first: number }>();
  const responses: string[] = [];
  for (const answer of answers) {
    const text = answer.text.trim();
    if (text === "") continue;
    responses.push(text);
    const key = normalizeTerm(text);
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { text, count: 1, inCloud: answer.inCloud !== false, first: groups.size });
  }
  const answerFrequencies = [...groups.values()]
    .map((group) => ({ text: group.text, frequency: group.count, first: group.first }))
    .sort(compareTerms)
    .map((term) => ({ text: term.text, count: term.frequency }));
  const cloudTerms = new Map<string, { text: string; frequency: number; first: number }>();
  for (const [key, group] of groups) {
    const placement = curation.place(key);
    if (!group.inCloud || !placement.shown) continue;
    const term = cloudTerms.get(placement.key) ?? { text: placement.label ?? group.text, frequency: 0, first: group.first };
    term.frequency += group.count;
    term.first = Math.min(term.first, group.first);
    cloudTerms.set(placement.key, term);
  }
  return {
    responses,
    totalResponses: responses.length,
    uniqueResponses: groups.size,
    answerFrequencies,
    wordCloud: { words: buildCloudWords([...cloudTerms.values()]) },
  };
}

/** Self-perception minus perception of peers; the difference is 0 while either side has no answers. */
export function compareSelfVsOthers(self: ScaleSummary | undefined, others: ScaleSummary | undefined): SelfVsOthers {
  const selfPerception = self?.average ?? 0;
  const othersPerception = others?.average ?? 0;
  const bothAnswered = (self?.totalResponses ?? 0) > 0 && (others?.totalResponses ?? 0) > 0;
  return { selfPerception, othersPerception, difference: bothAnswered ? selfPerception - othersPerception : 0 };
}

export type SelfVsOthersVerdict = "self-higher" | "peers-higher" | "similar";

// Averages of thirds and sixths land a hair off exact values (17/3 − 31/6 is not exactly 0.5), so the threshold
// is compared with a tolerance: a difference that is mathematically 0.5 reads as "similar", as the spec's "above 0.5" says.
const THRESHOLD_TOLERANCE = 1e-9;

/** Which of the spec's three sentences a difference earns: above +0.5, below −0.5, or in between. */
export function interpretSelfVsOthers(difference: number): SelfVsOthersVerdict {
  if (difference > SELF_VS_OTHERS_THRESHOLD + THRESHOLD_TOLERANCE) return "self-higher";
  if (difference < -SELF_VS_OTHERS_THRESHOLD - THRESHOLD_TOLERANCE) return "peers-higher";
  return "similar";
}

/** Rounds an average for display (one decimal by default); the API always carries the unrounded value. */
export function roundForDisplay(value: number, decimals = 1): string {
  const rounded = Number(value.toFixed(decimals));
  return (Object.is(rounded, -0) ? 0 : rounded).toFixed(decimals);
}

/** A difference as shown to the host: sign from the unrounded value (plus above 0, minus below 0), two decimals. */
export function formatSignedDifference(difference: number, decimals = 2): string {
  const magnitude = roundForDisplay(Math.abs(difference), decimals);
  if (difference > 0) return `+${magnitude}`;
  if (difference < 0) return `−${magnitude}`;
  return magnitude;
}

/** Bar length in percent of the largest count (0 when nothing was counted). */
export function barPercent(count: number, maxCount: number): number {
  if (maxCount <= 0 || count <= 0) return 0;
  return Math.min(100, (count / maxCount) * 100);
}

/** The mean of ratings given as rating → count; null when nobody answered. */
export function meanOf(frequencies: Record<string, number>): number | null {
  let total = 0;
  let sum = 0;
  for (const [rating, count] of Object.entries(frequencies)) {
    total += count;
    sum += Number(rating) * count;
  }
  return total === 0 ? null : sum / total;
}

/** The population standard deviation of ratings given as rating → count; null when nobody answered. */
export function standardDeviationOf(frequencies: Record<string, number>): number | null {
  const mean = meanOf(frequencies);
  if (mean === null) return null;
  let total = 0;
  let squares = 0;
  for (const [rating, count] of Object.entries(frequencies)) {
    total += count;
    squares += count * (Number(rating) - mean) ** 2;
  }
  return Math.sqrt(squares / total);
}
