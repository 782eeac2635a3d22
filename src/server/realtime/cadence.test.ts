import { describe, expect, it } from "vitest";
import { isCadenceDue, participantCadenceMs } from "./cadence.js";

describe("participantCadenceMs", () => {
  it("gives phones every tick up to 500 participant sockets", () => {
    for (const participants of [0, 1, 100, 499, 500]) expect(participantCadenceMs(participants, 100)).toBe(100);
  });

  it("grows with the participant sockets past 500, to one second at 10,000, and never beyond", () => {
    const cadences = [501, 1_000, 2_000, 5_000, 9_999, 10_000, 20_000, 1_000_000].map((participants) => participantCadenceMs(participants, 100));
    for (let i = 1; i < cadences.length; i++) expect(cadences[i]).toBeGreaterThanOrEqual(cadences[i - 1]!);
    expect(cadences[0]).toBeGreaterThanOrEqual(100);
    expect(participantCadenceMs(1_000, 100)).toBe(147);
    expect(participantCadenceMs(5_000, 100)).toBe(526);
    expect(participantCadenceMs(10_000, 100)).toBe(1_000);
    expect(participantCadenceMs(1_000_000, 100)).toBe(1_000);
  });

  it("follows a shorter tick (tests run the hub faster) and never goes below it", () => {
    expect(participantCadenceMs(100, 20)).toBe(20);
    expect(participantCadenceMs(10_000, 20)).toBe(1_000);
    expect(participantCadenceMs(10_000, 2_000)).toBe(2_000);
  });
});

describe("isCadenceDue", () => {
  it("is due once the cadence has passed, give or take a few milliseconds of clock jitter", () => {
    expect(isCadenceDue(0, 100, 100)).toBe(true);
    expect(isCadenceDue(0, 96, 100)).toBe(true);
    expect(isCadenceDue(0, 90, 100)).toBe(false);
    expect(isCadenceDue(1_000, 1_900, 1_000)).toBe(false);
    expect(isCadenceDue(1_000, 2_000, 1_000)).toBe(true);
  });

  it("updates phones no more often than their cadence, and within their cadence plus one tick of a change", () => {
    for (const cadence of [100, 147, 526, 1_000]) {
      for (let phase = 0; phase < 100; phase += 7) {
        // Ticks every 100 ms at `phase`; phones were updated at one tick and changes keep arriving.
        const sends: number[] = [phase];
        for (let tick = phase + 100; tick < phase + 20_000; tick += 100) {
          if (isCadenceDue(sends.at(-1)!, tick, cadence)) sends.push(tick);
        }
        const gaps = sends.slice(1).map((at, index) => at - sends[index]!);
        expect(Math.min(...gaps)).toBeGreaterThanOrEqual(cadence - 5);
        expect(Math.max(...gaps)).toBeLessThanOrEqual(cadence + 100);
      }
    }
  });
});
