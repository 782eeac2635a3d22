import type { Limits } from "../config/config-limits.js";
import type { RateLimitName } from "../metrics/ops-counters.js";
import { KeyedBuckets } from "./keyed-buckets.js";
import { SubmissionLimits } from "./submission-limits.js";

/** The per-client allowances services draw on, built once from config (every one a no-op with RATE_LIMITS=off). */
export type RateLimits = {
  submissions: SubmissionLimits;
  /** Join-by-code attempts with a code that names no session, per address. */
  joinCodeMisses: KeyedBuckets | null;
  /** Requests that generate QR codes, per address. */
  qrCodes: KeyedBuckets | null;
  /** A host's Excel and PDF exports, per address. */
  hostExports: KeyedBuckets | null;
};

/** `refusals` counts each refusal by the allowance that made it (for /metrics). */
export function createRateLimits(limits: Limits, refusals: { refuseRate(limit: RateLimitName): void }): RateLimits {
  const counted = (limit: RateLimitName) => () => refusals.refuseRate(limit);
  return {
    submissions: new SubmissionLimits(limits.submissions, counted),
    joinCodeMisses: limits.joinCodeMisses && new KeyedBuckets(limits.joinCodeMisses, counted("join-codes")),
    qrCodes: limits.qrCodes && new KeyedBuckets(limits.qrCodes, counted("qr-codes")),
    hostExports: limits.hostExports && new KeyedBuckets(limits.hostExports, counted("host-exports")),
  };
}
