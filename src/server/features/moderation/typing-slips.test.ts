import { describe, expect, it } from "vitest";
import { findSlipPairs, singleLetters } from "./typing-slips.js";

/** Distinct made-up words of 6 to 10 letters from a fixed seed, so every run sees the same hall. */
function madeUpWords(count: number): string[] {
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const words = new Set<string>();
  while (words.size < count) {
    const length = 6 + (next() % 5);
    words.add(Array.from({ length }, () => "abcdefghijklmnopqrstuvwxyzæøå"[next() % 29]).join(""));
  }
  return [...words];
}

const sorted = (pairs: [string, string][]) => pairs.map((pair) => [...pair].sort().join("/")).sort();

describe("typing slips", () => {
  it("writes every run of one letter once", () => {
    expect(singleLetters("interresant")).toBe("interesant");
    expect(singleLetters("interessant")).toBe("interesant");
    expect(singleLetters("kaffe")).toBe("kafe");
  });

  it("pairs forms one added, dropped, changed or swapped letter apart, or apart only in doubled letters", () => {
    const pairs = findSlipPairs(["interessant", "interresant", "intressant", "spændende", "spændene", "feedback", "feedbakc", "feedbeck", "uanset", "fun", "fan"]);
    expect(sorted(pairs)).toEqual(
      sorted([
        ["interessant", "interresant"],
        ["interessant", "intressant"],
        ["interresant", "intressant"],
        ["spændende", "spændene"],
        ["feedback", "feedbakc"],
        ["feedback", "feedbeck"],
      ]),
    );
  });

  it("finds exactly the slips hidden among hundreds of distinct words", () => {
    const hall = madeUpWords(800);
    const planted: [string, string][] = [
      ["forelæsning", "forlæsning"],
      ["spændende", "spændene"],
      ["engagerende", "engagernde"],
    ];
    const expected = [...planted, ...findSlipPairs(hall)];
    expect(sorted(findSlipPairs([...hall, ...planted.flat()]))).toEqual(sorted(expected));
    // The made-up words are far apart: hardly any of them pair by chance.
    expect(findSlipPairs(hall).length).toBeLessThan(5);
  });
});
