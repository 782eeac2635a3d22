import type { Limits } from "../config-limits.js";
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

export function createRateLimits(limits: Limits): RateLimits {
  return {
    submissions: new SubmissionLimits(limits.submissions),
    joinCodeMisses: limits.joinCodeMisses && new KeyedBuckets(limits.joinCodeMisses),
    qrCodes: limits.qrCodes && new KeyedBuckets(limits.qrCodes),
    hostExports: limits.hostExports && new KeyedBuckets(limits.hostExports),
  };
}
