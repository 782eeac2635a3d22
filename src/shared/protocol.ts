import { z } from "zod";
import { cloudDeltaSchema } from "./cloud-delta.js";
import { ERROR_CODES } from "./error-codes.js";
import { feedbackTextSchema, participantIdSchema, responseIdSchema, submissionIdSchema, wordCloudSchema } from "./schemas/feedback.js";
import { sessionSchema } from "./schemas/session.js";

/**
 * Bumped when the message shapes change incompatibly. A client sends its version in `join-session`; the server
 * answers with its own in the snapshot and closes a socket whose version differs (PROTOCOL_MISMATCH), so a tab
 * left open across an update is told to reload instead of misreading messages.
 * 2: submissionIds, lean acknowledgements, counts in deltas, roles.
 */
export const PROTOCOL_VERSION = 2;

/**
 * Who a socket is. The screens a room watches get every tick: the host's (dashboard, class dashboard: `host`, with
 * the session's host key to see results the room does not see yet) and the public ones (`presentation`); phones
 * (`participant`, the default) get updates at a cadence that grows with the room (see realtime/cadence.ts).
 */
export const clientRoleSchema = z.enum(["host", "presentation", "participant"], { message: "role must be host, presentation or participant" });
export type ClientRole = z.infer<typeof clientRoleSchema>;

const sessionIdField = z.string().min(1).max(64);
const requestIdField = z.string().max(64).optional();

/** Messages a browser sends on /ws: `{ type, sessionId, data }`. */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("join-session"),
    sessionId: sessionIdField,
    /** Absent for clients from before the handshake, whose messages version 2 still understands. */
    protocolVersion: z.number().int().min(1).max(1_000_000).optional(),
    role: clientRoleSchema.optional(),
    /** A `host` screen's proof: without the session's host key it is served as a public screen. */
    hostKey: z.string().max(400).optional(),
  }),
  z.object({ type: z.literal("leave-session"), sessionId: sessionIdField }),
  /**
   * A phone's page went out of sight (Page Visibility) or came back: while out of sight it gets no deltas, back in
   * sight one snapshot. Only phones are paused; the room's screens are served whatever they send.
   */
  z.object({ type: z.literal("set-visibility"), sessionId: sessionIdField, visible: z.boolean({ message: "visible must be true or false" }) }),
  z.object({
    type: z.literal("submit-feedback"),
    sessionId: sessionIdField,
    requestId: requestIdField,
    // The same text rules and messages as the HTTP body's (submitFeedbackSchema).
    data: z.object({
      text: feedbackTextSchema,
      participantId: participantIdSchema,
      submissionId: submissionIdSchema.optional(),
      responseId: responseIdSchema.optional(),
    }),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/**
 * What the server sends, parsed by the client before use (anything else is ignored and logged). After the
 * `word-cloud-update` snapshot that answers `join-session`, a watcher receives `word-cloud-delta`s; one whose
 * baseVersion is not the watcher's version re-sends `join-session` for a new snapshot.
 */
export const serverMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("word-cloud-update"), sessionId: z.string(), protocolVersion: z.number().optional(), data: wordCloudSchema }),
  z.object({ type: z.literal("word-cloud-delta"), sessionId: z.string(), data: cloudDeltaSchema }),
  z.object({
    type: z.literal("feedback-submitted"),
    sessionId: z.string(),
    requestId: z.string().optional(),
    data: z.object({
      success: z.literal(true),
      submissionId: z.string(),
      duplicate: z.literal(true).optional(),
      answersLeft: z.number().optional(),
      /** Held back by the word filter: not in the cloud until the host lets it in. */
      heldBack: z.literal(true).optional(),
    }),
  }),
  z.object({
    type: z.literal("feedback-error"),
    sessionId: z.string().optional(),
    requestId: z.string().optional(),
    /** The HTTP status the same failure gets: 4xx but 429 is a refusal, 429 and 5xx are worth retrying. */
    status: z.number().optional(),
    error: z.string(),
    /** Stable beside the English message, for a client that shows it in another language. */
    code: z.enum(ERROR_CODES).optional(),
  }),
  z.object({ type: z.literal("session-updated"), sessionId: z.string(), data: sessionSchema }),
  z.object({ type: z.literal("class-responses-updated"), sessionId: z.string(), data: z.object({ version: z.number() }) }),
  /**
   * To the room's screens only: the host's lists (approval queue, hidden words, ban list, merges) changed, by a host
   * decision or a new answer waiting for approval; a host screen fetches them again.
   */
  z.object({ type: z.literal("moderation-updated"), sessionId: z.string(), data: z.object({ revision: z.number() }) }),
  /** The session was deleted (by an admin or by retention); a screen showing it reads it again and finds it gone. */
  z.object({ type: z.literal("session-deleted"), sessionId: z.string() }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
