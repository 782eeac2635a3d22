import { describe, expect, it } from "vitest";
import { BROKEN_TEXT_MESSAGE, entryTextSchema, hasVisibleText, normalizeEntryText } from "./entry-text.js";

const schema = entryTextSchema(25, { required: "required", empty: "empty", tooLong: "too long" });
const error = (text: string) => {
  const result = schema.safeParse(text);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("normalizeEntryText", () => {
  it("composes to NFC, so one letter typed two ways is one entry", () => {
    expect(normalizeEntryText("Cafe\u0301")).toBe("Café");
    expect(normalizeEntryText("Cafe\u0301")).toBe(normalizeEntryText("Café"));
  });

  it("removes zero-width characters, soft hyphens and bidi controls", () => {
    expect(normalizeEntryText("lo\u200Brt")).toBe("lort");
    expect(normalizeEntryText("fu\u00ADck")).toBe("fuck");
    expect(normalizeEntryText("\u202Ekcuf")).toBe("kcuf");
    expect(normalizeEntryText("\u2066good\u2069\u200E")).toBe("good");
    expect(normalizeEntryText("\uFEFFmere\u2060tid")).toBe("meretid");
    expect(normalizeEntryText("  hygge\u200D  ")).toBe("hygge");
  });

  it("keeps a joiner between two emoji, and emoji presentation", () => {
    expect(normalizeEntryText("👩\u200D💻")).toBe("👩\u200D💻");
    expect(normalizeEntryText("👍🏽\u200D👍")).toBe("👍🏽\u200D👍");
    expect(normalizeEntryText("❤️")).toBe("❤️");
  });
});

describe("entryTextSchema", () => {
  it("refuses an entry with nothing visible left like a blank one", () => {
    for (const text of ["\u200B", "\u00AD", "\u200D", "\u202E", " \u2060 ", "\u3164", "\u0301", "\uFE0F"]) expect(error(text)).toBe("empty");
    expect(hasVisibleText("a")).toBe(true);
  });

  it("refuses a lone surrogate with its own message, and accepts a whole pair", () => {
    expect(error("ab\uD800")).toBe(BROKEN_TEXT_MESSAGE);
    expect(error("\uDC00")).toBe(BROKEN_TEXT_MESSAGE);
    expect(schema.parse("🙂")).toBe("🙂");
  });

  it("measures the length after normalising", () => {
    expect(schema.parse(`${"a".repeat(25)}\u200B\u200B`)).toBe("a".repeat(25));
    expect(error("a".repeat(26))).toBe("too long");
  });
});
