import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, GENERIC_ERROR_MESSAGE, SHUTTING_DOWN_MESSAGE } from "../errors.js";
import { answerRaw } from "../raw-reply.js";
import { SECURITY_HEADERS } from "./reply-headers.js";
import { pathOf, writeRequestLine } from "./request-log.js";

/** Maps every failure to `{ success: false, error, code }` (code: an AppError's, or INTERNAL) with a 4xx/5xx status; unexpected errors never leak a stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      if (error.retryAfterMs) void reply.header("Retry-After", String(Math.ceil(error.retryAfterMs / 1000)));
      return reply.code(error.status).send({ success: false, error: error.message, code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.code(413).send({ success: false, error: "Request body is too large", code: "PAYLOAD_TOO_LARGE" });
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
      return reply.code(400).send({ success: false, error: "Malformed JSON body", code: "VALIDATION" });
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.code(415).send({ success: false, error: "Send the request body as application/json", code: "VALIDATION" });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ success: false, error: error.message || "Bad request", code: "VALIDATION" });
    }
    request.log.error({ err: error, path: pathOf(request.url), method: request.method }, "unexpected error");
    return reply.code(500).send({ success: false, error: GENERIC_ERROR_MESSAGE, code: "INTERNAL" });
  });
}

/**
 * Errors Fastify's router raises before any route or error handler runs (an undecodable URL, an over-long path
 * parameter); without this they would be answered outside the `{ success: false, error }` envelope. No hook of the
 * app runs for them, so the security headers are set here.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void reply.headers(SECURITY_HEADERS);
  reply.raw.once("finish", () => writeRequestLine(request, reply));
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    void reply.code(414).send({ success: false, error: "The address is too long", code: "VALIDATION" });
    return;
  }
  void reply.code(400).send({ success: false, error: "The address is not valid", code: "VALIDATION" });
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a malformed header or request line, an unknown
 * method, headers too large, a request not received within its timeout), answered in the same envelope.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "The request took too long to arrive"]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "The request headers are too large"]
        : [400, "The request is not valid HTTP"];
  answerRaw(socket, status, message);
  socket.destroy(error);
}

/** CONNECT (a proxy tunnel) never reaches Fastify's router; without this Node would just drop the connection. */
export function refuseConnectRequests(server: Server): void {
  server.on("connect", (_request: IncomingMessage, socket: Socket) => {
    answerRaw(socket, 405, "This server is not a proxy");
    socket.destroy();
  });
}

/**
 * What Fastify would answer outside the envelope: an HTTP/1.1 request without a Host header (which Node itself
 * answers with a bare 400 unless told not to), and requests still arriving once the app closes (Fastify's own 503).
 */
export function refuseUnservableRequests(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  // Answering from the hook without calling done ends the request there.
  app.addHook("onRequest", (request, reply, done) => {
    if (closing) {
      void reply.code(503).header("connection", "close").send({ success: false, error: SHUTTING_DOWN_MESSAGE, code: "UNAVAILABLE" });
    } else if (request.raw.httpVersion === "1.1" && !request.headers.host) {
      void reply.code(400).send({ success: false, error: "The request has no Host header", code: "VALIDATION" });
    } else {
      done();
    }
  });
}
