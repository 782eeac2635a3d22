import type { FastifyReply, FastifyRequest } from "fastify";

type CookieOptions = {
  path: string;
  maxAgeSeconds: number;
  sameSite: "Strict" | "Lax" | "None";
  /** Readable by the page's script: only for a cookie that proves nothing (a probe of whether cookies are kept). */
  readableByScript?: boolean;
};

/** Adds a Set-Cookie: HttpOnly unless asked, Secure on HTTPS (a plain-HTTP install on a LAN would never get it back). */
export function setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const attributes = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, `Max-Age=${options.maxAgeSeconds}`, ...(options.readableByScript ? [] : ["HttpOnly"]), `SameSite=${options.sameSite}`];
  // SameSite=None is ignored by browsers without Secure; they accept Secure from http://localhost too.
  if (request.protocol === "https" || options.sameSite === "None") attributes.push("Secure");
  const existing = reply.getHeader("set-cookie");
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header("set-cookie", [...list, attributes.join("; ")]);
}
