import { afterEach, describe, expect, it, vi } from "vitest";
import { SpreadSweep } from "./spread-sweep.js";

afterEach(() => {
  vi.useRealTimers();
});

describe("SpreadSweep", () => {
  it("visits every item once per interval, a thirtieth of them per step", () => {
    vi.useFakeTimers();
    const items = Array.from({ length: 300 }, (_, index) => index);
    let current: number[] = [];
    const sweep = new SpreadSweep(() => items, (item) => current.push(item), 3_000, 30);
    sweep.start();
    vi.advanceTimersByTime(2_999);
    expect(current).toEqual([]);
    const batches: number[][] = [];
    vi.advanceTimersByTime(1); // the cycle starts at 3 s with its first step
    for (let step = 0; step < 30; step++) {
      batches.push(current);
      current = [];
      vi.advanceTimersByTime(99);
      expect(current).toEqual([]);
      vi.advanceTimersByTime(1);
    }
    expect(batches.map((batch) => batch.length)).toEqual(Array(30).fill(10));
    expect(batches.flat()).toEqual(items);
    // The last advance reached 6 s: the next cycle has begun with its first step.
    expect(current).toEqual(items.slice(0, 10));
    sweep.stop();
  });

  it("takes in items added between cycles and stops cleanly", () => {
    vi.useFakeTimers();
    const items = new Set(["a", "b"]);
    const seen: string[] = [];
    const sweep = new SpreadSweep(() => items, (item) => seen.push(item), 1_000, 30);
    sweep.start();
    vi.advanceTimersByTime(1_500);
    expect(seen).toEqual(["a", "b"]);
    items.add("c");
    vi.advanceTimersByTime(1_000);
    expect(seen).toEqual(["a", "b", "a", "b", "c"]);
    sweep.stop();
    vi.advanceTimersByTime(5_000);
    expect(seen).toHaveLength(5);
  });
});
