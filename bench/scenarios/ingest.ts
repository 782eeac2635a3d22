import type { IngestDone } from "../load/worker-protocol.js";
import { atLeast, atMost, fmtBytes, fmtCount, fmtMs, fmtSeconds, type ScenarioReport } from "../lib/format.js";
import { LoadProcess } from "../lib/load-process.js";
import { startServer, type SqliteDriver } from "../lib/server-process.js";
import { sleep } from "../lib/stats.js";
import { createBenchSession } from "../lib/sessions.js";

const TARGET_PER_SECOND = 5000;
const TARGET_P99_MS = 50;

type IngestOptions = { port: number; durationSeconds?: number; cpuProfileDir?: string; sqliteDriver?: SqliteDriver };

export type IngestFigures = IngestDone & {
  durationSeconds: number;
  serverCpuSeconds: number;
  peakRssBytes: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
};

/** Sustained HTTP submissions for 20 s (autocannon in the load process), with one presentation screen watching. */
export async function measureIngest(options: IngestOptions): Promise<IngestFigures> {
  const server = await startServer({ kind: "ordsky", port: options.port, cpuProfileDir: options.cpuProfileDir, sqliteDriver: options.sqliteDriver });
  let load: LoadProcess | null = null;
  try {
    const sessionId = await createBenchSession(server.url, "Bench ingest");
    load = LoadProcess.start();
    await load.request(
      { type: "connect", wsUrl: `${server.url.replace("http", "ws")}/ws`, sessionId, count: 1, sourceAddresses: ["127.0.0.1"], concurrency: 1 },
      "connected",
      30_000,
    );
    await sleep(200);
    const before = await server.probe(true);
    const durationSeconds = options.durationSeconds ?? 20;
    const result = await load.request(
      {
        type: "ingest",
        plan: { baseUrl: server.url, sessionId, durationSeconds, connections: 32, participants: 1000, seed: 7 },
        convergenceCapMs: 10_000,
      },
      "ingest-done",
      durationSeconds * 1000 + 60_000,
    );
    const after = await server.probe();
    return {
      ...result,
      durationSeconds,
      serverCpuSeconds: (after.cpuUserMicros + after.cpuSystemMicros - before.cpuUserMicros - before.cpuSystemMicros) / 1e6,
      peakRssBytes: server.peakRssBytes(),
      loopDelayP99Ms: after.loopDelayP99Ms,
      loopDelayMaxMs: after.loopDelayMaxMs,
    };
  } finally {
    await load?.stop();
    await server.stop();
  }
}

export async function runIngest(options: IngestOptions): Promise<ScenarioReport> {
  const result = await measureIngest(options);
  const cpu = result.serverCpuSeconds;
  return {
    name: "ingest",
    title: `sustained HTTP submissions for ${result.durationSeconds} s (autocannon, 32 connections, 1 watcher)`,
    rows: [
      { metric: "acknowledged submissions", measured: `${fmtCount(result.acknowledged)} in ${fmtSeconds(result.seconds)}` },
      { metric: "acknowledged per second", target: `≥ ${fmtCount(TARGET_PER_SECOND)}`, measured: fmtCount(result.perSecond), pass: atLeast(result.perSecond, TARGET_PER_SECOND) },
      { metric: "errors (non-2xx, timeouts)", target: "0", measured: `${fmtCount(result.errors)} (${fmtCount(result.non2xx)}, ${fmtCount(result.timeouts)})`, pass: result.errors === 0 },
      { metric: "ack latency p50 / p95", measured: `${fmtMs(result.latencyP50)} / ${fmtMs(result.latencyP95)}` },
      { metric: "ack latency p99", target: `≤ ${fmtMs(TARGET_P99_MS)}`, measured: fmtMs(result.latencyP99), pass: atMost(result.latencyP99, TARGET_P99_MS) },
      { metric: "watcher convergence after last ack", measured: result.convergenceMs === null ? "not within 10 s" : fmtMs(result.convergenceMs) },
      { metric: "messages / bytes to the watcher", measured: `${fmtCount(result.traffic.messages)} / ${fmtBytes(result.traffic.bytes)}` },
      { metric: "server CPU", measured: `${fmtSeconds(cpu)} (${((cpu / result.seconds) * 100).toFixed(0)}% of a core)` },
      { metric: "server CPU per acknowledged submission", measured: fmtMs((cpu * 1000) / Math.max(1, result.acknowledged)) },
      { metric: "server peak RSS", measured: fmtBytes(result.peakRssBytes) },
      { metric: "event-loop delay p99 (max)", measured: `${fmtMs(result.loopDelayP99Ms)} (${fmtMs(result.loopDelayMaxMs)})` },
    ],
    notes: [`final totalSubmissions ${fmtCount(result.finalTotal)}; participants cycle over 1,000 ids (the session limit)`],
  };
}
