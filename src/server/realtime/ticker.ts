/** Ticks stretch at most this far, so a watcher still converges within about a second. */
export const MAX_TICK_MS = 800;

/**
 * The live engine's clock: runs `tick` every `baseTickMs`, and stretches the interval while a tick and the socket
 * writes it caused take more than half of it (they would starve request handling), relaxing back once they are light.
 */
export class Ticker {
  private timer: NodeJS.Timeout | null = null;
  private tickMs: number;

  constructor(
    private readonly baseTickMs: number,
    private readonly tick: () => void,
    /** Milliseconds spent writing since the last call (the fan-out's). */
    private readonly takeBusyMs: () => number,
  ) {
    this.tickMs = baseTickMs;
  }

  /** The interval now; the base while nothing is heavy. */
  get currentMs(): number {
    return this.tickMs;
  }

  get baseMs(): number {
    return this.baseTickMs;
  }

  start(): void {
    if (this.timer) return;
    const run = () => {
      const started = performance.now();
      this.tick();
      const took = performance.now() - started + this.takeBusyMs();
      if (took > this.tickMs / 2) this.tickMs = Math.min(MAX_TICK_MS, this.tickMs * 2);
      else if (this.tickMs > this.baseTickMs && took < this.tickMs / 8) this.tickMs = Math.max(this.baseTickMs, this.tickMs / 2);
      this.schedule(run);
    };
    this.schedule(run);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(run: () => void): void {
    this.timer = setTimeout(run, this.tickMs);
    this.timer.unref();
  }
}
