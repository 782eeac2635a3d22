import { z } from "zod";

const portSchema = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  PORT: z.string().optional(),
  HOST: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  ADMIN_REGISTRATION: z.string().optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.string().optional(),
  WORKERS: z.string().optional(),
});

export type Storage = { kind: "sqlite"; path: string } | { kind: "postgres"; url: string };

export type AdminRegistration = "first" | "open" | "closed";

export type Config = {
  port: number;
  host: string;
  storage: Storage;
  publicUrl: string | null;
  adminRegistration: AdminRegistration;
  environment: string;
  logLevel: string;
  workers: number;
};

/** Thrown for a bad environment value; main prints its one-line message and exits. */
export class ConfigError extends Error {}

function parseStorage(databaseUrl: string | undefined): Storage {
  const value = databaseUrl?.trim();
  if (!value) return { kind: "sqlite", path: "./data/ordsky.db" };
  if (value.startsWith("sqlite:")) {
    const path = value.slice("sqlite:".length).replace(/^\/\/(?=\/)/, "");
    if (!path) throw new ConfigError("DATABASE_URL: sqlite: needs a file path, e.g. sqlite:./data/ordsky.db");
    return { kind: "sqlite", path };
  }
  if (/^postgres(ql)?:\/\//.test(value)) return { kind: "postgres", url: value };
  throw new ConfigError(`DATABASE_URL: expected sqlite:PATH or postgres://…, got "${value}"`);
}

function parsePublicUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("protocol");
    return url.origin + url.pathname.replace(/\/+$/, "");
  } catch {
    throw new ConfigError(`PUBLIC_URL: expected an http(s) URL such as https://ordsky.example.org, got "${value}"`);
  }
}

/** Builds the one configuration object from the environment; bad values throw a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = envSchema.parse(env);
  const port = portSchema.safeParse(raw.PORT ?? "3000");
  if (!port.success || raw.PORT?.trim() === "") throw new ConfigError(`PORT: expected a port number 0-65535, got "${raw.PORT}"`);
  const host = raw.HOST?.trim() || "0.0.0.0";
  const registration = (raw.ADMIN_REGISTRATION?.trim() || "first").toLowerCase();
  if (registration !== "first" && registration !== "open" && registration !== "closed") {
    throw new ConfigError(`ADMIN_REGISTRATION: expected first, open or closed, got "${raw.ADMIN_REGISTRATION}"`);
  }
  const workers = Number(raw.WORKERS?.trim() || "1");
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    throw new ConfigError(`WORKERS: expected a whole number 1-64, got "${raw.WORKERS}"`);
  }
  const storage = parseStorage(raw.DATABASE_URL);
  return {
    port: port.data,
    host,
    storage,
    publicUrl: parsePublicUrl(raw.PUBLIC_URL),
    adminRegistration: registration,
    environment: raw.NODE_ENV?.trim() || "production",
    logLevel: raw.LOG_LEVEL?.trim() || "warn",
    workers,
  };
}
