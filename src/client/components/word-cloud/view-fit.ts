import type { Placement } from "./stable-layout.js";

/** Zoom and centre applied to the drawn words so a sparse cloud fills its area. */
export type ViewFit = { zoom: number; cx: number; cy: number };

/** A handful of words should grow, but never into a poster: one word tops out at this zoom. */
export const MAX_ZOOM = 1.8;
/** Fraction of the area kept free around the words. */
const MARGIN = 0.06;
/** Zoom in again only when it would grow this much, so the view does not breathe with every new word. */
const GROW_HYSTERESIS = 1.2;

/**
 * Zoom-to-fit with hysteresis. d3-cloud packs words around the centre and leaves the rim empty; scaling the drawing
 * up fills the area. The fit changes only when words would spill out or when it could grow by 20 %, and the change
 * animates, so a steady stream of words reads as a calm camera move rather than a reshuffle.
 */
export function fitView(placements: Placement[], width: number, height: number, previous: ViewFit | null): ViewFit {
  const identity = { zoom: 1, cx: width / 2, cy: height / 2 };
  if (placements.length === 0) return previous ?? identity;
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (const { x, y, box } of placements) {
    left = Math.min(left, x + box.x0);
    right = Math.max(right, x + box.x1);
    top = Math.min(top, y + box.y0);
    bottom = Math.max(bottom, y + box.y1);
  }
  const usableWidth = width * (1 - 2 * MARGIN);
  const usableHeight = height * (1 - 2 * MARGIN);
  const ideal = Math.max(1, Math.min(MAX_ZOOM, usableWidth / Math.max(1, right - left), usableHeight / Math.max(1, bottom - top)));
  const next = { zoom: ideal, cx: (left + right) / 2, cy: (top + bottom) / 2 };
  if (!previous) return next;
  const fits =
    project(left, previous.cx, width, previous.zoom) >= 0 &&
    project(right, previous.cx, width, previous.zoom) <= width &&
    project(top, previous.cy, height, previous.zoom) >= 0 &&
    project(bottom, previous.cy, height, previous.zoom) <= height;
  if (fits && ideal < previous.zoom * GROW_HYSTERESIS) return previous;
  return next;
}

function project(value: number, centre: number, extent: number, zoom: number): number {
  return extent / 2 + (value - centre) * zoom;
}

/** The part of the layout area a fit shows (layout units), inside the area and its margin. */
export function visibleRegion(fit: ViewFit, width: number, height: number): { x0: number; x1: number; y0: number; y1: number } {
  const halfWidth = (width * (1 - 2 * MARGIN)) / (2 * fit.zoom);
  const halfHeight = (height * (1 - 2 * MARGIN)) / (2 * fit.zoom);
  return {
    x0: Math.max(0, fit.cx - halfWidth),
    x1: Math.min(width, fit.cx + halfWidth),
    y0: Math.max(0, fit.cy - halfHeight),
    y1: Math.min(height, fit.cy + halfHeight),
  };
}

/** The SVG transform for a fit: move the words' centre to the middle of the area, then scale. */
export function fitTransform(fit: ViewFit, width: number, height: number): string {
  return `translate(${width / 2}px, ${height / 2}px) scale(${fit.zoom}) translate(${-fit.cx}px, ${-fit.cy}px)`;
}

/** Where a layout point lands on the drawing after the fit (for the tooltip). */
export function projectPoint(fit: ViewFit, x: number, y: number, width: number, height: number): { x: number; y: number } {
  return { x: project(x, fit.cx, width, fit.zoom), y: project(y, fit.cy, height, fit.zoom) };
}
