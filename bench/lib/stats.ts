/** Nearest-rank percentile of an unsorted sample; NaN for an empty one. */
export function percentile(values: ArrayLike<number>, p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values as ArrayLike<number>).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Percentile over a value → count histogram (message sizes received by thousands of sockets). */
export function histogramPercentile(histogram: Map<number, number>, p: number): number {
  let total = 0;
  for (const count of histogram.values()) total += count;
  if (total === 0) return Number.NaN;
  const target = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (const value of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(value) ?? 0;
    if (seen >= target) return value;
  }
  return Number.NaN;
}

/** A growable sample of numbers that stays compact for tens of thousands of latencies. */
export class Sample {
  private data = new Float64Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  values(): Float64Array {
    return this.data.subarray(0, this.length);
  }

  percentile(p: number): number {
    return percentile(this.values(), p);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
