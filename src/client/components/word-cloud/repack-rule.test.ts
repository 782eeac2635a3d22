import { describe, expect, it } from "vitest";
import { crownedByDecision, layoutFlaw, PAUSE_MS, RepackRule } from "./repack-rule.js";

const stage = { width: 1000, height: 600 };
const view = { zoom: 1, cx: 500, cy: 300 };
const placed = (key: string, x: number, y: number, frequency = 1, size = 24) => ({ key, x, y, size, frequency, box: { x0: -40, x1: 40, y0: -18, y1: 6 } });
/** A 5 × 3 grid of words covering most of the stage, the top word in the middle. */
const fullGrid = Array.from({ length: 15 }, (_, index) => placed(`w${index}`, 140 + (index % 5) * 180, 80 + Math.floor(index / 5) * 220, index === 7 ? 9 : 1));
const sizes = (words: { key: string; size: number }[]) => new Map(words.map((word) => [word.key, word.size]));
const cloud = (...pairs: [string, number][]) => pairs.map(([text, frequency]) => ({ text, frequency, weight: 0 }));

describe("layoutFlaw", () => {
  it("passes a full cloud with its top word in the middle", () => {
    expect(layoutFlaw(fullGrid, sizes(fullGrid), [], view, stage)).toBeNull();
  });

  it("finds a cloud of 10+ words filling too little of the stage", () => {
    const small = fullGrid.map((word) => ({ ...word, x: 500 + (word.x - 500) / 3, y: 300 + (word.y - 300) / 3 }));
    expect(layoutFlaw(small, sizes(small), [], view, stage)).toBe("fill");
  });

  it("finds a word drawn well under or over its size, a left-out word that outranks a shown one, an off-centre top word", () => {
    const wanted = sizes(fullGrid);
    wanted.set("w3", 40);
    expect(layoutFlaw(fullGrid, wanted, [], view, stage)).toBe("size");
    // Held at the smallest font while its count says smaller.
    wanted.set("w3", 20);
    expect(layoutFlaw(fullGrid, wanted, [], view, stage)).toBe("size");
    wanted.set("w3", 23);
    expect(layoutFlaw(fullGrid, wanted, [], view, stage)).toBeNull();
    expect(layoutFlaw(fullGrid, sizes(fullGrid), [2], view, stage)).toBe("left-out");
    expect(layoutFlaw(fullGrid, sizes(fullGrid), [1], view, stage)).toBeNull();
    const corner = fullGrid.map((word) => ({ ...word, frequency: word.key === "w0" ? 9 : 1 }));
    expect(layoutFlaw(corner, sizes(corner), [], view, stage)).toBe("off-centre");
  });
});

describe("crownedByDecision", () => {
  it("tells a host's merge or undo that made a new top word from answers", () => {
    const before = cloud(["stressed", 17], ["tired", 11], ["calm", 4], ["stresset", 3], ["ok", 1]);
    // Merged under the minority's spelling: "stressed" left the list with 17, more than its lowest count.
    const merged = cloud(["stresset", 20], ["tired", 11], ["calm", 4], ["ok", 1]);
    expect(crownedByDecision(before, merged)).toBe(true);
    // Its undo: "stresset" fell from 20 to 3.
    expect(crownedByDecision(merged, before)).toBe(true);
    // Hiding the top word crowns the next one.
    expect(crownedByDecision(before, cloud(["tired", 11], ["calm", 4], ["stresset", 3], ["ok", 1]))).toBe(true);
  });

  it("leaves answers alone: a word that overtakes the top, and a word pushed out of the list's bottom", () => {
    const before = cloud(["tired", 11], ["stressed", 11], ["calm", 4], ["ok", 1]);
    expect(crownedByDecision(before, cloud(["stressed", 12], ["tired", 11], ["calm", 4], ["ok", 1]))).toBe(false);
    // The top 100 is full: "ok" (1) makes way for a word given twice.
    expect(crownedByDecision(before, cloud(["stressed", 12], ["tired", 11], ["calm", 4], ["new", 2]))).toBe(false);
    // A merge that keeps the top word is not packed afresh either.
    expect(crownedByDecision(before, cloud(["tired", 15], ["stressed", 11], ["ok", 1]))).toBe(false);
    expect(crownedByDecision([], before)).toBe(false);
  });
});

describe("RepackRule", () => {
  it("acts only once the answers pause, and then once: a re-pack for a flawed layout after answers, else a camera move if worth it", () => {
    const rule = new RepackRule();
    expect(rule.pauseAt()).toBeNull();
    rule.noteAnswer(1_000);
    rule.noteAnswer(3_000);
    expect(rule.pauseAt()).toBe(3_000 + PAUSE_MS);
    // Answers keep coming: nothing happens before the pause, however flawed the layout.
    expect(rule.atPause(3_000 + PAUSE_MS - 1, "size", true)).toBeNull();
    rule.noteAnswer(6_000);
    expect(rule.atPause(3_000 + PAUSE_MS, "size", true)).toBeNull();
    expect(rule.atPause(6_000 + PAUSE_MS, "size", true)).toBe("repack");
    // Dealt with: no second change in the same pause.
    expect(rule.pauseAt()).toBeNull();
    expect(rule.atPause(20_000, "size", true)).toBeNull();
  });

  it("never re-packs a layout no answer has touched since its full pack, and moves the camera only when worth it", () => {
    const rule = new RepackRule();
    rule.noteAnswer(0);
    rule.noteFullLayout();
    expect(rule.atPause(PAUSE_MS, "fill", true)).toBe("settle");
    rule.noteAnswer(10_000);
    expect(rule.atPause(10_000 + PAUSE_MS, null, false)).toBeNull();
    rule.noteAnswer(20_000);
    expect(rule.atPause(20_000 + PAUSE_MS, null, true)).toBe("settle");
  });
});
