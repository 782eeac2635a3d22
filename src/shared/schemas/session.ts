import { z } from "zod";
import { minResponsesSchema } from "./evaluation-threshold.js";
import { classWindowFields, closesAfterOpening, WINDOW_ORDER_MESSAGE } from "./class-window.js";
import { BROKEN_TEXT_MESSAGE, isWellFormedText } from "../entry-text.js";
import {
  ANSWERS_PER_PARTICIPANT_CHOICES,
  DESCRIPTION_MAX_LENGTH,
  MAX_PARTICIPANTS_DEFAULT,
  MAX_PARTICIPANTS_MAX,
  MAX_PARTICIPANTS_MIN,
  SESSION_CODE_LENGTH,
  TITLE_MAX_LENGTH,
} from "../limits.js";
import { classQuestionListSchema } from "./class.js";
import { currentQuestionSchema, questionPromptSchema } from "./question.js";
import { sessionLanguageSchema } from "./session-language.js";

export const sessionTypeSchema = z.enum(["regular", "class"], { message: "Session type must be regular or class" });
export type SessionType = z.infer<typeof sessionTypeSchema>;

export const sessionIdSchema = z
  .string({ message: "Session id is required" })
  .min(1, "Session id is required")
  .max(64, "Session not found")
  .regex(/^[A-Za-z0-9_-]+$/, "Session not found");

/** A course's id (courses live in course.ts, which builds on this file's schemas). */
export const courseIdSchema = z
  .string({ message: "Course id is required" })
  .min(1, "Course id is required")
  .max(64, "Course not found")
  .regex(/^[A-Za-z0-9_-]+$/, "Course not found");

/** Spec: a non-numeric Max Participants falls back to 100; numbers outside 1-1000 are refused. */
export const maxParticipantsSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return MAX_PARTICIPANTS_DEFAULT;
    const number = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : NaN;
    return Number.isFinite(number) ? number : MAX_PARTICIPANTS_DEFAULT;
  },
  z
    .number()
    .int("Max participants must be a whole number")
    .min(MAX_PARTICIPANTS_MIN, `Max participants must be between ${MAX_PARTICIPANTS_MIN} and ${MAX_PARTICIPANTS_MAX}`)
    .max(MAX_PARTICIPANTS_MAX, `Max participants must be between ${MAX_PARTICIPANTS_MIN} and ${MAX_PARTICIPANTS_MAX}`),
);

const ANSWERS_MESSAGE = `answersPerParticipant must be ${ANSWERS_PER_PARTICIPANT_CHOICES.join(", ")} or null (unlimited)`;

/** Responses (form sends of up to four words) each participant may give per question; null: unlimited. */
export const answersPerParticipantSchema = z
  .number({ message: ANSWERS_MESSAGE })
  .refine((value) => (ANSWERS_PER_PARTICIPANT_CHOICES as readonly number[]).includes(value), ANSWERS_MESSAGE)
  .nullable();

/** "Count each person once per word": a word's size is the number of distinct participants who gave it. */
const countOncePerWordSchema = z.boolean({ message: "countOncePerWord must be true or false" });

/** POST /api/sessions/{id}/capacity: the host's raise of Max Participants (host key or admin token). */
export const capacitySchema = z.object({
  maxParticipants: z
    .number({ message: "Max participants must be a number" })
    .int("Max participants must be a whole number")
    .min(MAX_PARTICIPANTS_MIN, `Max participants must be between ${MAX_PARTICIPANTS_MIN} and ${MAX_PARTICIPANTS_MAX}`)
    .max(MAX_PARTICIPANTS_MAX, `Max participants must be between ${MAX_PARTICIPANTS_MIN} and ${MAX_PARTICIPANTS_MAX}`),
});

export const titleSchema = z
  .string({ message: "Session title is required" })
  .trim()
  .min(1, "Session title is required")
  .max(TITLE_MAX_LENGTH, `Session title must be at most ${TITLE_MAX_LENGTH} characters`)
  .refine(isWellFormedText, BROKEN_TEXT_MESSAGE);

export const descriptionSchema = z
  .string({ message: "Description must be text" })
  .trim()
  .max(DESCRIPTION_MAX_LENGTH, `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`)
  .refine(isWellFormedText, BROKEN_TEXT_MESSAGE);

export const createSessionSchema = z.object({
  sessionType: sessionTypeSchema.default("regular"),
  title: titleSchema,
  description: descriptionSchema.optional().default(""),
  maxParticipants: maxParticipantsSchema,
  isPublic: z.boolean({ message: "isPublic must be true or false" }).default(false),
  /** A regular session's first question; empty: the title stands in. */
  question: questionPromptSchema.optional(),
  /** A class session's questions as the host edited them in the create dialog; absent: the five built-in ones. */
  classQuestions: classQuestionListSchema.optional(),
  /** Class sessions: whether participants (anyone without the host key) may see the analytics; the spec's default is yes. */
  participantsSeeResults: z.boolean({ message: "participantsSeeResults must be true or false" }).optional(),
  /** Absent: unlimited, as the spec has it (the create dialog preselects a lecturer's choice). */
  answersPerParticipant: answersPerParticipantSchema.optional().default(null),
  countOncePerWord: countOncePerWordSchema.optional().default(false),
  /** Class sessions: the anonymity threshold the host raises for it (never below the institution's); null: the floor. */
  minResponses: minResponsesSchema.nullable().optional().default(null),
  /** Class sessions: when answers are taken (absent or null: no bound). */
  ...classWindowFields,
  /** The course it is created in; the caller must host it (the course's key in X-Host-Key, or its owner's account). */
  courseId: courseIdSchema.optional(),
  /** The language its answers are written in (the create dialog sends the interface's); absent: the request's Accept-Language. */
  language: sessionLanguageSchema.optional(),
}).refine(closesAfterOpening, { message: WINDOW_ORDER_MESSAGE, path: ["closesAt"] });
export type CreateSessionInput = z.infer<typeof createSessionSchema>;

const HELD_ON_MESSAGE = "heldOn must be a date (YYYY-MM-DD)";
/** A calendar day, as a date input gives it. */
export const heldOnSchema = z
  .string({ message: HELD_ON_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, HELD_ON_MESSAGE)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), HELD_ON_MESSAGE);

export const updateSessionSchema = z.object({
  title: titleSchema,
  description: descriptionSchema.optional().default(""),
  isActive: z.boolean({ message: "isActive must be true or false" }),
  isPublic: z.boolean({ message: "isPublic must be true or false" }),
  maxParticipants: maxParticipantsSchema,
  /** "Approve answers before they are shown"; left as it is when absent. */
  requireApproval: z.boolean({ message: "requireApproval must be true or false" }).optional(),
  /** Class sessions' "Participants may see the results"; left as it is when absent. */
  participantsSeeResults: z.boolean({ message: "participantsSeeResults must be true or false" }).optional(),
  /** Left as they are when absent. */
  answersPerParticipant: answersPerParticipantSchema.optional(),
  countOncePerWord: countOncePerWordSchema.optional(),
  /** Raised only: a value below the threshold in force is refused (409). Left as it is when absent. */
  minResponses: minResponsesSchema.optional(),
  /** The language its answers are written in; the filter judges every answer again when it changes. Left as it is when absent. */
  language: sessionLanguageSchema.optional(),
  /** The day the lecture was held (YYYY-MM-DD); null: the day it opened for answers. Left as it is when absent. */
  heldOn: heldOnSchema.nullable().optional(),
});
export type UpdateSessionInput = z.infer<typeof updateSessionSchema>;

export const joinSessionSchema = z.object({ participantId: z.string().max(100).optional() });

/** join-by-code's body: the code, and the participant's id so a full session can say so before they type. */

export const joinByCodeSchema = z.object({
  code: z
    .string({ message: "Session code is required" })
    .trim()
    .min(1, "Session code is required")
    .max(SESSION_CODE_LENGTH * 2, "Session not found")
    .transform((code) => code.toUpperCase()),
  participantId: z.string().max(100).optional(),
});

/**
 * What the room sees of a session's answers over every question: the answers that are shown cloud words (the sum of
 * their words' frequencies), those words and the words in them. Hidden, banned, flagged and waiting answers are in
 * none of them.
 */
export const sessionStatsSchema = z.object({
  totalSubmissions: z.number(),
  uniqueWords: z.number(),
  totalWords: z.number(),
});
export type SessionStats = z.infer<typeof sessionStatsSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  sessionType: sessionTypeSchema,
  title: z.string(),
  description: z.string(),
  sessionCode: z.string(),
  maxParticipants: z.number(),
  isPublic: z.boolean(),
  isActive: z.boolean(),
  /** New answers wait for the host's approval before the room sees them. */
  requireApproval: z.boolean(),
  /** Class sessions: anyone may see the analytics (else only the host and admins). */
  participantsSeeResults: z.boolean(),
  /** Responses each participant may give per question; null: unlimited. */
  answersPerParticipant: z.number().nullable(),
  /** Each participant counts once per word. */
  countOncePerWord: z.boolean(),
  /** Class sessions: the anonymity threshold as the host raised it; null: the institution's floor alone. */
  minResponses: z.number().nullable(),
  /** Class sessions: answers are taken from then on (ISO time); null: from the start. */
  opensAt: z.string().nullable(),
  /** Class sessions: answers are taken until then (ISO time), and participants may see the results after it; null: no end. */
  closesAt: z.string().nullable(),
  /** The course it belongs to; null: none. */
  courseId: z.string().nullable(),
  /** The language its answers are written in: the word filter reads them as words of it first. */
  language: sessionLanguageSchema,
  /** The day the lecture was held (YYYY-MM-DD) as its host set it; null: the day it opened for answers. */
  heldOn: z.string().nullable(),
  createdAt: z.string(),
  stats: sessionStatsSchema,
  /** A regular session's current question (answers go to it); absent in lists, null for class sessions. */
  currentQuestion: currentQuestionSchema.nullable().optional(),
  /** Participants who have answered (they count toward maxParticipants); absent in lists. */
  participantCount: z.number().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

export const createdSessionSchema = z.object({ sessionId: z.string(), sessionCode: z.string(), hostKey: z.string(), session: sessionSchema });
export type CreatedSession = z.infer<typeof createdSessionSchema>;
/**
 * `full`: the session has admitted maxParticipants participants and the one joining is not one of them, so an
 * answer from them would be refused: the page says so before they type.
 */
export const joinedByCodeSchema = z.object({ sessionId: z.string(), sessionType: sessionTypeSchema, session: sessionSchema, full: z.boolean() });
export type JoinedByCode = z.infer<typeof joinedByCodeSchema>;
export const joinedSessionSchema = sessionSchema.extend({ full: z.boolean() });
export type JoinedSession = z.infer<typeof joinedSessionSchema>;


export const RESULTS_PRIVATE_MESSAGE = "The host keeps the results of this evaluation private";

export const HOST_KEY_HEADER = "x-host-key";
