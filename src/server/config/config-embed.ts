import { ConfigError, shown } from "./config-values.js";

/** Who may frame the embed view: any page (`*`, the default), or only these origins (CSP source expressions). */
export type EmbedOrigins = "any" | readonly string[];

/** An origin with an optional `*.` wildcard for subdomains, as CSP's frame-ancestors takes it. */
const ORIGIN = /^https?:\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?$/;

/**
 * EMBED_ORIGINS: unset or `*` lets any page frame `/embed/…` (a course page, a slide deck); otherwise a comma- or
 * space-separated list of origins such as `https://moodle.example.org, https://*.example.org`. Every other page
 * refuses frames whatever this says.
 */
export function parseEmbedOrigins(value: string | undefined): EmbedOrigins {
  const setting = value?.trim() ?? "";
  if (setting === "" || setting === "*") return "any";
  const origins = setting.split(/[\s,]+/).filter(Boolean);
  for (const origin of origins) {
    if (!ORIGIN.test(origin)) {
      throw new ConfigError(`EMBED_ORIGINS: expected * or origins such as https://moodle.example.org (comma-separated), got ${shown(origin)}`);
    }
  }
  return origins.map((origin) => origin.toLowerCase());
}
