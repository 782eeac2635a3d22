import { describe, expect, it } from "vitest";
import { normalizeEntryText } from "../../../shared/entry-text.js";
import { isInappropriate } from "./moderation.js";
import { isStopTerm } from "./stop-words.js";

/** As the service sees an entry: normalised first. */
const flagged = (text: string) => isInappropriate(normalizeEntryText(text));

/** Feedback a lecture hall really writes, in English and Danish, with the single letters and punctuation that a letter-by-letter check could misread. */
const INNOCENT = [
  "great class", "assessment", "Scunthorpe", "bass", "class act", "passion", "grass", "cocktail", "Dickens", "analysis",
  "a b c", "plan b", "vitamin d", "q & a", "q and a", "u.s.a", "a.k.a.", "e-mail", "t-shirt", "x-ray", "b2b", "1 2 3",
  "i am ok", "a lot", "i like it", "c u soon", "p.s. thanks", "a-z", "o k", "a + b = c", "s p a c e", "i o u",
  "more on that", "idiom", "idiotsikker", "to do", "wifi", "r&d", "AI", "UX/UI", "a/b test", "t.v.", "b.sc.",
  "gruppearbejde", "mere tid", "hyggeligt", "i og for sig", "p å", "o.s.v.", "f.eks.", "bl.a.", "m.m.", "d.v.s.",
  "a-kasse", "t-bane", "e-boks", "s-tog", "l e g o", "k a f f e", "sjovt", "pauser", "for lang", "dansk", "fisk",
];

describe("isInappropriate", () => {
  it("flags English profanity, including disguised spellings", () => {
    expect(flagged("fuck")).toBe(true);
    expect(flagged("sh1t")).toBe(true);
  });

  it("flags Danish profanity and insults as a whole word or inside a phrase", () => {
    expect(flagged("lort")).toBe(true);
    expect(flagged("sikke noget lort")).toBe(true);
    expect(flagged("idiot")).toBe(true);
    expect(flagged("du er en idiot")).toBe(true);
  });

  it("flags words split by invisible characters or spelled out with spaces, dots or hyphens", () => {
    for (const text of ["lo\u200Brt", "lo\u00ADrt", "id\u2060iot", "sh\u200Dit", "i d i o t", "i.d.i.o.t", "i-d-i-o-t", "f u c k", "f. u. c. k", "s h i t", "l o r t", "you are a f u c k i n g joke"]) {
      expect(flagged(text), text).toBe(true);
    }
  });

  it("takes the sting out of an RTL override: without it the letters show in the order they were typed", () => {
    // "\u202Etoidi" is displayed as "idiot"; normalised it is stored and shown as "toidi".
    expect(normalizeEntryText("\u202Etoidi")).toBe("toidi");
  });

  it("leaves ordinary English and Danish feedback alone", () => {
    for (const text of INNOCENT) expect(flagged(text), text).toBe(false);
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
