import { describe, expect, it } from "vitest";
import { applyCloudDelta, diffCloudWords } from "./cloud-delta.js";
import { buildCloudWords, type TermCount } from "./words.js";

function randomCounts(seed: number, size: number): TermCount[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: size }, (_, i) => ({ text: `w${i}`, frequency: 1 + Math.floor(next() * 20) }));
}

describe("cloud deltas", () => {
  it("lists only words whose frequency changed, entered or left", () => {
    const before = buildCloudWords([
      { text: "a", frequency: 3 },
      { text: "b", frequency: 2 },
      { text: "c", frequency: 1 },
    ]);
    const after = buildCloudWords([
      { text: "a", frequency: 3 },
      { text: "b", frequency: 4 },
      { text: "d", frequency: 1 },
    ]);
    const delta = diffCloudWords(before, after);
    expect(delta.changed.map((word) => word.text).sort()).toEqual(["b", "d"]);
    expect(delta.removed).toEqual(["c"]);
  });

  it("keeps each word's arrival, so a tie after the delta still goes to who came first", () => {
    const before = buildCloudWords([
      { text: "late", frequency: 3, first: 9 },
      { text: "early", frequency: 2, first: 1 },
    ]);
    const after = buildCloudWords([
      { text: "late", frequency: 3, first: 9 },
      { text: "early", frequency: 3, first: 1 },
    ]);
    const delta = diffCloudWords(before, after);
    expect(delta.changed.map((word) => word.text)).toEqual(["early"]);
    expect(applyCloudDelta(before, delta)).toEqual(after);
    expect(after.map((word) => word.text)).toEqual(["early", "late"]);
  });

  it("reproduces the target snapshot exactly, weights included, over random sequences", () => {
    for (let seed = 1; seed < 40; seed++) {
      let counts = randomCounts(seed, 150);
      let client = buildCloudWords(counts);
      for (let step = 0; step < 25; step++) {
        const nextCounts = counts.map((term, i) => ((i * 7 + step * 13 + seed) % 11 === 0 ? { ...term, frequency: term.frequency + 1 + (step % 3) } : term));
        const before = buildCloudWords(counts);
        const after = buildCloudWords(nextCounts);
        client = applyCloudDelta(client, diffCloudWords(before, after));
        expect(client).toEqual(after);
        counts = nextCounts;
      }
    }
  });
});
