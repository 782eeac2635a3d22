import type { PlacedWord } from "./layout-protocol.js";
import { boundsOf, fillRatio, type Stage, type View } from "./view-fit.js";

/** The fill the issue asks of a cloud of 10-100 words: its bounding box covers this share of the stage. */
export const TARGET_FILL = 0.55;
/** A layout must have been poor this long before it is worth moving every word. */
export const POOR_FOR_MS = 10_000;
/** ... and the room must have been quiet (no new answer) this long, so nobody is reading a word that just came. */
export const QUIET_MS = 5_000;
/** ... and at most one re-pack of this kind a minute. */
export const MIN_REPACK_INTERVAL_MS = 60_000;
/** A word drawn under this share of its size (no room to grow) counts against the layout. */
const STUNTED_SHARE = 0.9;
/** The top word counts as centred while its anchor is within this share of the cloud's half-size of the centre. */
const CENTRED_SHARE = 0.3;

type Drawn = PlacedWord & { frequency: number };

/**
 * Why a live layout has drifted from what a fresh pack would give, or null when it is fine: the fill dropped
 * below the target (10 words or more), a word has no room for its size, the most frequent word is off-centre,
 * or a word left out for lack of room outranks one on show.
 */
export function layoutFlaw(
  placed: Drawn[],
  wantedSizes: Map<string, number>,
  droppedFrequencies: number[],
  view: View,
  stage: Stage,
): "fill" | "stunted" | "off-centre" | "left-out" | null {
  if (placed.length === 0) return null;
  if (placed.length >= 10 && fillRatio(placed, view, stage) < TARGET_FILL) return "fill";
  if (placed.some((word) => word.size < (wantedSizes.get(word.key) ?? 0) * STUNTED_SHARE)) return "stunted";
  const lowest = Math.min(...placed.map((word) => word.frequency));
  if (droppedFrequencies.some((frequency) => frequency > lowest)) return "left-out";
  const sorted = [...placed].sort((a, b) => b.frequency - a.frequency);
  const [top, second] = sorted;
  const bounds = boundsOf(placed);
  if (top && bounds && (!second || second.frequency < top.frequency)) {
    const halfWidth = Math.max(1, (bounds.x1 - bounds.x0) / 2);
    const halfHeight = Math.max(1, (bounds.y1 - bounds.y0) / 2);
    const dx = (top.x - (bounds.x0 + bounds.x1) / 2) / halfWidth;
    const dy = (top.y + (top.box.y0 + top.box.y1) / 2 - (bounds.y0 + bounds.y1) / 2) / halfHeight;
    if (Math.hypot(dx, dy) > CENTRED_SHARE) return "off-centre";
  }
  return null;
}

/**
 * When the slow rule may re-pack: only after the layout has been poor for POOR_FOR_MS, the room has sent no answer
 * (a new word or one more of a known word) for QUIET_MS and the last full layout (of any kind) is MIN_REPACK_INTERVAL_MS old. Times are passed in, so tests
 * drive it without a clock.
 */
export class RepackRule {
  private poorSince: number | null = null;
  private lastNewWordAt = -Infinity;
  private lastFullAt = -Infinity;

  noteNewWord(now: number): void {
    this.lastNewWordAt = now;
  }

  noteFullLayout(now: number): void {
    this.lastFullAt = now;
    this.poorSince = null;
  }

  noteQuality(poor: boolean, now: number): void {
    if (!poor) this.poorSince = null;
    else this.poorSince ??= now;
  }

  /** The earliest time a re-pack may run, or null while the layout is fine. */
  dueAt(): number | null {
    if (this.poorSince === null) return null;
    return Math.max(this.poorSince + POOR_FOR_MS, this.lastNewWordAt + QUIET_MS, this.lastFullAt + MIN_REPACK_INTERVAL_MS);
  }
}
