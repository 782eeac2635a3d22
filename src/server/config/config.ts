import proxyAddr from "@fastify/proxy-addr";
import { z } from "zod";
import { canonicalTimeZone } from "../../shared/time-zone.js";
import type { TrustProxy } from "../client-address.js";
import { parseEmbedOrigins, type EmbedOrigins } from "./config-embed.js";
import { parseInstitution, type InstitutionTexts } from "./config-institution.js";
import { parseLimits, type Limits } from "./config-limits.js";
import { parseOperations, type Operations } from "./config-operations.js";
import { parseSignIn, type SignInSettings } from "./config-sign-in.js";
import { ConfigError, parseWholeNumber, shown } from "./config-values.js";
import type { AdminRegistration } from "../../shared/schemas/admin.js";
import type { Storage } from "../store/store.js";

export { ConfigError } from "./config-values.js";

const envSchema = z.object({
  PORT: z.string().optional(),
  HOST: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  ADMIN_REGISTRATION: z.string().optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.string().optional(),
  WORKERS: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  PG_POOL_SIZE: z.string().optional(),
  TZ: z.string().optional(),
  EMBED_ORIGINS: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  storage: Storage;
  publicUrl: string | null;
  adminRegistration: AdminRegistration;
  environment: string;
  logLevel: string;
  workers: number;
  /** Whose X-Forwarded-For/-Host/-Proto to believe: only a reverse proxy's, else clients could fake their address. */
  trustProxy: TrustProxy;
  limits: Limits;
  /** Shutdown grace and how /metrics is served. */
  operations: Operations;
  /** Local passwords and OpenID Connect. */
  signIn: SignInSettings;
  /**
   * The IANA zone the reports write their times in when TZ names one (it wins over the admin's "Time zone"); null:
   * the admin's setting, else Europe/Copenhagen (see report-time-zone.ts), never the machine's UTC by accident.
   */
  timeZone: string | null;
  /** Who may frame the embed view (EMBED_ORIGINS). */
  embedOrigins: EmbedOrigins;
  /** What the accessibility statement and privacy notice say of the institution (INSTITUTION_*; wins over the admin's). */
  institution: InstitutionTexts;
};

function parseStorage(databaseUrl: string | undefined, poolSize: string | undefined): Storage {
  const value = databaseUrl?.trim();
  if (!value) return { kind: "sqlite", path: "./data/ordsky.db" };
  if (value.startsWith("sqlite:")) {
    const path = value.slice("sqlite:".length).replace(/^\/\/(?=\/)/, "");
    if (!path.trim()) throw new ConfigError("DATABASE_URL: sqlite: needs a file path, e.g. sqlite:./data/ordsky.db");
    // An in-memory database belongs to one connection, and the feedback writer writes on its own thread's connection.
    if (path.trim() === ":memory:") {
      throw new ConfigError("DATABASE_URL: an in-memory SQLite database cannot be shared with the writer's thread; give a file path, e.g. sqlite:./data/ordsky.db");
    }
    return { kind: "sqlite", path };
  }
  if (/^postgres(ql)?:\/\//.test(value)) return { kind: "postgres", url: value, poolSize: parseWholeNumber("PG_POOL_SIZE", poolSize, 10, 1, 1000, "a whole number 1-1000") };
  throw new ConfigError(`DATABASE_URL: expected sqlite:PATH or postgres://…, got ${shown(value)}`);
}

function parsePublicUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("protocol");
    return url.origin + url.pathname.replace(/\/+$/, "");
  } catch {
    throw new ConfigError(`PUBLIC_URL: expected an http(s) URL such as https://ordsky.example.org, got ${shown(value)}`);
  }
}

function parseHost(value: string | undefined): string {
  const host = value?.trim();
  if (!host) return "0.0.0.0";
  // An interface address or host name; anything else would only fail later with a less clear message.
  if (!/^[A-Za-z0-9.:%_\-]+$/.test(host) && !/^\[[0-9A-Fa-f:.%]+\]$/.test(host)) {
    throw new ConfigError(`HOST: expected an address or host name such as 0.0.0.0 or 127.0.0.1, got ${shown(value)}`);
  }
  return host.replace(/^\[(.*)\]$/, "$1");
}

/** `true` means one hop, as it always did: the proxy in front of Ordsky, and nothing it was told by the client. */
function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = value?.trim().toLowerCase() || "false";
  if (setting === "false" || setting === "0") return { kind: "none" };
  if (setting === "true") return { kind: "hops", hops: 1 };
  if (/^\d+$/.test(setting)) return { kind: "hops", hops: parseWholeNumber("TRUST_PROXY", setting, 1, 1, 10, "true, false, a hop count 1-10 or proxy addresses") };
  const addresses = setting.split(",").map((entry) => entry.trim()).filter(Boolean);
  try {
    proxyAddr.compile(addresses);
  } catch {
    throw new ConfigError(`TRUST_PROXY: expected true, false, a hop count 1-10 or comma-separated proxy addresses (IPs, CIDR ranges, loopback), got ${shown(value)}`);
  }
  return { kind: "addresses", addresses };
}

/**
 * TZ when it names a zone (an unknown name stops start-up, since Node would quietly run in UTC); null when it is
 * unset or the POSIX file form (":/etc/localtime"), which says nothing an institution chose.
 */
function parseTimeZone(value: string | undefined): string | null {
  const name = value?.trim();
  if (!name || name.startsWith(":")) return null;
  const zone = canonicalTimeZone(name);
  if (zone === null) throw new ConfigError(`TZ: expected an IANA time zone such as Europe/Copenhagen, got ${shown(value)}`);
  return zone;
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/**
 * Unset: `info` (a JSON line per request, for a log collector) unless the output is a terminal, where a person who
 * ran `npm start` would watch requests scroll past the start-up banner; there `warn`.
 */
function parseLogLevel(value: string | undefined, terminal: boolean): string {
  const level = value?.trim().toLowerCase() || (terminal ? "warn" : "info");
  if (!LOG_LEVELS.includes(level)) throw new ConfigError(`LOG_LEVEL: expected one of ${LOG_LEVELS.join(", ")}, got ${shown(value)}`);
  return level;
}

/** Builds the one configuration object from the environment; bad values throw a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, output: { terminal: boolean } = { terminal: false }): Config {
  const raw = envSchema.parse(env);
  const port = parseWholeNumber("PORT", raw.PORT, 3000, 0, 65535, "a port number 0-65535");
  const host = parseHost(raw.HOST);
  const registration = (raw.ADMIN_REGISTRATION?.trim() || "first").toLowerCase();
  if (registration !== "first" && registration !== "open" && registration !== "closed") {
    throw new ConfigError(`ADMIN_REGISTRATION: expected first, open or closed, got ${shown(raw.ADMIN_REGISTRATION)}`);
  }
  const workers = Number(raw.WORKERS?.trim() || "1");
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    throw new ConfigError(`WORKERS: expected a whole number 1-64, got ${shown(raw.WORKERS)}`);
  }
  const storage = parseStorage(raw.DATABASE_URL, raw.PG_POOL_SIZE);
  return {
    port,
    host,
    storage,
    publicUrl: parsePublicUrl(raw.PUBLIC_URL),
    adminRegistration: registration,
    environment: raw.NODE_ENV?.trim() || "production",
    logLevel: parseLogLevel(raw.LOG_LEVEL, output.terminal),
    workers,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    limits: parseLimits(env),
    operations: parseOperations(env, port),
    signIn: parseSignIn(env),
    timeZone: parseTimeZone(raw.TZ),
    embedOrigins: parseEmbedOrigins(raw.EMBED_ORIGINS),
    institution: parseInstitution(env),
  };
}
