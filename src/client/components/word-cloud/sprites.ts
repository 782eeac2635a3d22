/** The fields d3-cloud reads from a word once its sprite exists (it skips its own rasteriser for such words). */
export type Sprite = { sprite: number[]; width: number; height: number; x0: number; x1: number; y0: number; y1: number };
export type SpriteCanvas = OffscreenCanvas | HTMLCanvasElement;
type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** Width of the scratch canvas: words are packed into rows this wide (d3-cloud uses 2048 too). */
const SHEET_WIDTH = 2048;
/** Sprites kept between layouts; a long session's churn of sizes and words stays well below this. */
const CACHE_LIMIT = 4000;

/**
 * Rasterises word sprites exactly as d3-cloud does (same font string, anchor, padding stroke, 32-bit rows and the
 * same trimming), but only for words not seen before at that size, and reads back only the rows it drew. d3-cloud
 * itself clears and reads a 2048×2048 canvas on every layout, which was most of a layout's time.
 */
export class SpriteSheet {
  private readonly cache = new Map<string, Sprite>();
  private context: Context | null = null;

  constructor(private readonly createCanvas: () => SpriteCanvas) {}

  /** Sprites for the given words (same order), rasterising the missing ones in one batch. */
  spritesFor(words: { text: string; size: number }[], font: string, fontWeight: number, padding: number): Sprite[] {
    const keyOf = (word: { text: string; size: number }) => `${word.size}|${fontWeight}|${padding}|${font}|${word.text}`;
    const missing = new Map<string, { text: string; size: number }>();
    for (const word of words) {
      const key = keyOf(word);
      if (!this.cache.has(key)) missing.set(key, word);
    }
    if (missing.size > 0) {
      if (this.cache.size + missing.size > CACHE_LIMIT) this.cache.clear();
      this.rasterise(missing, font, fontWeight, padding);
    }
    return words.map((word) => this.cache.get(keyOf(word)) as Sprite);
  }

  private rasterise(missing: Map<string, { text: string; size: number }>, font: string, fontWeight: number, padding: number): void {
    type Slot = { key: string; text: string; size: number; w: number; h: number; xoff: number; yoff: number; anchor: number };
    const measure = this.contextFor(SHEET_WIDTH, 1);
    const slots: Slot[] = [];
    let x = 0;
    let y = 0;
    let rowHeight = 0;
    for (const [key, word] of missing) {
      measure.font = `normal ${fontWeight} ${~~(word.size + 1)}px ${font}`;
      const textWidth = measure.measureText(word.text).width;
      const w = Math.min(SHEET_WIDTH, ((textWidth + 1 + 0x1f) >> 5) << 5);
      const h = word.size << 1;
      if (x + w > SHEET_WIDTH) {
        x = 0;
        y += rowHeight;
        rowHeight = 0;
      }
      slots.push({ key, text: word.text, size: word.size, w, h, xoff: x, yoff: y, anchor: -Math.floor(textWidth / 2) });
      rowHeight = Math.max(rowHeight, h);
      x += w;
    }
    const sheetHeight = y + rowHeight;
    const context = this.contextFor(SHEET_WIDTH, sheetHeight);
    context.clearRect(0, 0, SHEET_WIDTH, sheetHeight);
    context.fillStyle = context.strokeStyle = "red";
    for (const slot of slots) {
      context.save();
      context.font = `normal ${fontWeight} ${~~(slot.size + 1)}px ${font}`;
      context.translate(slot.xoff + (slot.w >> 1), slot.yoff + (slot.h >> 1));
      context.fillText(slot.text, slot.anchor, 0);
      if (padding) {
        context.lineWidth = 2 * padding;
        context.strokeText(slot.text, slot.anchor, 0);
      }
      context.restore();
    }
    const pixels = new Uint32Array(context.getImageData(0, 0, SHEET_WIDTH, sheetHeight).data.buffer);
    for (const slot of slots) this.cache.set(slot.key, readSprite(pixels, slot));
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

/** d3-cloud's sprite extraction: one bit per pixel in 32-bit words, leading empty rows trimmed. */
function readSprite(pixels: Uint32Array, slot: { w: number; h: number; xoff: number; yoff: number }): Sprite {
  const w = slot.w;
  const w32 = w >> 5;
  let h = slot.h;
  let y0 = -(h >> 1);
  const x1 = w >> 1;
  const sprite = new Array<number>(h * w32).fill(0);
  let y = slot.yoff;
  let seen = 0;
  let seenRow = -1;
  for (let j = 0; j < h; j++) {
    const rowStart = (y + j) * SHEET_WIDTH + slot.xoff;
    for (let i = 0; i < w; i++) {
      // Red channel (the low byte on little-endian), as d3-cloud tests it.
      const m = pixels[rowStart + i]! & 0xff ? 1 << (31 - (i % 32)) : 0;
      sprite[w32 * j + (i >> 5)]! |= m;
      seen |= m;
    }
    if (seen) seenRow = j;
    else {
      y0++;
      h--;
      j--;
      y++;
    }
  }
  const y1 = y0 + seenRow;
  return { sprite: sprite.slice(0, (y1 - y0) * w32), width: w, height: slot.h, x0: -x1, x1, y0, y1 };
}
