import { describe, expect, it } from "vitest";
import { countGrowth, maxRatio, planeSize, relativeSize } from "./size-scale.js";

describe("size scale", () => {
  it("grows with the count: 1× once, 3× at five answers, never shrinking as the count rises", () => {
    expect(countGrowth(1)).toBe(1);
    expect(countGrowth(5)).toBeCloseTo(3, 10);
    expect(countGrowth(25)).toBeCloseTo(5, 10);
    for (let count = 1; count < 200; count++) expect(countGrowth(count + 1)).toBeGreaterThan(countGrowth(count));
    // Gentle at the start: a second answer grows a word by a third, so little room need be kept for it.
    expect(countGrowth(2)).toBeLessThan(1.4);
  });

  it("draws the top word 3-5× a word given once on a bold stage whenever the top count is 5× the lowest", () => {
    for (const words of [1, 3, 6, 10, 15, 40, 100]) {
      for (const top of [5, 6, 10, 24, 100, 1000]) {
        const ratio = maxRatio(words, true);
        const topToOnce = relativeSize(top, top, ratio) / relativeSize(1, top, ratio);
        expect(topToOnce, `${words} words, top ${top}`).toBeGreaterThanOrEqual(3);
        expect(topToOnce).toBeLessThanOrEqual(5);
      }
    }
  });

  it("keeps the spec's word-count factors as the ratio's bound on small stages", () => {
    // 5 × factor (1, 0.85, 0.7, 0.6, 0.5): the spec's 60 px top over a 12 px floor.
    expect([3, 6, 10, 15, 16, 100].map((words) => maxRatio(words, false))).toEqual([5, 4.25, 3.5, 3, 2.5, 2.5]);
    expect(relativeSize(100, 100, maxRatio(40, false))).toBe(2.5);
  });

  it("keeps the top word at the cap as its count grows and shrinks the others in place", () => {
    const ratio = maxRatio(40, true);
    const before = [1, 2, 5, 12].map((count) => planeSize(count, 12, ratio));
    const after = [1, 2, 5, 12].map((count) => planeSize(count, 30, ratio));
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBeLessThanOrEqual(before[1]!);
    expect(after[2]).toBeLessThan(before[2]!);
    expect(planeSize(30, 30, ratio)).toBe(planeSize(12, 12, ratio));
    // The order of sizes always follows the order of counts.
    expect(after).toEqual([...after].sort((a, b) => a - b));
  });
});
