import { meanOf, standardDeviationOf } from "../../../shared/analytics.js";
import type { HeadlineQuestion, TermDirection } from "../../../shared/schemas/term.js";

/**
 * One lecture evaluation as the term counts it: its respondents, the enrolment they are a share of, and its headline
 * question's answers (`frequencies`, rating → count), empty when withheld (below the threshold) or not asked.
 */
export type TermLecture = {
  sessionId: string;
  /** Its place among the course's evaluations in held order: L1, L2, … */
  number: number;
  title: string;
  heldOn: string;
  respondents: number;
  enrolled: number | null;
  /** The headline question is below the threshold here: its count is told, nothing else. */
  withheld: boolean;
  /** The headline question's answers, shown or not (its n). */
  answers: number;
  frequencies: Record<string, number>;
};

export type TermFigures = {
  respondents: number;
  responseRate: number | null;
  mean: number | null;
  spread: number | null;
  answers: number;
  direction: TermDirection | null;
};

/** The fitted change over the term that still reads as steady: 5 % of the scale's range (0.45 on 1–10). */
const STEADY_SHARE = 0.05;

/** Whether a lecture's headline is shown: not withheld, and answered. */
export function isShown(lecture: Pick<TermLecture, "withheld" | "answers">): boolean {
  return !lecture.withheld && lecture.answers > 0;
}

/** rating → count added into `into`. */
export function addFrequencies(into: Record<string, number>, frequencies: Record<string, number>): void {
  for (const [rating, count] of Object.entries(frequencies)) into[rating] = (into[rating] ?? 0) + count;
}

/**
 * respondents ÷ the enrolled they are a share of, over the lectures whose enrolment is known; null when none is.
 * For one course that is its respondents ÷ (enrolled × lectures).
 */
export function rateOf(lectures: Pick<TermLecture, "respondents" | "enrolled">[]): number | null {
  let respondents = 0;
  let enrolled = 0;
  for (const lecture of lectures) {
    if (lecture.enrolled === null) continue;
    respondents += lecture.respondents;
    enrolled += lecture.enrolled;
  }
  return enrolled === 0 ? null : respondents / enrolled;
}

/**
 * rising, falling or steady: the least-squares line through the shown lectures' means (x their lecture number, so a
 * withheld lecture is a gap, not a step), read as the change it fits from the first shown lecture to the last; a
 * change within 5 % of the scale's range either way is steady. Fewer than two shown lectures: null.
 */
export function directionOf(points: { number: number; mean: number }[], scale: Pick<HeadlineQuestion, "scaleMin" | "scaleMax">): TermDirection | null {
  if (points.length < 2) return null;
  const meanX = points.reduce((sum, point) => sum + point.number, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.mean, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const point of points) {
    covariance += (point.number - meanX) * (point.mean - meanY);
    variance += (point.number - meanX) ** 2;
  }
  if (variance === 0) return null;
  const change = (covariance / variance) * (points.at(-1)!.number - points[0]!.number);
  const band = STEADY_SHARE * (scale.scaleMax - scale.scaleMin);
  if (change > band) return "rising";
  if (change < -band) return "falling";
  return "steady";
}

/**
 * A course's figures over its lectures: respondents summed, the rate over the enrolled, and the headline's answers
 * pooled over the lectures where it is shown (mean, spread, n, direction). A withheld lecture adds its respondents
 * only: its answers are in none of the pooled figures.
 */
export function courseFigures(lectures: TermLecture[], headline: HeadlineQuestion | null): TermFigures {
  const pooled: Record<string, number> = {};
  const points: { number: number; mean: number }[] = [];
  for (const lecture of lectures) {
    if (!isShown(lecture)) continue;
    addFrequencies(pooled, lecture.frequencies);
    points.push({ number: lecture.number, mean: meanOf(lecture.frequencies)! });
  }
  const mean = meanOf(pooled);
  return {
    respondents: lectures.reduce((sum, lecture) => sum + lecture.respondents, 0),
    responseRate: rateOf(lectures),
    mean,
    spread: mean === null ? null : standardDeviationOf(pooled),
    answers: Object.values(pooled).reduce((sum, count) => sum + count, 0),
    direction: headline ? directionOf(points, headline) : null,
  };
}
