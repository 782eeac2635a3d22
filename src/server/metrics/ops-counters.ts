import { ERROR_CODES, type ErrorCode } from "../../shared/error-codes.js";

/** Which allowance refused a client (docs/deploy.md, Limits); a closed set, so the metric's labels stay bounded. */
export const RATE_LIMIT_NAMES = ["answers", "new-participants", "socket-messages", "join-codes", "qr-codes", "host-exports"] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

/**
 * The counts the hot paths bump: plain numbers, so counting a submission is one addition and allocates nothing.
 * The registry reads them when /metrics is scraped (metrics.ts).
 */
export class OpsCounters {
  submissionsAccepted = 0;
  /** Repeats of an accepted submissionId, answered with the stored entry and not counted again. */
  submissionsDuplicate = 0;
  readonly submissionsRefused = Object.fromEntries(ERROR_CODES.map((code) => [code, 0])) as Record<ErrorCode, number>;
  readonly rateLimitRefusals = Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [name, 0])) as Record<RateLimitName, number>;

  refuseSubmission(code: ErrorCode): void {
    this.submissionsRefused[code] += 1;
  }

  refuseRate(limit: RateLimitName): void {
    this.rateLimitRefusals[limit] += 1;
  }
}
