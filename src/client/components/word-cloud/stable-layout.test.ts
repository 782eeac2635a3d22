import { describe, expect, it } from "vitest";
import type { Word } from "../../../shared/schemas/feedback.js";
import { applyLayoutResult, countMovedWords, planLayout, sizeWords, type LayoutState } from "./stable-layout.js";

const words = (...pairs: [string, number][]): Word[] => {
  const top = Math.max(...pairs.map(([, frequency]) => frequency));
  return pairs.map(([text, frequency]) => ({ text, frequency, weight: frequency / top }));
};

const box = { x0: -20, x1: 20, y0: -10, y1: 4 };

/** Pretends to be the worker: keeps fixed words where they are and lines new ones up along the bottom. */
function fakeLayout(plan: ReturnType<typeof planLayout>) {
  let column = 0;
  return {
    placed: plan.words.map((word) => ({ key: word.key, box, size: word.size, ...(word.fixed ?? { x: 40 + 60 * column++, y: 380 }) })),
    dropped: [],
  };
}

function layout(previous: LayoutState | null, input: Word[]) {
  const plan = planLayout(previous, input, 800, 400);
  return { plan, ...applyLayoutResult(previous, plan, fakeLayout(plan), 800, 400) };
}

describe("planLayout", () => {
  it("lays out from scratch the first time, biggest words first", () => {
    const { plan } = layout(null, words(["calm", 1], ["clear", 3], ["fun", 2]));
    expect(plan.full).toBe(true);
    expect(plan.words.map((word) => word.key)).toEqual(["clear", "fun", "calm"]);
    expect(plan.words.every((word) => word.fixed === null)).toBe(true);
  });

  it("keeps placed words at their positions and puts new words after them", () => {
    const first = layout(null, words(["calm", 2], ["clear", 3]));
    const second = layout(first.state, words(["calm", 2], ["clear", 3], ["new", 1]));
    expect(second.plan.full).toBe(false);
    expect(second.plan.words.map((word) => [word.key, word.fixed !== null])).toEqual([
      ["clear", true],
      ["calm", true],
      ["new", false],
    ]);
    const clear = first.state.placements.find((placement) => placement.key === "clear");
    expect(second.plan.words[0]?.fixed).toEqual({ x: clear?.x, y: clear?.y });
  });

  it("merges spellings that differ only in case and spaces into one word", () => {
    const sized = sizeWords(words(["Calm", 2], [" calm ", 1], ["clear", 1]), 800, 400);
    expect(sized.map((word) => [word.key, word.frequency])).toEqual([
      ["calm", 3],
      ["clear", 1],
    ]);
  });

  it("lays out afresh when the top frequency doubles", () => {
    const first = layout(null, words(["calm", 4], ["clear", 2]));
    expect(planLayout(first.state, words(["calm", 7], ["clear", 2]), 800, 400).full).toBe(false);
    expect(planLayout(first.state, words(["calm", 8], ["clear", 2]), 800, 400).full).toBe(true);
  });

  it("lays out afresh when the layout size changes", () => {
    const first = layout(null, words(["calm", 4]));
    expect(planLayout(first.state, words(["calm", 4]), 1000, 600).full).toBe(true);
  });
});

describe("applyLayoutResult", () => {
  it("gives each word a colour slot that cycles through six and stays with the word", () => {
    const many = words(...Array.from({ length: 8 }, (_, index) => [`w${index}`, 8 - index] as [string, number]));
    const first = layout(null, many);
    expect(first.state.placements.map((placement) => placement.color)).toEqual([0, 1, 2, 3, 4, 5, 0, 1]);
    const reordered = layout(first.state, words(["w7", 9], ...many.map((word) => [word.text, word.frequency] as [string, number]).slice(0, 7)));
    const colourOf = (state: LayoutState, key: string) => state.placements.find((placement) => placement.key === key)?.color;
    expect(colourOf(reordered.state, "w7")).toBe(colourOf(first.state, "w7"));
    expect(colourOf(reordered.state, "w0")).toBe(colourOf(first.state, "w0"));
  });

  it("asks for a full layout when an already placed word no longer fits", () => {
    const first = layout(null, words(["calm", 3], ["clear", 2]));
    const plan = planLayout(first.state, words(["calm", 3], ["clear", 3]), 800, 400);
    const result = applyLayoutResult(first.state, plan, { placed: [{ key: "calm", x: 1, y: 1, size: 30, box }], dropped: ["clear"] }, 800, 400);
    expect(result.retry).toBe("full");
  });

  it("tells a grown word its previous size so it can fall back to it", () => {
    const first = layout(null, words(["calm", 4], ["clear", 1], ["fun", 1]));
    const plan = planLayout(first.state, words(["calm", 4], ["clear", 3], ["fun", 1]), 800, 400);
    const clear = plan.words.find((word) => word.key === "clear");
    expect(clear?.previousSize).toBeLessThan(clear?.size ?? 0);
  });

  it("asks for a full layout once too many words are drawn well below their size", () => {
    const pairs = Array.from({ length: 10 }, (_, index) => [`w${index}`, 1] as [string, number]);
    const first = layout(null, words(["top", 10], ...pairs));
    const grown = words(["top", 10], ...pairs.map(([text]) => [text, 8] as [string, number]));
    const plan = planLayout(first.state, grown, 800, 400);
    const keepOldSizes = {
      placed: first.state.placements.map((placement) => ({ key: placement.key, x: placement.x, y: placement.y, size: placement.size, box })),
      dropped: [],
    };
    expect(applyLayoutResult(first.state, plan, keepOldSizes, 800, 400).retry).toBe("full");
  });

  it("shrinks every word when even a full layout leaves words out, and keeps the smaller scale afterwards", () => {
    const first = planLayout(null, words(["calm", 3], ["clear", 2]), 800, 400);
    expect(first.fitScale).toBe(1);
    const leftOut = applyLayoutResult(null, first, { placed: [{ key: "calm", x: 400, y: 200, size: 60, box }], dropped: ["clear"] }, 800, 400);
    expect(leftOut.retry).toBe("shrink");
    const smaller = planLayout(leftOut.state, words(["calm", 3], ["clear", 2]), 800, 400, true, true);
    expect(smaller.fitScale).toBeCloseTo(0.85);
    expect(smaller.sized.get("calm")?.size).toBeLessThan(first.sized.get("calm")?.size ?? 0);
    const settled = applyLayoutResult(leftOut.state, smaller, fakeLayout(smaller), 800, 400);
    expect(settled.retry).toBeNull();
    expect(planLayout(settled.state, words(["calm", 3], ["clear", 2], ["new", 1]), 800, 400).fitScale).toBeCloseTo(0.85);
  });

  it("starts a crowded cloud smaller so every word can fit", () => {
    const many = words(...Array.from({ length: 100 }, (_, index) => [`longer-word-${index}`, 1 + (index % 4)] as [string, number]));
    expect(planLayout(null, many, 800, 400).fitScale).toBeLessThan(1);
  });

  it("keeps the reference top frequency between stable updates", () => {
    const first = layout(null, words(["calm", 4]));
    const second = layout(first.state, words(["calm", 6], ["new", 1]));
    expect(second.state.referenceTop).toBe(4);
  });
});

describe("countMovedWords", () => {
  it("counts only words present before and after that moved more than the threshold", () => {
    const base = { text: "", frequency: 1, size: 14, color: 0, box };
    const before = [
      { ...base, key: "a", x: 0, y: 0 },
      { ...base, key: "b", x: 100, y: 100 },
    ];
    const after = [
      { ...base, key: "a", x: 6, y: 8 },
      { ...base, key: "b", x: 120, y: 100 },
      { ...base, key: "c", x: 500, y: 100 },
    ];
    expect(countMovedWords(before, after)).toEqual({ moved: 1, compared: 2 });
  });
});
