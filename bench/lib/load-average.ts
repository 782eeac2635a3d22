import { loadavg } from "node:os";

export type LoadAverageRange = { start: number; min: number; max: number; end: number };

/**
 * The machine's 1-minute load average, sampled every second while a scenario runs: a report then says how busy the
 * machine was throughout, not only when the scenario ended. The figure includes the bench's own processes.
 */
export class LoadAverageSampler {
  private samples: number[] = [];
  private timer: NodeJS.Timeout | null = null;

  start(): void {
    this.stop();
    this.samples = [loadavg()[0] ?? 0];
    this.timer = setInterval(() => this.samples.push(loadavg()[0] ?? 0), 1_000);
    this.timer.unref();
  }

  /** The range since start(), up to a sample taken now; sampling goes on until the next start() or stop(). */
  range(): LoadAverageRange {
    const end = loadavg()[0] ?? 0;
    const samples = [...this.samples, end];
    return { start: samples[0]!, min: Math.min(...samples), max: Math.max(...samples), end };
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
