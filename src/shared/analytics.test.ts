import { describe, expect, it } from "vitest";
import {
  barPercent,
  compareSelfVsOthers,
  formatSignedDifference,
  interpretSelfVsOthers,
  roundForDisplay,
  summariseScaleAnswers,
  summariseTextAnswers,
  standardDeviationOf,
} from "./analytics.js";

describe("summariseScaleAnswers", () => {
  it("averages ratings and fills every rating of the scale, zeros included", () => {
    const summary = summariseScaleAnswers(
      [
        { rating: 7, count: 2 },
        { rating: 10, count: 1 },
        { rating: 3, count: 1 },
      ],
      1,
      10,
    );
    expect(summary.totalResponses).toBe(4);
    expect(summary.average).toBeCloseTo(27 / 4, 10);
    expect(Object.keys(summary.frequencies)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(summary.frequencies).toMatchObject({ "1": 0, "3": 1, "7": 2, "10": 1 });
  });

  it("reports an average of 0 and all-zero frequencies when nobody answered", () => {
    const summary = summariseScaleAnswers([], 1, 10);
    expect(summary).toEqual({ average: 0, totalResponses: 0, frequencies: expect.any(Object) });
    expect(Object.values(summary.frequencies).every((count) => count === 0)).toBe(true);
  });

  it("ignores ratings outside the scale", () => {
    const summary = summariseScaleAnswers(
      [
        { rating: 11, count: 5 },
        { rating: 2, count: 1 },
      ],
      1,
      10,
    );
    expect(summary).toMatchObject({ average: 2, totalResponses: 1 });
  });
});

describe("summariseTextAnswers", () => {
  it("judges uniqueness after trimming and lower-casing and keeps the first spelling", () => {
    const summary = summariseTextAnswers([
      { text: "Gruppearbejde" },
      { text: "  gruppearbejde " },
      { text: "GRUPPEARBEJDE" },
      { text: "Pauser" },
      { text: "Øvelser" },
      { text: "øvelser" },
    ]);
    expect(summary.totalResponses).toBe(6);
    expect(summary.uniqueResponses).toBe(3);
    expect(summary.responses).toEqual(["Gruppearbejde", "gruppearbejde", "GRUPPEARBEJDE", "Pauser", "Øvelser", "øvelser"]);
    expect(summary.answerFrequencies).toEqual([
      { text: "Gruppearbejde", count: 3 },
      { text: "Øvelser", count: 2 },
      { text: "Pauser", count: 1 },
    ]);
    expect(summary.wordCloud.words).toEqual([
      { text: "Gruppearbejde", frequency: 3, weight: 1, first: 0 },
      { text: "Øvelser", frequency: 2, weight: 2 / 3, first: 2 },
      { text: "Pauser", frequency: 1, weight: 1 / 3, first: 1 },
    ]);
  });

  it("keeps answers marked out of the cloud in the counts but not in the word cloud", () => {
    const summary = summariseTextAnswers([{ text: "fine" }, { text: "rude", inCloud: false }]);
    expect(summary.totalResponses).toBe(2);
    expect(summary.answerFrequencies.map((row) => row.text)).toContain("rude");
    expect(summary.wordCloud.words.map((word) => word.text)).toEqual(["fine"]);
  });

  it("is empty for no answers", () => {
    expect(summariseTextAnswers([])).toEqual({
      responses: [],
      totalResponses: 0,
      uniqueResponses: 0,
      answerFrequencies: [],
      wordCloud: { words: [] },
    });
  });
});

describe("compareSelfVsOthers", () => {
  const summary = (average: number, totalResponses: number) => ({ average, totalResponses, frequencies: {} });

  it("subtracts the peers' average from the self average", () => {
    expect(compareSelfVsOthers(summary(8, 3), summary(6.5, 2))).toEqual({ selfPerception: 8, othersPerception: 6.5, difference: 1.5 });
    expect(compareSelfVsOthers(summary(4, 3), summary(7, 2)).difference).toBe(-3);
  });

  it("reports a difference of 0 while either side has no answers", () => {
    expect(compareSelfVsOthers(summary(8, 3), summary(0, 0))).toEqual({ selfPerception: 8, othersPerception: 0, difference: 0 });
    expect(compareSelfVsOthers(undefined, summary(5, 1))).toEqual({ selfPerception: 0, othersPerception: 5, difference: 0 });
  });
});

describe("interpretSelfVsOthers", () => {
  it("uses the ±0.5 thresholds, exclusive", () => {
    expect(interpretSelfVsOthers(0.51)).toBe("self-higher");
    expect(interpretSelfVsOthers(0.5)).toBe("similar");
    expect(interpretSelfVsOthers(0)).toBe("similar");
    expect(interpretSelfVsOthers(-0.5)).toBe("similar");
    expect(interpretSelfVsOthers(-0.51)).toBe("peers-higher");
  });

  it("treats a difference that is 0.5 up to floating-point noise as similar", () => {
    const difference = 17 / 3 - 31 / 6;
    expect(interpretSelfVsOthers(difference)).toBe("similar");
    expect(interpretSelfVsOthers(-difference)).toBe("similar");
  });
});

describe("display helpers", () => {
  it("rounds averages to one decimal without showing -0", () => {
    expect(roundForDisplay(27 / 4)).toBe("6.8");
    expect(roundForDisplay(20 / 3)).toBe("6.7");
    expect(roundForDisplay(-0.01)).toBe("0.0");
  });

  it("signs the difference: plus above 0, minus below 0", () => {
    expect(formatSignedDifference(1.5)).toBe("+1.50");
    expect(formatSignedDifference(-2 / 3)).toBe("\u22120.67");
    expect(formatSignedDifference(0)).toBe("0.00");
  });

  it("sizes bars relative to the largest count", () => {
    expect(barPercent(2, 4)).toBe(50);
    expect(barPercent(4, 4)).toBe(100);
    expect(barPercent(0, 4)).toBe(0);
    expect(barPercent(3, 0)).toBe(0);
  });
});

describe("standardDeviationOf", () => {
  it("is the population standard deviation of the ratings counted", () => {
    expect(standardDeviationOf({ "2": 1, "4": 2, "6": 1 })).toBeCloseTo(Math.sqrt(2));
    expect(standardDeviationOf({ "7": 5, "8": 0 })).toBe(0);
  });

  it("is null when nobody answered", () => {
    expect(standardDeviationOf({ "1": 0, "2": 0 })).toBeNull();
    expect(standardDeviationOf({})).toBeNull();
  });
});
