import { z } from "zod";
import { ConfigError, parseWholeNumber, shown } from "./config-values.js";
import type { SubmissionRates } from "../rate-limits/submission-limits.js";
import type { Rate } from "../rate-limits/token-bucket.js";

/** One limit read from the environment. Why each default is what it is: docs/deploy.md, "Limits". */
type Setting = { env: string; fallback: number; min: number; max: number };

const MANY = 1_000_000_000;

const SETTINGS = {
  socketSendQueueBytes: { env: "WS_SEND_QUEUE_BYTES", fallback: 1024 * 1024, min: 64 * 1024, max: MANY },
  socketMessageBurst: { env: "WS_MESSAGE_BURST", fallback: 40, min: 1, max: MANY },
  socketMessagesPerSecond: { env: "WS_MESSAGES_PER_SECOND", fallback: 10, min: 1, max: MANY },
  requestTimeoutMs: { env: "HTTP_REQUEST_TIMEOUT_MS", fallback: 30_000, min: 100, max: 3_600_000 },
  headersTimeoutMs: { env: "HTTP_HEADERS_TIMEOUT_MS", fallback: 10_000, min: 100, max: 3_600_000 },
  maxPipelinedRequests: { env: "HTTP_MAX_PIPELINED_REQUESTS", fallback: 16, min: 1, max: 10_000 },
  connectionsPerAddress: { env: "MAX_CONNECTIONS_PER_ADDRESS", fallback: 5_000, min: 1, max: MANY },
  participantBurst: { env: "SUBMIT_PARTICIPANT_BURST", fallback: 8, min: 1, max: MANY },
  participantPerSecond: { env: "SUBMIT_PARTICIPANT_PER_SECOND", fallback: 2, min: 1, max: MANY },
  addressBurst: { env: "SUBMIT_ADDRESS_BURST", fallback: 2_000, min: 1, max: MANY },
  addressPerSecond: { env: "SUBMIT_ADDRESS_PER_SECOND", fallback: 300, min: 1, max: MANY },
  newParticipantsPerMinute: { env: "NEW_PARTICIPANTS_PER_MINUTE", fallback: 1_200, min: 1, max: MANY },
  joinCodeMissBurst: { env: "JOIN_CODE_MISS_BURST", fallback: 100, min: 1, max: MANY },
  joinCodeMissesPerMinute: { env: "JOIN_CODE_MISSES_PER_MINUTE", fallback: 30, min: 1, max: MANY },
  qrCodeBurst: { env: "QR_CODE_BURST", fallback: 60, min: 1, max: MANY },
  qrCodesPerMinute: { env: "QR_CODES_PER_MINUTE", fallback: 60, min: 1, max: MANY },
  hostExportBurst: { env: "HOST_EXPORT_BURST", fallback: 5, min: 1, max: MANY },
  hostExportsPerMinute: { env: "HOST_EXPORTS_PER_MINUTE", fallback: 10, min: 1, max: MANY },
  signInFreeFailures: { env: "SIGN_IN_FREE_FAILURES", fallback: 3, min: 0, max: 1_000 },
  signInBaseDelayMs: { env: "SIGN_IN_BASE_DELAY_MS", fallback: 1_000, min: 1, max: 86_400_000 },
  signInMaxDelayMs: { env: "SIGN_IN_MAX_DELAY_MS", fallback: 15 * 60_000, min: 1, max: 86_400_000 },
} satisfies Record<string, Setting>;

type SettingName = keyof typeof SETTINGS;

/** The limits' variables as zod reads them; each is checked below with its own range and message. */
export const limitsEnvSchema = z.object({
  RATE_LIMITS: z.string().optional(),
  ...Object.fromEntries(Object.values(SETTINGS).map((setting) => [setting.env, z.string().optional()])),
});

/** Failed sign-ins: the first `freeFailures` cost nothing, then each one doubles the wait, from `baseDelayMs` to `maxDelayMs`. */
export type SignInDelays = { freeFailures: number; baseDelayMs: number; maxDelayMs: number };

/**
 * What one client may cost the server. A rate or count that is null is not enforced: `RATE_LIMITS=off` lifts
 * every rate and per-address limit (for load tests on loopback, where one address stands for a whole audience)
 * and keeps the bounds that protect memory, the timeouts and the sign-in delays.
 */
export type Limits = {
  rateLimits: boolean;
  socket: {
    /** Bytes queued for one socket (replies included) past which it is closed as a slow consumer. */
    sendQueueBytes: number;
    /** Messages one socket may send. */
    messages: Rate | null;
  };
  http: {
    /** Time to receive a whole request (headers and body). */
    requestTimeoutMs: number;
    /** Time to receive a request's headers. */
    headersTimeoutMs: number;
    /** Requests one connection may have in flight (sent before the earlier ones were answered). */
    maxPipelinedRequests: number;
    /** Open connections from one address; trusted proxies are exempt (see TRUST_PROXY). */
    connectionsPerAddress: number | null;
  };
  submissions: SubmissionRates | null;
  /** Join-by-code attempts with a code that names no session, per address. */
  joinCodeMisses: Rate | null;
  /** Requests that generate QR codes, per address (each code costs milliseconds of CPU on the event loop). */
  qrCodes: Rate | null;
  /** A host's Excel and PDF exports, per address (a PDF is up to seconds of CPU on the event loop). */
  hostExports: Rate | null;
  signIn: SignInDelays;
};

export function parseLimits(env: Record<string, string | undefined>): Limits {
  const raw = limitsEnvSchema.parse(env) as Record<string, string | undefined>;
  const switchValue = (raw.RATE_LIMITS?.trim() || "on").toLowerCase();
  if (switchValue !== "on" && switchValue !== "off") throw new ConfigError(`RATE_LIMITS: expected on or off, got ${shown(raw.RATE_LIMITS)}`);
  const rateLimits = switchValue === "on";
  const value = (name: SettingName): number => {
    const { env: variable, fallback, min, max } = SETTINGS[name];
    return parseWholeNumber(variable, raw[variable], fallback, min, max, `a whole number ${min}-${max}`);
  };
  const onlyWithRateLimits = <T>(limit: T): T | null => (rateLimits ? limit : null);
  const perMinute = (burst: number, count: number): Rate => ({ burst, perSecond: count / 60 });

  const requestTimeoutMs = value("requestTimeoutMs");
  const headersTimeoutMs = value("headersTimeoutMs");
  // Node refuses a headers timeout longer than the whole request's.
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(`HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS (${requestTimeoutMs}), got ${shown(raw.HTTP_HEADERS_TIMEOUT_MS)}`);
  }
  const newParticipants = value("newParticipantsPerMinute");
  return {
    rateLimits,
    socket: {
      sendQueueBytes: value("socketSendQueueBytes"),
      messages: onlyWithRateLimits({ burst: value("socketMessageBurst"), perSecond: value("socketMessagesPerSecond") }),
    },
    http: {
      requestTimeoutMs,
      headersTimeoutMs,
      maxPipelinedRequests: value("maxPipelinedRequests"),
      connectionsPerAddress: onlyWithRateLimits(value("connectionsPerAddress")),
    },
    submissions: onlyWithRateLimits({
      perParticipant: { burst: value("participantBurst"), perSecond: value("participantPerSecond") },
      perAddress: { burst: value("addressBurst"), perSecond: value("addressPerSecond") },
      newParticipantsPerAddress: perMinute(newParticipants, newParticipants),
    }),
    joinCodeMisses: onlyWithRateLimits(perMinute(value("joinCodeMissBurst"), value("joinCodeMissesPerMinute"))),
    qrCodes: onlyWithRateLimits(perMinute(value("qrCodeBurst"), value("qrCodesPerMinute"))),
    hostExports: onlyWithRateLimits(perMinute(value("hostExportBurst"), value("hostExportsPerMinute"))),
    signIn: { freeFailures: value("signInFreeFailures"), baseDelayMs: value("signInBaseDelayMs"), maxDelayMs: value("signInMaxDelayMs") },
  };
}
