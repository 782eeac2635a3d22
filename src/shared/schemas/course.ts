import { z } from "zod";
import { heldWordCountSchema } from "./moderation.js";
import { sessionLanguageSchema } from "./session-language.js";
import { BROKEN_TEXT_MESSAGE, isWellFormedText } from "../entry-text.js";
import { CLASS_TEXT_LONGEST, CLASS_TEXT_MAX_LENGTH, TITLE_MAX_LENGTH } from "../limits.js";
import { classQuestionListSchema, classQuestionSchema, selfVsOthersSchema } from "./class.js";
import { minResponsesSchema } from "./evaluation-threshold.js";
import { wordSchema } from "./feedback.js";
import { courseIdSchema, sessionIdSchema, sessionTypeSchema, titleSchema } from "./session.js";

export const COURSE_TERM_MAX_LENGTH = 60;
export const ENROLLED_MAX = 5000;

const courseTitleSchema = z
  .string({ message: "Course title is required" })
  .trim()
  .min(1, "Course title is required")
  .max(TITLE_MAX_LENGTH, `Course title must be at most ${TITLE_MAX_LENGTH} characters`)
  .refine(isWellFormedText, BROKEN_TEXT_MESSAGE);

const termSchema = z
  .string({ message: "Term must be text" })
  .trim()
  .max(COURSE_TERM_MAX_LENGTH, `Term must be at most ${COURSE_TERM_MAX_LENGTH} characters`)
  .refine(isWellFormedText, BROKEN_TEXT_MESSAGE);

const ENROLLED_MESSAGE = `Students enrolled must be a whole number from 1 to ${ENROLLED_MAX}`;
const enrolledSchema = z.number({ message: ENROLLED_MESSAGE }).int(ENROLLED_MESSAGE).min(1, ENROLLED_MESSAGE).max(ENROLLED_MAX, ENROLLED_MESSAGE);

const ANSWER_LENGTH_MESSAGE = `Text answers may be from ${CLASS_TEXT_MAX_LENGTH} to ${CLASS_TEXT_LONGEST} characters long`;
/** How long a course's text answers may be: the spec's 25 by default, up to 200 by the host's choice. */
export const answerMaxLengthSchema = z
  .number({ message: ANSWER_LENGTH_MESSAGE })
  .int(ANSWER_LENGTH_MESSAGE)
  .min(CLASS_TEXT_MAX_LENGTH, ANSWER_LENGTH_MESSAGE)
  .max(CLASS_TEXT_LONGEST, ANSWER_LENGTH_MESSAGE);

/** POST /api/courses. Without questions the course's template is the built-in evaluation. */
export const createCourseSchema = z.object({
  title: courseTitleSchema,
  term: termSchema.optional().default(""),
  enrolled: enrolledSchema.nullable().optional().default(null),
  /** A course is Ordsky's own: its evaluations take a comment a board can read (a class session outside one keeps the spec's 25). */
  answerMaxLength: answerMaxLengthSchema.optional().default(CLASS_TEXT_LONGEST),
  minResponses: minResponsesSchema.nullable().optional().default(null),
  questions: classQuestionListSchema.optional(),
});
export type CreateCourseInput = z.infer<typeof createCourseSchema>;

/** PUT /api/courses/{id}: what is given changes; the threshold only rises. */
export const updateCourseSchema = z.object({
  title: courseTitleSchema.optional(),
  term: termSchema.optional(),
  enrolled: enrolledSchema.nullable().optional(),
  answerMaxLength: answerMaxLengthSchema.optional(),
  minResponses: minResponsesSchema.optional(),
});
export type UpdateCourseInput = z.infer<typeof updateCourseSchema>;

/** PUT /api/courses/{id}/sessions/{sessionId}: the session's host key, unless the caller's account owns it. */
export const addCourseSessionSchema = z.object({ sessionHostKey: z.string().max(200).optional() });

export const courseSessionParamsSchema = z.object({ id: courseIdSchema, sessionId: sessionIdSchema });

export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  term: z.string(),
  /** Students enrolled; null: not told (no response rates). */
  enrolled: z.number().nullable(),
  /** The host's raise of the threshold for the course; null: the floor (or 5) alone. */
  minResponses: z.number().nullable(),
  /** The threshold the course's evaluations use now (at least the host's raise). */
  threshold: z.number(),
  answerMaxLength: z.number(),
  /** The template: the next lecture evaluation's questions. */
  questions: z.array(classQuestionSchema),
  createdAt: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const createdCourseSchema = z.object({ courseId: z.string(), hostKey: z.string(), course: courseSchema });
export type CreatedCourse = z.infer<typeof createdCourseSchema>;

/** One session of the course, oldest first; a class session's figures come from its analytics (withheld below the threshold). */
export const courseLectureSchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  sessionType: sessionTypeSchema,
  sessionCode: z.string(),
  createdAt: z.string(),
  /** The day it was held (YYYY-MM-DD): as its host set it, else the day it opened for answers, in the institution's zone. */
  heldOn: z.string(),
  /** Class sessions: the students who answered (respondents), the threshold and whether all is withheld; null for a regular session. */
  respondents: z.number().nullable(),
  threshold: z.number().nullable(),
  withheld: z.boolean(),
  /** respondents ÷ enrolled, when the course knows its enrolment; may pass 1 (guests, a wrong number). */
  responseRate: z.number().nullable(),
  /** Self vs others of this lecture; null when it did not ask both activity questions. */
  selfVsOthers: selfVsOthersSchema.nullable(),
  /**
   * Each scale question's mean with the answers it stands on (n), in the lecture's order: the first is the
   * lecture's headline figure. Withheld below the threshold: the count only.
   */
  means: z.array(z.object({ question: z.string(), mean: z.number().nullable(), answers: z.number(), withheld: z.boolean() })),
});
export type CourseLecture = z.infer<typeof courseLectureSchema>;

/** A scale question's point in one lecture; a withheld lecture carries only its number of answers (a gap in the trend). */
export const trendPointSchema = z.object({
  sessionId: z.string(),
  responses: z.number(),
  withheld: z.boolean(),
  average: z.number().nullable(),
  /** Population standard deviation of the answers; null while withheld or unanswered. */
  standardDeviation: z.number().nullable(),
  /** Rating → count, zeros included; empty while withheld. */
  frequencies: z.record(z.string(), z.number()),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

/** One scale question over the lectures that asked it: the same wording, type and scale (changed wording: a new trend). */
export const scaleTrendSchema = z.object({ text: z.string(), scaleMin: z.number(), scaleMax: z.number(), points: z.array(trendPointSchema) });
export type ScaleTrend = z.infer<typeof scaleTrendSchema>;

export const textTrendSchema = z.object({
  text: z.string(),
  lectures: z.array(z.object({ sessionId: z.string(), responses: z.number(), withheld: z.boolean(), words: z.array(wordSchema) })),
});
export type TextTrend = z.infer<typeof textTrendSchema>;

/** GET /api/courses/{id}: the course page, for its host. `heldBack`: per lecture with any, what the word filter holds back. */
export const coursePageSchema = z.object({
  course: courseSchema,
  lectures: z.array(courseLectureSchema),
  scaleTrends: z.array(scaleTrendSchema),
  textTrends: z.array(textTrendSchema),
  heldBack: z.array(z.object({ sessionId: z.string(), total: z.number(), words: z.array(heldWordCountSchema) })),
});
export type CoursePage = z.infer<typeof coursePageSchema>;

/**
 * POST /api/courses/{id}/sessions: "New lecture evaluation" (class, the default) or a word cloud, titled by the client
 * in its language; `language`: the language its answers are written in (absent: the request's Accept-Language).
 */
export const createCourseSessionSchema = z.object({ sessionType: sessionTypeSchema.default("class"), title: titleSchema.optional(), language: sessionLanguageSchema.optional() });
