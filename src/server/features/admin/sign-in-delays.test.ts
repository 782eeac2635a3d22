import { describe, expect, it } from "vitest";
import { FailureDelays } from "./sign-in-delays.js";

describe("FailureDelays", () => {
  const delays = () => new FailureDelays({ freeFailures: 3, baseDelayMs: 1_000, maxDelayMs: 60_000 });

  it("lets the first failures pass, then doubles the wait with each further one up to the ceiling", () => {
    const tracker = delays();
    const waits: number[] = [];
    for (let failure = 1; failure <= 10; failure++) {
      tracker.recordFailure("a", 0);
      waits.push(tracker.waitMs("a", 0));
    }
    expect(waits).toEqual([0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000]);
  });

  it("counts the wait from the last failure and ends it", () => {
    const tracker = delays();
    for (let failure = 0; failure < 5; failure++) tracker.recordFailure("a", 10_000);
    expect(tracker.waitMs("a", 10_500)).toBe(1_500);
    expect(tracker.waitMs("a", 12_000)).toBe(0);
  });

  it("keeps keys apart, forgets a key on reset and a day after its last failure", () => {
    const tracker = delays();
    for (let failure = 0; failure < 5; failure++) tracker.recordFailure("a", 0);
    expect(tracker.hasFailed("a", 0)).toBe(true);
    expect(tracker.hasFailed("b", 0)).toBe(false);
    expect(tracker.waitMs("b", 0)).toBe(0);
    tracker.reset("a");
    expect(tracker.waitMs("a", 0)).toBe(0);
    tracker.recordFailure("c", 0);
    expect(tracker.hasFailed("c", 24 * 60 * 60_000)).toBe(false);
  });
});
