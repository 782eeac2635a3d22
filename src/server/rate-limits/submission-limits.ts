import { AppError } from "../errors.js";
import type { RateLimitName } from "../metrics/ops-counters.js";
import { KeyedBuckets } from "./keyed-buckets.js";
import type { Rate } from "./token-bucket.js";

export const TOO_MANY_ANSWERS_MESSAGE = "Too many answers at once, please wait a moment";

/**
 * How many participants the session has not seen yet one client address may still bring now (`key`: the address),
 * and when it may bring one more once they are spent. Read before a write and handed to the admission rules as
 * data, so they stay pure; what the write let through is spent after its commit (spendNewParticipant).
 */
export type NewParticipantBudget = { key: string; left: number; retryAfterMs: number };

/** How fast answers (entries and class answers) may come: per participantId, per address, and new participants per address. */
export type SubmissionRates = { perParticipant: Rate; perAddress: Rate; newParticipantsPerAddress: Rate };

/**
 * Answers a real class never outpaces and a script always does. participantIds are made by the client (the spec
 * says so), so one address could mint any number of them: it is held to a number of answers and of new
 * participants, sized for a school behind one NAT address. `address` is undefined for the server's own callers
 * (the demo seed), which are not limited.
 */
export class SubmissionLimits {
  private readonly participants: KeyedBuckets | null;
  private readonly addresses: KeyedBuckets | null;
  private readonly newParticipants: KeyedBuckets | null;

  /** `refused(limit)` makes the callback each refusal by that allowance is counted with. */
  constructor(rates: SubmissionRates | null, refused: (limit: RateLimitName) => () => void = () => () => undefined) {
    this.participants = rates && new KeyedBuckets(rates.perParticipant, refused("answers"));
    this.addresses = rates && new KeyedBuckets(rates.perAddress, refused("answers"));
    this.newParticipants = rates && new KeyedBuckets(rates.newParticipantsPerAddress, refused("new-participants"));
  }

  /** Takes one answer from the participant's and the address's allowance; refuses with 429, taking nothing, when either is spent. */
  takeAnswer(participantId: string, address: string | undefined): void {
    if (!this.participants || !this.addresses || address === undefined) return;
    const now = performance.now();
    if (!this.addresses.has(address, now) || !this.participants.has(participantId, now)) {
      throw tooManyAnswers(Math.max(this.participants.waitMs(participantId, now), this.addresses.waitMs(address, now)));
    }
    this.participants.take(participantId, now);
    this.addresses.take(address, now);
  }

  /** What the address may still bring of participants a session has not seen (undefined: no limit). */
  newParticipantBudget(address: string | undefined): NewParticipantBudget | undefined {
    if (!this.newParticipants || address === undefined) return undefined;
    const now = performance.now();
    const left = Math.max(0, Math.floor(this.newParticipants.available(address, now)));
    return { key: address, left, retryAfterMs: this.newParticipants.waitMs(address, now, left + 1) };
  }

  /** A participant the session had not seen was admitted from this address: spends one of its allowance. */
  spendNewParticipant(address: string | undefined): void {
    if (this.newParticipants && address !== undefined) this.newParticipants.spend(address, performance.now());
  }

  /**
   * Counts (for /metrics) a write the admission rules refused for want of the address's new-participant allowance:
   * the per-answer allowance is taken before any write, so a 429 from a write is that one.
   */
  countAdmissionRefusal(error: unknown): void {
    if (error instanceof AppError && error.code === "RATE_LIMITED") this.newParticipants?.countRefusal();
  }
}

export function tooManyAnswers(waitMs: number): AppError {
  return new AppError("RATE_LIMITED", TOO_MANY_ANSWERS_MESSAGE, waitMs);
}
