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

/** Smallest size a crowded cloud may shrink a word to (layout units). */
export const MIN_FIT_FONT_SIZE = 9;
/** Share of the area words may cover before d3-cloud starts failing to place them. */
const TARGET_DENSITY = 0.42;

/**
 * A first guess at how far a full layout must shrink every word so all of them fit: the words' approximate boxes
 * (bold text is about 0.62 em per character, plus padding) should cover at most TARGET_DENSITY of the area.
 */
export function estimateFitScale(words: { text: string; size: number }[], width: number, height: number, padding = 3): number {
  const needed = words.reduce((sum, word) => sum + (0.62 * word.size * word.text.length + 2 * padding) * (word.size * 1.15 + 2 * padding), 0);
  const available = TARGET_DENSITY * width * height;
  return needed <= available ? 1 : Math.sqrt(available / needed);
}

export function applyFitScale(size: number, fitScale: number): number {
  return Math.max(Math.min(size, MIN_FIT_FONT_SIZE), Math.round(size * fitScale));
}
