import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * One JSON line per answered request (Fastify's own two lines are off): method, path, status and duration. Never
 * the query, a body or a header, so no answer text, host key or token reaches the log.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    writeRequestLine(request, reply);
    done();
  });
}

/**
 * The request's line, through the app's logger with the id named here (the same line request.log would write,
 * without making the request's child logger: request-logger.ts). Also for the router's own refusals, which run no
 * hook of the app (handleFrameworkError).
 */
export function writeRequestLine(request: FastifyRequest, reply: FastifyReply): void {
  request.server.log.info(
    { reqId: request.id, method: request.method, path: pathOf(request.url), statusCode: reply.statusCode, durationMs: Math.round(reply.elapsedTime * 10) / 10 },
    "request",
  );
}

/** A request's path without its query, which could hold anything a client typed. */
export function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}
