/** A sustained rate with room for a burst: `burst` tokens, refilled at `perSecond`; each admitted event takes one. */
export type Rate = { burst: number; perSecond: number };

/**
 * One token bucket. Time is passed in (milliseconds, any monotonic clock) so the arithmetic is testable; callers
 * use `performance.now()`.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly rate: Rate,
    now: number,
  ) {
    this.tokens = rate.burst;
    this.updatedAt = now;
  }

  /** Tokens available at `now` (fractional while refilling). */
  available(now: number): number {
    this.refill(now);
    return this.tokens;
  }

  /** Takes `cost` tokens when that many are available; false (and nothing taken) otherwise. */
  take(now: number, cost = 1): boolean {
    this.refill(now);
    if (this.tokens < cost) return false;
    this.tokens -= cost;
    return true;
  }

  /**
   * Takes one token even when fewer are left (the balance may go below zero and refills from there): for an event
   * admitted against what `available` said a moment before, so a burst that raced past it is paid back.
   */
  spend(now: number): void {
    this.refill(now);
    this.tokens -= 1;
  }

  /** Milliseconds until `cost` tokens are available (0 when they are now). */
  waitMs(now: number, cost = 1): number {
    this.refill(now);
    if (this.tokens >= cost) return 0;
    return Math.ceil(((cost - this.tokens) / this.rate.perSecond) * 1000);
  }

  /** True once the bucket has refilled completely: it then holds nothing a fresh bucket would not. */
  isFull(now: number): boolean {
    return this.available(now) >= this.rate.burst;
  }

  private refill(now: number): void {
    const elapsed = now - this.updatedAt;
    if (elapsed <= 0) return;
    this.tokens = Math.min(this.rate.burst, this.tokens + (elapsed / 1000) * this.rate.perSecond);
    this.updatedAt = now;
  }
}
