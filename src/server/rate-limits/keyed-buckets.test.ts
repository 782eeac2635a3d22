import { describe, expect, it } from "vitest";
import { KeyedBuckets } from "./keyed-buckets.js";

describe("KeyedBuckets", () => {
  it("gives every key its own bucket", () => {
    const buckets = new KeyedBuckets({ burst: 2, perSecond: 1 });
    expect([buckets.take("a", 0), buckets.take("a", 0), buckets.take("a", 0)]).toEqual([true, true, false]);
    expect(buckets.has("a", 0)).toBe(false);
    expect(buckets.has("b", 0)).toBe(true);
    expect(buckets.take("b", 0)).toBe(true);
    expect(buckets.waitMs("a", 0)).toBe(1000);
    expect(buckets.has("a", 1000)).toBe(true);
  });

  it("says what a key has left, spends past it when an admission raced ahead, and refills from the debt", () => {
    const buckets = new KeyedBuckets({ burst: 2, perSecond: 1 });
    expect(buckets.available("a", 0)).toBe(2);
    expect(buckets.waitMs("a", 0, 3)).toBe(1000);
    for (let i = 0; i < 3; i++) buckets.spend("a", 0);
    expect(buckets.available("a", 0)).toBe(-1);
    expect(buckets.waitMs("a", 0)).toBe(2000);
    expect(buckets.available("a", 2000)).toBe(1);
  });

  it("keeps at most its number of keys, forgetting refilled buckets first", () => {
    const buckets = new KeyedBuckets({ burst: 1, perSecond: 1 }, undefined, 10);
    for (let i = 0; i < 10; i++) buckets.take(`old-${i}`, 0);
    // Ten seconds later every old bucket has refilled: adding a key forgets them all.
    buckets.take("new", 10_000);
    expect(buckets.size).toBe(1);
    for (let i = 0; i < 100; i++) buckets.take(`busy-${i}`, 20_000);
    expect(buckets.size).toBeLessThanOrEqual(10);
  });
});
