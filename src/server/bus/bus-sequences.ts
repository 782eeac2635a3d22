/**
 * The sequence numbers (see CloudChange) a live cloud has counted: every number up to `prefix`, plus a few above
 * it that arrived early. A number it holds is never counted twice; a hole below the highest number means an
 * entry has not reached this instance yet.
 */
export class SequenceSet {
  private readonly above = new Set<number>();

  constructor(private prefix: number) {}

  has(sequence: number): boolean {
    return sequence <= this.prefix || this.above.has(sequence);
  }

  /** Adds a number; returns false when it was already counted. */
  add(sequence: number): boolean {
    if (this.has(sequence)) return false;
    if (sequence !== this.prefix + 1) {
      this.above.add(sequence);
      return true;
    }
    this.prefix = sequence;
    while (this.above.delete(this.prefix + 1)) this.prefix += 1;
    return true;
  }

  /** Whether every entry up to `total` has been counted. */
  covers(total: number): boolean {
    return this.prefix >= total;
  }

  get size(): number {
    return this.prefix + this.above.size;
  }
}
