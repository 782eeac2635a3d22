/**
 * A word's collision mask for the layout board (board.ts), in collision cells: `sprite` holds 32-cell rows (most significant bit = leftmost cell), `width` is a multiple of 32,
 * x0/x1/y0/y1 are the inked extent around the word's anchor (centre x, baseline y), padding included.
 */
export type Sprite = { sprite: Uint32Array; width: number; height: number; x0: number; x1: number; y0: number; y1: number };
export type SpriteCanvas = OffscreenCanvas | HTMLCanvasElement;
export type SpriteWord = { text: string; size: number };
/** Where the layout gets its sprites; tests pass a fake one, the app a canvas-backed SpriteSheet. */
export type SpriteSource = { spritesFor: (words: SpriteWord[], font: string, fontWeight: number, padding: number) => Sprite[] };
type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/**
 * Layout units per collision cell. Words are rasterised and packed at half resolution: a quarter of the pixels to
 * draw, read back and compare, half the spiral steps to reach the same distance. A cell counts as inked when any
 * part of a glyph touches it, so the coarse mask always covers the fine one and words still never overlap.
 */
export const CELL = 2;
/** Width of the scratch canvas in cells: words are packed into rows this wide. */
const SHEET_WIDTH = 1024;
/** Font size every word is measured and drawn at once; other sizes are the same outline scaled (no re-shaping). */
const CANONICAL_SIZE = 64;
/**
 * Room kept around each word, as a share of its own size on each side (issue 22: neighbours touched, "need
 * coffeeanxiuos" read as one word). Two words stand at least the sum of their shares apart: across, at least about
 * a space (0.24 em of the smaller word); up and down, 0.12 em. The whole box a word's element takes counts, not only
 * its ink, so no two boxes touch.
 */
export const GAP_X = 0.12;
export const GAP_Y = 0.06;
/** Sprites kept between layouts; a long session's churn of sizes and words stays well below this. */
const CACHE_LIMIT = 4000;

/**
 * Rasterises word sprites in one batch per layout, only for words not seen before at that size, and keeps them.
 * The canvas font is set once per batch (switching it per word costs more than drawing the word), each word is
 * measured once at CANONICAL_SIZE and drawn scaled, only the rows drawn are read back, and the padding around a
 * word is added to its bit mask (a dilation) rather than stroked on the canvas.
 */
export class SpriteSheet implements SpriteSource {
  private readonly cache = new Map<string, Sprite>();
  private readonly widths = new Map<string, number>();
  private context: Context | null = null;

  constructor(private readonly createCanvas: () => SpriteCanvas) {}

  /** Sets up the canvas and the font before the first layout needs them (the first text drawn in a thread is slow). */
  warmUp(font: string, fontWeight: number): void {
    const context = this.contextFor(1, 1);
    context.font = canonicalFont(font, fontWeight);
    context.measureText("Ordsky");
    context.fillText("Ordsky", 0, 0);
    context.getImageData(0, 0, 1, 1);
  }

  /** Sprites for the given words (same order), rasterising the missing ones in one batch. */
  spritesFor(words: SpriteWord[], font: string, fontWeight: number, padding: number): Sprite[] {
    const keyOf = (word: SpriteWord) => `${word.size}|${fontWeight}|${padding}|${font}|${word.text}`;
    const missing = new Map<string, SpriteWord>();
    for (const word of words) {
      const key = keyOf(word);
      if (!this.cache.has(key)) missing.set(key, word);
    }
    if (missing.size > 0) {
      if (this.cache.size + missing.size > CACHE_LIMIT) {
        this.cache.clear();
        this.widths.clear();
      }
      this.rasterise(missing, font, fontWeight, padding);
    }
    return words.map((word) => this.cache.get(keyOf(word)) as Sprite);
  }

  private rasterise(missing: Map<string, SpriteWord>, font: string, fontWeight: number, padding: number): void {
    type Slot = SlotGeometry & { key: string; text: string; scale: number; anchor: number; rx: number; ry: number };
    const fontString = canonicalFont(font, fontWeight);
    const least = dilationRadius(padding);
    let context = this.contextFor(1, 1);
    context.font = fontString;
    // The element's box at line-height 1, as baseline.ts places it: the baseline (1 + ascent - descent) / 2 em down.
    const metrics = context.measureText("Hg");
    const ascent = metrics.fontBoundingBoxAscent / CANONICAL_SIZE;
    const descent = metrics.fontBoundingBoxDescent / CANONICAL_SIZE;
    const boxTop = Number.isFinite(ascent) && Number.isFinite(descent) && ascent > 0 ? ((1 + ascent - descent) / 2) * CANONICAL_SIZE : 0.8 * CANONICAL_SIZE;
    const slots: Slot[] = [];
    let x = 0;
    let y = 0;
    let rowHeight = 0;
    for (const [key, word] of missing) {
      const widthKey = `${fontString}|${word.text}`;
      let width = this.widths.get(widthKey);
      if (width === undefined) {
        width = context.measureText(word.text).width;
        this.widths.set(widthKey, width);
      }
      // Draw one pixel larger than the word will be shown, so the mask errs on the safe side.
      const scale = (word.size + 1) / CANONICAL_SIZE / CELL;
      const rx = Math.min(31, Math.max(least, Math.ceil((GAP_X * word.size) / CELL)));
      const ry = Math.max(least, Math.ceil((GAP_Y * word.size) / CELL));
      const w = Math.min(SHEET_WIDTH, ((Math.ceil(width * scale) + 2 * rx + 2 + 0x1f) >> 5) << 5);
      const h = Math.ceil((2 * word.size) / CELL) + 2 * ry;
      if (x + w > SHEET_WIDTH) {
        x = 0;
        y += rowHeight;
        rowHeight = 0;
      }
      slots.push({ key, text: word.text, scale, anchor: -width / 2, w, h, xoff: x, yoff: y, rx, ry });
      rowHeight = Math.max(rowHeight, h);
      x += w;
    }
    const sheetHeight = y + rowHeight;
    context = this.contextFor(SHEET_WIDTH, sheetHeight);
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, SHEET_WIDTH, sheetHeight);
    context.font = fontString;
    context.fillStyle = "#000";
    for (const slot of slots) {
      // Anchor (centre, baseline) on a cell corner, as the board places it: the mask lines up with the drawn word.
      context.setTransform(slot.scale, 0, 0, slot.scale, slot.xoff + (slot.w >> 1), slot.yoff + (slot.h >> 1));
      context.fillText(slot.text, slot.anchor, 0);
      context.fillRect(slot.anchor, -boxTop, -2 * slot.anchor, CANONICAL_SIZE);
    }
    context.setTransform(1, 0, 0, 1, 0, 0);
    const pixels = new Uint32Array(context.getImageData(0, 0, SHEET_WIDTH, sheetHeight).data.buffer);
    for (const slot of slots) {
      const mask = dilate(maskFromPixels(pixels, SHEET_WIDTH, slot), slot.w >> 5, slot.h, slot.rx, slot.ry);
      this.cache.set(slot.key, trimSprite(mask, slot.w, slot.h));
    }
  }

  private contextFor(width: number, height: number): Context {
    if (!this.context) {
      const canvas = this.createCanvas();
      this.context = canvas.getContext("2d", { willReadFrequently: true }) as Context | null;
      if (!this.context) throw new Error("no 2d canvas context for the word cloud");
    }
    const canvas = this.context.canvas;
    // Growing the canvas resets its state; it never shrinks, so a steady cloud keeps one allocation.
    if (canvas.width < width || canvas.height < height) {
      canvas.width = Math.max(canvas.width, width);
      canvas.height = Math.max(canvas.height, height);
    }
    return this.context;
  }
}

function canonicalFont(font: string, fontWeight: number): string {
  return `normal ${fontWeight} ${CANONICAL_SIZE}px ${font}`;
}

/**
 * Padding (layout units) as a dilation in cells. The any-coverage test already widens each glyph by up to one
 * cell, so half the padding in cells rounded down (at least one) gives about the padding a stroked outline would.
 */
export function dilationRadius(padding: number): number {
  return padding > 0 ? Math.max(1, Math.floor(padding / CELL)) : 0;
}

export type SlotGeometry = { w: number; h: number; xoff: number; yoff: number };

/** One bit per cell of a slot of the sheet: set where any pixel is not fully transparent. */
export function maskFromPixels(pixels: Uint32Array, stride: number, slot: SlotGeometry): Uint32Array {
  const w32 = slot.w >> 5;
  const mask = new Uint32Array(w32 * slot.h);
  for (let j = 0; j < slot.h; j++) {
    const row = (slot.yoff + j) * stride + slot.xoff;
    for (let block = 0; block < w32; block++) {
      let bits = 0;
      const start = row + (block << 5);
      for (let i = 0; i < 32; i++) if (pixels[start + i] !== 0) bits |= 1 << (31 - i);
      mask[j * w32 + block] = bits;
    }
  }
  return mask;
}

/** Grows the set cells of a mask by `radius` cells across and `radiusY` up and down, within the mask's bounds. */
export function dilate(mask: Uint32Array, w32: number, h: number, radius: number, radiusY = radius): Uint32Array {
  if (radius <= 0 && radiusY <= 0) return mask;
  const wide = new Uint32Array(mask.length);
  for (let j = 0; j < h; j++) {
    for (let block = 0; block < w32; block++) {
      const index = j * w32 + block;
      const left = block > 0 ? mask[index - 1]! : 0;
      const right = block + 1 < w32 ? mask[index + 1]! : 0;
      const bits = mask[index]!;
      let grown = bits;
      for (let step = 1; step <= radius; step++) {
        // Bit 31 is the leftmost cell: shifting right moves ink rightwards, the left neighbour's low bits carry in.
        grown |= (bits >>> step) | (left << (32 - step)) | (bits << step) | (right >>> (32 - step));
      }
      wide[index] = grown;
    }
  }
  const tall = new Uint32Array(mask.length);
  for (let j = 0; j < h; j++) {
    const from = Math.max(0, j - radiusY);
    const to = Math.min(h - 1, j + radiusY);
    for (let block = 0; block < w32; block++) {
      let bits = 0;
      for (let k = from; k <= to; k++) bits |= wide[k * w32 + block]!;
      tall[j * w32 + block] = bits;
    }
  }
  return tall;
}

/**
 * Cuts empty rows off a slot's mask and finds its inked columns. The sprite stays `w` wide and centred on the
 * anchor (the board draws it from x - w/2), but x0/x1 are the ink's, so the cloud's bounds hug the words.
 */
export function trimSprite(mask: Uint32Array, w: number, h: number): Sprite {
  const w32 = w >> 5;
  let top = -1;
  let bottom = -1;
  let columns = 0;
  let firstBlock = w32;
  let lastBlock = -1;
  const blockBits = new Uint32Array(w32);
  for (let j = 0; j < h; j++) {
    let row = 0;
    for (let block = 0; block < w32; block++) {
      const bits = mask[j * w32 + block]!;
      row |= bits;
      blockBits[block]! |= bits;
    }
    if (row !== 0) {
      if (top < 0) top = j;
      bottom = j;
    }
  }
  const half = w >> 1;
  if (top < 0) return { sprite: new Uint32Array(0), width: w, height: h, x0: 0, x1: 0, y0: 0, y1: 0 };
  for (let block = 0; block < w32; block++) {
    if (blockBits[block] === 0) continue;
    if (firstBlock === w32) firstBlock = block;
    lastBlock = block;
  }
  columns = (firstBlock << 5) + Math.clz32(blockBits[firstBlock]!);
  const lastColumn = (lastBlock << 5) + 31 - ctz32(blockBits[lastBlock]!);
  return {
    sprite: mask.slice(top * w32, (bottom + 1) * w32),
    width: w,
    height: h,
    x0: columns - half,
    x1: lastColumn + 1 - half,
    y0: top - (h >> 1),
    y1: bottom + 1 - (h >> 1),
  };
}

function ctz32(value: number): number {
  return value === 0 ? 32 : 31 - Math.clz32(value & -value);
}
