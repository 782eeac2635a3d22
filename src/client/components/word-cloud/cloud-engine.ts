import { Board } from "./board.js";
import type { LayoutRequest, LayoutResponse, LayoutWord, PlacedWord, WordBox } from "./layout-protocol.js";
import { Spiral, type CellBox } from "./spiral-search.js";
import { CELL, type Sprite, type SpriteSource } from "./sprites.js";

/** Least space kept around each word (plane units); larger words keep a share of their size (sprites.ts, GAP_X/Y). */
export const PADDING = 3;

/** A placed word: anchor cell, drawn size and the size whose room it holds. */
type Entry = { key: string; text: string; x: number; y: number; size: number; reserve: number };

/**
 * The cloud's layout, kept between updates (one engine per cloud, in its worker). A placed word owns the room of its
 * drawn size and of its reserve size on the board; nothing else may use that room, so it can grow into it later.
 *
 * - "full": the board is cleared and the words are packed in the given order, the first at the centre, each at the
 *   first free spot of a spiral, inside the request's region while there is room there.
 * - "live": placed words never move. A word whose size changed is tried at its new size on its own spot (its own
 *   room removed first); if that is taken it gets the largest size that fits there. New words take the first free
 *   spot of a spiral from the origin, inside the region (the part on screen) while there is room there, keeping
 *   their reserve if they can, and are dropped when the whole plane is full.
 * - Either way the words drawn are a top N of the ranking: once a word finds no room, the words below it are left
 *   out too, and a word that outranks drawn words but finds no room turns a live update into a full pack. The
 *   plane is what the stage shows at the cloud's smallest zoom, so every word drawn is at least the smallest size.
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
  /** The request's limit in cells: no word is placed outside it. */
  private limit: CellBox = { x0: 0, x1: 0, y0: 0, y1: 0 };
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
    }
    this.failed = [];
    if (this.spiral.aspect !== request.aspect) this.spiral = new Spiral(request.aspect);
    this.prepareSprites(request.words);
    const wanted = new Set(request.words.map((word) => word.key));
    for (const entry of [...this.entries.values()]) {
      if (!wanted.has(entry.key)) this.remove(entry);
    }
    const dropped: string[] = [];
    const fresh: { word: LayoutWord; rank: number }[] = [];
    const board: CellBox = { x0: 0, x1: width, y0: 0, y1: height };
    this.limit = request.limit ? intersect(toCells(request.limit), board) : board;
    request.words.forEach((word, rank) => {
      const entry = this.entries.get(word.key);
      if (entry) this.resize(entry, word);
      // A word outside the limit (the smallest word grew, so the stage shows less of the plane) finds a place again.
      if (entry && !inside(this.sprite(entry.text, entry.size), entry.x, entry.y, this.limit)) this.remove(entry);
      if (!this.entries.has(word.key)) fresh.push({ word, rank });
    });
    const region = request.region ? intersect(toCells(request.region), this.limit) : null;
    const origin = { x: Math.round(request.origin.x / CELL), y: Math.round(request.origin.y / CELL) };
    const top = request.words[0];
    if (top) this.bringTopToSize(top, origin, region);
    // A cloud shows a top N: once a word finds no room, no word ranked below it is tried.
    let cutAt: number | null = null;
    for (const { word, rank } of fresh) {
      if (cutAt !== null) {
        dropped.push(word.key);
        continue;
      }
      const triedAt = this.noRoom.get(word.key);
      if ((triedAt !== undefined && word.size >= triedAt) || !this.add(word, origin, region)) {
        dropped.push(word.key);
        this.noRoom.set(word.key, Math.min(word.size, triedAt ?? Infinity));
        cutAt = rank;
      } else {
        this.noRoom.delete(word.key);
      }
    }
    // A word that outranks words on show found no room (it came back into the top, or a merge made it): a fresh
    // pack, so the words left out are the last ones and never a word above them.
    if (!full && cutAt !== null && request.words.slice(cutAt + 1).some((word) => this.entries.has(word.key))) {
      return this.layout({ ...request, mode: "full" });
    }
    const placed = request.words.flatMap((word) => {
      const entry = this.entries.get(word.key);
      return entry ? [this.describe(entry)] : [];
    });
    return { id: request.id, mode: full ? "full" : "live", placed, dropped, ms: Math.round(performance.now() - started) };
  }

  private sprite(text: string, size: number): Sprite {
    return this.sprites.spritesFor([{ text, size }], this.font, this.fontWeight, PADDING)[0]!;
  }

  /** Rasterises every sprite the request will need in one batch. */
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
  private resize(entry: Entry, word: LayoutWord): void {
    const wantedReserve = Math.max(word.reserve, word.size);
    if (word.size === entry.size && wantedReserve === entry.reserve) return;
    const ink = this.ink!;
    const room = this.room!;
    this.erase(entry);
    const inkFits = (size: number) => !ink.collides(this.sprite(entry.text, size), entry.x, entry.y);
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

  /**
   * The most frequent word is drawn at its full size: when it cannot grow that far where it stands (after a merge
   * or an undo), it moves to the first spot from the origin where it can, instead of staying smaller than words
   * below it until a re-pack. Where no spot has room, it stays as it was.
   */
  private bringTopToSize(word: LayoutWord, origin: { x: number; y: number }, region: CellBox | null): void {
    const entry = this.entries.get(word.key);
    if (!entry || entry.size >= word.size) return;
    this.erase(entry);
    this.entries.delete(entry.key);
    if (this.add(word, origin, region)) {
      this.noRoom.clear();
      return;
    }
    this.entries.set(entry.key, entry);
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

  private add(word: LayoutWord, origin: { x: number; y: number }, region: CellBox | null): boolean {
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
    attempts.push({ sprites: withReserve, within: boardBox });
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
      const entry: Entry = { key: word.key, text: word.text, x: spot.x, y: spot.y, size: word.size, reserve: sprites.length > 1 ? word.reserve : word.size };
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

function toCells(box: WordBox): CellBox {
  return { x0: Math.ceil(box.x0 / CELL), x1: Math.floor(box.x1 / CELL), y0: Math.ceil(box.y0 / CELL), y1: Math.floor(box.y1 / CELL) };
}

function intersect(a: CellBox, b: CellBox): CellBox {
  return { x0: Math.max(a.x0, b.x0), x1: Math.min(a.x1, b.x1), y0: Math.max(a.y0, b.y0), y1: Math.min(a.y1, b.y1) };
}

function inside(sprite: Sprite, x: number, y: number, box: CellBox): boolean {
  return x + sprite.x0 >= box.x0 && x + sprite.x1 <= box.x1 && y + sprite.y0 >= box.y0 && y + sprite.y1 <= box.y1;
}

/** The largest whole size in [low, high] that `fits` (low is taken to fit), by bisection. */
function largestFitting(low: number, high: number, fits: (size: number) => boolean): number {
  if (high <= low) return Math.max(low, high) === high ? high : low;
  if (fits(high)) return high;
  let good = low;
  let bad = high;
  while (bad - good > 1) {
    const middle = (good + bad) >> 1;
    if (fits(middle)) good = middle;
    else bad = middle;
  }
  return good;
}
