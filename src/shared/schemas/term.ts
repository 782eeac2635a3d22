import { z } from "zod";
import { COURSE_TERM_MAX_LENGTH } from "./course.js";
import { courseIdSchema } from "./session.js";
import { sessionLanguageSchema } from "./session-language.js";

/** A term as courses name it (their free-text `term`); "" is the courses that name none. */
const termNameSchema = z.string({ message: "Term must be text" }).max(COURSE_TERM_MAX_LENGTH, `Term must be at most ${COURSE_TERM_MAX_LENGTH} characters`);

/** GET /api/admin/terms: every term the admin's courses name, newest first (by its newest course), with how many courses. */
export const termListSchema = z.object({ terms: z.array(z.object({ term: z.string(), courses: z.number(), newestCourseAt: z.string() })) });
export type TermList = z.infer<typeof termListSchema>;

/** GET /api/admin/terms/view?term=…: the term to show ("" for the courses with no term). */
export const termQuerySchema = z.object({ term: termNameSchema });

/** Over the term, from the least-squares line through the lectures' headline means (see docs/decisions.md). */
export const termDirectionSchema = z.enum(["rising", "falling", "steady"]);
export type TermDirection = z.infer<typeof termDirectionSchema>;

/** A course's headline question: its first scale question (as its first lecture evaluation asks it). */
export const headlineQuestionSchema = z.object({ question: z.string(), scaleMin: z.number(), scaleMax: z.number() });
export type HeadlineQuestion = z.infer<typeof headlineQuestionSchema>;

/**
 * Figures over a set of lectures. `respondents`: students who answered, summed over the lectures (a student counts
 * once per lecture answered); `responseRate`: respondents ÷ (enrolled × lectures), null without an enrolment; `mean`
 * and `spread` (population standard deviation): of the headline question's answers pooled over the lectures whose
 * headline is shown, `answers` those answers; `direction`: null with fewer than 2 lectures shown. A withheld lecture
 * adds its respondents and nothing else.
 */
const termFiguresShape = {
  respondents: z.number(),
  responseRate: z.number().nullable(),
  mean: z.number().nullable(),
  spread: z.number().nullable(),
  answers: z.number(),
  direction: termDirectionSchema.nullable(),
};

/** One course of the term. `withheldLectures`: the numbers (L1 = its first evaluation held) of those whose headline is withheld. */
export const termCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  enrolled: z.number().nullable(),
  threshold: z.number(),
  headline: headlineQuestionSchema.nullable(),
  lectures: z.number(),
  ...termFiguresShape,
  withheldLectures: z.array(z.number()),
});
export type TermCourse = z.infer<typeof termCourseSchema>;

/**
 * The term view: every course of the term the admin reaches, by title, and the headline most of them ask (null when
 * none asks a scale question): the question a screen names once, a course asking another one says so beside it.
 */
export const termViewSchema = z.object({ term: z.string(), headline: headlineQuestionSchema.nullable(), courses: z.array(termCourseSchema) });
export type TermView = z.infer<typeof termViewSchema>;

/**
 * GET /api/admin/terms/compare: `first` against `second`, or against the term's average when `second` is absent
 * (the average of the term's courses that ask the same headline question as `first`).
 */
export const termCompareQuerySchema = z.object({ term: termNameSchema, first: courseIdSchema, second: courseIdSchema.optional() });

/**
 * One lecture number of a side. A course's: its lecture held n-th (`courses` 1). The term's average: the n-th lectures
 * of its `courses`, `respondents` their mean, `mean` pooled over those shown, `withheld` when none is shown.
 */
export const compareLectureSchema = z.object({
  number: z.number(),
  heldOn: z.string().nullable(),
  courses: z.number(),
  respondents: z.number(),
  responseRate: z.number().nullable(),
  mean: z.number().nullable(),
  answers: z.number(),
  withheld: z.boolean(),
});
export type CompareLecture = z.infer<typeof compareLectureSchema>;

/** A side of the comparison: a course (`courseId`, `title`) or the term's average (both null, `courses` averaged). */
export const compareSideSchema = z.object({
  courseId: z.string().nullable(),
  title: z.string().nullable(),
  courses: z.number(),
  headline: headlineQuestionSchema.nullable(),
  ...termFiguresShape,
  lectures: z.array(compareLectureSchema),
});
export type CompareSide = z.infer<typeof compareSideSchema>;

export const termCompareSchema = z.object({ term: z.string(), first: compareSideSchema, second: compareSideSchema });
export type TermCompare = z.infer<typeof termCompareSchema>;

/** POST /api/admin/terms/export/{format}: the term's report, in `language` (absent: the request's Accept-Language). */
export const termExportSchema = z.object({ term: termNameSchema, language: sessionLanguageSchema.optional() });
