import { describe, expect, it } from "vitest";
import { FILTER_TERM_MAX_LENGTH, FILTER_TERMS_PER_REQUEST } from "../../../shared/schemas/word-filter.js";
import { readFilterTermsDraft } from "./filter-terms-draft.js";

describe("a word filter list's add field", () => {
  it("reads terms separated by commas or new lines, trimmed, without blanks or repeats", () => {
    expect(readFilterTermsDraft(" kedeligt, peter hansen\n\nlort ,,kedeligt\r\n")).toEqual({ terms: ["kedeligt", "peter hansen", "lort"], problem: null });
    expect(readFilterTermsDraft(" , \n")).toEqual({ terms: [], problem: null });
  });

  it("names a term longer than the server takes", () => {
    const long = "x".repeat(FILTER_TERM_MAX_LENGTH + 1);
    expect(readFilterTermsDraft(`fint, ${long}`).problem).toEqual({ kind: "tooLong", term: long });
    expect(readFilterTermsDraft("x".repeat(FILTER_TERM_MAX_LENGTH)).problem).toBeNull();
  });

  it("counts more terms than one request takes", () => {
    const terms = Array.from({ length: FILTER_TERMS_PER_REQUEST + 1 }, (_, index) => `ord${index}`);
    expect(readFilterTermsDraft(terms.join("\n")).problem).toEqual({ kind: "tooMany", count: FILTER_TERMS_PER_REQUEST + 1 });
    expect(readFilterTermsDraft(terms.slice(1).join(",")).problem).toBeNull();
  });
});
