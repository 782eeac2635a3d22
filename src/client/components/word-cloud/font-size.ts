import { fontScaleForWordCount } from "../../../shared/words.js";

export const MIN_FONT_SIZE = 14;
export const MAX_FONT_SIZE = 60;
/** The spec's default cloud (800x500); larger or smaller layouts scale their type with the square root of the area. */
const REFERENCE_AREA = 800 * 500;

/** How much a layout of this size scales the 14-60 range: a projector-sized cloud gets larger type, a card a little smaller. */
export function areaScale(width: number, height: number): number {
  const scale = Math.sqrt((width * height) / REFERENCE_AREA);
  return Math.min(1.6, Math.max(0.75, scale));
}

/**
 * Font size of one word. Weight (frequency relative to the top word, 0-1) spreads sizes between 14 and 60 × the
 * word-count factor, so a crowded cloud shrinks its big words but never makes small words unreadable.
 */
export function fontSizeFor(weight: number, wordCount: number, width: number, height: number): number {
  const factor = fontScaleForWordCount(wordCount);
  const top = Math.max(MIN_FONT_SIZE, MAX_FONT_SIZE * factor);
  const clamped = Math.min(1, Math.max(0, Number.isFinite(weight) ? weight : 0));
  // sqrt keeps mid-frequency words legible next to one dominant word.
  const size = MIN_FONT_SIZE + (top - MIN_FONT_SIZE) * Math.sqrt(clamped);
  return Math.round(size * areaScale(width, height));
}
