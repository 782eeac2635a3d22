import { describe, expect, it } from "vitest";
import { areaScale, fontSizeFor, MAX_FONT_SIZE, MIN_FONT_SIZE } from "./font-size.js";

describe("fontSizeFor", () => {
  it("spans 14 to 60 at the default 800x500 size for a cloud of up to three words", () => {
    expect(fontSizeFor(0, 3, 800, 500)).toBe(MIN_FONT_SIZE);
    expect(fontSizeFor(1, 3, 800, 500)).toBe(MAX_FONT_SIZE);
  });

  it("shrinks the top size by the word-count factor (0.85, 0.7, 0.6, 0.5)", () => {
    expect(fontSizeFor(1, 6, 800, 500)).toBe(Math.round(60 * 0.85));
    expect(fontSizeFor(1, 10, 800, 500)).toBe(Math.round(60 * 0.7));
    expect(fontSizeFor(1, 15, 800, 500)).toBe(Math.round(60 * 0.6));
    expect(fontSizeFor(1, 100, 800, 500)).toBe(30);
  });

  it("never goes below the minimum, however crowded the cloud", () => {
    expect(fontSizeFor(0.01, 100, 800, 500)).toBeGreaterThanOrEqual(MIN_FONT_SIZE);
    expect(fontSizeFor(Number.NaN, 100, 800, 500)).toBe(MIN_FONT_SIZE);
  });

  it("grows monotonically with weight", () => {
    const sizes = [0, 0.1, 0.25, 0.5, 0.75, 1].map((weight) => fontSizeFor(weight, 20, 800, 400));
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
  });

  it("scales type with the layout area within bounds", () => {
    expect(areaScale(800, 500)).toBe(1);
    expect(areaScale(1000, 600)).toBeCloseTo(Math.sqrt(1.5), 5);
    expect(areaScale(3840, 2160)).toBe(1.6);
    expect(areaScale(300, 150)).toBe(0.75);
  });
});
