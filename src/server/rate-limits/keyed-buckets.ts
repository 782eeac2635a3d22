import { TokenBucket, type Rate } from "./token-bucket.js";

/** Keys tracked at most: a full map first forgets buckets that have refilled, then the oldest half. */
const MAX_KEYS = 100_000;

/**
 * Token buckets by key (an address, a participantId). A key without a bucket has a full one, so buckets that have
 * refilled are forgotten, and the number of keys is bounded: many keys cannot grow memory.
 */
export class KeyedBuckets {
  private readonly buckets = new Map<string, TokenBucket>();

  /** `onRefused`: told each time `has` or `take` says no (the refusal metric). */
  constructor(
    private readonly rate: Rate,
    private readonly onRefused: () => void = () => undefined,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  /** Whether `key` has a token to spend now; takes nothing. */
  has(key: string, now: number): boolean {
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.available(now) >= 1) return true;
    this.onRefused();
    return false;
  }

  /** Takes one token of `key`; false (taking nothing) when it has none. */
  take(key: string, now: number): boolean {
    if (this.bucketOf(key, now).take(now)) return true;
    this.onRefused();
    return false;
  }

  /** Tokens `key` has now (fractional while refilling). */
  available(key: string, now: number): number {
    return this.buckets.get(key)?.available(now) ?? this.rate.burst;
  }

  /** Takes one token of `key` whatever it has left: for an event admitted against a look at `available` before. */
  spend(key: string, now: number): void {
    this.bucketOf(key, now).spend(now);
  }

  /** Counts a refusal decided elsewhere from what `available` said. */
  countRefusal(): void {
    this.onRefused();
  }

  /** Milliseconds until `key` has `cost` tokens (0 when it has them now). */
  waitMs(key: string, now: number, cost = 1): number {
    return this.buckets.get(key)?.waitMs(now, cost) ?? Math.max(0, Math.ceil(((cost - this.rate.burst) / this.rate.perSecond) * 1000));
  }

  get size(): number {
    return this.buckets.size;
  }

  private bucketOf(key: string, now: number): TokenBucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxKeys) this.prune(now);
      bucket = new TokenBucket(this.rate, now);
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.isFull(now)) this.buckets.delete(key);
    // Still full of keys in use: forget the oldest half (a fresh bucket for them) rather than grow without bound.
    if (this.buckets.size >= this.maxKeys) {
      let drop = Math.floor(this.maxKeys / 2);
      for (const key of this.buckets.keys()) {
        if (drop-- <= 0) break;
        this.buckets.delete(key);
      }
    }
  }
}
