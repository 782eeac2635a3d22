import type { SignInDelays } from "../../config/config-limits.js";

/** Failures are forgotten a day after the last one. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;
const MAX_KEYS = 10_000;

type Failures = { count: number; lastAt: number };

/**
 * Failed sign-ins per key (a client address, or an email): the first few cost nothing, then every further failure
 * doubles the wait before the next attempt, up to a ceiling. A wait, not a lock: the owner's correct password is
 * still accepted once it ends, and the caller decides whom a wait applies to (see loginAdmin).
 */
export class FailureDelays {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly delays: SignInDelays) {}

  /** Milliseconds until `key` may try again (0: now). */
  waitMs(key: string, now = Date.now()): number {
    const failures = this.current(key, now);
    if (!failures || failures.count <= this.delays.freeFailures) return 0;
    const doublings = failures.count - this.delays.freeFailures - 1;
    const delay = Math.min(this.delays.maxDelayMs, this.delays.baseDelayMs * 2 ** Math.min(doublings, 40));
    return Math.max(0, failures.lastAt + delay - now);
  }

  /** Whether `key` failed recently at all. */
  hasFailed(key: string, now = Date.now()): boolean {
    return this.current(key, now) !== null;
  }

  recordFailure(key: string, now = Date.now()): void {
    const failures = this.current(key, now);
    if (!failures && this.failures.size >= MAX_KEYS) this.prune(now);
    // Re-inserted so that the map's order is the order of last failure, oldest first.
    this.failures.delete(key);
    this.failures.set(key, { count: (failures?.count ?? 0) + 1, lastAt: now });
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private current(key: string, now: number): Failures | null {
    const failures = this.failures.get(key);
    if (!failures) return null;
    if (now - failures.lastAt < FORGET_AFTER_MS) return failures;
    this.failures.delete(key);
    return null;
  }

  private prune(now: number): void {
    for (const [key, failures] of this.failures) {
      if (now - failures.lastAt < FORGET_AFTER_MS) break;
      this.failures.delete(key);
    }
    // Still full of recent failures: forget the oldest half rather than grow without bound.
    let drop = this.failures.size >= MAX_KEYS ? Math.floor(MAX_KEYS / 2) : 0;
    for (const key of this.failures.keys()) {
      if (drop-- <= 0) break;
      this.failures.delete(key);
    }
  }
}
