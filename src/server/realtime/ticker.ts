/** Ticks stretch at most this far, so a watcher still converges within about a second. */
export const MAX_TICK_MS = 800;
/**
 * The span the load is measured over: about the longest phone cadence, so a room's phones updated once a second in
 * one burst of writes count as the share of time they take, not as an overload of the tick they land in.
 */
const LOAD_WINDOW_MS = 1_000;

/**
 * The live engine's clock: runs `tick` every `baseTickMs`, and stretches the interval while ticks and the socket
 * writes they cause take more than half of the time (they would starve request handling), relaxing back once they
 * take less than an eighth.
 */
export class Ticker {
  private timer: NodeJS.Timeout | null = null;
  private tickMs: number;
  /** Share of time (0-1, an average over about LOAD_WINDOW_MS) spent in ticks and their writes. */
  private load = 0;
  private lastStart: number | null = null;

  constructor(
    private readonly baseTickMs: number,
    private readonly tick: () => void,
    /** Milliseconds spent writing since the last call (the fan-out's). */
    private readonly takeBusyMs: () => number,
    /** Told after each tick how long it took (writes included) and how many base ticks the stretch skipped before it. */
    private readonly onTick?: (busyMs: number, skipped: number) => void,
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
      const elapsed = Math.max(1, started - (this.lastStart ?? started - this.tickMs));
      this.lastStart = started;
      this.tick();
      const busy = performance.now() - started + this.takeBusyMs();
      this.onTick?.(busy, Math.max(0, Math.round(elapsed / this.baseTickMs) - 1));
      this.measure(busy, elapsed);
      this.schedule(run);
    };
    this.schedule(run);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.lastStart = null;
  }

  private measure(busyMs: number, elapsedMs: number): void {
    this.load = foldLoad(this.load, busyMs, elapsedMs);
    this.tickMs = adjustTick(this.tickMs, this.baseTickMs, this.load);
  }

  private schedule(run: () => void): void {
    this.timer = setTimeout(run, this.tickMs);
    this.timer.unref();
  }
}

/** The load after one more interval of `elapsedMs` of which `busyMs` went to ticks and writes (an average over about a second). */
export function foldLoad(load: number, busyMs: number, elapsedMs: number): number {
  const weight = Math.min(1, elapsedMs / LOAD_WINDOW_MS);
  return load + weight * (Math.min(1, busyMs / elapsedMs) - load);
}

/** The stretch rule: double the interval while ticks and writes take more than half the time, halve it back under an eighth. */
export function adjustTick(tickMs: number, baseTickMs: number, load: number): number {
  if (load > 1 / 2) return Math.min(MAX_TICK_MS, tickMs * 2);
  if (tickMs > baseTickMs && load < 1 / 8) return Math.max(baseTickMs, tickMs / 2);
  return tickMs;
}
