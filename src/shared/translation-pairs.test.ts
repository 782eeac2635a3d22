import { describe, expect, it } from "vitest";
import { TRANSLATION_PAIRS, translationOf } from "./translation-pairs.js";

describe("translation pairs", () => {
  it("pairs the commonest English and Danish answers of a Danish hall, both ways", () => {
    expect(translationOf("nervous")).toBe("nervøs");
    expect(translationOf("nervøs")).toBe("nervous");
    expect(translationOf("stressed")).toBe("stresset");
    expect(translationOf("stresset")).toBe("stressed");
    expect(translationOf("tired")).toBe("træt");
    expect(translationOf("træt")).toBe("tired");
    expect(translationOf("bicycle")).toBeNull();
  });

  it("holds each word once, in the lower-case form suggestions compare", () => {
    const forms = TRANSLATION_PAIRS.flat();
    expect(new Set(forms).size).toBe(forms.length);
    for (const form of forms) expect(form).toBe(form.toLowerCase().trim());
  });
});
