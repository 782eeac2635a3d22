import { describe, expect, it } from "vitest";
import { MIN_ZOOM } from "./size-scale.js";
import { centreOf, fillRatio, fitView, nextView, projectPoint, shouldSettle, TOP_OFFSET, visibleRegion } from "./view-fit.js";

const stage = { width: 1600, height: 800 };
const word = (x: number, y: number, halfWidth = 40, size = 24) => ({ x, y, size, box: { x0: -halfWidth, x1: halfWidth, y0: -18, y1: 6 } });
const cloud = Array.from({ length: 12 }, (_, index) => word(1000 + (index % 4) * 90, 600 + Math.floor(index / 4) * 30));

describe("view fit", () => {
  it("fits a fresh layout's box to the stage, centred, with a little room to spare", () => {
    const view = fitView(cloud, stage, { x: 0, y: 0 });
    const left = projectPoint(view, stage, 1000 - 40, 600);
    const right = projectPoint(view, stage, 1270 + 40, 600);
    expect(left.x).toBeGreaterThan(0);
    expect(right.x).toBeLessThan(stage.width);
    expect((left.x + right.x) / 2).toBeCloseTo(stage.width / 2, 5);
    expect(fillRatio(cloud, view, stage)).toBeGreaterThan(0.3);
  });

  it("keeps the top word within TOP_OFFSET of the stage's centre when the cloud lies to one side of it, never under the smallest zoom", () => {
    const top = word(1000, 600, 80, 60);
    const lopsided = [top, ...cloud.map((other) => ({ ...other, x: other.x + 140 })), word(1700, 640)];
    const view = fitView(lopsided, stage, { x: 0, y: 0 }, { minZoom: 0.5, top });
    const at = projectPoint(view, stage, centreOf(top).x, centreOf(top).y);
    expect(Math.abs(at.x - stage.width / 2)).toBeLessThanOrEqual(TOP_OFFSET * stage.width + 0.01);
    expect(Math.abs(at.y - stage.height / 2)).toBeLessThanOrEqual(TOP_OFFSET * stage.height + 0.01);
    expect(view.zoom).toBeGreaterThanOrEqual(0.5);
    // Every word is still on the stage.
    for (const placed of lopsided) {
      const left = projectPoint(view, stage, placed.x + placed.box.x0, placed.y);
      const right = projectPoint(view, stage, placed.x + placed.box.x1, placed.y);
      expect(left.x).toBeGreaterThanOrEqual(0);
      expect(right.x).toBeLessThanOrEqual(stage.width);
    }
    // A quiet cloud whose top word drifted off-centre is worth one camera move; a settled one is not.
    const drifted = { ...view, cx: view.cx + (0.3 * stage.width) / view.zoom };
    expect(shouldSettle(drifted, view, lopsided, stage, top)).toBe(true);
    expect(shouldSettle(view, view, lopsided, stage, top)).toBe(false);
  });

  it("does not blow a few words up past 30 % of the stage height", () => {
    const view = fitView([word(500, 500, 30)], stage, { x: 0, y: 0 });
    expect(24 * view.zoom).toBeLessThanOrEqual(stage.height * 0.3 + 1e-9);
  });

  it("keeps the camera still while the words stay on screen", () => {
    const view = fitView(cloud, stage, { x: 0, y: 0 });
    const inside = visibleRegion(view, stage);
    const added = [...cloud, word((inside.x0 + inside.x1) / 2, inside.y0 + 30, 10)];
    expect(nextView(view, added, stage)).toBe(view);
  });

  it("zooms out about its own centre when the cloud outgrows the stage, never panning and never below the floor", () => {
    const view = fitView(cloud, stage, { x: 0, y: 0 });
    const far = [...cloud, word(2000, 600)];
    const next = nextView(view, far, stage);
    expect(next.zoom).toBeLessThan(view.zoom);
    expect([next.cx, next.cy]).toEqual([view.cx, view.cy]);
    const right = projectPoint(next, stage, 2040, 600);
    expect(right.x).toBeLessThanOrEqual(stage.width);
    const huge = [...cloud, word(100_000, 600)];
    expect(nextView(view, huge, stage).zoom).toBe(MIN_ZOOM);
    expect(nextView(view, huge, stage, { minZoom: 0.8 * view.zoom }).zoom).toBe(0.8 * view.zoom);
  });

  it("never zooms in while the words change, however much smaller the cloud got", () => {
    const view = fitView(cloud, stage, { x: 0, y: 0 });
    const muchSmaller = [cloud[0]!, cloud[1]!, cloud[4]!, cloud[5]!];
    expect(nextView(view, muchSmaller, stage)).toBe(view);
    // A quiet cloud gets there in one camera move instead.
    expect(fitView(muchSmaller, stage, { x: 0, y: 0 }).zoom).toBeGreaterThan(view.zoom * 1.15);
  });
});
