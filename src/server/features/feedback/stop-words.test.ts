import { describe, expect, it } from "vitest";
import { isStopTerm } from "./stop-words.js";

describe("isStopTerm", () => {
  it("keeps a lone English or Danish stop word out of the cloud", () => {
    for (const term of ["the", "og", "of", "i", "det"]) expect(isStopTerm(term), term).toBe(true);
  });

  it("counts an answer of several stop words: what was too much, what was not enough", () => {
    for (const term of ["for meget", "ikke nok", "too much", "not enough", "of the", "til slut"]) expect(isStopTerm(term), term).toBe(false);
  });

  it("keeps words that carry feedback", () => {
    for (const term of ["good", "godt", "mere", "less", "very good", "pauser", "interesting"]) expect(isStopTerm(term), term).toBe(false);
  });
});
