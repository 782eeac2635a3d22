import type { FastifyInstance } from "fastify";
import type { PagePolicy } from "./page-policies.js";

/** The Content-Security-Policy of a page under `policy`; without one, no page may frame it and it loads only its own scripts. */
function contentSecurityPolicy(policy?: PagePolicy): string {
  const framers = policy?.frameAncestors ?? "none";
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    ["script-src 'self'", ...(policy?.scriptSources ?? [])].join(" "),
    "worker-src 'self' blob:",
    "connect-src 'self' ws: wss:",
    "font-src 'self' data:",
    // `any` leaves the directive out: `*` would still refuse a deck opened from a file (reveal.js on a laptop).
    ...(framers === "any" ? [] : [`frame-ancestors ${framers === "none" ? "'none'" : framers.join(" ")}`]),
    "base-uri 'self'",
    ["form-action 'self'", ...(policy?.formActions ?? [])].join(" "),
  ].join("; ");
}

/** Set on every reply; the router's own errors (handleFrameworkError) pass no hook and set them themselves. */
export const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
  "content-security-policy": contentSecurityPolicy(),
};

/** The security headers of a reply under `policy`: X-Frame-Options only where no page may frame it (it cannot name origins). */
function securityHeadersFor(policy: PagePolicy): Record<string, string> {
  if (policy.frameAncestors === "none" && policy.scriptSources.length === 0 && !policy.formActions?.length) return SECURITY_HEADERS;
  const { "x-frame-options": deny, ...rest } = SECURITY_HEADERS;
  return { ...rest, ...(policy.frameAncestors === "none" ? { "x-frame-options": deny } : {}), "content-security-policy": contentSecurityPolicy(policy) };
}

/**
 * The headers every reply carries (errors, the not-found answer and the client's files included), set in one
 * synchronous onSend hook, the step every reply passes: the security headers (framing as `policyFor` says for the
 * path and query), and `Connection: close` while the instance shuts down, so keep-alive clients (a proxy) move to another instance.
 */
export function registerReplyHeaders(app: FastifyInstance, isShuttingDown: () => boolean, policyFor: (path: string, query: string) => PagePolicy): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    const [path = "", query = ""] = request.url.split("?", 2);
    void reply.headers(securityHeadersFor(policyFor(path, query)));
    if (isShuttingDown()) void reply.header("connection", "close");
    done(null, payload);
  });
}
