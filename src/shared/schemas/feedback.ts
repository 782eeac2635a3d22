import { z } from "zod";
import { entryTextSchema } from "../entry-text.js";
import { FEEDBACK_MAX_LENGTH, FEEDBACK_PAGE_MAX } from "../limits.js";

export const participantIdSchema = z
  .string({ message: "participantId is required" })
  .trim()
  .min(1, "participantId is required")
  .max(100, "participantId must be at most 100 characters");

/** One input box = one entry. Normalised (see entryTextSchema); 1-25 characters; never silently truncated. */
export const feedbackTextSchema = entryTextSchema(FEEDBACK_MAX_LENGTH, {
  required: "Please enter at least one word",
  empty: "Please enter at least one word",
  tooLong: `Each word can be at most ${FEEDBACK_MAX_LENGTH} characters`,
});

/**
 * A client's name for one entry, made before the first attempt and kept for every retry, so the server counts a
 * repeat once (WebSocket then HTTP, an outbox resend after a reload). Optional: older clients get one made for them.
 */
export const submissionIdSchema = z
  .string({ message: "submissionId must be text" })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, "submissionId must be 16-64 characters from A-Z, a-z, 0-9, _ and -");

/**
 * A client's name for one response (one form send of up to four words), the same for each of its entries, so a
 * session that limits answers per participant counts responses, not boxes. Absent: the entry is a response of its own.
 */
export const responseIdSchema = z
  .string({ message: "responseId must be text" })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, "responseId must be 16-64 characters from A-Z, a-z, 0-9, _ and -");

export const submitFeedbackSchema = z.object({
  text: feedbackTextSchema,
  participantId: participantIdSchema,
  submissionId: submissionIdSchema.optional(),
  responseId: responseIdSchema.optional(),
  /** The shared client payload also carries the session id; the path is authoritative. */
  sessionId: z.string().optional(),
});

export const feedbackItemSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  isModerated: z.boolean(),
  /** The question the entry answers (regular sessions; absent in answers to a submission). */
  questionId: z.string().nullable().optional(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** `first`: the sequence number of the word's earliest entry, which breaks ties in the ranking (who came first). */
export const wordSchema = z.object({ text: z.string(), frequency: z.number(), weight: z.number(), first: z.number().optional() });
export type Word = z.infer<typeof wordSchema>;

/** A session's live cloud with the session's counts at the same version, so a screen needs nothing else to show them. */
export const wordCloudSchema = z.object({
  words: z.array(wordSchema),
  totalSubmissions: z.number(),
  version: z.number(),
  uniqueWords: z.number(),
  totalWords: z.number(),
});
export type WordCloud = z.infer<typeof wordCloudSchema>;

/**
 * An accepted entry. `duplicate` marks the repeat of an id already accepted: the original is returned, nothing new
 * counted. `answersLeft`: in a session that limits answers per participant, the responses this participant may still
 * give to the question (the server's verdict, so the phone need not restate the rule). `heldBack`: the word filter
 * held it back, so it is not in the cloud until the host lets it in (the phone says so, never that it was added).
 */
export const submittedFeedbackSchema = z.object({
  feedback: feedbackItemSchema,
  submissionId: z.string(),
  duplicate: z.literal(true).optional(),
  answersLeft: z.number().optional(),
  heldBack: z.literal(true).optional(),
});
export type SubmittedFeedback = z.infer<typeof submittedFeedbackSchema>;

/** The HTTP answer to a submission (spec: data.wordData); the WebSocket acknowledgement carries no cloud. */
export const feedbackResultSchema = submittedFeedbackSchema.extend({ wordData: wordCloudSchema });

export const SUBMISSION_ID_CONFLICT_MESSAGE = "This submissionId was already used for a different entry";

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${FEEDBACK_PAGE_MAX}`;

/**
 * GET /api/sessions/{id}/feedback?limit=N&before=ID: the newest N entries (default and at most 1,000), or with
 * `before` the newest N older than the entry with that id, so a client reads a long list page by page.
 */
export const feedbackListQuerySchema = z.object({
  limit: z.coerce.number({ message: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(FEEDBACK_PAGE_MAX, LIMIT_MESSAGE).default(FEEDBACK_PAGE_MAX),
  before: z
    .string({ message: "before must be the id of an entry" })
    .regex(/^[1-9]\d{0,14}$/, "before must be the id of an entry")
    .transform(Number)
    .optional(),
  /** Only the entries of this question (regular sessions). */
  questionId: z
    .string({ message: "questionId must be the id of a question" })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "questionId must be the id of a question")
    .optional(),
});
