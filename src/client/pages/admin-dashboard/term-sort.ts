import type { TermCourse } from "../../../shared/schemas/term.js";

export type SortKey = "title" | "lectures" | "respondents" | "responseRate" | "mean" | "spread" | "answers" | "direction" | "withheld";
export type SortOrder = { key: SortKey; ascending: boolean };

const DIRECTIONS = { falling: 0, steady: 1, rising: 2 } as const;

function valueOf(course: TermCourse, key: Exclude<SortKey, "title">): number | null {
  if (key === "direction") return course.direction === null ? null : DIRECTIONS[course.direction];
  if (key === "withheld") return course.withheldLectures.length;
  return course[key];
}

/**
 * The courses in the order asked for: titles as the interface's language sorts them, figures by value; a course
 * without the figure (no enrolment, nothing shown) comes last either way, and equal ones keep the title's order.
 */
export function sortCourses(courses: TermCourse[], order: SortOrder, locale: string): TermCourse[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const byTitle = (a: TermCourse, b: TermCourse) => collator.compare(a.title, b.title);
  const sign = order.ascending ? 1 : -1;
  if (order.key === "title") return [...courses].sort((a, b) => sign * byTitle(a, b));
  const key = order.key;
  return [...courses].sort((a, b) => {
    const [x, y] = [valueOf(a, key), valueOf(b, key)];
    if (x === null || y === null) return x === y ? byTitle(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byTitle(a, b);
  });
}
