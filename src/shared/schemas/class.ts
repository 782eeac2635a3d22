import { z } from "zod";
import { CLASS_QUESTION_TEXT_MAX, CLASS_QUESTIONS_MAX, SCALE_HIGHEST, SCALE_LOWEST, SCALE_SPAN_MAX } from "../class-questions.js";
import { BROKEN_TEXT_MESSAGE, entryTextSchema, isWellFormedText } from "../entry-text.js";
import { CLASS_TEXT_MAX_LENGTH } from "../limits.js";
import { participantIdSchema, submissionIdSchema, wordSchema } from "./feedback.js";

export const classQuestionTypeSchema = z.enum(["scale", "text"]);

export const classQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  type: classQuestionTypeSchema,
  scaleMin: z.number(),
  scaleMax: z.number(),
  /** Text questions: the longest answer in characters (the spec's 25 unless a course allowed more). */
  answerMaxLength: z.number(),
});
export type ClassQuestion = z.infer<typeof classQuestionSchema>;

const scaleBound = (name: string) =>
  z
    .number({ message: `${name} must be a whole number from ${SCALE_LOWEST} to ${SCALE_HIGHEST}` })
    .int(`${name} must be a whole number from ${SCALE_LOWEST} to ${SCALE_HIGHEST}`)
    .min(SCALE_LOWEST, `${name} must be a whole number from ${SCALE_LOWEST} to ${SCALE_HIGHEST}`)
    .max(SCALE_HIGHEST, `${name} must be a whole number from ${SCALE_LOWEST} to ${SCALE_HIGHEST}`);

/**
 * One question as the host writes it, in the create dialog or on the class dashboard. `id` keeps an existing
 * question (and what analytics know it by); `key` names a built-in one (self vs others finds its two by key).
 */
export const classQuestionDraftSchema = z
  .object({
    id: z.string().max(64).optional(),
    key: z.string().max(32).regex(/^[a-z-]*$/, "key must be a built-in question's key").optional(),
    text: z
      .string({ message: "Each question needs its text" })
      .trim()
      .min(1, "Each question needs its text")
      .max(CLASS_QUESTION_TEXT_MAX, `A question is at most ${CLASS_QUESTION_TEXT_MAX} characters`)
      .refine(isWellFormedText, BROKEN_TEXT_MESSAGE),
    type: classQuestionTypeSchema,
    scaleMin: scaleBound("The scale's lowest value").default(1),
    scaleMax: scaleBound("The scale's highest value").default(10),
  })
  .refine((question) => question.type === "text" || (question.scaleMin < question.scaleMax && question.scaleMax - question.scaleMin <= SCALE_SPAN_MAX), {
    message: `A scale goes from a lower to a higher value, at most ${SCALE_SPAN_MAX} apart`,
  });
export type ClassQuestionDraft = z.input<typeof classQuestionDraftSchema>;

export const classQuestionListSchema = z
  .array(classQuestionDraftSchema, { message: "questions must be a list" })
  .min(1, "A class session asks at least one question")
  .max(CLASS_QUESTIONS_MAX, `A class session asks at most ${CLASS_QUESTIONS_MAX} questions`);

/** PUT /api/sessions/{id}/class-questions: the whole list, in order, while no answer has arrived. */
export const replaceClassQuestionsSchema = z.object({ questions: classQuestionListSchema });

export const CLASS_QUESTIONS_LOCKED_MESSAGE = "The questions are locked: answers have arrived, and changing them would mix answers to different questions";

export const EMPTY_ANSWER_MESSAGE = "Please provide a response before continuing";

/** The envelope of an answer; what the answer itself must be depends on its question (see classAnswerSchema). */
export const submitClassResponseSchema = z.object({
  questionId: z
    .string({ message: "questionId is required" })
    .trim()
    .min(1, "questionId is required")
    .max(64, "Question not found"),
  response: z.union([z.number(), z.string()], { message: EMPTY_ANSWER_MESSAGE }).refine(
    (value) => typeof value === "number" || value.trim() !== "",
    EMPTY_ANSWER_MESSAGE,
  ),
  participantId: participantIdSchema,
  submissionId: submissionIdSchema.optional(),
  /** The shared client payload may carry the session id; the path is authoritative. */
  sessionId: z.string().optional(),
});

export function scaleRangeMessage(min: number, max: number): string {
  return `Please enter a number between ${min} and ${max}`;
}

/**
 * What an answer to this question must be: a whole number in scaleMin..scaleMax, or 1 to answerMaxLength characters
 * of text after trimming (the spec's 25 when the question says nothing).
 */
export function classAnswerSchema(question: Pick<ClassQuestion, "type" | "scaleMin" | "scaleMax"> & { answerMaxLength?: number }): z.ZodType<number | string> {
  if (question.type === "scale") {
    const message = scaleRangeMessage(question.scaleMin, question.scaleMax);
    return z.number({ message }).int(message).min(question.scaleMin, message).max(question.scaleMax, message);
  }
  const longest = question.answerMaxLength ?? CLASS_TEXT_MAX_LENGTH;
  return entryTextSchema(longest, {
    required: "Please write your answer as text",
    empty: EMPTY_ANSWER_MESSAGE,
    tooLong: `Answers can be at most ${longest} characters`,
  });
}

export const classResponseResultSchema = z.object({
  questionId: z.string(),
  response: z.union([z.number(), z.string()]),
  /** True when this participant had already answered the question and the earlier answer was replaced. */
  replaced: z.boolean(),
  submissionId: z.string(),
  /** The repeat of the answer stored now under this id: nothing changed. */
  duplicate: z.literal(true).optional(),
});
export type ClassResponseResult = z.infer<typeof classResponseResultSchema>;

export const scaleQuestionAnalyticsSchema = z.object({
  questionId: z.string(),
  questionText: z.string(),
  scaleMin: z.number(),
  scaleMax: z.number(),
  /** Unrounded; 0 when nobody answered; null while withheld. */
  average: z.number().nullable(),
  totalResponses: z.number(),
  /** Rating → count for every rating in scaleMin..scaleMax, zeros included; empty while withheld. */
  frequencies: z.record(z.string(), z.number()),
  /** Fewer answers than the anonymity threshold: only totalResponses is told. */
  withheld: z.boolean(),
});
export type ScaleQuestionAnalytics = z.infer<typeof scaleQuestionAnalyticsSchema>;

export const answerFrequencySchema = z.object({ text: z.string(), count: z.number() });
export type AnswerFrequency = z.infer<typeof answerFrequencySchema>;

export const textQuestionAnalyticsSchema = z.object({
  questionId: z.string(),
  questionText: z.string(),
  /** Every answer as given (trimmed), oldest first. */
  responses: z.array(z.string()),
  totalResponses: z.number(),
  /** Distinct answers after trimming and lower-casing. */
  uniqueResponses: z.number(),
  /** One row per distinct answer, most frequent first. */
  answerFrequencies: z.array(answerFrequencySchema),
  wordCloud: z.object({ words: z.array(wordSchema) }),
  /** Fewer answers than the anonymity threshold: every list above is empty, only totalResponses is told. */
  withheld: z.boolean(),
});
export type TextQuestionAnalytics = z.infer<typeof textQuestionAnalyticsSchema>;

/** Null while either activity question is withheld. */
export const selfVsOthersSchema = z.object({
  selfPerception: z.number().nullable(),
  othersPerception: z.number().nullable(),
  difference: z.number().nullable(),
});
export type SelfVsOthers = z.infer<typeof selfVsOthersSchema>;

export const classAnalyticsSchema = z.object({
  scaleQuestions: z.array(scaleQuestionAnalyticsSchema),
  textQuestions: z.array(textQuestionAnalyticsSchema),
  selfVsOthersComparison: selfVsOthersSchema,
  /** False when the host removed either activity question: the comparison is then left out, with a note. */
  selfVsOthersAvailable: z.boolean(),
  /** All stored answers across questions. */
  totalResponses: z.number(),
  /** Distinct participants who answered at least one question. */
  totalRespondents: z.number(),
  /** The anonymity threshold in force (0: none); below it a question's results are withheld, for everyone. */
  threshold: z.number(),
  /** The number of answers the threshold is counted against: the evaluation's respondents. */
  responses: z.number(),
  /** Fewer respondents than the threshold: every question is withheld. */
  withheld: z.boolean(),
});
export type ClassAnalytics = z.infer<typeof classAnalyticsSchema>;
