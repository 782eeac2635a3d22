import { z } from "zod";
import { ConfigError, parseWholeNumber, shown } from "./config-values.js";
import type { Rate } from "./rate-limits/token-bucket.js";

/** One limit read from the environment. Why each default is what it is: docs/deploy.md, "Limits". */
type Setting = { env: string; fallback: number; min: number; max: number };

const MANY = 1_000_000_000;

const SETTINGS = {
  socketSendQueueBytes: { env: "WS_SEND_QUEUE_BYTES", fallback: 1024 * 1024, min: 64 * 1024, max: MANY },
  socketMessageBurst: { env: "WS_MESSAGE_BURST", fallback: 40, min: 1, max: MANY },
  socketMessagesPerSecond: { env: "WS_MESSAGES_PER_SECOND", fallback: 10, min: 1, max: MANY },
} satisfies Record<string, Setting>;

type SettingName = keyof typeof SETTINGS;

/** The limits' variables as zod reads them; each is checked below with its own range and message. */
export const limitsEnvSchema = z.object({
  RATE_LIMITS: z.string().optional(),
  ...Object.fromEntries(Object.values(SETTINGS).map((setting) => [setting.env, z.string().optional()])),
});

/**
 * What one client may cost the server. A rate that is null is not enforced: `RATE_LIMITS=off` lifts every rate
 * and per-address limit (for load tests on loopback, where one address stands for a whole audience) and keeps
 * the bounds that protect memory.
 */
export type Limits = {
  rateLimits: boolean;
  socket: {
    /** Bytes queued for one socket (replies included) past which it is closed as a slow consumer. */
    sendQueueBytes: number;
    /** Messages one socket may send. */
    messages: Rate | null;
  };
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
  const rate = (burst: SettingName, perSecond: SettingName): Rate | null => {
    const parsed = { burst: value(burst), perSecond: value(perSecond) };
    return rateLimits ? parsed : null;
  };
  return {
    rateLimits,
    socket: {
      sendQueueBytes: value("socketSendQueueBytes"),
      messages: rate("socketMessageBurst", "socketMessagesPerSecond"),
    },
  };
}
