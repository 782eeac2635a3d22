import { z } from "zod";
import type { CloudDelta } from "./cloud-delta.js";
import { participantIdSchema, submissionIdSchema, wordCloudSchema, type WordCloud } from "./schemas/feedback.js";
import type { Session } from "./schemas/session.js";

/** Bumped when the message shapes change incompatibly. */
export const PROTOCOL_VERSION = 1;

const sessionIdField = z.string().min(1).max(64);
const requestIdField = z.string().max(64).optional();

/** Messages a browser sends on /ws: `{ type, sessionId, data }`. */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("join-session"), sessionId: sessionIdField }),
  z.object({ type: z.literal("leave-session"), sessionId: sessionIdField }),
  z.object({
    type: z.literal("submit-feedback"),
    sessionId: sessionIdField,
    requestId: requestIdField,
    // The text is validated by the feedback service so HTTP and WebSocket give the same error messages.
    data: z.object({ text: z.string().max(1000), participantId: participantIdSchema, submissionId: submissionIdSchema.optional() }),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/**
 * What the server sends. After the `word-cloud-update` snapshot that answers `join-session`, a watcher receives
 * `word-cloud-delta`s; one whose baseVersion is not the watcher's version re-sends `join-session` for a new snapshot.
 */
export type ServerMessage =
  | { type: "word-cloud-update"; sessionId: string; data: WordCloud }
  | { type: "word-cloud-delta"; sessionId: string; data: CloudDelta }
  | { type: "feedback-submitted"; sessionId: string; requestId?: string; data: { success: true; submissionId: string; duplicate?: true } }
  | { type: "feedback-error"; sessionId?: string; requestId?: string; error: string }
  | { type: "session-updated"; sessionId: string; data: Session }
  | { type: "class-responses-updated"; sessionId: string; data: { version: number } };

/** Loose runtime check of what the server sends; the client trusts its shape after the type tag. */
export const serverMessageSchema = z.looseObject({ type: z.string(), sessionId: z.string().optional() });

export const wordCloudUpdateDataSchema = wordCloudSchema;
