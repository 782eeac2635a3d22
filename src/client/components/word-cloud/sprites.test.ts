import { describe, expect, it } from "vitest";
import { dilate, dilationRadius, maskFromPixels, trimSprite } from "./sprites.js";

/** A w × h mask (w a multiple of 32) with the given cells set. */
function maskWith(w: number, h: number, cells: [number, number][]): Uint32Array {
  const w32 = w >> 5;
  const mask = new Uint32Array(w32 * h);
  for (const [x, y] of cells) mask[y * w32 + (x >> 5)]! |= 1 << (31 - (x % 32));
  return mask;
}

function cellsOf(mask: Uint32Array, w: number, h: number): string[] {
  const w32 = w >> 5;
  const cells: string[] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (mask[y * w32 + (x >> 5)]! & (1 << (31 - (x % 32)))) cells.push(`${x},${y}`);
  return cells;
}

describe("maskFromPixels", () => {
  it("sets a cell for every pixel with any ink, within the slot only", () => {
    const stride = 128;
    const pixels = new Uint32Array(stride * 8);
    pixels[2 * stride + 64 + 0] = 0x01000000; // barely visible: still ink
    pixels[3 * stride + 64 + 33] = 0xff000000;
    pixels[3 * stride + 10] = 0xff000000; // outside the slot
    const mask = maskFromPixels(pixels, stride, { w: 64, h: 4, xoff: 64, yoff: 1 });
    expect(cellsOf(mask, 64, 4)).toEqual(["0,1", "33,2"]);
  });
});

describe("dilate", () => {
  it("grows each cell into a square of the radius, across 32-cell blocks, clipped at the mask's edge", () => {
    const mask = maskWith(64, 5, [[31, 2], [0, 0]]);
    const grown = cellsOf(dilate(mask, 2, 5, 1), 64, 5);
    for (const cell of ["30,1", "31,1", "32,1", "30,2", "32,2", "30,3", "31,3", "32,3", "0,0", "1,0", "0,1", "1,1"]) expect(grown).toContain(cell);
    expect(grown).toHaveLength(9 + 4);
  });

  it("turns padding in layout units into at least one cell", () => {
    expect(dilationRadius(0)).toBe(0);
    expect(dilationRadius(1)).toBe(1);
    expect(dilationRadius(3)).toBe(1);
    expect(dilationRadius(4)).toBe(2);
  });
});

describe("trimSprite", () => {
  it("drops empty rows and reports the inked extent around the anchor (centre, middle row)", () => {
    // 64 × 10 slot, anchor at column 32 and row 5; ink from column 20 to 40 on rows 3 and 6.
    const mask = maskWith(64, 10, [[20, 3], [40, 6], [30, 4]]);
    const sprite = trimSprite(mask, 64, 10);
    expect(sprite).toMatchObject({ width: 64, height: 10, x0: 20 - 32, x1: 41 - 32, y0: 3 - 5, y1: 7 - 5 });
    // Four rows (3 to 6) of two 32-cell blocks each, starting with the row of column 20.
    expect(sprite.sprite).toHaveLength(8);
    expect(cellsOf(sprite.sprite, 64, 4)).toEqual(["20,0", "30,1", "40,3"]);
  });

  it("gives an empty sprite for a slot without ink", () => {
    const sprite = trimSprite(new Uint32Array(20), 64, 10);
    expect(sprite.sprite).toHaveLength(0);
    expect(sprite.x1 - sprite.x0).toBe(0);
  });
});
