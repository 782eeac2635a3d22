import { describe, expect, it } from "vitest";
import { adjustTick, foldLoad, MAX_TICK_MS } from "./ticker.js";

/** Runs ticks of `base` ms whose busy time `busyAt(i)` gives; returns the tick lengths. */
function simulate(ticks: number, base: number, busyAt: (tick: number, tickMs: number) => number): number[] {
  let load = 0;
  let tickMs = base;
  const lengths: number[] = [];
  for (let i = 0; i < ticks; i++) {
    load = foldLoad(load, busyAt(i, tickMs), tickMs);
    tickMs = adjustTick(tickMs, base, load);
    lengths.push(tickMs);
  }
  return lengths;
}

describe("the tick's stretch rule", () => {
  it("keeps the tick when a room's phones are written in one burst a second that takes a fraction of it", () => {
    // 10,000 phones once a second at ~15 µs a write: 150 ms of writes in one tick of every ten.
    const lengths = simulate(100, 100, (tick) => (tick % 10 === 0 ? 150 : 3));
    expect(Math.max(...lengths)).toBe(100);
  });

  it("stretches while ticks and writes take more than half the time, up to its limit, and relaxes when they get light", () => {
    const overloaded = simulate(60, 100, (_, tickMs) => tickMs * 0.8);
    expect(overloaded.at(-1)).toBe(MAX_TICK_MS);
    const relaxed = simulate(200, 100, (tick, tickMs) => (tick < 60 ? tickMs * 0.8 : 2));
    expect(relaxed.at(-1)).toBe(100);
  });
});
