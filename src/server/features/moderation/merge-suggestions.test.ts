import { describe, expect, it } from "vitest";
import { spellingForm, suggestMerges, type CloudCandidate } from "./merge-suggestions.js";

const words = (...entries: [string, number][]): CloudCandidate[] => entries.map(([text, frequency]) => ({ key: text.toLowerCase(), text, frequency }));

describe("merge suggestions", () => {
  it("groups spellings that differ in case, accents or punctuation, labelled by the most given one", () => {
    const suggestions = suggestMerges(words(["AI", 5], ["A.I.", 2], ["a-i", 1], ["café", 1], ["Cafe", 3], ["tea", 4]));
    expect(suggestions).toEqual([
      { words: ["AI", "A.I.", "a-i"], label: "AI", reason: "spelling", frequency: 8 },
      { words: ["Cafe", "café"], label: "Cafe", reason: "spelling", frequency: 4 },
    ]);
  });

  it("groups English and Danish inflections by suffix", () => {
    const suggestions = suggestMerges(
      words(["idea", 3], ["ideas", 2], ["box", 1], ["boxes", 1], ["bil", 2], ["biler", 1], ["bilerne", 1], ["bilen", 1], ["hus", 1], ["huset", 2], ["god", 1], ["gode", 1]),
    );
    const sets = suggestions.map((suggestion) => [...suggestion.words].sort());
    expect(sets).toContainEqual(["idea", "ideas"]);
    expect(sets).toContainEqual(["box", "boxes"]);
    expect(sets).toContainEqual(["bil", "bilen", "biler", "bilerne"]);
    expect(sets).toContainEqual(["hus", "huset"]);
    expect(sets).toContainEqual(["god", "gode"]);
    expect(suggestions.every((suggestion) => suggestion.reason === "inflection")).toBe(true);
  });

  it("joins Danish words ending in -e to their inflections, which add only the rest of the ending", () => {
    const suggestions = suggestMerges(words(["kaffe", 2], ["kaffen", 1], ["pige", 1], ["piger", 1], ["pigerne", 1], ["æble", 1], ["æblet", 1]));
    const sets = suggestions.map((suggestion) => [...suggestion.words].sort());
    expect(sets).toContainEqual(["kaffe", "kaffen"]);
    expect(sets).toContainEqual(["pige", "piger", "pigerne"]);
    expect(sets).toContainEqual(["æble", "æblet"]);
  });

  it("joins the definite plural to the plural when the bare word was never given", () => {
    expect(suggestMerges(words(["lærerne", 1], ["lærer", 2]))).toEqual([{ words: ["lærer", "lærerne"], label: "lærer", reason: "inflection", frequency: 3 }]);
  });

  it("suggests nothing for unrelated or very short words, and at most the limit, most answered first", () => {
    expect(suggestMerges(words(["is", 1], ["i", 1], ["fun", 2], ["sun", 2]))).toEqual([]);
    const many = words(...Array.from({ length: 12 }, (_, i) => [`word${String.fromCharCode(97 + i)}`, i + 1] as [string, number])).flatMap((word) => [
      word,
      { key: `${word.key}s`, text: `${word.text}s`, frequency: 1 },
    ]);
    const suggestions = suggestMerges(many, 8);
    expect(suggestions).toHaveLength(8);
    expect(suggestions[0]!.label).toBe("wordl");
  });

  it("pairs the curated English and Danish words, labelled by the majority, with their inflections", () => {
    const suggestions = suggestMerges(words(["stresset", 3], ["stressed", 17], ["nervøs", 4], ["Nervous", 2], ["tired", 5], ["træt", 6], ["trætte", 1], ["sleep", 2]));
    expect(suggestions).toEqual([
      { words: ["stressed", "stresset"], label: "stressed", reason: "translation", frequency: 20 },
      { words: ["træt", "tired", "trætte"], label: "træt", reason: "translation", frequency: 12 },
      { words: ["nervøs", "Nervous"], label: "nervøs", reason: "translation", frequency: 6 },
    ]);
  });

  it("reduces a spelling to letters and digits", () => {
    expect(spellingForm("  Ål-gård!! ")).toBe("algard");
    expect(spellingForm("A.I.")).toBe("ai");
  });
});
