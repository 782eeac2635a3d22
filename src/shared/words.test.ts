import { describe, expect, it } from "vitest";
import { buildCloudWords, countWords, fontScaleForWordCount, normalizeTerm } from "./words.js";

describe("normalizeTerm", () => {
  it("trims, collapses inner whitespace and lower-cases", () => {
    expect(normalizeTerm("  Very   GOOD ")).toBe("very good");
    expect(normalizeTerm("Æble")).toBe("æble");
  });
});

describe("countWords", () => {
  it("counts whitespace-separated words", () => {
    expect(countWords("very good")).toBe(2);
    expect(countWords("  one  ")).toBe(1);
    expect(countWords("   ")).toBe(0);
  });
});

describe("buildCloudWords", () => {
  it("keeps the top words by frequency with weights relative to the top word", () => {
    const words = buildCloudWords([
      { text: "b", frequency: 2 },
      { text: "a", frequency: 4 },
      { text: "c", frequency: 1 },
    ]);
    expect(words).toEqual([
      { text: "a", frequency: 4, weight: 1 },
      { text: "b", frequency: 2, weight: 0.5 },
      { text: "c", frequency: 1, weight: 0.25 },
    ]);
  });

  it("breaks a tie by who came first, then (arrival unknown) alphabetically", () => {
    const words = buildCloudWords([
      { text: "zebra", frequency: 2, first: 1 },
      { text: "apple", frequency: 2, first: 3 },
      { text: "mango", frequency: 3, first: 5 },
      { text: "banana", frequency: 2 },
      { text: "avocado", frequency: 2 },
    ]);
    expect(words.map((word) => [word.text, word.first])).toEqual([
      ["mango", 5],
      ["zebra", 1],
      ["apple", 3],
      ["avocado", undefined],
      ["banana", undefined],
    ]);
  });

  it("caps the cloud at the limit and, arrival unknown, breaks ties alphabetically", () => {
    const terms = Array.from({ length: 150 }, (_, i) => ({ text: `w${String(i).padStart(3, "0")}`, frequency: 1 }));
    const words = buildCloudWords(terms);
    expect(words).toHaveLength(100);
    expect(words[0]?.text).toBe("w000");
  });
});

describe("fontScaleForWordCount", () => {
  it("follows the spec's steps", () => {
    expect([1, 3, 4, 6, 7, 10, 11, 15, 16].map(fontScaleForWordCount)).toEqual([1, 1, 0.85, 0.85, 0.7, 0.7, 0.6, 0.6, 0.5]);
  });
});
