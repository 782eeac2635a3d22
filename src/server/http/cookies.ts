import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

/** The value of cookie `name` in the request (its first occurrence), or null; at most 8 KB of header is read. */
export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (typeof header !== "string" || header.length > 8192) return null;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

/** A cookie read with a shared schema: a value that does not parse counts as absent (it cannot be ours). */
export function readParsedCookie<S extends z.ZodType>(request: FastifyRequest, name: string, schema: S): z.output<S> | null {
  const value = readCookie(request, name);
  if (value === null) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

type CookieOptions = { path: string; maxAgeSeconds: number; sameSite: "Strict" | "Lax" };

/** Adds a Set-Cookie: HttpOnly always, Secure on HTTPS (a plain-HTTP install on a LAN would never get it back). */
export function setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const attributes = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, `Max-Age=${options.maxAgeSeconds}`, "HttpOnly", `SameSite=${options.sameSite}`];
  if (request.protocol === "https") attributes.push("Secure");
  const existing = reply.getHeader("set-cookie");
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header("set-cookie", [...list, attributes.join("; ")]);
}
