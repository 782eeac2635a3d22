import type { Word } from "../../../shared/schemas/feedback.js";
import { normalizeTerm } from "../../../shared/words.js";
import type { PlacedWord } from "./layout-protocol.js";
import { boundsOf, fillRatio, type Stage, type View } from "./view-fit.js";

/** The fill the issue asks of a cloud of 10-100 words: its bounding box covers this share of the stage. */
export const TARGET_FILL = 0.55;
/** The answers have paused once nothing new arrived for this long: the cloud may then change more than a zoom. */
export const PAUSE_MS = 4_000;
/** A word drawn this far from its size at the cloud's scale (no room to grow, or held at the smallest font) counts against the layout. */
const SIZE_SLACK = 0.1;
/** The top word counts as centred while its anchor is within this share of the cloud's half-size of the centre. */
const CENTRED_SHARE = 0.3;

type Drawn = PlacedWord & { frequency: number };
/** `kept`: drawn words that answers pushed off the server's list are still on screen (kept-words.ts). */
type LayoutFlaw = "fill" | "size" | "off-centre" | "left-out" | "kept";

/**
 * Why a layout has drifted from what a fresh pack would give, or null when it is fine: the fill is below the target
 * (10 words or more), a word is not drawn at its size (`wantedSizes`, at the cloud's scale), the most frequent word
 * is off-centre, or a word left out for lack of room outranks one on show.
 */
export function layoutFlaw(placed: Drawn[], wantedSizes: Map<string, number>, droppedFrequencies: number[], view: View, stage: Stage): LayoutFlaw | null {
  if (placed.length === 0) return null;
  if (placed.length >= 10 && fillRatio(placed, view, stage) < TARGET_FILL) return "fill";
  if (placed.some((word) => Math.abs(word.size - (wantedSizes.get(word.key) ?? word.size)) > SIZE_SLACK * word.size)) return "size";
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
 * Whether an update crowned a new most frequent word by a host's decision (a merge, its undo, a hide), which is
 * packed afresh at once so the new top word is drawn at its size in the middle. Answers only ever add, so a count
 * that fell, or a word that left the list while it outranked the list's lowest count, was the host's doing (a word
 * pushed out of the top 100 by answers had no more than the lowest count).
 */
export function crownedByDecision(previous: readonly Word[], next: readonly Word[]): boolean {
  const [before] = previous;
  const [after] = next;
  if (!before || !after || normalizeTerm(before.text) === normalizeTerm(after.text)) return false;
  const counts = new Map(next.map((word) => [normalizeTerm(word.text), word.frequency]));
  const lowest = next[next.length - 1]!.frequency;
  return previous.some((word) => {
    const now = counts.get(normalizeTerm(word.text));
    return now === undefined ? word.frequency > lowest : now < word.frequency;
  });
}

/**
 * While answers arrive the cloud only zooms out; once they pause for PAUSE_MS it may make one calm change: a fresh
 * pack when answers since the last full pack left the layout flawed, else one camera move when that is worth it.
 * Times are passed in, so tests drive it without a clock.
 */
export class RepackRule {
  private lastAnswerAt = -Infinity;
  private answeredSinceFullPack = false;
  private pauseHandled = true;

  noteAnswer(now: number): void {
    this.lastAnswerAt = now;
    this.answeredSinceFullPack = true;
    this.pauseHandled = false;
  }

  noteFullLayout(): void {
    this.answeredSinceFullPack = false;
  }

  /** When the answers' pause begins, or null when the last one has been dealt with. */
  pauseAt(): number | null {
    return this.pauseHandled ? null : this.lastAnswerAt + PAUSE_MS;
  }

  /** What the cloud does at `now`: nothing before the pause or after it was dealt with, else a re-pack or a camera move. */
  atPause(now: number, flaw: LayoutFlaw | null, worthSettling: boolean): "repack" | "settle" | null {
    if (this.pauseHandled || now < this.lastAnswerAt + PAUSE_MS) return null;
    this.pauseHandled = true;
    if (flaw !== null && this.answeredSinceFullPack) return "repack";
    return worthSettling ? "settle" : null;
  }
}
