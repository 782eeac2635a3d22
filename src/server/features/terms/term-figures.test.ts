import { describe, expect, it } from "vitest";
import { courseFigures, directionOf, type TermLecture } from "./term-figures.js";

const SCALE = { scaleMin: 1, scaleMax: 10 };
const HEADLINE = { question: "Hvor meget fik du ud af dagens undervisning?", ...SCALE };

/** A lecture whose headline was answered with `ratings` (withheld: counted, its answers not given). */
function lecture(number: number, ratings: number[], options: { withheld?: boolean; respondents?: number; enrolled?: number | null } = {}): TermLecture {
  const frequencies: Record<string, number> = {};
  if (!options.withheld) for (const rating of ratings) frequencies[String(rating)] = (frequencies[String(rating)] ?? 0) + 1;
  return {
    sessionId: `s${number}`,
    number,
    title: `Lecture ${number}`,
    heldOn: `2026-09-0${number}`,
    respondents: options.respondents ?? ratings.length,
    enrolled: options.enrolled === undefined ? 10 : options.enrolled,
    withheld: options.withheld ?? false,
    answers: ratings.length,
    frequencies,
  };
}

describe("a course's figures over the term", () => {
  it("pools the shown lectures' answers and counts a withheld lecture's respondents only", () => {
    const figures = courseFigures([lecture(1, [6, 8]), lecture(2, [1, 1, 1], { withheld: true }), lecture(3, [7, 7, 10])], HEADLINE);
    expect(figures).toEqual({ respondents: 8, responseRate: 8 / 30, mean: 38 / 5, spread: expect.closeTo(Math.sqrt(9.2 / 5), 10), answers: 5, direction: "rising" });
  });

  it("has no mean, spread or direction when no lecture is shown, and no rate without an enrolment", () => {
    expect(courseFigures([lecture(1, [5], { withheld: true, enrolled: null })], HEADLINE)).toEqual({ respondents: 1, responseRate: null, mean: null, spread: null, answers: 0, direction: null });
    expect(courseFigures([], HEADLINE)).toEqual({ respondents: 0, responseRate: null, mean: null, spread: null, answers: 0, direction: null });
  });
});

describe("the direction over the term", () => {
  it("reads the least-squares line's change from the first shown lecture to the last against 5 % of the scale", () => {
    expect(directionOf([{ number: 1, mean: 5 }, { number: 2, mean: 6.2 }, { number: 3, mean: 8 }], SCALE)).toBe("rising");
    expect(directionOf([{ number: 1, mean: 8 }, { number: 4, mean: 7 }], SCALE)).toBe("falling");
    // A change of 0.44 over the term on a 1–10 scale (band 0.45) is steady; 0.46 is not.
    expect(directionOf([{ number: 1, mean: 7 }, { number: 2, mean: 7.44 }], SCALE)).toBe("steady");
    expect(directionOf([{ number: 1, mean: 7 }, { number: 2, mean: 7.46 }], SCALE)).toBe("rising");
    // On a 1–5 scale the band is 0.2.
    expect(directionOf([{ number: 1, mean: 3 }, { number: 2, mean: 3.3 }], { scaleMin: 1, scaleMax: 5 })).toBe("rising");
  });

  it("fits the whole line, not the ends: one low lecture in the middle does not turn a rising term", () => {
    expect(directionOf([{ number: 1, mean: 5 }, { number: 2, mean: 2 }, { number: 3, mean: 6 }, { number: 4, mean: 7 }], SCALE)).toBe("rising");
  });

  it("has none with fewer than two shown lectures", () => {
    expect(directionOf([], SCALE)).toBeNull();
    expect(directionOf([{ number: 3, mean: 7 }], SCALE)).toBeNull();
  });

  it("counts a withheld lecture as a gap between its neighbours, not as a step", () => {
    const lectures = [lecture(1, [5, 5, 5, 5, 5]), lecture(2, [9, 9, 9], { withheld: true }), lecture(3, [5, 5, 5, 5, 6])];
    expect(courseFigures(lectures, HEADLINE).direction).toBe("steady");
  });
});
