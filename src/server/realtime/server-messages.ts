import type { FastifyBaseLogger } from "fastify";
import { diffCloudWords } from "../../shared/cloud-delta.js";
import { PROTOCOL_VERSION, type ServerMessage } from "../../shared/protocol.js";
import type { ErrorCode } from "../../shared/error-codes.js";
import type { WordCloud } from "../../shared/schemas/feedback.js";
import { AppError, GENERIC_ERROR_MESSAGE } from "../errors.js";
import { wrapCloud } from "./cloud-json.js";

/** Serialises a message once, as the buffer written to every socket it goes to. */
export function encode(message: ServerMessage): Buffer {
  return Buffer.from(JSON.stringify(message));
}

/** The snapshot a join (or a caught-up slow socket) receives; it names the server's protocol version. */
export function encodeSnapshot(sessionId: string, cloud: WordCloud): Buffer {
  const head: Omit<Extract<ServerMessage, { type: "word-cloud-update" }>, "data"> = { type: "word-cloud-update", sessionId, protocolVersion: PROTOCOL_VERSION };
  return wrapCloud(`${JSON.stringify(head).slice(0, -1)},"data":`, cloud, "}");
}

/** The delta from what an audience holds to the cloud now, with the session's counts. */
export function encodeDelta(sessionId: string, before: WordCloud, after: WordCloud): Buffer {
  const { changed, removed } = diffCloudWords(before.words, after.words);
  return encode({
    type: "word-cloud-delta",
    sessionId,
    data: {
      baseVersion: before.version,
      version: after.version,
      totalSubmissions: after.totalSubmissions,
      uniqueWords: after.uniqueWords,
      totalWords: after.totalWords,
      changed,
      removed,
    },
  });
}

/**
 * What a `feedback-error` says about a failure: the AppError's own text and HTTP-like status (so a client can tell a
 * refusal from a failure worth retrying), or a generic 500 (logged).
 */
export function describeError(error: unknown, logger: FastifyBaseLogger): { error: string; status: number; code: ErrorCode } {
  if (error instanceof AppError) return { error: error.message, status: error.status, code: error.code };
  logger.error({ err: error }, "unexpected error in realtime handler");
  return { error: GENERIC_ERROR_MESSAGE, status: 500, code: "INTERNAL" };
}
