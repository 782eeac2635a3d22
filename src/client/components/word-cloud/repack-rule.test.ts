import { describe, expect, it } from "vitest";
import { layoutFlaw, MIN_REPACK_INTERVAL_MS, POOR_FOR_MS, QUIET_MS, RepackRule } from "./repack-rule.js";

const stage = { width: 1000, height: 600 };
const view = { zoom: 1, cx: 500, cy: 300 };
const placed = (key: string, x: number, y: number, frequency = 1, size = 24) => ({ key, x, y, size, frequency, box: { x0: -40, x1: 40, y0: -18, y1: 6 } });
/** A 5 × 3 grid of words covering most of the stage, the top word in the middle. */
const fullGrid = Array.from({ length: 15 }, (_, index) => placed(`w${index}`, 140 + (index % 5) * 180, 80 + Math.floor(index / 5) * 220, index === 7 ? 9 : 1));
const sizes = (words: { key: string; size: number }[]) => new Map(words.map((word) => [word.key, word.size]));

describe("layoutFlaw", () => {
  it("passes a full cloud with its top word in the middle", () => {
    expect(layoutFlaw(fullGrid, sizes(fullGrid), [], view, stage)).toBeNull();
  });

  it("finds a cloud of 10+ words filling too little of the stage", () => {
    const small = fullGrid.map((word) => ({ ...word, x: 500 + (word.x - 500) / 3, y: 300 + (word.y - 300) / 3 }));
    expect(layoutFlaw(small, sizes(small), [], view, stage)).toBe("fill");
  });

  it("finds a word drawn well under its size, a left-out word that outranks a shown one, an off-centre top word", () => {
    const wanted = sizes(fullGrid);
    wanted.set("w3", 40);
    expect(layoutFlaw(fullGrid, wanted, [], view, stage)).toBe("stunted");
    expect(layoutFlaw(fullGrid, sizes(fullGrid), [2], view, stage)).toBe("left-out");
    expect(layoutFlaw(fullGrid, sizes(fullGrid), [1], view, stage)).toBeNull();
    const corner = fullGrid.map((word) => ({ ...word, frequency: word.key === "w0" ? 9 : 1 }));
    expect(layoutFlaw(corner, sizes(corner), [], view, stage)).toBe("off-centre");
  });
});

describe("RepackRule", () => {
  it("re-packs a poor layout only after it stayed poor, the room went quiet and a minute passed since the last full layout", () => {
    const rule = new RepackRule();
    rule.noteFullLayout(0);
    expect(rule.dueAt()).toBeNull();
    rule.noteQuality(true, 1_000);
    rule.noteNewWord(30_000);
    expect(rule.dueAt()).toBe(Math.max(1_000 + POOR_FOR_MS, 30_000 + QUIET_MS, MIN_REPACK_INTERVAL_MS));
    // Words keep coming: no re-pack while the room is busy.
    rule.noteNewWord(62_000);
    expect(rule.dueAt()).toBe(62_000 + QUIET_MS);
    // The layout recovered on its own: nothing to do.
    rule.noteQuality(false, 63_000);
    expect(rule.dueAt()).toBeNull();
    // Poor again: it must stay poor for a while first.
    rule.noteQuality(true, 64_000);
    rule.noteQuality(true, 65_000);
    expect(rule.dueAt()).toBe(64_000 + POOR_FOR_MS);
    rule.noteFullLayout(80_000);
    expect(rule.dueAt()).toBeNull();
    rule.noteQuality(true, 81_000);
    expect(rule.dueAt()).toBe(80_000 + MIN_REPACK_INTERVAL_MS);
  });
});
