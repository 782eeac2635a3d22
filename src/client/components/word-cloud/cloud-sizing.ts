import type { Word } from "../../../shared/schemas/feedback.js";
import { normalizeTerm } from "../../../shared/words.js";
import type { LayoutWord, WordBox } from "./layout-protocol.js";
import { MIN_ZOOM, ONCE_SIZE, sizeRuleFor } from "./size-scale.js";
import type { Stage } from "./view-fit.js";

export type SizedWord = LayoutWord & { frequency: number };

/**
 * How far ahead a word keeps room, as a multiple of its count and of the top count. The first words of a session
 * are the ones that grow most (a room gives its favourite answers early), so they look about eight times ahead; a
 * word arriving into a cloud of 60 words keeps little more than room for its next answer. (A hall's sizes follow a
 * word's share of the top count, which this leaves as it is: there a word keeps room for its next answer, and for the
 * top's size or its old size by the rules below.)
 */
export function reserveMultiple(wordsOnStage: number): number {
  return 1 + 7 * Math.exp(-wordsOnStage / 20);
}

/**
 * Width of a bold letter in em, on the safe side (bold sans-serif averages about 0.62): a word may be at most
 * MAX_WORD_SHARE of the plane wide, or a long top word on a phone would find no room at all.
 */
const LETTER_EM = 0.7;
const MAX_WORD_SHARE = 0.9;

/** A word with at least this share of the top count may overtake it: it keeps room for the top word's size. */
const CONTENDER_SHARE = 0.5;
/** A word with this share of the top count, or among the first STRONG_RANKS, keeps the room it once had. */
const STRONG_SHARE = 0.25;
const STRONG_RANKS = 5;

/**
 * Sizes every word (plane units) and the room it should keep, in the server's order (most frequent first, so a full
 * pack puts the top word at the centre). `wordsOnStage` is how many words are placed already; `largest` holds the largest
 * size each word has had since the last full pack. Measured on simulated classrooms (30 people, Zipf-shaped answers):
 * with these rules the top word always reached its size in place and one or two mid-ranked words of 40 lagged.
 */
export function sizeWords(
  words: Word[],
  bold: boolean,
  wordsOnStage: number,
  largest: ReadonlyMap<string, number> = new Map(),
  planeWidth = Infinity,
): SizedWord[] {
  const top = words[0]?.frequency ?? 1;
  const sizeOf = sizeRuleFor(words.length, bold);
  const ahead = reserveMultiple(wordsOnStage);
  const topSize = sizeOf(top, top);
  return words.map((word, rank) => {
    const count = word.frequency;
    const key = normalizeTerm(word.text);
    const widest = Math.max(1, Math.floor((MAX_WORD_SHARE * planeWidth) / (LETTER_EM * Math.max(1, word.text.length))));
    // Never under a word given once: the view's smallest zoom draws ONCE_SIZE at the cloud's minimum font size.
    const size = Math.max(ONCE_SIZE, Math.min(widest, sizeOf(count, top)));
    const room = [
      size,
      sizeOf(count + 1, Math.max(top, count + 1)),
      sizeOf(Math.round(count * ahead), Math.round(top * ahead)),
      count >= CONTENDER_SHARE * top ? topSize : 0,
      count >= STRONG_SHARE * top || rank < STRONG_RANKS ? (largest.get(key) ?? 0) : 0,
    ];
    return { key, text: word.text, frequency: count, size, reserve: Math.max(size, Math.min(widest, Math.max(...room))) };
  });
}

/**
 * The plane: what the stage shows at the smallest zoom, so every placed word can always be brought on screen at its
 * minimum size or more; a word that finds no room on it is not drawn rather than drawn smaller.
 */
export function planeFor(stage: Stage, minZoom = MIN_ZOOM): { width: number; height: number } {
  return { width: Math.ceil(stage.width / minZoom), height: Math.ceil(stage.height / minZoom) };
}

/** Share of a full pack's target box that the words' kept room should cover. */
const PACK_DENSITY = 0.5;

/**
 * A full pack's target: a box of the stage's shape, around the plane's centre, about large enough for the words'
 * kept room at PACK_DENSITY (bold text is about 0.6 em a letter). The spiral fills it corner to corner before
 * spilling over, so the cloud takes the stage's shape instead of an ellipse.
 */
export function packRegion(words: SizedWord[], stage: Stage, plane: { width: number; height: number }): WordBox {
  const area = words.reduce((sum, word) => sum + (0.6 * word.reserve * word.text.length + 6) * (1.15 * word.reserve + 6), 0) / PACK_DENSITY;
  const aspect = stage.width / Math.max(1, stage.height);
  const width = Math.min(plane.width, Math.sqrt(area * aspect));
  const height = Math.min(plane.height, area / Math.max(1, width));
  const cx = plane.width / 2;
  const cy = plane.height / 2;
  return { x0: cx - width / 2, x1: cx + width / 2, y0: cy - height / 2, y1: cy + height / 2 };
}
