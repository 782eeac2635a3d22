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

/**
 * What keeps every word legible and on screen. A word of size s (plane units) is drawn at s × zoom px; the view may
 * zoom out until the smallest word is drawn at `minFont` px and then shows `halfWidth` / zoom (`halfHeight` / zoom)
 * plane units either side of `centre`, so every word must lie inside that box.
 */
export type Legibility = {
  minFont: number;
  /** Half the stage (px). */
  halfWidth: number;
  halfHeight: number;
  /** The plane point the view is centred on: the pack's centre, or the view's (a live view never pans). */
  centre: { x: number; y: number };
  /** The view's zoom in a live update, under which no word may shrink below minFont; null for a full pack. */
  zoom: number | null;
};

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
  /** Where the search for a new word's room starts (plane units). */
  origin: { x: number; y: number };
  /** The smallest font and the stage; absent: the whole plane, and no word shrinks to make room. */
  legible?: Legibility | null;
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
  /**
   * The cloud's scale since the last full pack (1 after it): a live update that found no room for a growing word
   * drew every word this much smaller than asked. Words at the smallest font or short of room differ from it.
   */
  scale: number;
  /** Time the engine spent on this request. */
  ms: number;
};

export const CLOUD_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const CLOUD_FONT_WEIGHT = 700;
