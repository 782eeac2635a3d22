/** Messages between the word cloud and its layout engine (in a worker). Coordinates are word anchors (centre x,
 * baseline y) in plane units; the view's zoom maps plane units to screen pixels. */

export type LayoutWord = {
  key: string;
  text: string;
  /** Size the word should be drawn at. */
  size: number;
  /** Size whose room the word keeps free around itself (≥ size), so its next answers can grow it in place. */
  reserve: number;
};

export type WordBox = { x0: number; x1: number; y0: number; y1: number };

export type LayoutRequest = {
  id: number;
  /**
   * "full": forget every position and pack the words afresh in the given order (first one at the centre).
   * "live": placed words stay exactly where they are (grow or shrink in place), new words go into free room.
   */
  mode: "full" | "live";
  /** The plane (plane units): everything the view can show at its smallest zoom. */
  width: number;
  height: number;
  /** Stage width ÷ height: the search spiral is stretched to it so the cloud takes the stage's shape. */
  aspect: number;
  font: string;
  fontWeight: number;
  words: LayoutWord[];
  /** Where new words should go if any room is left there (the part of the plane on screen, or a full pack's
   * target shape); null for anywhere. */
  region: WordBox | null;
  /**
   * Where every word must lie (plane units): what the stage shows at the zoom that draws the smallest word at the
   * cloud's minimum font size. A word with no room inside it is left out; null: the whole plane.
   */
  limit?: WordBox | null;
  /** Where the search for a new word's room starts (plane units). */
  origin: { x: number; y: number };
};

export type PlacedWord = {
  key: string;
  x: number;
  y: number;
  /** Size drawn: less than asked when a grown word had no room for all of its growth. */
  size: number;
  /** Ink box around the anchor (plane units). */
  box: WordBox;
};

export type LayoutResponse = {
  id: number;
  mode: "full" | "live";
  placed: PlacedWord[];
  /** Words that found no room on the plane. */
  dropped: string[];
  /** Time the engine spent on this request. */
  ms: number;
};

export const CLOUD_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const CLOUD_FONT_WEIGHT = 700;
