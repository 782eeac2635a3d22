import { describe, expect, it } from "vitest";
import { danishLettersForm, spellingForm, suggestMerges, type CloudCandidate } from "./merge-suggestions.js";

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
    const stems = ["apple", "bread", "chair", "dance", "eagle", "flame", "grape", "house", "igloo", "juice", "knife", "lemon"];
    const many = words(...stems.map((stem, i) => [stem, i + 1] as [string, number])).flatMap((word) => [
      word,
      { key: `${word.key}s`, text: `${word.text}s`, frequency: 1 },
    ]);
    const suggestions = suggestMerges(many, 8);
    expect(suggestions).toHaveLength(8);
    expect(suggestions[0]!.label).toBe("lemon");
  });

  it("pairs the curated English and Danish words, labelled by the majority, with their inflections", () => {
    const suggestions = suggestMerges(words(["stresset", 3], ["stressed", 17], ["nervøs", 4], ["Nervous", 2], ["tired", 5], ["træt", 6], ["trætte", 1], ["sleep", 2]));
    expect(suggestions).toEqual([
      { words: ["stressed", "stresset"], label: "stressed", reason: "translation", frequency: 20 },
      { words: ["træt", "tired", "trætte"], label: "træt", reason: "translation", frequency: 12 },
      { words: ["nervøs", "Nervous"], label: "nervøs", reason: "translation", frequency: 6 },
    ]);
  });

  it("pairs æ, ø and å with ae, oe and aa typed on a keyboard without them, labelled by the Danish letters on a tie", () => {
    const suggestions = suggestMerges(words(["spaendende", 2], ["Spændende", 2], ["gaard", 1], ["gård", 3], ["broed", 1], ["brød", 1]));
    expect(suggestions).toEqual([
      { words: ["gård", "gaard"], label: "gård", reason: "transliteration", frequency: 4 },
      { words: ["Spændende", "spaendende"], label: "Spændende", reason: "transliteration", frequency: 4 },
      { words: ["brød", "broed"], label: "brød", reason: "transliteration", frequency: 2 },
    ]);
  });

  it("joins one typing slip in words of six letters or more to the most given word it is one slip from", () => {
    const suggestions = suggestMerges(words(["interessant", 9], ["interresant", 2], ["intressant", 1], ["spændende", 4], ["spændene", 1], ["spaendene", 1]));
    expect(suggestions).toEqual([
      { words: ["interessant", "interresant", "intressant"], label: "interessant", reason: "typo", frequency: 12 },
      { words: ["spændende", "spændene", "spaendene"], label: "spændende", reason: "typo", frequency: 6 },
    ]);
    // A swap of two neighbours and a changed letter are slips too.
    expect(suggestMerges(words(["feedback", 3], ["feedbakc", 1], ["feedbeck", 1]))).toEqual([
      { words: ["feedback", "feedbakc", "feedbeck"], label: "feedback", reason: "typo", frequency: 5 },
    ]);
  });

  it("suggests no slip in short words, for two slips, nor through a chain of slips", () => {
    expect(suggestMerges(words(["hygge", 3], ["hugge", 1], ["radio", 2], ["radia", 1]))).toEqual([]);
    expect(suggestMerges(words(["interessant", 3], ["intresent", 1]))).toEqual([]);
    // "sitter" is one slip from "bitter", which is one from "better", but two from "better": no group of all three.
    const chain = suggestMerges(words(["better", 5], ["bitter", 2], ["sitter", 1]));
    expect(chain).toEqual([{ words: ["better", "bitter"], label: "better", reason: "typo", frequency: 7 }]);
  });

  it("keeps the reason of a rule that already joins a pair one slip apart", () => {
    expect(suggestMerges(words(["stressed", 4], ["stresset", 2]))).toEqual([{ words: ["stressed", "stresset"], label: "stressed", reason: "translation", frequency: 6 }]);
    expect(suggestMerges(words(["lærere", 2], ["lærer", 2]))).toEqual([{ words: ["lærer", "lærere"], label: "lærer", reason: "inflection", frequency: 4 }]);
  });

  it("reduces a spelling to letters and digits", () => {
    expect(spellingForm("  Ål-gård!! ")).toBe("algard");
    expect(spellingForm("A.I.")).toBe("ai");
    expect(danishLettersForm("Ål-gård!! Æble, Øl")).toBe("aalgaard aeble oel");
  });
});

describe("merge suggestions with a dictionary", () => {
  const listed = new Set(["regression", "statistik", "interessant"]);
  const isDictionarySpelling = (text: string) => listed.has(text.toLowerCase());

  it("keeps the dictionary's spelling, also when the slip came first or was given more often", () => {
    const [suggestion] = suggestMerges(words(["regresion", 4], ["Regression", 1]), undefined, isDictionarySpelling);
    expect(suggestion).toMatchObject({ label: "Regression", words: ["Regression", "regresion"], reason: "typo", frequency: 5 });
    expect(suggestMerges(words(["interresant", 3], ["interessant", 2]), undefined, isDictionarySpelling)[0]?.label).toBe("interessant");
  });

  it("falls back to the most given spelling when the dictionary knows both or neither", () => {
    expect(suggestMerges(words(["statistik", 1], ["Statistik", 3]), undefined, isDictionarySpelling)[0]?.label).toBe("Statistik");
  });
});
