/**
 * Visits every item once per interval, spread over `steps` turns of the event loop within it. Pinging 10,000
 * sockets in one loop held the event loop for ~250 ms every 30 s, long enough to set the acknowledgement p99 of a
 * whole storm; spread over 30 steps, each turn pings a few hundred.
 */
export class SpreadSweep<T> {
  private interval: NodeJS.Timeout | null = null;
  private stepTimer: NodeJS.Timeout | null = null;
  private cycle: T[] = [];
  private cursor = 0;

  constructor(
    private readonly items: () => Iterable<T>,
    private readonly visit: (item: T) => void,
    private readonly intervalMs: number,
    private readonly steps = 30,
  ) {}

  start(): void {
    if (this.interval) return;
    this.interval = setInterval(() => this.beginCycle(), this.intervalMs);
    this.interval.unref();
  }

  stop(): void {
    if (this.interval) clearInterval(this.interval);
    if (this.stepTimer) clearTimeout(this.stepTimer);
    this.interval = null;
    this.stepTimer = null;
  }

  private beginCycle(): void {
    if (this.stepTimer) clearTimeout(this.stepTimer);
    // Whatever the previous cycle did not reach (it cannot, unless steps outlast the interval) is visited now.
    const leftover = this.cycle.slice(this.cursor);
    this.cycle = [...this.items()];
    this.cursor = 0;
    for (const item of leftover) this.visit(item);
    this.step();
  }

  private step(): void {
    this.stepTimer = null;
    const end = Math.min(this.cycle.length, this.cursor + Math.ceil(this.cycle.length / this.steps));
    while (this.cursor < end) this.visit(this.cycle[this.cursor++]!);
    if (this.cursor < this.cycle.length) {
      this.stepTimer = setTimeout(() => this.step(), this.intervalMs / this.steps);
      this.stepTimer.unref();
    }
  }
}
