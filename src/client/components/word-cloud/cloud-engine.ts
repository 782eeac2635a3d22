import { Board } from "./board.js";
import type { Legibility, LayoutRequest, LayoutResponse, LayoutWord, PlacedWord, WordBox } from "./layout-protocol.js";
import { ONCE_SIZE } from "./size-scale.js";
import { Spiral, type CellBox } from "./spiral-search.js";
import { CELL, type Sprite, type SpriteSource } from "./sprites.js";

/** Least space kept around each word (plane units); larger words keep a share of their size (sprites.ts, GAP_X/Y). */
export const PADDING = 3;

/** A placed word: anchor cell, drawn size, the size whose room it holds and the size asked for it at scale 1. */
type Entry = { key: string; text: string; x: number; y: number; size: number; reserve: number; asked: number };

/** Bisection steps when looking for the least a cloud must zoom out to give a growing word its room. */
const ZOOM_OUT_STEPS = 7;

/**
 * The cloud's layout, kept between updates (one engine per cloud, in its worker). A placed word owns the room of its
 * drawn size and of its reserve size on the board; nothing else may use that room, so it can grow into it later.
 *
 * - "full": the board is cleared and the words are packed in the given order, the first at the centre, each at the
 *   first free spot of a spiral, inside the request's region while there is room there. The words drawn are a top
 *   N of the ranking: once a word finds no room, the words below it are left out too.
 * - "live": placed words never move and stay drawn while the request lists them. A word whose size changed is tried
 *   at its new size on its own spot (its own room removed first). When that is taken, the whole cloud zooms out a
 *   little (every word drawn smaller by one factor about its own place) until the word fits, as long as a word given
 *   once stays at the smallest font at the view's zoom; past that it gets the largest size that fits there. New words
 *   take the first free spot of a spiral from the origin, inside the region (the part on screen) while there is room
 *   there; a new word with no room waits, and so do the new words ranked below it.
 * - Every word lies, and grows, where the view can show it with the smallest word at the smallest font (`legible`),
 *   so every word drawn is at least that size on screen.
 */
export class CloudEngine {
  /** Ink of drawn words (padding included); nothing may ever overlap it. */
  private ink: Board | null = null;
  /** Room words keep for their growth; new words stay out of it, a growing word may take it from another. */
  private room: Board | null = null;
  private readonly entries = new Map<string, Entry>();
  /** Words that found no room, by the size they were tried at; tried again only once some room has been freed. */
  private readonly noRoom = new Map<string, number>();
  /** Ink sizes (cells) that found no room in this request: a word at least as wide and tall will not either. */
  private failed: { width: number; height: number }[] = [];
  private spiral = new Spiral(1);
  /** Where every word must lie (cells): placed, grown or shrunk. */
  private limit: CellBox = { x0: 0, x1: 0, y0: 0, y1: 0 };
  /** The request's board and legibility, which decide the limit. */
  private board: CellBox = { x0: 0, x1: 0, y0: 0, y1: 0 };
  private legible: Legibility | null = null;
  /** Every size drawn is the asked one times this (1 after a full pack; lowered when a live update zooms out). */
  private scale = 1;
  private font = "";
  private fontWeight = 700;

  constructor(private readonly sprites: SpriteSource) {}

  layout(request: LayoutRequest): LayoutResponse {
    const started = performance.now();
    this.font = request.font;
    this.fontWeight = request.fontWeight;
    const width = Math.floor(request.width / CELL);
    const height = Math.floor(request.height / CELL);
    const full = request.mode === "full" || !this.ink || this.ink.width !== width || this.ink.height !== height;
    if (full) {
      this.ink = new Board(width, height);
      this.room = new Board(width, height);
      this.entries.clear();
      this.noRoom.clear();
      this.scale = 1;
    }
    this.failed = [];
    if (this.spiral.aspect !== request.aspect) this.spiral = new Spiral(request.aspect);
    const wanted = new Set(request.words.map((word) => word.key));
    for (const entry of [...this.entries.values()]) {
      if (!wanted.has(entry.key)) this.remove(entry);
    }
    this.legible = request.legible ?? null;
    this.board = { x0: 0, x1: width, y0: 0, y1: height };
    // No word may be drawn under the smallest font at the view's zoom (plane units; a full pack has no view yet).
    const floor = this.legible?.zoom ? this.legible.minFont / this.legible.zoom : 0;
    if (!full) this.limit = this.liveLimit();
    this.resizePlaced(request.words, floor);
    const fresh = request.words.filter((word) => !this.entries.has(word.key)).map((word) => ({ word: this.scaled(word, floor), asked: word.size }));
    this.prepareSprites(fresh.map(({ word }) => word));
    // A full pack's words lie where the view can show its smallest word at the smallest font.
    if (full) this.limit = this.legibleLimit(Math.min(...fresh.map(({ word }) => word.size)));
    const region = request.region ? intersect(toCells(request.region), this.limit) : null;
    const origin = { x: Math.round(request.origin.x / CELL), y: Math.round(request.origin.y / CELL) };
    // A cloud shows a top N: once a new word finds no room, no word ranked below it is tried.
    const dropped: string[] = [];
    let cut = false;
    for (const { word, asked } of fresh) {
      const triedAt = this.noRoom.get(word.key);
      if (cut || (triedAt !== undefined && word.size >= triedAt) || !this.add(word, asked, origin, region)) {
        dropped.push(word.key);
        if (!cut) this.noRoom.set(word.key, Math.min(word.size, triedAt ?? Infinity));
        cut = true;
      } else {
        this.noRoom.delete(word.key);
      }
    }
    const placed = request.words.flatMap((word) => {
      const entry = this.entries.get(word.key);
      return entry ? [this.describe(entry)] : [];
    });
    return { id: request.id, mode: full ? "full" : "live", placed, dropped, scale: this.scale, ms: Math.round(performance.now() - started) };
  }

  /** Where words may lie when the view draws a word of `smallest` plane units at the smallest font (cells). */
  private legibleLimit(smallest: number): CellBox {
    return this.legible ? intersect(toCells(legibleBox(this.legible, smallest)), this.board) : this.board;
  }

  /**
   * A live cloud's limit at `scale`: it keeps room for the view to draw a word given once, the smallest any word may
   * yet become, at the smallest font, so words that shrink as the top word pulls ahead never fall under it.
   */
  private liveLimit(scale = this.scale): CellBox {
    return this.legibleLimit(ONCE_SIZE * scale);
  }

  /** A word at the cloud's scale, never under the floor. */
  private scaled(word: LayoutWord, floor: number): LayoutWord {
    const size = atScale(word.size, this.scale, floor);
    return { ...word, size, reserve: Math.max(size, atScale(word.reserve, this.scale, floor)) };
  }

  /**
   * Brings the placed words to their new sizes where they stand: the ones that shrink first (they give room back),
   * then the ones that grow, in rank order, each zooming the cloud out if that gives it room (see `roomByZoomingOut`).
   */
  private resizePlaced(words: LayoutWord[], floor: number): void {
    const placed = words.filter((word) => this.entries.has(word.key));
    this.prepareSprites(placed.map((word) => this.scaled(word, floor)));
    const grows = (word: LayoutWord) => this.scaled(word, floor).size > this.entries.get(word.key)!.size;
    for (const word of placed.filter((candidate) => !grows(candidate))) this.resize(this.entries.get(word.key)!, this.scaled(word, floor), word.size);
    for (const word of placed.filter(grows)) {
      const entry = this.entries.get(word.key)!;
      const target = this.scaled(word, floor).size;
      if (!inside(this.sprite(entry.text, target), entry.x, entry.y, this.limit) || this.collidesAtFactor(entry, target, 1, floor)) {
        const factor = this.roomByZoomingOut(entry, word, floor);
        if (factor !== null) this.zoomOut(factor, floor);
      }
      this.resize(entry, this.scaled(word, floor), word.size);
    }
  }

  /**
   * The largest factor under 1 by which every placed word can be drawn smaller, about its own place, so that `entry`
   * fits at its asked size (at the new scale); null when even the least factor the floor allows does not give it room.
   * The factor is bounded by the floor: a word given once, the smallest any word can be asked, stays at least `floor`.
   */
  private roomByZoomingOut(entry: Entry, word: LayoutWord, floor: number): number | null {
    if (floor <= 0) return null;
    const least = floor / (ONCE_SIZE * this.scale);
    if (least >= 1) return null;
    const fitsAt = (factor: number) => {
      const size = atScale(word.size, this.scale * factor, floor);
      return inside(this.sprite(entry.text, size), entry.x, entry.y, this.liveLimit(this.scale * factor)) && !this.collidesAtFactor(entry, size, factor, floor);
    };
    if (!fitsAt(least)) return null;
    let good = least;
    let bad = 1;
    for (let step = 0; step < ZOOM_OUT_STEPS; step++) {
      const middle = (good + bad) / 2;
      if (fitsAt(middle)) good = middle;
      else bad = middle;
    }
    return good;
  }

  /**
   * Whether `entry` drawn at `size` on its spot would touch any other word's ink, with every other word drawn
   * `factor` times its size (never under the floor). Only the words whose boxes reach its box are drawn, on a board
   * the size of its box.
   */
  private collidesAtFactor(entry: Entry, size: number, factor: number, floor: number): boolean {
    const sprite = this.sprite(entry.text, size);
    const local = new Board(sprite.x1 - sprite.x0, sprite.y1 - sprite.y0);
    const left = entry.x + sprite.x0;
    const top = entry.y + sprite.y0;
    for (const other of this.entries.values()) {
      if (other === entry) continue;
      // Its sprite at its present size holds the smaller one: words out of reach are passed over unrasterised.
      const present = this.sprite(other.text, other.size);
      if (other.x + present.x1 <= left || other.x + present.x0 >= left + local.width || other.y + present.y1 <= top || other.y + present.y0 >= top + local.height) continue;
      local.paint(factor === 1 ? present : this.sprite(other.text, this.shrunk(other, factor, floor)), other.x - left, other.y - top);
    }
    return local.collides(sprite, entry.x - left, entry.y - top);
  }

  /**
   * A word's size once the cloud zooms out by `factor`: its asked size at the new scale when it is drawn at its size
   * now (so rounding never leaves it a unit short, to grow again next time), else its size times the factor.
   */
  private shrunk(entry: Entry, factor: number, floor: number): number {
    const atSize = entry.size >= atScale(entry.asked, this.scale, floor);
    return atSize ? atScale(entry.asked, this.scale * factor, floor) : atScale(entry.size, factor, floor);
  }

  /** Draws every placed word `factor` times its size (and its kept room) about its own place: a uniform zoom-out. */
  private zoomOut(factor: number, floor: number): void {
    this.ink!.clear();
    this.room!.clear();
    for (const entry of this.entries.values()) {
      entry.size = this.shrunk(entry, factor, floor);
      entry.reserve = Math.max(entry.size, atScale(entry.reserve, factor, floor));
      this.paint(entry);
    }
    this.scale *= factor;
    this.limit = this.liveLimit();
    this.noRoom.clear();
  }

  private sprite(text: string, size: number): Sprite {
    return this.sprites.spritesFor([{ text, size }], this.font, this.fontWeight, PADDING)[0]!;
  }

  /** Rasterises the sprites the words will need in one batch. */
  private prepareSprites(words: LayoutWord[]): void {
    const needed = words.flatMap((word) => [
      { text: word.text, size: word.size },
      { text: word.text, size: word.reserve },
    ]);
    this.sprites.spritesFor(needed, this.font, this.fontWeight, PADDING);
  }

  private paint(entry: Entry): void {
    this.ink!.paint(this.sprite(entry.text, entry.size), entry.x, entry.y);
    if (entry.reserve > entry.size) this.room!.paint(this.sprite(entry.text, entry.reserve), entry.x, entry.y);
  }

  private erase(entry: Entry): void {
    this.ink!.erase(this.sprite(entry.text, entry.size), entry.x, entry.y);
    if (entry.reserve > entry.size) this.room!.erase(this.sprite(entry.text, entry.reserve), entry.x, entry.y);
  }

  private remove(entry: Entry): void {
    this.erase(entry);
    this.entries.delete(entry.key);
    this.noRoom.clear();
  }

  /**
   * Size changes in place. A grown word takes the largest size up to the wanted one whose ink touches no other
   * word's ink, taking room other words had kept for themselves if it must; their reserves shrink to what is left.
   */
  private resize(entry: Entry, word: LayoutWord, asked: number): void {
    entry.asked = asked;
    const wantedReserve = Math.max(word.reserve, word.size);
    if (word.size === entry.size && wantedReserve === entry.reserve) return;
    const ink = this.ink!;
    const room = this.room!;
    this.erase(entry);
    const inkFits = (size: number) => {
      const sprite = this.sprite(entry.text, size);
      return inside(sprite, entry.x, entry.y, this.limit) && !ink.collides(sprite, entry.x, entry.y);
    };
    // A smaller size fits inside the room the word held (its old reserve is kept).
    const size = word.size <= entry.size ? word.size : largestFitting(entry.size, word.size, inkFits);
    if (size < entry.size) this.noRoom.clear();
    const grown = this.sprite(entry.text, size);
    if (size > entry.size && room.collides(grown, entry.x, entry.y)) this.yieldRoom(grown, entry);
    const free = (reserve: number) => {
      const sprite = this.sprite(entry.text, reserve);
      return !ink.collides(sprite, entry.x, entry.y) && !room.collides(sprite, entry.x, entry.y);
    };
    // Room beyond the next growth step is given back (words shrink when another word becomes the top), so new
    // words can fill the gaps.
    entry.reserve = largestFitting(size, wantedReserve, free);
    if (entry.reserve < wantedReserve || size < word.size) this.noRoom.clear();
    entry.size = size;
    this.paint(entry);
  }

  /** Shrinks the reserves of the words whose kept room the grown sprite at the grower's spot now covers. */
  private yieldRoom(grown: Sprite, grower: Entry): void {
    const room = this.room!;
    const probe = new Board(room.width, room.height);
    probe.paint(grown, grower.x, grower.y);
    for (const other of this.entries.values()) {
      if (other === grower || other.reserve <= other.size) continue;
      const kept = this.sprite(other.text, other.reserve);
      if (!probe.collides(kept, other.x, other.y)) continue;
      room.erase(kept, other.x, other.y);
      other.reserve = largestFitting(other.size, other.reserve - 1, (reserve) => !probe.collides(this.sprite(other.text, reserve), other.x, other.y));
      if (other.reserve > other.size) room.paint(this.sprite(other.text, other.reserve), other.x, other.y);
    }
  }

  private add(word: LayoutWord, asked: number, origin: { x: number; y: number }, region: CellBox | null): boolean {
    const ink = this.ink!;
    const room = this.room!;
    const boardBox = this.limit;
    const drawn = this.sprite(word.text, word.size);
    const inkWidth = drawn.x1 - drawn.x0;
    const inkHeight = drawn.y1 - drawn.y0;
    if (this.failed.some((box) => box.width <= inkWidth && box.height <= inkHeight)) return false;
    const reserved = word.reserve > word.size ? this.sprite(word.text, word.reserve) : null;
    const attempts: { sprites: Sprite[]; within: CellBox; takeRoom?: true }[] = [];
    const withReserve = reserved ? [drawn, reserved] : [drawn];
    // Room to grow matters more than staying on screen: a word placed off screen only zooms the view out.
    if (region) attempts.push({ sprites: withReserve, within: region });
    // A view at its smallest zoom shows all the room there is: its region is the limit, searched once.
    if (!region || !sameBox(region, boardBox)) attempts.push({ sprites: withReserve, within: boardBox });
    if (reserved) attempts.push({ sprites: [drawn], within: boardBox });
    // Last, a word takes room others kept for their growth rather than be left out: being drawn comes first.
    attempts.push({ sprites: [drawn], within: boardBox, takeRoom: true });
    for (const { sprites, within, takeRoom } of attempts) {
      const spot = this.spiral.search(origin.x, origin.y, within, (x, y) => {
        for (const sprite of sprites) {
          if (!inside(sprite, x, y, within) || ink.collides(sprite, x, y) || (!takeRoom && room.collides(sprite, x, y))) return false;
        }
        return true;
      });
      if (!spot) continue;
      const entry: Entry = { key: word.key, text: word.text, x: spot.x, y: spot.y, size: word.size, reserve: sprites.length > 1 ? word.reserve : word.size, asked };
      if (takeRoom) this.yieldRoom(drawn, entry);
      this.entries.set(word.key, entry);
      this.paint(entry);
      return true;
    }
    this.failed.push({ width: inkWidth, height: inkHeight });
    return false;
  }

  private describe(entry: Entry): PlacedWord {
    const sprite = this.sprite(entry.text, entry.size);
    return {
      key: entry.key,
      x: entry.x * CELL,
      y: entry.y * CELL,
      size: entry.size,
      box: { x0: sprite.x0 * CELL, x1: sprite.x1 * CELL, y0: sprite.y0 * CELL, y1: sprite.y1 * CELL },
    };
  }
}

/** A size times a factor, in whole units (sprites are shared between words of one size), never under the floor. */
function atScale(size: number, factor: number, floor: number): number {
  return Math.max(Math.ceil(floor - 1e-9), Math.round(size * factor));
}

/** Where the view can show words when it draws the smallest word (`smallest` plane units) at the smallest font. */
function legibleBox(legible: Legibility, smallest: number): WordBox {
  // Never less than the view shows now: a live view zooms out, never in.
  const zoom = Math.min(legible.minFont / smallest, legible.zoom ?? Infinity);
  const { x, y } = legible.centre;
  return { x0: x - legible.halfWidth / zoom, x1: x + legible.halfWidth / zoom, y0: y - legible.halfHeight / zoom, y1: y + legible.halfHeight / zoom };
}

function toCells(box: WordBox): CellBox {
  return { x0: Math.ceil(box.x0 / CELL), x1: Math.floor(box.x1 / CELL), y0: Math.ceil(box.y0 / CELL), y1: Math.floor(box.y1 / CELL) };
}

function intersect(a: CellBox, b: CellBox): CellBox {
  return { x0: Math.max(a.x0, b.x0), x1: Math.min(a.x1, b.x1), y0: Math.max(a.y0, b.y0), y1: Math.min(a.y1, b.y1) };
}

function sameBox(a: CellBox, b: CellBox): boolean {
  return a.x0 === b.x0 && a.x1 === b.x1 && a.y0 === b.y0 && a.y1 === b.y1;
}

function inside(sprite: Sprite, x: number, y: number, box: CellBox): boolean {
  return x + sprite.x0 >= box.x0 && x + sprite.x1 <= box.x1 && y + sprite.y0 >= box.y0 && y + sprite.y1 <= box.y1;
}

/** The largest whole size in [low, high] that `fits` (low is taken to fit), by bisection. */
function largestFitting(low: number, high: number, fits: (size: number) => boolean): number {
  if (high <= low) return Math.max(low, high) === high ? high : low;
  if (fits(high)) return high;
  // A word boxed in by its neighbours (the common case once a cloud is full) is answered by one more test.
  if (high - low > 1 && !fits(low + 1)) return low;
  let good = low;
  let bad = high;
  while (bad - good > 1) {
    const middle = (good + bad) >> 1;
    if (fits(middle)) good = middle;
    else bad = middle;
  }
  return good;
}
