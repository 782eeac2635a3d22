import { describe, expect, it } from "vitest";
import type { TermCourse } from "../../../shared/schemas/term.js";
import { sortCourses } from "./term-sort.js";

const course = (title: string, figures: Partial<TermCourse> = {}): TermCourse => ({
  id: title,
  title,
  enrolled: 10,
  threshold: 5,
  headline: null,
  lectures: 3,
  respondents: 10,
  responseRate: 0.5,
  mean: 7,
  spread: 1,
  answers: 10,
  direction: "steady",
  withheldLectures: [],
  ...figures,
});

describe("the term's courses sorted", () => {
  const courses = [course("Økonomi", { mean: 6.4, direction: "rising" }), course("Statistik", { mean: 6.8, responseRate: null }), course("Matematik", { mean: null, direction: null })];
  const titles = (sorted: TermCourse[]) => sorted.map((entry) => entry.title);

  it("sorts titles as the interface's language does: æ, ø, å after z in Danish", () => {
    expect(titles(sortCourses(courses, { key: "title", ascending: true }, "da"))).toEqual(["Matematik", "Statistik", "Økonomi"]);
    expect(titles(sortCourses(courses, { key: "title", ascending: true }, "en"))).toEqual(["Matematik", "Økonomi", "Statistik"]);
  });

  it("puts a course without the figure last whichever way the column is sorted", () => {
    expect(titles(sortCourses(courses, { key: "mean", ascending: true }, "da"))).toEqual(["Økonomi", "Statistik", "Matematik"]);
    expect(titles(sortCourses(courses, { key: "mean", ascending: false }, "da"))).toEqual(["Statistik", "Økonomi", "Matematik"]);
    expect(titles(sortCourses(courses, { key: "responseRate", ascending: false }, "da"))).toEqual(["Matematik", "Økonomi", "Statistik"]);
  });

  it("orders directions falling, steady, rising", () => {
    expect(titles(sortCourses(courses, { key: "direction", ascending: false }, "da"))).toEqual(["Økonomi", "Statistik", "Matematik"]);
  });
});
