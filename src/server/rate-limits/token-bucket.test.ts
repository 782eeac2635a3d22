import { describe, expect, it } from "vitest";
import { TokenBucket } from "./token-bucket.js";

describe("TokenBucket", () => {
  it("admits a burst, then refuses until time refills it", () => {
    const bucket = new TokenBucket({ burst: 3, perSecond: 2 }, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([true, true, true, false]);
    expect(bucket.waitMs(0)).toBe(500);
    expect(bucket.take(499)).toBe(false);
    expect(bucket.take(500)).toBe(true);
    expect(bucket.take(500)).toBe(false);
  });

  it("never holds more than its burst, however long it rests", () => {
    const bucket = new TokenBucket({ burst: 2, perSecond: 10 }, 0);
    expect(bucket.isFull(60_000)).toBe(true);
    expect([bucket.take(60_000), bucket.take(60_000), bucket.take(60_000)]).toEqual([true, true, false]);
  });

  it("keeps to its sustained rate: 2 per second admits 2 per second after the burst", () => {
    const bucket = new TokenBucket({ burst: 8, perSecond: 2 }, 0);
    let admitted = 0;
    for (let ms = 0; ms <= 10_000; ms += 10) if (bucket.take(ms)) admitted += 1;
    expect(admitted).toBe(8 + 20);
  });

  it("takes nothing when it refuses a cost it cannot cover", () => {
    const bucket = new TokenBucket({ burst: 5, perSecond: 1 }, 0);
    expect(bucket.take(0, 6)).toBe(false);
    expect(bucket.available(0)).toBe(5);
  });
});
