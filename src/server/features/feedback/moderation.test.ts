import { describe, expect, it } from "vitest";
import { isInappropriate } from "./moderation.js";
import { isStopTerm } from "./stop-words.js";

describe("isInappropriate", () => {
  it("flags English profanity, including disguised spellings", () => {
    expect(isInappropriate("fuck")).toBe(true);
    expect(isInappropriate("sh1t")).toBe(true);
  });

  it("flags Danish profanity as a whole word or inside a phrase", () => {
    expect(isInappropriate("lort")).toBe(true);
    expect(isInappropriate("sikke noget lort")).toBe(true);
  });

  it("leaves ordinary feedback alone", () => {
    for (const text of ["great class", "assessment", "Scunthorpe", "gruppearbejde", "mere tid", "hyggeligt"]) {
      expect(isInappropriate(text)).toBe(false);
    }
  });
});

describe("isStopTerm", () => {
  it("recognises English and Danish stop words and phrases made only of them", () => {
    expect(isStopTerm("the")).toBe(true);
    expect(isStopTerm("og")).toBe(true);
    expect(isStopTerm("of the")).toBe(true);
  });

  it("keeps words that carry feedback", () => {
    for (const term of ["good", "godt", "mere", "less", "very good", "pauser", "interesting"]) {
      expect(isStopTerm(term)).toBe(false);
    }
  });
});
