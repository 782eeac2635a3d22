/**
 * Counts failed sign-ins per key (client address, and separately per email) in a sliding window.
 * Keyed by email too because the client address can be spoofed through X-Forwarded-For when the
 * server trusts a proxy; the per-email limit is higher so one noisy network cannot lock an account out for long.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Milliseconds until this key may try again, or 0 when it may try now. */
  retryAfterMs(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.maxFailures) return 0;
    const oldest = recent[recent.length - this.maxFailures] ?? now;
    return Math.max(1, oldest + this.windowMs - now);
  }

  recordFailure(key: string, now = Date.now()): void {
    if (!this.failures.has(key) && this.failures.size >= this.maxKeys) this.prune(now);
    const recent = this.recent(key, now);
    recent.push(now);
    this.failures.set(key, recent);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((time) => now - time < this.windowMs);
  }

  private prune(now: number): void {
    for (const [key, times] of this.failures) {
      if (times.every((time) => now - time >= this.windowMs)) this.failures.delete(key);
    }
    // Still full of live keys: forget the oldest half rather than grow without bound.
    if (this.failures.size >= this.maxKeys) {
      const keys = [...this.failures.keys()].slice(0, Math.floor(this.maxKeys / 2));
      for (const key of keys) this.failures.delete(key);
    }
  }
}
