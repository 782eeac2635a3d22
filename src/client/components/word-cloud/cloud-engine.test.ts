import { describe, expect, it } from "vitest";
import { Board } from "./board.js";
import { CloudEngine, PADDING } from "./cloud-engine.js";
import type { LayoutRequest, LayoutResponse, LayoutWord } from "./layout-protocol.js";
import { CELL } from "./sprites.js";
import { blockSprites } from "./test-sprites.js";

const PLANE = { width: 1600, height: 900 };
const request = (mode: LayoutRequest["mode"], words: LayoutWord[], extra: Partial<LayoutRequest> = {}): LayoutRequest => ({
  id: 1,
  mode,
  ...PLANE,
  aspect: 16 / 9,
  font: "sans-serif",
  fontWeight: 700,
  words,
  region: null,
  origin: { x: PLANE.width / 2, y: PLANE.height / 2 },
  ...extra,
});
const word = (key: string, size = 24, reserve = size): LayoutWord => ({ key, text: key, size, reserve });
const words = (count: number, prefix = "word", size = 24) => Array.from({ length: count }, (_, index) => word(`${prefix}${index}`, size));
const spot = (result: LayoutResponse, key: string) => result.placed.find((placed) => placed.key === key)!;

/** Paints every placed word's ink onto one board; returns the words that landed on ink already there. */
function overlapping(result: LayoutResponse, texts: Map<string, string> = new Map()): string[] {
  const board = new Board(PLANE.width / CELL, PLANE.height / CELL);
  const clashes: string[] = [];
  for (const placed of result.placed) {
    const sprite = blockSprites.spritesFor([{ text: texts.get(placed.key) ?? placed.key, size: placed.size }], "", 0, PADDING)[0]!;
    const [x, y] = [placed.x / CELL, placed.y / CELL];
    if (board.collides(sprite, x, y)) clashes.push(placed.key);
    board.paint(sprite, x, y);
  }
  return clashes;
}

describe("CloudEngine", () => {
  it("packs afresh with the first word at the centre, no two words overlapping, all on the plane", () => {
    const engine = new CloudEngine(blockSprites);
    const result = engine.layout(request("full", [word("top", 84), ...words(60)]));
    expect(result.dropped).toEqual([]);
    expect(spot(result, "top")).toMatchObject({ x: 800, y: 450 });
    expect(overlapping(result)).toEqual([]);
    for (const placed of result.placed) {
      expect(placed.x + placed.box.x0).toBeGreaterThanOrEqual(0);
      expect(placed.x + placed.box.x1).toBeLessThanOrEqual(PLANE.width);
      expect(placed.y + placed.box.y0).toBeGreaterThanOrEqual(0);
      expect(placed.y + placed.box.y1).toBeLessThanOrEqual(PLANE.height);
    }
    // The check itself sees two words on one spot.
    const [a, b] = result.placed;
    expect(overlapping({ ...result, placed: [a!, { ...b!, x: a!.x, y: a!.y }] })).toHaveLength(1);
  });

  it("never moves a placed word in live updates that add words and change counts", () => {
    const engine = new CloudEngine(blockSprites);
    let current = [word("top", 60, 84), ...words(20).map((item) => ({ ...item, reserve: 40 }))];
    const first = engine.layout(request("live", current));
    for (let round = 0; round < 10; round++) {
      current = [
        ...current.map((item, index) => (index % 4 === round % 4 ? { ...item, size: Math.min(item.reserve, item.size + 4) } : item)),
        ...words(3, `new${round}-`),
      ];
      const next = engine.layout(request("live", current));
      expect(next.mode).toBe("live");
      for (const placed of first.placed) expect(spot(next, placed.key), placed.key).toMatchObject({ x: placed.x, y: placed.y });
      expect(overlapping(next)).toEqual([]);
    }
  });

  it("grows a word in place into the room it kept", () => {
    const engine = new CloudEngine(blockSprites);
    const before = engine.layout(request("full", [word("grows", 24, 48), ...words(40)]));
    const after = engine.layout(request("live", [word("grows", 48, 48), ...words(40), ...words(20, "late")]));
    expect(spot(after, "grows")).toMatchObject({ x: spot(before, "grows").x, y: spot(before, "grows").y, size: 48 });
    expect(overlapping(after)).toEqual([]);
  });

  it("gives a word boxed in by others the largest size that fits on its spot, never overlapping their ink", () => {
    const engine = new CloudEngine(blockSprites);
    engine.layout(request("full", [word("top", 48), word("boxed"), ...words(80)]));
    const after = engine.layout(request("live", [word("top", 48), word("boxed", 120), ...words(80)]));
    const boxed = spot(after, "boxed");
    expect(boxed.size).toBeGreaterThanOrEqual(24);
    expect(boxed.size).toBeLessThan(120);
    expect(overlapping(after)).toEqual([]);
  });

  it("zooms the whole cloud out by one factor to give a boxed-in word its size, every word keeping its place", () => {
    const engine = new CloudEngine(blockSprites);
    // Floor 12 plane units (12 px at zoom 1): a word given once may be drawn at half its size.
    const legible = { minFont: 12, halfWidth: 800, halfHeight: 450, centre: { x: 800, y: 450 }, zoom: 1 };
    const cloud = [word("top", 48), word("boxed"), ...words(80)];
    const before = engine.layout(request("full", cloud));
    const after = engine.layout(request("live", [word("top", 48), word("boxed", 36), ...words(80)], { legible }));
    expect(after.scale).toBeLessThan(1);
    expect(after.scale).toBeGreaterThanOrEqual(0.5);
    for (const placed of before.placed) expect(spot(after, placed.key), placed.key).toMatchObject({ x: placed.x, y: placed.y });
    expect(spot(after, "boxed").size).toBe(Math.round(36 * after.scale));
    // One factor for every word: the others are their asked sizes at the new scale.
    expect(spot(after, "top").size).toBe(Math.round(48 * after.scale));
    expect(new Set(after.placed.filter((placed) => placed.key.startsWith("word")).map((placed) => placed.size))).toEqual(new Set([Math.round(24 * after.scale)]));
    expect(overlapping(after)).toEqual([]);
    // Asked again as they are, the words keep those sizes: the scale holds until the next full pack.
    const again = engine.layout(request("live", [word("top", 48), word("boxed", 36), ...words(80)], { legible }));
    expect(again.scale).toBe(after.scale);
    expect(again.placed).toEqual(after.placed);
    expect(engine.layout(request("full", cloud)).scale).toBe(1);
  });

  it("past the smallest font a boxed-in word keeps the largest size that fits, and no word shrinks for it", () => {
    const engine = new CloudEngine(blockSprites);
    // Zoom 1 and a 24 px floor: a word given once is at the floor already, so the cloud cannot zoom out.
    const legible = { minFont: 24, halfWidth: 800, halfHeight: 450, centre: { x: 800, y: 450 }, zoom: 1 };
    const before = engine.layout(request("full", [word("top", 48), word("boxed"), ...words(80)]));
    const after = engine.layout(request("live", [word("top", 48), word("boxed", 120), ...words(80)], { legible }));
    expect(after.scale).toBe(1);
    expect(spot(after, "boxed").size).toBeLessThan(120);
    for (const placed of before.placed.filter((item) => item.key !== "boxed")) expect(spot(after, placed.key)).toEqual(placed);
    expect(overlapping(after)).toEqual([]);
  });

  it("grows a word only as far as the legible box reaches, so it never leaves what the view can show", () => {
    const engine = new CloudEngine(blockSprites);
    engine.layout(request("full", [word("edge")]));
    // The view shows 200 × 100 units around the word and cannot zoom out: a word given once is at the floor.
    const legible = { minFont: 24, halfWidth: 100, halfHeight: 50, centre: { x: 800, y: 450 }, zoom: 1 };
    const placed = spot(engine.layout(request("live", [word("edge", 96)], { legible })), "edge");
    expect(placed).toMatchObject({ x: 800, y: 450 });
    expect(placed.size).toBeGreaterThan(24);
    expect(placed.size).toBeLessThan(96);
    expect(placed.x + placed.box.x0).toBeGreaterThanOrEqual(700);
    expect(placed.x + placed.box.x1).toBeLessThanOrEqual(900);
    expect(placed.y + placed.box.y0).toBeGreaterThanOrEqual(400);
    expect(placed.y + placed.box.y1).toBeLessThanOrEqual(500);
  });

  it("keeps the most frequent word where it stands when it has no room to grow there: packing afresh is the caller's choice", () => {
    const engine = new CloudEngine(blockSprites);
    const before = engine.layout(request("full", [...words(40), word("merged")]));
    const after = engine.layout(request("live", [word("merged", 120), ...words(40)]));
    expect(after.mode).toBe("live");
    for (const placed of before.placed) expect(spot(after, placed.key), placed.key).toMatchObject({ x: placed.x, y: placed.y });
    expect(spot(after, "merged").size).toBeLessThan(120);
    expect(overlapping(after)).toEqual([]);
  });

  it("keeps words that lie outside the legible box where they are, and puts new words inside it", () => {
    const engine = new CloudEngine(blockSprites);
    const first = engine.layout(request("full", words(60)));
    // The view now shows 400 × 200 units around the centre, and a word given once is at the floor: it cannot zoom out.
    const legible = { minFont: 24, halfWidth: 200, halfHeight: 100, centre: { x: 800, y: 450 }, zoom: 1 };
    const next = engine.layout(request("live", [...words(60), ...words(20, "late")], { legible, region: { x0: 600, x1: 1000, y0: 350, y1: 550 } }));
    for (const placed of first.placed) expect(spot(next, placed.key)).toEqual(placed);
    const late = next.placed.filter((placed) => placed.key.startsWith("late"));
    for (const placed of late) {
      expect(placed.x + placed.box.x0).toBeGreaterThanOrEqual(600);
      expect(placed.x + placed.box.x1).toBeLessThanOrEqual(1000);
      expect(placed.y + placed.box.y0).toBeGreaterThanOrEqual(350);
      expect(placed.y + placed.box.y1).toBeLessThanOrEqual(550);
    }
    expect(late.length + next.dropped.length).toBe(20);
  });

  it("draws a top N: a word that finds no room leaves out every word ranked below it, never one above", () => {
    const engine = new CloudEngine(blockSprites);
    const many = [word("first", 120), ...words(400)];
    const result = engine.layout(request("full", many));
    expect(result.dropped.length).toBeGreaterThan(0);
    const shown = new Set(result.placed.map((placed) => placed.key));
    const firstLeftOut = many.findIndex((candidate) => !shown.has(candidate.key));
    expect(many.slice(0, firstLeftOut).every((candidate) => shown.has(candidate.key))).toBe(true);
    expect(many.slice(firstLeftOut).some((candidate) => shown.has(candidate.key))).toBe(false);
    // A word left out that comes back above words on show waits, and the words drawn stay as they are.
    const promoted = [many[0]!, { ...many[firstLeftOut + 5]!, size: 60, reserve: 60 }, ...many.slice(1, firstLeftOut + 5), ...many.slice(firstLeftOut + 6)];
    const again = engine.layout(request("live", promoted));
    expect(again.mode).toBe("live");
    expect(again.dropped).toContain(promoted[1]!.key);
    for (const placed of result.placed) expect(spot(again, placed.key)).toEqual(placed);
  });

  it("takes room another word kept for itself when it grows, and that word's reserve shrinks", () => {
    const engine = new CloudEngine(blockSprites);
    // Two words side by side, each keeping room for a much larger size.
    engine.layout(request("full", [word("left", 24, 96), word("right", 24, 96)]));
    const grown = engine.layout(request("live", [word("left", 96, 96), word("right", 24, 96)]));
    expect(spot(grown, "left").size).toBe(96);
    expect(overlapping(grown)).toEqual([]);
  });

  it("puts new words inside the region while it has room, and outside it once it is full", () => {
    const engine = new CloudEngine(blockSprites);
    const region = { x0: 500, x1: 1100, y0: 300, y1: 600 };
    const result = engine.layout(request("live", words(60), { region }));
    const inside = (key: string) => {
      const placed = spot(result, key);
      return placed.x + placed.box.x0 >= region.x0 && placed.x + placed.box.x1 <= region.x1 && placed.y + placed.box.y0 >= region.y0 && placed.y + placed.box.y1 <= region.y1;
    };
    expect(inside("word0")).toBe(true);
    const outside = result.placed.filter((placed) => !inside(placed.key));
    expect(outside.length).toBeGreaterThan(0);
    // Every word outside came after the region had filled up: no word inside was placed after an outside one.
    const firstOutside = result.placed.findIndex((placed) => !inside(placed.key));
    expect(result.placed.slice(firstOutside).every((placed) => !inside(placed.key) || placed.box.x1 - placed.box.x0 < 60)).toBe(true);
  });

  it("leaves out words when the plane is full and frees the room of words that are gone", () => {
    const engine = new CloudEngine(blockSprites);
    const crowd = words(400, "crowd", 48);
    const packed = engine.layout(request("full", crowd));
    expect(packed.dropped.length).toBeGreaterThan(0);
    expect(packed.placed.length + packed.dropped.length).toBe(400);
    const fewer = engine.layout(request("live", [...crowd.slice(0, 20), word("newcomer", 48)]));
    expect(fewer.dropped).toEqual([]);
    expect(spot(fewer, "newcomer")).toBeDefined();
    for (const placed of fewer.placed.filter((item) => item.key !== "newcomer")) expect(placed).toEqual(spot(packed, placed.key));
  });
});
