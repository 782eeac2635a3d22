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
/** The bounds on the top word against a word given once, on stages where the 3× rule applies. */
const BOLD_MIN_RATIO = 3.5;
const MAX_RATIO = 5;

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
 * The largest top-word : once-word ratio a cloud of `wordCount` words may show. The spec's word-count factor
 * (1, 0.85, 0.7, 0.6, 0.5) over its 14-60 px range, with a 12 px floor, gives 5 × factor; a bold stage (the
 * presentation, or any of at least 1000×600) never goes under 3.5 so the top word is always at least 3× a word
 * given once.
 */
export function maxRatio(wordCount: number, bold: boolean): number {
  const spec = MAX_RATIO * fontScaleForWordCount(wordCount);
  return Math.min(MAX_RATIO, Math.max(bold ? BOLD_MIN_RATIO : 1, spec));
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

/** The stages where the issue requires a ≥ 3× top word: the presentation, and anything of at least 1000×600. */
export function isBoldStage(width: number, height: number, presentation: boolean): boolean {
  return presentation || (width >= 1000 && height >= 600);
}
