import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ACCESSIBILITY_PREPARED_ON, ACCESSIBILITY_REVIEWED_ON, CHECKED_CRITERIA, KNOWN_GAPS } from "./accessibility-facts.js";

const ROOT = resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(resolve(ROOT, file), "utf8");

// The accessibility statement says what the suite checks and what is known not to be accessible; these keep it true.
describe("the accessibility statement's facts", () => {
  it("name only tests that exist: every file, and every test's name as the file writes it", () => {
    const missing = CHECKED_CRITERIA.flatMap((criterion) =>
      criterion.checks
        .filter(({ test }) => !existsSync(resolve(ROOT, test.file)) || !read(test.file).includes(test.test))
        .map(({ test }) => `${criterion.number}: ${test.file} › ${test.test}`),
    );
    expect(missing).toEqual([]);
  });

  it("list each criterion once, numbered as WCAG 2.1 numbers them, named in both languages", () => {
    const numbers = CHECKED_CRITERIA.map((criterion) => criterion.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const criterion of CHECKED_CRITERIA) {
      expect(criterion.number).toMatch(/^[1-4]\.\d{1,2}\.\d{1,2}$/);
      expect(criterion.name.en.trim()).not.toBe("");
      expect(criterion.name.da.trim()).not.toBe("");
      expect(criterion.checks.length).toBeGreaterThan(0);
    }
  });

  it("keep each known gap while it is one: the file that makes it still lacks what would mend it", () => {
    for (const gap of KNOWN_GAPS) {
      expect(existsSync(resolve(ROOT, gap.evidence.file)), gap.evidence.file).toBe(true);
      expect(read(gap.evidence.file), `${gap.id} is mended: take it off the statement`).not.toContain(gap.evidence.lacks);
    }
  });

  it("carry the days the statement was prepared and last reviewed, the review not before the preparation", () => {
    for (const day of [ACCESSIBILITY_PREPARED_ON, ACCESSIBILITY_REVIEWED_ON]) {
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(day))).toBe(false);
    }
    expect(ACCESSIBILITY_REVIEWED_ON >= ACCESSIBILITY_PREPARED_ON).toBe(true);
  });
});
