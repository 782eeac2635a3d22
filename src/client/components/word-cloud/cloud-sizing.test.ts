import { describe, expect, it } from "vitest";
import { packRegion, planeFor, reserveMultiple, sizeWords } from "./cloud-sizing.js";
import { MIN_ZOOM, ONCE_SIZE } from "./size-scale.js";

const words = (...pairs: [string, number][]) => pairs.map(([text, frequency]) => ({ text, frequency, weight: 0 }));

describe("sizeWords", () => {
  it("keeps the server's order, sizes words by the scale and keeps room at least for the next answer", () => {
    const sized = sizeWords(words(["clear", 6], ["fun", 3], ["Calm", 2]), true, 30);
    expect(sized.map((word) => [word.key, word.frequency])).toEqual([
      ["clear", 6],
      ["fun", 3],
      ["calm", 2],
    ]);
    for (const word of sized) expect(word.reserve).toBeGreaterThanOrEqual(word.size);
    const filler = Array.from({ length: 14 }, (_, index): [string, number] => [`filler${index}`, 2]);
    for (const bold of [false, true]) {
      const settled = sizeWords(words(["top", 9], ...filler, ["a", 1]), bold, 60);
      const once = settled.find((word) => word.key === "a")!;
      expect(once.reserve).toBeGreaterThan(once.size);
      expect(once.reserve).toBeGreaterThanOrEqual(sizeWords(words(["top", 9], ...filler, ["a", 2]), bold, 60).find((word) => word.key === "a")!.size);
    }
    // Off a hall's stage a word given once is the smallest size; on it, once its share of the top is small enough.
    expect(sizeWords(words(["top", 9], ...filler, ["a", 1]), false, 60).at(-1)!.size).toBe(ONCE_SIZE);
    expect(sizeWords(words(["top", 40], ...filler, ["a", 1]), true, 60).at(-1)!.size).toBe(ONCE_SIZE);
  });

  it("keeps the top word's size at the cap and starts every word there until counts differ", () => {
    const first = sizeWords(words(["a", 1], ["b", 1]), true, 0);
    expect(first[0]!.size).toBe(first[1]!.size);
    const later = sizeWords(words(["a", 4], ["b", 1]), true, 2);
    expect(later[0]!.size).toBe(first[0]!.size);
    expect(later[1]!.size).toBeLessThan(first[1]!.size);
  });

  it("keeps room for the top size for a word that may overtake the top, and its old room for a strong word", () => {
    const sized = sizeWords(words(["top", 10], ["close", 6], ["far", 1]), true, 60);
    const top = sized[0]!;
    expect(sized.find((word) => word.key === "close")!.reserve).toBe(top.size);
    const middle = Array.from({ length: 6 }, (_, index): [string, number] => [`middle${index}`, 2]);
    const strong = sizeWords(words(["top", 10], ["second", 3], ...middle, ["far", 1]), true, 60, new Map([["second", 70], ["far", 70]]));
    expect(strong.find((word) => word.key === "second")!.reserve).toBe(70);
    expect(strong.find((word) => word.key === "far")!.reserve).toBeLessThan(70);
  });

  it("keeps more room ahead for the first words of a session than for late ones", () => {
    expect(reserveMultiple(0)).toBeGreaterThan(reserveMultiple(20));
    expect(reserveMultiple(100)).toBeLessThan(1.1);
    const early = sizeWords(words(["first", 1]), true, 0)[0]!;
    const late = sizeWords(words(["top", 8], ["late", 1]), true, 80).find((word) => word.key === "late")!;
    expect(early.reserve).toBeGreaterThan(late.reserve);
  });

  it("never makes a word wider than the plane, so a long top word on a phone still has room", () => {
    const [long] = sizeWords(words(["gruppearbejde", 9], ["quiz", 1]), false, 0, new Map(), 680);
    expect(0.7 * long!.size * "gruppearbejde".length).toBeLessThanOrEqual(0.9 * 680);
    expect(long!.reserve).toBeLessThanOrEqual(long!.size);
  });
});

describe("plane and pack region", () => {
  it("makes the plane what the stage shows at the smallest zoom, and a pack region of the stage's shape inside it", () => {
    const stage = { width: 1200, height: 600 };
    const plane = planeFor(stage);
    expect(plane).toEqual({ width: 1200 / MIN_ZOOM, height: 600 / MIN_ZOOM });
    const region = packRegion(sizeWords(words(...Array.from({ length: 30 }, (_, index): [string, number] => [`word${index}`, 3 - Math.floor(index / 10)])), true, 30), stage, plane);
    expect((region.x1 - region.x0) / (region.y1 - region.y0)).toBeCloseTo(2, 1);
    expect((region.x0 + region.x1) / 2).toBeCloseTo(plane.width / 2, 5);
    expect(region.x1 - region.x0).toBeLessThanOrEqual(plane.width);
  });
});
