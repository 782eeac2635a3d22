import type { FastifyInstance } from "fastify";

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "connect-src 'self' ws: wss:",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** Set on every reply; the router's own errors (handleFrameworkError) pass no hook and set them themselves. */
export const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
  "content-security-policy": CONTENT_SECURITY_POLICY,
};

/**
 * The headers every reply carries (errors, the not-found answer and the client's files included), set in one
 * synchronous onSend hook, the step every reply passes: the security headers, and `Connection: close` while the
 * instance shuts down, so keep-alive clients (a proxy) move to another instance.
 */
export function registerReplyHeaders(app: FastifyInstance, isShuttingDown: () => boolean): void {
  app.addHook("onSend", (_request, reply, payload, done) => {
    void reply.headers(SECURITY_HEADERS);
    if (isShuttingDown()) void reply.header("connection", "close");
    done(null, payload);
  });
}
