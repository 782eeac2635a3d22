import { fontScaleForWordCount } from "../../../shared/words.js";

/**
 * Word sizes in plane units (see docs/decisions.md, "size scale"). A word given once is ONCE_SIZE; the view's zoom
 * turns plane units into pixels, so these numbers fix only the proportions between words.
 */
export const ONCE_SIZE = 24;
/** Smallest on-screen font size of any drawn word: the zoom never goes below MIN_SCREEN_FONT / ONCE_SIZE. */
export const MIN_SCREEN_FONT = 12;
/** The smallest zoom (screen px per plane unit): a word given once is then drawn at MIN_SCREEN_FONT. */
export const MIN_ZOOM = MIN_SCREEN_FONT / ONCE_SIZE;
/** The spec's range (60 px over a 12 px floor) bounds the top word against the smallest on every cloud but a hall's. */
const MAX_RATIO = 5;
/**
 * A hall's cloud (issue 47): the top word is HALL_TOP_RATIO × the smallest a word is drawn, and a word's size follows
 * its share of the top count to the power HALL_EXPONENT, never under the smallest. 4.5, not the 5, keeps the
 * top at most 5× the median word with rounding to spare once half the words are at the smallest size.
 */
export const HALL_TOP_RATIO = 4.5;
const HALL_EXPONENT = 0.6;

/**
 * Growth of a count on its own, before any cap: 1 at one answer, 3 at five, 5 at twenty-five. Gentle at the start
 * (two answers draw 1.33×), so the room a word keeps free for its next answer stays small; logarithmic past five,
 * so a count of 20 against 10 still reads bigger without one word taking the whole stage.
 */
export function countGrowth(count: number): number {
  const c = Math.max(1, count);
  if (c <= 5) return 1 + 2 * ((c - 1) / 4) ** 1.3;
  return 3 + 2 * (Math.log(c / 5) / Math.log(5));
}

/**
 * The largest top-word : once-word ratio a cloud of `wordCount` words may show: the spec's word-count factor
 * (1, 0.85, 0.7, 0.6, 0.5) over its 14-60 px range, with a 12 px floor, gives 5 × factor.
 */
export function maxRatio(wordCount: number): number {
  return Math.min(MAX_RATIO, MAX_RATIO * fontScaleForWordCount(wordCount));
}

/**
 * A word's size relative to a word given once. Counts grow words by countGrowth until the top word reaches the
 * ratio cap; from then on the top word stays at the cap and the others are spread between 1 and the cap by the same
 * curve, so a new top count shrinks other words in place rather than growing one word out of its room.
 */
export function relativeSize(count: number, topCount: number, ratioCap: number): number {
  const top = countGrowth(Math.max(topCount, count));
  const own = countGrowth(count);
  if (top <= ratioCap) return own;
  return 1 + ((ratioCap - 1) * (own - 1)) / (top - 1);
}

/**
 * Size in plane units (whole units, so sprites are shared between words of one size). The top word is always
 * ONCE_SIZE × the ratio cap and the others are sized down from it: as a favourite pulls ahead every other word
 * shrinks in place, instead of the favourite growing 3.5× out of its room (no room can be kept for that around every
 * word without scattering the first words of a session across the stage). Once the top word has reached the cap a
 * word given once is ONCE_SIZE; new words then fill the room the others gave up.
 */
export function planeSize(count: number, topCount: number, ratioCap: number): number {
  const top = Math.max(topCount, count);
  return Math.round((ONCE_SIZE * ratioCap * relativeSize(count, top, ratioCap)) / relativeSize(top, top, ratioCap));
}

/**
 * A word's size on a hall's cloud, relative to the smallest a word is drawn: HALL_TOP_RATIO for the top count, its
 * share of it to the power HALL_EXPONENT below, never under 1. Shares, not counts: a growth curve of counts, which
 * flattens as counts grow, drew 189 answers against 6 only 1.9× apart in a hall of 300; by shares a word given 6 times
 * there is at the smallest size, 4.5× under the top, and with 30 voices 2 against 20 is 1.1×, 4× under it.
 */
export function hallRelativeSize(count: number, topCount: number): number {
  const top = Math.max(topCount, count, 1);
  return Math.max(1, HALL_TOP_RATIO * (Math.max(0, count) / top) ** HALL_EXPONENT);
}

/** A word's size (plane units) given its count and the top count: one rule per cloud, see `sizeRuleFor`. */
export type SizeRule = (count: number, topCount: number) => number;

/**
 * The size rule of a cloud of `wordCount` words: a hall's share of the top count on a bold stage; elsewhere the
 * spec's growth of counts, its top at most 5 × the spec's word-count factor a word given once.
 */
export function sizeRuleFor(wordCount: number, bold: boolean): SizeRule {
  if (bold) return (count, topCount) => Math.round(ONCE_SIZE * hallRelativeSize(count, topCount));
  const ratio = maxRatio(wordCount);
  return (count, topCount) => planeSize(count, topCount, ratio);
}

/** The stages for a hall (issue 47's clear top): the presentation, and anything of at least 1000×600. */
export function isBoldStage(width: number, height: number, presentation: boolean): boolean {
  return presentation || (width >= 1000 && height >= 600);
}
