import cloud from "d3-cloud";
import type { LayoutRequest, LayoutRequestWord, LayoutResponse, WordBox } from "./layout-protocol.js";
import { CELL, type SpriteSource } from "./sprites.js";
import { seededRandom } from "../../../shared/seeded-random.js";

/** A word that grew may shift this far (layout units) to make room; further would read as the cloud reshuffling. */
export const GROW_SHIFT = 8;

type Item = {
  key: string;
  text: string;
  size: number;
  start: { x: number; y: number } | null;
  /** Largest spiral radius this word may move from its start; Infinity for words free to go anywhere. */
  maxShift: number;
  /** Where the whole word must stay (layout units), or null for anywhere in the area. */
  region: WordBox | null;
  x?: number;
  y?: number;
  x0?: number;
  x1?: number;
  y0?: number;
  y1?: number;
};

type Placed = { key: string; x: number; y: number; size: number; box: WordBox };

/** Space kept around each word's ink (layout units). */
export const PADDING = 3;

/**
 * d3-cloud asks for a canvas on every start and sizes it to 2048×2048, but never draws on it when every word
 * already carries its sprite; this stand-in answers its one probe (the pixel ratio) without the allocation.
 */
const idleCanvas = () =>
  ({
    width: 1,
    height: 1,
    getContext: () => ({ getImageData: () => ({ data: new Uint8ClampedArray(4) }) }),
  }) as unknown as HTMLCanvasElement;

/**
 * Lays words out with d3-cloud (pixel-accurate sprite collision), keeping already-placed words where they were:
 * 1. words that kept or lost size go back to their exact spot (nothing placed before them can be in the way);
 * 2. words that grew try their new size within GROW_SHIFT of their spot;
 * 3. new words start near the centre and spiral out into free space.
 * A grown word with no room at its new size gets a second pass at its previous size, after the others are fixed.
 * d3-cloud works in collision cells of CELL × CELL layout units; positions go in and come out in layout units.
 */
export async function placeWords(request: LayoutRequest, sprites: SpriteSource, seed = 1): Promise<LayoutResponse> {
  const started = performance.now();
  const { width, height } = request;
  const random = seededRandom(seed);
  const region = request.region ?? null;
  const centre = region ? { x: (region.x0 + region.x1) / 2, y: (region.y0 + region.y1) / 2 } : { x: width / 2, y: height / 2 };
  const toItem = (word: LayoutRequestWord, maxShift: number, size = word.size, within: WordBox | null = null): Item => ({
    key: word.key,
    text: word.text,
    size,
    start: word.fixed ?? { x: centre.x + (random() - 0.5) * width * 0.2, y: centre.y + (random() - 0.5) * height * 0.2 },
    maxShift,
    region: within,
  });
  const grew = (word: LayoutRequestWord) => word.fixed !== null && word.previousSize !== undefined && word.size > word.previousSize;

  // The plan already orders words: staying ones, then grown ones, then new ones.
  const first = await runCloud(
    request.words.map((word) => toItem(word, grew(word) ? GROW_SHIFT : Infinity, word.size, word.fixed ? null : region)),
    request,
    sprites,
    random,
  );
  let placed = first;
  const stuck = request.words.filter((word) => grew(word) && !first.has(word.key));
  const unplaced = region ? request.words.filter((word) => !word.fixed && !first.has(word.key)) : [];
  if (stuck.length > 0 || unplaced.length > 0) {
    // Second pass: everything that found room stays exactly there; stuck words come back at their old size and
    // new words that found no room on screen may go anywhere.
    const settled = request.words
      .map((word) => first.get(word.key))
      .filter((spot): spot is Placed => spot !== undefined)
      .map((spot): Item => ({ key: spot.key, text: textOf(request, spot.key), size: spot.size, start: { x: spot.x, y: spot.y }, maxShift: Infinity, region: null }));
    placed = await runCloud(
      [...settled, ...stuck.map((word) => toItem(word, Infinity, word.previousSize)), ...unplaced.map((word) => toItem(word, Infinity))],
      request,
      sprites,
      random,
    );
  }
  return {
    id: request.id,
    placed: [...placed.values()],
    dropped: request.words.filter((word) => !placed.has(word.key)).map((word) => word.key),
    ms: Math.round(performance.now() - started),
    passes: stuck.length > 0 || unplaced.length > 0 ? 2 : 1,
  };
}

/** Letters enough to shape words of every length the warm-up needs. */
const WARM_UP_LETTERS = "ordskyaeiumnltwpcbhfgvjqxz";

/**
 * A small throwaway layout (made-up words) for a worker to run while it waits for its first request: the first
 * layouts in a fresh thread run their loops (rasterising, mask building, collision tests) as cold, unoptimised
 * code, which costs several times the layout itself. `round` varies the words so each round adds new sprites.
 */
export async function warmUpLayout(sprites: SpriteSource, font: string, fontWeight: number, round: number, count = 24): Promise<void> {
  const words = Array.from({ length: count }, (_, index) => {
    const length = 3 + ((index + round) % 9);
    const text = Array.from({ length }, (_, letter) => WARM_UP_LETTERS[(index * 7 + letter * 3 + round) % WARM_UP_LETTERS.length]).join("");
    return { key: `warm-up-${index}`, text, size: Math.round(12 + 30 / (1 + index / 3)), fixed: null };
  });
  await placeWords({ id: 0, width: 480, height: 300, font, fontWeight, words }, sprites, round + 1);
}

function textOf(request: LayoutRequest, key: string): string {
  return request.words.find((word) => word.key === key)?.text ?? key;
}

/**
 * One d3-cloud run in exactly the given order. d3-cloud has no API for fixed words, so two of its hooks are used:
 * - it re-sorts words by size; `keepOrder` turns that sort into a no-op;
 * - per word it draws x, y (start position) and then the spiral direction from `random()`, and builds a spiral
 *   between the y and direction draws; answering the wanted start for x and y places a word that still fits at
 *   spiral step 0 (unmoved), and the spiral factory cuts the current word's spiral off at its maxShift.
 */
function runCloud(items: Item[], request: LayoutRequest, sprites: SpriteSource, random: () => number): Promise<Map<string, Placed>> {
  // d3-cloud's area in cells.
  const width = Math.floor(request.width / CELL);
  const height = Math.floor(request.height / CELL);
  const drawn = sprites.spritesFor(items, request.font, request.fontWeight, PADDING);
  items.forEach((item, index) => Object.assign(item, drawn[index], { hasText: true }));
  const draws: number[] = [];
  for (const item of items) {
    const start = startCell(item, width, height);
    // d3-cloud computes x = (width * (r + 0.5)) >> 1; this r gives back exactly the rounded start (likewise y).
    draws.push((2 * start.x + 0.5) / width - 0.5, (2 * start.y + 0.5) / height - 0.5, random());
  }
  let cursor = 0;
  const currentItem = () => items[Math.floor((cursor - 1) / 3)];
  return new Promise((resolve) => {
    cloud<Item>()
      .size([width, height])
      .canvas(idleCanvas)
      .timeInterval(Infinity)
      .words(keepOrder(items))
      .padding(PADDING)
      .rotate(0)
      .font(request.font)
      .fontWeight(request.fontWeight)
      .fontSize((word) => word.size)
      .text((word) => word.text)
      .random(() => draws[cursor++] ?? 0.5)
      // The typings say a spiral always returns a point; d3-cloud itself stops at the first undefined.
      .spiral(((size: [number, number]) => limitedSpiral(size, currentItem())) as (size: [number, number]) => (t: number) => [number, number])
      .on("end", (placed: Item[]) => {
        const result = new Map<string, Placed>();
        for (const word of placed) {
          result.set(word.key, {
            key: word.key,
            // d3-cloud reports centres relative to the middle of the area; the renderer wants the top-left origin.
            x: ((word.x ?? 0) + (width >> 1)) * CELL,
            y: ((word.y ?? 0) + (height >> 1)) * CELL,
            size: word.size,
            box: { x0: (word.x0 ?? 0) * CELL, x1: (word.x1 ?? 0) * CELL, y0: (word.y0 ?? 0) * CELL, y1: (word.y1 ?? 0) * CELL },
          });
        }
        resolve(result);
      })
      .start();
  });
}

/** Far outside any area: d3-cloud skips such a step (out of bounds) and goes on to the next one. */
const SKIP: [number, number] = [1e6, 0];

/** The cell a word's spiral starts from (its old spot for a fixed word). */
function startCell(item: Item, width: number, height: number): { x: number; y: number } {
  return item.start ? { x: Math.round(item.start.x / CELL), y: Math.round(item.start.y / CELL) } : { x: width >> 1, y: height >> 1 };
}

/**
 * d3-cloud's archimedean spiral (in cells), ending once it is further than the item's maxShift from the start, or
 * once it has passed the whole region; steps that would put the word's box outside its region are skipped.
 */
function limitedSpiral(size: [number, number], item: Item | undefined): (t: number) => [number, number] | undefined {
  const e = size[0] / size[1];
  const maxShift = (item?.maxShift ?? Infinity) / CELL;
  const region = item?.region ? scaleBox(item.region, 1 / CELL) : null;
  let limit = maxShift * maxShift;
  // Beyond twice the region's diagonal no step can land inside it.
  if (region) limit = Math.min(limit, 4 * ((region.x1 - region.x0) ** 2 + (region.y1 - region.y0) ** 2));
  const start = item ? startCell(item, size[0], size[1]) : { x: 0, y: 0 };
  const startX = start.x;
  const startY = start.y;
  let lastX = NaN;
  let lastY = NaN;
  return (t) => {
    const s = t * 0.1;
    const x = e * s * Math.cos(s);
    const y = s * Math.sin(s);
    if (x * x + y * y > limit) return undefined;
    // Near the start the spiral advances by less than a cell per step; a cell already tried needs no second test.
    const cellX = ~~x;
    const cellY = ~~y;
    if (cellX === lastX && cellY === lastY) return SKIP;
    lastX = cellX;
    lastY = cellY;
    if (region && item) {
      const left = startX + cellX;
      const top = startY + cellY;
      if (left + (item.x0 ?? 0) < region.x0 || left + (item.x1 ?? 0) > region.x1 || top + (item.y0 ?? 0) < region.y0 || top + (item.y1 ?? 0) > region.y1) {
        return SKIP;
      }
    }
    return [x, y];
  };
}

function scaleBox(box: WordBox, factor: number): WordBox {
  return { x0: box.x0 * factor, x1: box.x1 * factor, y0: box.y0 * factor, y1: box.y1 * factor };
}

/** An array whose `map(...).sort(...)` keeps the given order (see runCloud). */
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
