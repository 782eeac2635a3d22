import type { IncomingHttpHeaders } from "node:http";
import type { z } from "zod";

/** The value of cookie `name` in a request's Cookie header (its first occurrence), or null; at most 8 KB is read. */
export function readCookie(headers: IncomingHttpHeaders, name: string): string | null {
  const header = headers.cookie;
  if (typeof header !== "string" || header.length > 8192) return null;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** A cookie read with a shared schema: a value that does not parse counts as absent (it cannot be ours). */
export function readParsedCookie<S extends z.ZodType>(headers: IncomingHttpHeaders, name: string, schema: S): z.output<S> | null {
  const value = readCookie(headers, name);
  if (value === null) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
