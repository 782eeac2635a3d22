/** Messages between the word cloud and its layout worker. Coordinates are word centres (baseline at y) in layout units. */

export type LayoutRequestWord = {
  key: string;
  text: string;
  size: number;
  /** Where an already-placed word stays; null for a word the worker may put anywhere free. */
  fixed: { x: number; y: number } | null;
  /** For a word that grew: its size in the last layout, used if the bigger word has no room near its old spot. */
  previousSize?: number;
};

export type LayoutRequest = {
  id: number;
  width: number;
  height: number;
  font: string;
  fontWeight: number;
  /** Placement order: fixed words first so they claim their old spots before new words look for room. */
  words: LayoutRequestWord[];
  /**
   * The part of the area currently on screen (layout units). New words look for room inside it first, so
   * the view need not zoom out (which would move every word on screen); only if that fails may they go further.
   */
  region?: WordBox;
};

export type WordBox = { x0: number; x1: number; y0: number; y1: number };

export type LayoutResponse = {
  id: number;
  /** Centre x, baseline y, the size drawn (a grown word may keep its old size) and the ink box around that point. */
  placed: { key: string; x: number; y: number; size: number; box: WordBox }[];
  /** Words that found no room (too big for the area). */
  dropped: string[];
  /** Time the worker spent on this layout, for tuning and the e2e timing check. */
  ms: number;
  /** 2 when a grown word had no room and the layout was redone with it at its old size. */
  passes: number;
};

export const CLOUD_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const CLOUD_FONT_WEIGHT = 700;
