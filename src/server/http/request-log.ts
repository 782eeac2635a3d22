import type { FastifyInstance } from "fastify";
import { pathOf } from "./error-handler.js";

/**
 * One JSON line per answered request (Fastify's own two lines are off): method, path, status and duration. Never
 * the query, a body or a header, so no answer text, host key or token reaches the log.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      { method: request.method, path: pathOf(request.url), statusCode: reply.statusCode, durationMs: Math.round(reply.elapsedTime * 10) / 10 },
      "request",
    );
    done();
  });
}
