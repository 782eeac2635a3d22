import type { WordBox } from "./layout-protocol.js";
import { MIN_ZOOM } from "./size-scale.js";

/** The camera on the plane: screen px per plane unit, and the plane point shown at the stage's centre. */
export type View = { zoom: number; cx: number; cy: number };
export type Stage = { width: number; height: number };
type Anchored = { x: number; y: number; size: number; box: WordBox };

/** Share of the stage kept free on each side when the view is fitted. */
const MARGIN = 0.035;
/** A zoom-out goes this much further than needed, so the next few words fit without another camera move. */
const HEADROOM = 0.93;
/** Zoom in again (words shrank, the cloud got smaller) only when the view could grow by this much. */
const ZOOM_IN_STEP = 1.15;
/** Clouds of fewer words than this are not blown up past TOP_SHARE of the stage height for their top word. */
const FEW_WORDS = 10;
const TOP_SHARE = 0.3;

export function boundsOf(placements: Anchored[]): WordBox | null {
  if (placements.length === 0) return null;
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const { x, y, box } of placements) {
    x0 = Math.min(x0, x + box.x0);
    x1 = Math.max(x1, x + box.x1);
    y0 = Math.min(y0, y + box.y0);
    y1 = Math.max(y1, y + box.y1);
  }
  return { x0, x1, y0, y1 };
}

/** The zoom that shows the whole box inside the stage's margins, and the most a small cloud may be blown up. */
function zoomLimits(placements: Anchored[], bounds: WordBox, stage: Stage): { fit: number; cap: number } {
  const fit = Math.min((stage.width * (1 - 2 * MARGIN)) / Math.max(1, bounds.x1 - bounds.x0), (stage.height * (1 - 2 * MARGIN)) / Math.max(1, bounds.y1 - bounds.y0));
  const top = Math.max(...placements.map((placement) => placement.size));
  const cap = placements.length < FEW_WORDS ? (stage.height * TOP_SHARE) / Math.max(1, top) : Infinity;
  return { fit, cap };
}

/** The view a fresh layout gets: the words' box centred and fitted to the stage. */
export function fitView(placements: Anchored[], stage: Stage, fallback: { x: number; y: number }): View {
  const bounds = boundsOf(placements);
  if (!bounds) return { zoom: 1, cx: fallback.x, cy: fallback.y };
  const { fit, cap } = zoomLimits(placements, bounds, stage);
  return { zoom: Math.max(MIN_ZOOM, Math.min(fit * HEADROOM, cap)), cx: (bounds.x0 + bounds.x1) / 2, cy: (bounds.y0 + bounds.y1) / 2 };
}

/**
 * The view after a live update. It stays as it is while every word is on screen, zooms out (uniformly, every word
 * keeping its place relative to the others) when the cloud outgrows the stage or a small cloud's top word gets too
 * big, and zooms in only when words have shrunk enough for the cloud to be drawn 15 % larger.
 */
export function nextView(previous: View, placements: Anchored[], stage: Stage): View {
  const bounds = boundsOf(placements);
  if (!bounds) return previous;
  const { fit, cap } = zoomLimits(placements, bounds, stage);
  const edge = MARGIN / 3;
  const project = (value: number, centre: number, extent: number) => extent / 2 + (value - centre) * previous.zoom;
  const onStage =
    project(bounds.x0, previous.cx, stage.width) >= stage.width * edge &&
    project(bounds.x1, previous.cx, stage.width) <= stage.width * (1 - edge) &&
    project(bounds.y0, previous.cy, stage.height) >= stage.height * edge &&
    project(bounds.y1, previous.cy, stage.height) <= stage.height * (1 - edge);
  const wanted = Math.max(MIN_ZOOM, Math.min(fit * HEADROOM, cap));
  if (onStage && previous.zoom <= cap * 1.02 && wanted < previous.zoom * ZOOM_IN_STEP) return previous;
  return { zoom: wanted, cx: (bounds.x0 + bounds.x1) / 2, cy: (bounds.y0 + bounds.y1) / 2 };
}

/** The part of the plane a view shows, inside the margins (plane units). */
export function visibleRegion(view: View, stage: Stage): WordBox {
  const halfWidth = (stage.width * (1 - 2 * MARGIN)) / (2 * view.zoom);
  const halfHeight = (stage.height * (1 - 2 * MARGIN)) / (2 * view.zoom);
  return { x0: view.cx - halfWidth, x1: view.cx + halfWidth, y0: view.cy - halfHeight, y1: view.cy + halfHeight };
}

/** Share of the stage covered by the words' bounding box as drawn. */
export function fillRatio(placements: Anchored[], view: View, stage: Stage): number {
  const bounds = boundsOf(placements);
  if (!bounds || stage.width <= 0 || stage.height <= 0) return 0;
  const width = Math.min(stage.width, (bounds.x1 - bounds.x0) * view.zoom);
  const height = Math.min(stage.height, (bounds.y1 - bounds.y0) * view.zoom);
  return (width * height) / (stage.width * stage.height);
}

/** The CSS transform that draws the plane through a view on a stage. */
export function viewTransform(view: View, stage: Stage): string {
  return `translate(${stage.width / 2}px, ${stage.height / 2}px) scale(${view.zoom}) translate(${-view.cx}px, ${-view.cy}px)`;
}

/** Where a plane point lands on the stage. */
export function projectPoint(view: View, stage: Stage, x: number, y: number): { x: number; y: number } {
  return { x: stage.width / 2 + (x - view.cx) * view.zoom, y: stage.height / 2 + (y - view.cy) * view.zoom };
}
