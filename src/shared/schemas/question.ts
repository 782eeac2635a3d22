import { z } from "zod";
import { BROKEN_TEXT_MESSAGE, isWellFormedText } from "../entry-text.js";
import { QUESTION_PROMPT_MAX_LENGTH, QUESTIONS_MAX } from "../limits.js";

export const questionIdSchema = z
  .string({ message: "Question not found" })
  .min(1, "Question not found")
  .max(64, "Question not found")
  .regex(/^[A-Za-z0-9_-]+$/, "Question not found");

/** A question's prompt: trimmed, at most 200 characters; empty lets the session's title stand in. */
export const questionPromptSchema = z
  .string({ message: "prompt must be text" })
  .trim()
  .max(QUESTION_PROMPT_MAX_LENGTH, `A question is at most ${QUESTION_PROMPT_MAX_LENGTH} characters`)
  .refine(isWellFormedText, BROKEN_TEXT_MESSAGE);

export const addQuestionSchema = z.object({ prompt: questionPromptSchema.default("") });

/** PUT /api/sessions/{id}/questions/{questionId}: any of the prompt and the question's two switches. */
export const updateQuestionSchema = z
  .object({
    prompt: questionPromptSchema.optional(),
    resultsHidden: z.boolean({ message: "resultsHidden must be true or false" }).optional(),
    answeringClosed: z.boolean({ message: "answeringClosed must be true or false" }).optional(),
  })
  .refine((input) => input.prompt !== undefined || input.resultsHidden !== undefined || input.answeringClosed !== undefined, {
    message: "Name what to change: prompt, resultsHidden or answeringClosed",
  });
export type UpdateQuestionInput = z.infer<typeof updateQuestionSchema>;

export const reorderQuestionsSchema = z.object({
  questionIds: z
    .array(questionIdSchema, { message: "questionIds must be a list" })
    .min(1, "questionIds must name every question of the session")
    .max(QUESTIONS_MAX, "questionIds must name every question of the session"),
});

/** The question a session asks now, as every screen of the room sees it (in the session and its live updates). */
export const currentQuestionSchema = z.object({
  id: z.string(),
  /** 1-based place in the host's list, and how many questions there are ("Question 2 of 3"). */
  number: z.number(),
  count: z.number(),
  /** As the host wrote it; empty: the session's title stands in. */
  prompt: z.string(),
  resultsHidden: z.boolean(),
  answeringClosed: z.boolean(),
});
export type CurrentQuestion = z.infer<typeof currentQuestionSchema>;

/** One question in the host's list, with its own counts (the session's stats stay totals over all questions). */
export const hostQuestionSchema = z.object({
  id: z.string(),
  number: z.number(),
  prompt: z.string(),
  resultsHidden: z.boolean(),
  answeringClosed: z.boolean(),
  isCurrent: z.boolean(),
  createdAt: z.string(),
  stats: z.object({ totalSubmissions: z.number(), uniqueWords: z.number(), totalWords: z.number() }),
});
export type HostQuestion = z.infer<typeof hostQuestionSchema>;

export const hostQuestionListSchema = z.object({
  currentQuestionId: z.string().nullable(),
  questions: z.array(hostQuestionSchema),
  /** Participants the session has admitted, refreshed with the list's counts ('N / max participants'). */
  participantCount: z.number(),
});
export type HostQuestionList = z.infer<typeof hostQuestionListSchema>;

