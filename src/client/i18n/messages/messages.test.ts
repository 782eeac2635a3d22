import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { da } from "./da.js";
import { en } from "./en.js";

const catalogues = { en, da } as Record<string, Record<string, string>>;

/**
 * Every placeholder name of a message, at any depth. A language may word a count with plural where English keeps
 * the spec's plain 'time(s)', so only the names must match, not how each is formatted.
 */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        found.add(`<${element.value}>`);
        walk(element.children);
        continue;
      }
      found.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe("message catalogues", () => {
  it("hold the same ids in every language", () => {
    for (const catalogue of Object.values(catalogues)) expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(catalogues))("%s: every message is valid ICU MessageFormat", (language) => {
    for (const [id, message] of Object.entries(catalogues[language]!)) {
      expect(() => parse(message), `${language} ${id}`).not.toThrow();
      expect(message.trim(), `${language} ${id} is empty`).not.toBe("");
    }
  });

  it("give each message the same placeholders in every language", () => {
    for (const [id, message] of Object.entries(en)) {
      expect(placeholders(da[id as keyof typeof da]), `da ${id}`).toEqual(placeholders(message));
    }
  });

  it("every plural has an 'other' form", () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      for (const [id, message] of Object.entries(catalogue)) {
        const walk = (elements: MessageFormatElement[]) => {
          for (const element of elements) {
            if (element.type === TYPE.plural || element.type === TYPE.select) {
              expect(Object.keys(element.options), `${language} ${id}`).toContain("other");
              for (const option of Object.values(element.options)) walk(option.value);
            }
          }
        };
        walk(parse(message));
      }
    }
  });
});
