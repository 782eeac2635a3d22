import type { Word } from "../../../shared/schemas/feedback.js";
import { compareTerms, mergeWords, normalizeTerm } from "../../../shared/words.js";
import { applyFitScale, estimateFitScale, fontSizeFor } from "./font-size.js";
import { connectedOrder } from "./placement-order.js";
import type { LayoutRequestWord, LayoutResponse, WordBox } from "./layout-protocol.js";

/** One word as drawn: centre x, baseline y, font size and its colour slot (0-5). */
export type Placement = { key: string; text: string; frequency: number; size: number; x: number; y: number; color: number; box: WordBox };

/** What the cloud remembers between updates so words keep their places. */
export type LayoutState = {
  width: number;
  height: number;
  /** Top frequency when the last full layout was made; a big change in it triggers a fresh layout. */
  referenceTop: number;
  placements: Placement[];
  colors: Map<string, number>;
  nextColor: number;
  /** Every size is multiplied by this so all words fit; lowered when a layout had to leave words out. */
  fitScale: number;
};

export type LayoutPlan = { full: boolean; fitScale: number; words: LayoutRequestWord[]; sized: Map<string, SizedWord> };
/** What to do after a layout: nothing, lay everything out again, or lay out again with smaller words. */
export type LayoutRetry = "full" | "shrink" | null;
type SizedWord = { key: string; text: string; frequency: number; size: number };

export const COLOR_COUNT = 6;
const STUNTED_RATIO = 0.85;
const MAX_STUNTED_WORDS = 2;
const MAX_STUNTED_SHARE = 0.1;
/** Top frequency growing (or shrinking) by this factor rescales every word, so the cloud is packed afresh. */
export const RESCALE_FACTOR = 2;
/** Each retry after words were left out shrinks all words by this factor, down to MIN_FIT_SCALE. */
const SHRINK_STEP = 0.85;
const MIN_FIT_SCALE = 0.3;

/** Merges duplicates (case-insensitive, trimmed) and sizes every word for a layout of width × height. */
export function sizeWords(words: Word[], width: number, height: number): SizedWord[] {
  const merged = mergeWords(words.filter((word) => word.text.trim() !== "" && word.frequency > 0));
  return merged.map((word) => ({
    key: normalizeTerm(word.text),
    text: word.text,
    frequency: word.frequency,
    size: fontSizeFor(word.weight, merged.length, width, height),
  }));
}

/** Decides between a stable update (old words stay put, new ones fill the gaps) and a full re-layout. */
export function planLayout(previous: LayoutState | null, words: Word[], width: number, height: number, forceFull = false, shrink = false): LayoutPlan {
  const sameArea = previous !== null && previous.width === width && previous.height === height;
  const natural = sizeWords(words, width, height);
  const top = natural[0]?.frequency ?? 0;
  const full =
    forceFull ||
    shrink ||
    !previous ||
    previous.width !== width ||
    previous.height !== height ||
    previous.placements.length === 0 ||
    top >= previous.referenceTop * RESCALE_FACTOR ||
    top * RESCALE_FACTOR <= previous.referenceTop;

  let fitScale = sameArea ? previous.fitScale : 1;
  if (shrink) fitScale = Math.max(MIN_FIT_SCALE, fitScale * SHRINK_STEP);
  if (full && !shrink) fitScale = Math.min(fitScale, estimateFitScale(natural, width, height));
  const sized = natural.map((word) => ({ ...word, size: applyFitScale(word.size, fitScale) }));
  const byKey = new Map(sized.map((word) => [word.key, word]));

  const bySize = (a: SizedWord, b: SizedWord) => b.size - a.size || compareTerms(a, b);
  if (full) {
    const ordered = [...sized].sort(bySize).map((word) => ({ key: word.key, text: word.text, size: word.size, fixed: null }));
    return { full, fitScale, words: ordered, sized: byKey };
  }
  const placedByKey = new Map(previous.placements.map((placement) => [placement.key, placement]));
  type Fixed = LayoutRequestWord & { x: number; y: number; box: WordBox };
  const staying: Fixed[] = [];
  const growing: Fixed[] = [];
  const fresh: LayoutRequestWord[] = [];
  for (const word of [...sized].sort(bySize)) {
    const old = placedByKey.get(word.key);
    if (!old) {
      fresh.push({ key: word.key, text: word.text, size: word.size, fixed: null });
      continue;
    }
    const request = { key: word.key, text: word.text, size: word.size, fixed: { x: old.x, y: old.y }, previousSize: old.size };
    // A word that kept or lost size fits in its old box scaled down; a growing word is ordered by its old box.
    const scale = Math.min(1, word.size / old.size);
    const box = { x0: old.box.x0 * scale, x1: old.box.x1 * scale, y0: old.box.y0 * scale, y1: old.box.y1 * scale };
    (word.size > old.size ? growing : staying).push({ ...request, x: old.x, y: old.y, box: word.size > old.size ? old.box : box });
  }
  // Words that stay go first (nothing placed before them can be in their way), then words that grew, then new ones.
  const first = connectedOrder(staying);
  const second = connectedOrder(growing, first.bounds);
  const strip = ({ key, text, size, fixed, previousSize }: Fixed): LayoutRequestWord => ({ key, text, size, fixed, previousSize });
  return { full, fitScale, words: [...first.ordered.map(strip), ...second.ordered.map(strip), ...fresh], sized: byKey };
}

/**
 * Turns the worker's answer into the next state and says whether to lay out again: "full" when a stable update
 * left a word out or too many words are drawn well below their size (only then is everything moved); "shrink" when
 * even a full layout left words out.
 */
export function applyLayoutResult(
  previous: LayoutState | null,
  plan: LayoutPlan,
  result: Pick<LayoutResponse, "placed" | "dropped">,
  width: number,
  height: number,
): { state: LayoutState; retry: LayoutRetry } {
  const colors = new Map(previous?.colors ?? []);
  let nextColor = previous?.nextColor ?? 0;
  const placements: Placement[] = [];
  for (const spot of result.placed) {
    const word = plan.sized.get(spot.key);
    if (!word) continue;
    let color = colors.get(word.key);
    if (color === undefined) {
      color = nextColor % COLOR_COUNT;
      nextColor += 1;
      colors.set(word.key, color);
    }
    placements.push({ key: word.key, text: word.text, frequency: word.frequency, size: spot.size, x: spot.x, y: spot.y, color, box: spot.box });
  }
  const dropped = result.dropped.length > 0;
  // Words that grew but had no room keep their old size; once too many lag behind, the sizes no longer tell the
  // story and a fresh layout is worth the movement.
  const stunted = placements.filter((placement) => placement.size < (plan.sized.get(placement.key)?.size ?? 0) * STUNTED_RATIO).length;
  const tooManyStunted = !plan.full && stunted > Math.max(MAX_STUNTED_WORDS, placements.length * MAX_STUNTED_SHARE);
  const top = Math.max(0, ...[...plan.sized.values()].map((word) => word.frequency));
  const referenceTop = plan.full || !previous ? top : previous.referenceTop;
  const retry: LayoutRetry = plan.full ? (dropped && plan.fitScale > MIN_FIT_SCALE ? "shrink" : null) : dropped || tooManyStunted ? "full" : null;
  return { state: { width, height, referenceTop, placements, colors, nextColor, fitScale: plan.fitScale }, retry };
}

/** How many words present before and after moved by more than `threshold` layout units. */
export function countMovedWords(before: Placement[], after: Placement[], threshold = 10): { moved: number; compared: number } {
  const old = new Map(before.map((placement) => [placement.key, placement]));
  let moved = 0;
  let compared = 0;
  for (const placement of after) {
    const previous = old.get(placement.key);
    if (!previous) continue;
    compared += 1;
    if (Math.hypot(previous.x - placement.x, previous.y - placement.y) > threshold) moved += 1;
  }
  return { moved, compared };
}
