import type { Sprite } from "./sprites.js";

/**
 * The layout's occupancy grid: one bit per collision cell, rows of 32-cell words (most significant bit = leftmost
 * cell), as in the sprites. A sprite is placed by its anchor cell (centre x, baseline y); its column 0 sits at
 * anchor − width/2 and its first row at anchor + y0. The loops are written out (no callbacks): collision tests are
 * the layout's hot path, run hundreds of thousands of times for a large cloud.
 */
export class Board {
  readonly w32: number;
  readonly bits: Uint32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.w32 = (width + 31) >> 5;
    this.bits = new Uint32Array(this.w32 * height);
  }

  /** Whether the sprite's ink lies inside the board (cells). */
  fits(sprite: Sprite, x: number, y: number): boolean {
    return x + sprite.x0 >= 0 && x + sprite.x1 <= this.width && y + sprite.y0 >= 0 && y + sprite.y1 <= this.height;
  }

  /** True when the sprite at (x, y) leaves the board or touches a set cell. */
  collides(sprite: Sprite, x: number, y: number): boolean {
    if (!this.fits(sprite, x, y)) return true;
    const rows = sprite.y1 - sprite.y0;
    // The row just above the baseline is the word's widest: on a crowded board it rejects most spots at once.
    const baseline = -1 - sprite.y0;
    if (baseline >= 0 && baseline < rows && this.apply(sprite, x, y, baseline, baseline + 1, TEST)) return true;
    return this.apply(sprite, x, y, 0, rows, TEST);
  }

  paint(sprite: Sprite, x: number, y: number): void {
    this.apply(sprite, x, y, 0, sprite.y1 - sprite.y0, SET);
  }

  /** Empties the board. */
  clear(): void {
    this.bits.fill(0);
  }

  erase(sprite: Sprite, x: number, y: number): void {
    this.apply(sprite, x, y, 0, sprite.y1 - sprite.y0, CLEAR);
  }

  /** Tests, sets or clears the board's bits under the sprite's rows [from, to); a test stops at the first hit. */
  private apply(sprite: Sprite, x: number, y: number, from: number, to: number, mode: number): boolean {
    const bits = this.bits;
    const w32 = this.w32;
    const sw32 = sprite.width >> 5;
    const mask = sprite.sprite;
    const left = x - (sprite.width >> 1);
    const shift = left & 31;
    const firstBlock = left >> 5;
    for (let row = from; row < to; row++) {
      const boardRow = y + sprite.y0 + row;
      if (boardRow < 0 || boardRow >= this.height) continue;
      const base = boardRow * w32;
      for (let block = 0; block < sw32; block++) {
        const value = mask[row * sw32 + block]!;
        if (value === 0) continue;
        const k = firstBlock + block;
        for (let part = 0; part < 2; part++) {
          const index = k + part;
          if (index < 0 || index >= w32 || (part === 1 && shift === 0)) continue;
          const piece = part === 0 ? value >>> shift : value << (32 - shift);
          if (mode === TEST) {
            if ((bits[base + index]! & piece) !== 0) return true;
          } else if (mode === SET) bits[base + index]! |= piece;
          else bits[base + index]! &= ~piece;
        }
      }
    }
    return false;
  }
}

const TEST = 0;
const SET = 1;
const CLEAR = 2;
