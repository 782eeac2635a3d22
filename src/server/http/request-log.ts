import type { FastifyInstance } from "fastify";
import { pathOf } from "./error-handler.js";

/**
 * One JSON line per answered request (Fastify's own two lines are off): method, path, status and duration. Never
 * the query, a body or a header, so no answer text, host key or token reaches the log.
 */
export function registerRequestLog(app: FastifyInstance): void {
  const log = app.log;
  app.addHook("onResponse", (request, reply, done) => {
    // Through the app's logger with the id named here, the same line request.log would write, without making the
    // request's child logger (request-logger.ts).
    log.info(
      { reqId: request.id, method: request.method, path: pathOf(request.url), statusCode: reply.statusCode, durationMs: Math.round(reply.elapsedTime * 10) / 10 },
      "request",
    );
    done();
  });
}
