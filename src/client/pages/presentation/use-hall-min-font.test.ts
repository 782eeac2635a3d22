import { describe, expect, it } from "vitest";
import { hallMinFont } from "./use-hall-min-font.js";

describe("hallMinFont", () => {
  it("asks for letters a reader eight screen-heights away can read: at least 28 px on a 1080-line projector", () => {
    expect(hallMinFont(1080)).toBeGreaterThanOrEqual(28);
    expect(hallMinFont(2160)).toBeGreaterThanOrEqual(56);
    expect(hallMinFont(720)).toBe(19);
    expect(hallMinFont(200)).toBe(12);
  });
});
