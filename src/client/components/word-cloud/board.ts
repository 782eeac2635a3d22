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
    if (baseline >= 0 && baseline < rows && this.hitsRows(sprite, x, y, baseline, baseline + 1)) return true;
    return this.hitsRows(sprite, x, y, 0, rows);
  }

  paint(sprite: Sprite, x: number, y: number): void {
    this.write(sprite, x, y, true);
  }

  erase(sprite: Sprite, x: number, y: number): void {
    this.write(sprite, x, y, false);
  }

  private hitsRows(sprite: Sprite, x: number, y: number, from: number, to: number): boolean {
    const bits = this.bits;
    const w32 = this.w32;
    const sw32 = sprite.width >> 5;
    const mask = sprite.sprite;
    const left = x - (sprite.width >> 1);
    const shift = left & 31;
    const firstBlock = left >> 5;
    for (let row = from; row < to; row++) {
      const boardRow = y + sprite.y0 + row;
      const base = boardRow * w32;
      for (let block = 0; block < sw32; block++) {
        const value = mask[row * sw32 + block]!;
        if (value === 0) continue;
        const k = firstBlock + block;
        if (k >= 0 && k < w32 && (bits[base + k]! & (value >>> shift)) !== 0) return true;
        if (shift !== 0 && k + 1 >= 0 && k + 1 < w32 && (bits[base + k + 1]! & (value << (32 - shift))) !== 0) return true;
      }
    }
    return false;
  }

  private write(sprite: Sprite, x: number, y: number, set: boolean): void {
    const bits = this.bits;
    const w32 = this.w32;
    const sw32 = sprite.width >> 5;
    const mask = sprite.sprite;
    const left = x - (sprite.width >> 1);
    const shift = left & 31;
    const firstBlock = left >> 5;
    for (let row = 0; row < sprite.y1 - sprite.y0; row++) {
      const boardRow = y + sprite.y0 + row;
      if (boardRow < 0 || boardRow >= this.height) continue;
      const base = boardRow * w32;
      for (let block = 0; block < sw32; block++) {
        const value = mask[row * sw32 + block]!;
        if (value === 0) continue;
        const k = firstBlock + block;
        const parts: [number, number][] = [[k, value >>> shift]];
        if (shift !== 0) parts.push([k + 1, value << (32 - shift)]);
        for (const [index, part] of parts) {
          if (index < 0 || index >= w32) continue;
          if (set) bits[base + index]! |= part;
          else bits[base + index]! &= ~part;
        }
      }
    }
  }
}
