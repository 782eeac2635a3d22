import { z } from "zod";
import { MIN_RESPONSES_HIGHEST, MIN_RESPONSES_LOWEST } from "../../shared/schemas/evaluation-threshold.js";
import { RETENTION_DAYS_MAX, RETENTION_DAYS_MIN } from "../../shared/schemas/retention.js";
import { ConfigError, parseWholeNumber, shown } from "./config-values.js";

/** How the server is run and watched (docs/deploy.md, "Health, readiness and shutdown", "Metrics" and "Retention"). */
export type Operations = {
  /** RETENTION_DAYS: sessions idle this many days are deleted, whatever an admin stored; null: the admin decides. */
  retentionDays: number | null;
  /** EVALUATION_MIN_RESPONSES: the institution's anonymity floor for evaluations, whatever an admin stored; null: the admin decides. */
  evaluationMinResponses: number | null;
  /** From SIGTERM to exit at most: in-flight answers are acknowledged and sockets told why within it. */
  shutdownGraceMs: number;
  metrics: {
    /** A bearer token that opens /metrics on the public port; null: /metrics is not served there. */
    token: string | null;
    /** A listener of its own serving only /metrics (on `host`); null: none. */
    port: number | null;
    host: string;
  };
};

export const operationsEnvSchema = z.object({
  SHUTDOWN_GRACE_MS: z.string().optional(),
  METRICS_TOKEN: z.string().optional(),
  METRICS_PORT: z.string().optional(),
  METRICS_HOST: z.string().optional(),
  RETENTION_DAYS: z.string().optional(),
  EVALUATION_MIN_RESPONSES: z.string().optional(),
});

/** Below Docker's 10 s between `docker stop`'s SIGTERM and its SIGKILL, so the shutdown finishes on its own. */
const DEFAULT_SHUTDOWN_GRACE_MS = 8_000;
const MIN_TOKEN_LENGTH = 16;

function parseToken(value: string | undefined): string | null {
  if (value === undefined || value === "") return null;
  // Sent as `Authorization: Bearer TOKEN`: visible ASCII only, and long enough not to be guessed.
  if (!/^[\x21-\x7e]+$/.test(value) || value.length < MIN_TOKEN_LENGTH) {
    throw new ConfigError(`METRICS_TOKEN: expected at least ${MIN_TOKEN_LENGTH} visible characters without spaces (e.g. from \`openssl rand -hex 24\`), got ${value.length} characters`);
  }
  return value;
}

export function parseOperations(env: NodeJS.ProcessEnv, port: number): Operations {
  const raw = operationsEnvSchema.parse(env);
  const metricsPort = raw.METRICS_PORT?.trim() ? parseWholeNumber("METRICS_PORT", raw.METRICS_PORT, 0, 1, 65535, "a port number 1-65535") : null;
  if (metricsPort !== null && metricsPort === port) throw new ConfigError(`METRICS_PORT: must differ from PORT (${port}); leave it unset and set METRICS_TOKEN to serve /metrics on PORT`);
  const host = raw.METRICS_HOST?.trim() || "127.0.0.1";
  if (!/^[A-Za-z0-9.:%_\-]+$/.test(host)) throw new ConfigError(`METRICS_HOST: expected an address such as 127.0.0.1, got ${shown(raw.METRICS_HOST)}`);
  const retentionDays = raw.RETENTION_DAYS?.trim()
    ? parseWholeNumber("RETENTION_DAYS", raw.RETENTION_DAYS, 0, RETENTION_DAYS_MIN, RETENTION_DAYS_MAX, `whole days ${RETENTION_DAYS_MIN}-${RETENTION_DAYS_MAX}`)
    : null;
  const evaluationMinResponses = raw.EVALUATION_MIN_RESPONSES?.trim()
    ? parseWholeNumber("EVALUATION_MIN_RESPONSES", raw.EVALUATION_MIN_RESPONSES, 0, MIN_RESPONSES_LOWEST, MIN_RESPONSES_HIGHEST, `answers ${MIN_RESPONSES_LOWEST}-${MIN_RESPONSES_HIGHEST}`)
    : null;
  return {
    retentionDays,
    evaluationMinResponses,
    shutdownGraceMs: parseWholeNumber("SHUTDOWN_GRACE_MS", raw.SHUTDOWN_GRACE_MS, DEFAULT_SHUTDOWN_GRACE_MS, 1_000, 600_000, "milliseconds 1000-600000"),
    metrics: { token: parseToken(raw.METRICS_TOKEN), port: metricsPort, host },
  };
}
