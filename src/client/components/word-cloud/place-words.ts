import cloud from "d3-cloud";
import type { LayoutRequest, LayoutResponse } from "./layout-protocol.js";

type CloudItem = { key: string; text: string; size: number; fixed: { x: number; y: number } | null; x?: number; y?: number };

/**
 * Lays words out with d3-cloud (pixel-accurate sprite collision). d3-cloud has no API for words that must stay
 * where they are, so two of its documented hooks are used to seed the layout with the old positions:
 * - it re-sorts words by size; `keepOrder` makes that sort a no-op so fixed words claim their spots first;
 * - it draws each word's start position from `random()` (x, then y, then the spiral direction in place()); the
 *   random source below answers exactly the old centre for fixed words, so a fixed word that still fits is placed
 *   at spiral step 0, i.e. unmoved. New words start near the centre and spiral out into free space.
 */
export function placeWords(request: LayoutRequest, createCanvas: () => OffscreenCanvas | HTMLCanvasElement, seed = 1): Promise<LayoutResponse> {
  const started = performance.now();
  const { width, height } = request;
  const items: CloudItem[] = request.words.map((word) => ({ ...word }));
  const randoms = startPositions(items, width, height, seed);
  let cursor = 0;
  return new Promise((resolve) => {
    cloud<CloudItem>()
      .size([width, height])
      .canvas(createCanvas as () => HTMLCanvasElement)
      .words(keepOrder(items))
      .padding(3)
      .rotate(0)
      .font(request.font)
      .fontWeight(request.fontWeight)
      .fontSize((word) => word.size)
      .text((word) => word.text)
      .spiral("archimedean")
      .random(() => randoms[cursor++] ?? 0.5)
      .on("end", (placed: CloudItem[]) => {
        const placedKeys = new Set(placed.map((word) => word.key));
        resolve({
          id: request.id,
          // d3-cloud reports centres relative to the middle of the area; the renderer wants the top-left origin.
          placed: placed.map((word) => ({ key: word.key, x: (word.x ?? 0) + (width >> 1), y: (word.y ?? 0) + (height >> 1) })),
          dropped: items.filter((word) => !placedKeys.has(word.key)).map((word) => word.key),
          ms: Math.round(performance.now() - started),
        });
      })
      .start();
  });
}

/** Three random draws per word in placement order: start x, start y, spiral direction. */
function startPositions(items: CloudItem[], width: number, height: number, seed: number): number[] {
  const next = mulberry32(seed);
  const draws: number[] = [];
  for (const item of items) {
    if (item.fixed) {
      // d3-cloud computes x = (width * (r + 0.5)) >> 1; this r gives back exactly fixed.x (likewise y).
      draws.push((2 * item.fixed.x + 0.5) / width - 0.5, (2 * item.fixed.y + 0.5) / height - 0.5, next());
    } else {
      // Start new words in the middle half of the area, like d3-cloud does, but reproducibly.
      draws.push(next() * 0.5 + 0.25, next() * 0.5 + 0.25, next());
    }
  }
  return draws;
}

/** An array whose `map(...).sort(...)` keeps the given order (see placeWords). */
function keepOrder<T>(items: T[]): T[] {
  Object.defineProperty(items, "map", {
    value: <U>(callback: (item: T, index: number, array: T[]) => U) => {
      const mapped = Array.prototype.map.call(items, callback) as U[];
      Object.defineProperty(mapped, "sort", { value: () => mapped });
      return mapped;
    },
  });
  return items;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
