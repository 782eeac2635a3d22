/** Messages between the word cloud and its layout worker. Coordinates are word centres (baseline at y) in layout units. */

export type LayoutRequestWord = {
  key: string;
  text: string;
  size: number;
  /** Where an already-placed word stays; null for a word the worker may put anywhere free. */
  fixed: { x: number; y: number } | null;
};

export type LayoutRequest = {
  id: number;
  width: number;
  height: number;
  font: string;
  fontWeight: number;
  /** Placement order: fixed words first so they claim their old spots before new words look for room. */
  words: LayoutRequestWord[];
};

export type LayoutResponse = {
  id: number;
  placed: { key: string; x: number; y: number }[];
  /** Words that found no room (too big for the area). */
  dropped: string[];
  /** Time the worker spent on this layout, for tuning and the e2e timing check. */
  ms: number;
};

export const CLOUD_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const CLOUD_FONT_WEIGHT = 700;
