import { describe, expect, it } from "vitest";
import type { Placement } from "./stable-layout.js";
import { fitView, MAX_ZOOM, projectPoint, visibleRegion } from "./view-fit.js";

const word = (key: string, x: number, y: number, halfWidth = 40): Placement => ({
  key,
  text: key,
  frequency: 1,
  size: 20,
  color: 0,
  x,
  y,
  box: { x0: -halfWidth, x1: halfWidth, y0: -16, y1: 4 },
});

describe("fitView", () => {
  it("zooms a small central cluster up, but not beyond the cap", () => {
    const fit = fitView([word("a", 400, 200)], 800, 400, null);
    expect(fit.zoom).toBe(MAX_ZOOM);
    expect(fit.cx).toBe(400);
  });

  it("never zooms below 1 even when words touch the edges", () => {
    const fit = fitView([word("a", 40, 20), word("b", 760, 390)], 800, 400, null);
    expect(fit.zoom).toBe(1);
  });

  it("keeps the previous fit while the words still fit and the gain would be small", () => {
    const first = fitView([word("a", 300, 200, 100), word("b", 500, 200, 100)], 800, 400, null);
    const second = fitView([word("a", 300, 200, 100), word("b", 500, 200, 100), word("c", 400, 230, 30)], 800, 400, first);
    expect(second).toBe(first);
  });

  it("refits when a new word would be drawn outside the area", () => {
    const first = fitView([word("a", 400, 200, 100)], 800, 400, null);
    const second = fitView([word("a", 400, 200, 100), word("far", 720, 360)], 800, 400, first);
    expect(second).not.toBe(first);
    const far = projectPoint(second, 720 + 40, 360 + 4, 800, 400);
    expect(far.x).toBeLessThanOrEqual(800);
    expect(far.y).toBeLessThanOrEqual(400);
  });

  it("a word placed inside the visible region keeps the current fit", () => {
    const first = fitView([word("a", 400, 200, 100)], 800, 400, null);
    const region = visibleRegion(first, 800, 400);
    expect(region.x0).toBeGreaterThanOrEqual(0);
    expect(region.x1).toBeLessThanOrEqual(800);
    const inside = word("b", region.x1 - 41, region.y1 - 5);
    expect(fitView([word("a", 400, 200, 100), inside], 800, 400, first)).toBe(first);
  });
});
