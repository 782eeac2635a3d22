import { describe, expect, it } from "vitest";
import { countGrowth, HALL_TOP_RATIO, hallRelativeSize, maxRatio, ONCE_SIZE, planeSize, relativeSize, sizeRuleFor } from "./size-scale.js";

/** A room's counts, most given first: `phones` × 4 words, Zipf-shaped over `distinct` words (issue 47's rooms). */
function roomCounts(phones: number, distinct: number): number[] {
  const top = Math.round(0.6 * phones);
  return Array.from({ length: Math.min(distinct, 100) }, (_, rank) => Math.max(1, Math.round(top / (rank + 1) ** 1.1)));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

describe("size scale", () => {
  it("grows with the count: 1× once, 3× at five answers, never shrinking as the count rises", () => {
    expect(countGrowth(1)).toBe(1);
    expect(countGrowth(5)).toBeCloseTo(3, 10);
    expect(countGrowth(25)).toBeCloseTo(5, 10);
    for (let count = 1; count < 200; count++) expect(countGrowth(count + 1)).toBeGreaterThan(countGrowth(count));
    // Gentle at the start: a second answer grows a word by a third, so little room need be kept for it.
    expect(countGrowth(2)).toBeLessThan(1.4);
  });

  it("keeps the spec's word-count factors as the ratio's bound on clouds that are not a hall's", () => {
    // 5 × factor (1, 0.85, 0.7, 0.6, 0.5): the spec's 60 px top over a 12 px floor.
    expect([3, 6, 10, 15, 16, 100].map((words) => maxRatio(words))).toEqual([5, 4.25, 3.5, 3, 2.5, 2.5]);
    expect(relativeSize(100, 100, maxRatio(40))).toBe(2.5);
    const rule = sizeRuleFor(40, false);
    expect(rule(100, 100) / rule(1, 100)).toBeCloseTo(2.5, 1);
  });

  it("keeps the top word at the cap as its count grows and shrinks the others in place", () => {
    const ratio = maxRatio(10);
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

describe("a hall's size rule", () => {
  it("draws the top word 3-5× the median word at 30, 100 and 300 voices, whatever the counts", () => {
    const rule = sizeRuleFor(100, true);
    for (const [phones, distinct] of [
      [30, 34],
      [100, 60],
      [300, 120],
      [1000, 300],
    ] as const) {
      const counts = roomCounts(phones, distinct);
      const sizes = counts.map((count) => rule(count, counts[0]!));
      const ratio = sizes[0]! / median(sizes);
      expect(ratio, `${phones} voices`).toBeGreaterThanOrEqual(3);
      expect(ratio, `${phones} voices`).toBeLessThanOrEqual(5);
    }
    // Issue 47's hall: the top given 189 times, the median drawn word 6 times (1.9× apart on the growth curve).
    expect(rule(189, 189) / rule(6, 189)).toBeGreaterThanOrEqual(3);
  });

  it("never draws the top more than HALL_TOP_RATIO × the smallest size, nor any word under it", () => {
    expect(HALL_TOP_RATIO).toBeLessThan(5);
    for (const top of [1, 2, 5, 20, 189, 1000]) {
      expect(hallRelativeSize(top, top)).toBe(HALL_TOP_RATIO);
      for (let count = 0; count <= top; count++) {
        expect(hallRelativeSize(count, top)).toBeGreaterThanOrEqual(1);
        expect(hallRelativeSize(count, top)).toBeLessThanOrEqual(HALL_TOP_RATIO);
      }
    }
    expect(sizeRuleFor(100, true)(1, 189)).toBe(ONCE_SIZE);
  });

  it("follows the counts' order, equal counts equal sizes, and sizes words by their share of the top count", () => {
    const rule = sizeRuleFor(50, true);
    const sizes = [1, 2, 3, 5, 8, 13, 21, 34].map((count) => rule(count, 34));
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(rule(7, 20)).toBe(rule(7, 20));
    // The same share of the top is the same size, in a small room and in a hall.
    expect(hallRelativeSize(2, 20)).toBeCloseTo(hallRelativeSize(20, 200), 10);
    // The top word keeps its size as it pulls ahead; the others shrink in place.
    expect(rule(30, 30)).toBe(rule(12, 12));
    expect(rule(6, 30)).toBeLessThan(rule(6, 12));
  });
});
