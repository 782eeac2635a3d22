import type { WordBox } from "./layout-protocol.js";

export type OrderItem = { key: string; x: number; y: number; box: WordBox };
type Rect = { left: number; right: number; top: number; bottom: number };

/** Boxes are shrunk by this much before the overlap test, so rounding in the worker never breaks the chain. */
const MARGIN = 2;

/**
 * Orders fixed words so each one overlaps the bounding box of those placed before it. d3-cloud only accepts a word
 * that touches the running bounds of the cloud; a word whose old spot fails that test would be pushed along the
 * spiral (moved) even though its spot is free. Greedy: keep the caller's order (biggest first) but take the first
 * word that touches the bounds so far; if none does, the one nearest to them. Pass `start` to continue a chain.
 */
export function connectedOrder<T extends OrderItem>(items: T[], start: Rect | null = null): { ordered: T[]; bounds: Rect | null } {
  const remaining = [...items];
  const ordered: T[] = [];
  let bounds = start;
  while (remaining.length > 0) {
    let index = bounds === null ? 0 : remaining.findIndex((item) => overlaps(rectOf(item, MARGIN), bounds!));
    if (index < 0) index = nearestIndex(remaining, bounds!);
    const [item] = remaining.splice(index, 1);
    if (!item) break;
    ordered.push(item);
    bounds = extend(bounds, rectOf(item, 0));
  }
  return { ordered, bounds };
}

function rectOf(item: OrderItem, margin: number): Rect {
  return {
    left: item.x + item.box.x0 + margin,
    right: item.x + item.box.x1 - margin,
    top: item.y + item.box.y0 + margin,
    bottom: item.y + item.box.y1 - margin,
  };
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;
}

function extend(bounds: Rect | null, rect: Rect): Rect {
  if (!bounds) return rect;
  return {
    left: Math.min(bounds.left, rect.left),
    right: Math.max(bounds.right, rect.right),
    top: Math.min(bounds.top, rect.top),
    bottom: Math.max(bounds.bottom, rect.bottom),
  };
}

function nearestIndex(items: OrderItem[], bounds: Rect): number {
  let best = 0;
  let bestDistance = Infinity;
  items.forEach((item, index) => {
    const rect = rectOf(item, 0);
    const dx = Math.max(bounds.left - rect.right, 0, rect.left - bounds.right);
    const dy = Math.max(bounds.top - rect.bottom, 0, rect.top - bounds.bottom);
    const distance = Math.hypot(dx, dy);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  });
  return best;
}
