import { CELL, dilate, trimSprite, type Sprite, type SpriteSource } from "./sprites.js";

const cache = new Map<string, Sprite>();

/**
 * Stands in for the canvas in unit tests: each word's ink is a block about as wide as bold text (0.6 em per
 * letter) from the ascender line to the baseline, with a descender under its first letter, padded and trimmed like
 * real sprites.
 */
export const blockSprites: SpriteSource = {
  spritesFor: (words) =>
    words.map(({ text, size }) => {
      const cached = cache.get(`${size}|${text}`);
      if (cached) return cached;
      const inkWidth = Math.ceil((0.6 * size * text.length) / CELL);
      const ascent = Math.ceil((0.72 * size) / CELL);
      const descent = Math.ceil((0.2 * size) / CELL);
      const w = ((inkWidth + 4 + 0x1f) >> 5) << 5;
      const h = Math.ceil((2 * size) / CELL) + 2;
      const mask = new Uint32Array((w >> 5) * h);
      const left = (w >> 1) - (inkWidth >> 1);
      const set = (x: number, y: number) => (mask[y * (w >> 5) + (x >> 5)]! |= 1 << (31 - (x % 32)));
      for (let y = (h >> 1) - ascent; y < h >> 1; y++) for (let x = left; x < left + inkWidth; x++) set(x, y);
      for (let y = h >> 1; y < (h >> 1) + descent; y++) for (let x = left; x < left + Math.min(inkWidth, 3); x++) set(x, y);
      const sprite = trimSprite(dilate(mask, w >> 5, h, 1), w, h);
      cache.set(`${size}|${text}`, sprite);
      return sprite;
    }),
};
