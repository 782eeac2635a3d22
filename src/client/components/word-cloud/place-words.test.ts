import { describe, expect, it } from "vitest";
import type { LayoutRequest, LayoutRequestWord, LayoutResponse } from "./layout-protocol.js";
import { placeWords } from "./place-words.js";
import { CELL, dilate, trimSprite, type Sprite, type SpriteSource } from "./sprites.js";

/**
 * Stands in for the canvas: each word's ink is a block about as wide as bold text (0.6 em per letter) from the
 * ascender line to the baseline, with a descender under its first letter, padded and trimmed like real sprites.
 */
const fakeSprites: SpriteSource = {
  spritesFor: (words) =>
    words.map(({ text, size }) => {
      const inkWidth = Math.ceil((0.6 * size * text.length) / CELL);
      const ascent = Math.ceil((0.75 * size) / CELL);
      const descent = Math.ceil((0.2 * size) / CELL);
      const w = ((inkWidth + 4 + 0x1f) >> 5) << 5;
      const h = Math.ceil((2 * size) / CELL) + 2;
      const mask = new Uint32Array((w >> 5) * h);
      const left = (w >> 1) - (inkWidth >> 1);
      const set = (x: number, y: number) => (mask[y * (w >> 5) + (x >> 5)]! |= 1 << (31 - (x % 32)));
      for (let y = (h >> 1) - ascent; y < h >> 1; y++) for (let x = left; x < left + inkWidth; x++) set(x, y);
      for (let y = h >> 1; y < (h >> 1) + descent; y++) for (let x = left; x < left + Math.min(inkWidth, 3); x++) set(x, y);
      return trimSprite(dilate(mask, w >> 5, h, 1), w, h);
    }),
};

const request = (words: LayoutRequestWord[], id = 1): LayoutRequest => ({ id, width: 800, height: 500, font: "sans-serif", fontWeight: 700, words });
const fresh = (count: number, prefix = "word"): LayoutRequestWord[] =>
  Array.from({ length: count }, (_, index) => ({ key: `${prefix}${index}`, text: `${prefix}${index}`, size: Math.max(12, 40 - index), fixed: null }));

/** Paints every placed word's sprite onto one board of cells; returns the number of cells two words share. */
function sharedCells(result: LayoutResponse, words: LayoutRequestWord[]): number {
  const sprites = new Map(words.map((word) => [word.key, fakeSprites.spritesFor([word], "", 0, 3)[0]!] as [string, Sprite]));
  const seen = new Set<number>();
  let shared = 0;
  for (const spot of result.placed) {
    const sprite = sprites.get(spot.key)!;
    const w32 = sprite.width >> 5;
    const left = spot.x / CELL - (sprite.width >> 1);
    const top = spot.y / CELL + sprite.y0;
    for (let row = 0; row < sprite.y1 - sprite.y0; row++) {
      for (let column = 0; column < sprite.width; column++) {
        if (!(sprite.sprite[row * w32 + (column >> 5)]! & (1 << (31 - (column % 32))))) continue;
        const cell = (top + row) * 10_000 + left + column;
        if (seen.has(cell)) shared += 1;
        seen.add(cell);
      }
    }
  }
  return shared;
}

describe("placeWords", () => {
  it("places 100 words inside the area without any two sharing a cell, on the cell grid", async () => {
    const words = fresh(100);
    const result = await placeWords(request(words), fakeSprites);
    expect(result.dropped).toEqual([]);
    expect(result.placed).toHaveLength(100);
    expect(sharedCells(result, words)).toBe(0);
    // The check itself catches two words on one spot.
    const [a, b] = result.placed;
    expect(sharedCells({ ...result, placed: [a!, { ...b!, x: a!.x, y: a!.y }] }, words)).toBeGreaterThan(0);
    for (const spot of result.placed) {
      expect(spot.x % CELL).toBe(0);
      expect(spot.y % CELL).toBe(0);
      expect(spot.x + spot.box.x0).toBeGreaterThanOrEqual(0);
      expect(spot.x + spot.box.x1).toBeLessThanOrEqual(800);
      expect(spot.y + spot.box.y0).toBeGreaterThanOrEqual(0);
      expect(spot.y + spot.box.y1).toBeLessThanOrEqual(500);
    }
  });

  it("keeps placed words exactly where they were and fits new words around them", async () => {
    const words = fresh(60);
    const first = await placeWords(request(words), fakeSprites);
    const fixed = words.map((word): LayoutRequestWord => {
      const spot = first.placed.find((placed) => placed.key === word.key)!;
      return { ...word, fixed: { x: spot.x, y: spot.y }, previousSize: word.size };
    });
    const added = fresh(15, "new");
    const second = await placeWords(request([...fixed, ...added], 2), fakeSprites);
    for (const spot of first.placed) {
      const again = second.placed.find((placed) => placed.key === spot.key);
      expect(again, spot.key).toMatchObject({ x: spot.x, y: spot.y, size: spot.size });
    }
    expect(second.placed).toHaveLength(75);
    expect(sharedCells(second, [...words, ...added])).toBe(0);
  });

  it("keeps a word that grew within a few units of its spot", async () => {
    const words = fresh(40);
    const first = await placeWords(request(words), fakeSprites);
    const spotOf = (result: LayoutResponse, key: string) => result.placed.find((placed) => placed.key === key)!;
    const grown = words.map((word, index): LayoutRequestWord => {
      const spot = spotOf(first, word.key);
      return { ...word, size: index === 20 ? word.size + 2 : word.size, fixed: { x: spot.x, y: spot.y }, previousSize: word.size };
    });
    const second = await placeWords(request(grown, 2), fakeSprites);
    const before = spotOf(first, "word20");
    const after = spotOf(second, "word20");
    expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeLessThanOrEqual(10);
    expect(sharedCells(second, grown.map((word) => ({ ...word, size: spotOf(second, word.key).size })))).toBe(0);
  });
});
