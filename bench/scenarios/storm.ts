import type { StormDone } from "../load/worker-protocol.js";
import { LoadProcess } from "../lib/load-process.js";
import { openFileLimit, procCpuSeconds, startServer, type ServerKind, type SqliteDriver } from "../lib/server-process.js";
import { sleep } from "../lib/stats.js";
import { createBenchSession } from "../lib/sessions.js";

export type StormConfig = {
  kind: ServerKind;
  port: number;
  /** Phones watching the session. */
  watchers: number;
  /** Screens the room watches (presentation, dashboards), joined as hosts on top of the phones. */
  hostWatchers: number;
  sourceAddresses: string[];
  totalWords: number;
  participants: number;
  durationMs: number;
  /** Extra time the submissions may take past their schedule before the scenario gives up on them. */
  graceMs: number;
  /** How participants submit: over their own sockets (the participant page while connected) or over HTTP. */
  via: "socket" | "http";
  cpuProfileDir?: string;
  sqliteDriver?: SqliteDriver;
  /** Share of the phones that put their page out of sight through the storm (as they answer) and come back after it. */
  hiddenShare?: number;
};

export type StormFigures = StormDone & {
  kind: ServerKind;
  watchers: number;
  hostWatchers: number;
  connected: number;
  connectErrors: number;
  connectSeconds: number;
  connectCpuSeconds: number;
  /** Server CPU from the first submission until every client converged (or the cap). */
  serverCpuSeconds: number;
  /** The storm's server CPU by thread name: the event loop, the SQLite writer, V8's helpers, … */
  threadCpuSeconds: Record<string, number>;
  /** Wall time over which serverCpuSeconds and threadCpuSeconds were taken. */
  stormWallSeconds: number;
  peakRssBytes: number;
  rssBeforeConnectBytes: number;
  rssAfterConnectBytes: number;
  rssGrowthPerConnectionBytes: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  serverAckP50Ms: number;
  serverAckP99Ms: number;
  serverOpenFileLimit: number;
  loadOpenFileLimit: number;
  /** CPU of the load generator during the storm: near 1 core means the instrument, not the server, was the limit. */
  loadCpuSeconds: number;
  /** Phones that went out of sight during the storm. */
  hiddenPhones: number;
};

const cpuSeconds = (probe: { cpuUserMicros: number; cpuSystemMicros: number }) => (probe.cpuUserMicros + probe.cpuSystemMicros) / 1e6;

/** Submissions a fresh server gets before the measured storm, so the figures are those of a running server. */
export const WARM_UP_WORDS = 2_000;

/**
 * A cold process spends its first half-second compiling the submission path (JIT) and opening connections, which
 * would dominate the storm's ack p99 while saying nothing about a server that has been up for a lecture. Its own
 * session and no watchers: the measured session starts empty and unwatched traffic is not counted.
 */
async function warmUp(load: LoadProcess, baseUrl: string, via: StormConfig["via"], participants: number): Promise<void> {
  const sessionId = await createBenchSession(baseUrl, "Bench warm-up");
  await load.request(
    {
      type: "submit",
      baseUrl,
      via,
      plan: { sessionId, totalWords: WARM_UP_WORDS, participants, burstSize: 4, durationMs: 2_000, maxInFlight: 256, seed: 7 },
      graceMs: 20_000,
    },
    "submitted",
    60_000,
  );
}

/**
 * One storm: start a server, connect the watchers, send the words, wait for every client to converge, measure.
 * Watchers and submitters are two load processes (both on the load core): 1,000 sockets' worth of incoming deltas
 * would otherwise hold the submitter's event loop and be counted as acknowledgement latency, where a real audience
 * has one phone per participant.
 */
export async function runStormWorkload(config: StormConfig): Promise<StormFigures> {
  const server = await startServer({ kind: config.kind, port: config.port, cpuProfileDir: config.cpuProfileDir, sqliteDriver: config.sqliteDriver });
  let watchers: LoadProcess | null = null;
  let submitter: LoadProcess | null = null;
  try {
    const sessionId = await createBenchSession(server.url, "Bench storm");
    watchers = LoadProcess.start();
    submitter = LoadProcess.start();
    await sleep(300);
    // The warm-up's participants are the storm's, so their sockets are open before anything is measured.
    await warmUp(submitter, server.url, config.via, config.participants);
    const serverOpenFileLimit = openFileLimit(server.pid);
    const loadOpenFileLimit = openFileLimit(watchers.pid);
    const needed = config.watchers + config.hostWatchers + 200;
    if (serverOpenFileLimit < needed || loadOpenFileLimit < needed) {
      console.warn(`  ! open-file limit ${Math.min(serverOpenFileLimit, loadOpenFileLimit)} is below the ${needed} this scenario needs`);
    }

    const beforeConnect = await server.probe(true);
    const connected = await watchers.request(
      {
        type: "connect",
        wsUrl: `${server.url.replace("http", "ws")}/ws`,
        sessionId,
        count: config.hostWatchers + config.watchers,
        hosts: config.hostWatchers,
        sourceAddresses: config.sourceAddresses,
        concurrency: 100,
      },
      "connected",
      180_000,
    );
    await sleep(500);
    const afterConnect = await server.probe(true);
    const stormStarted = performance.now();
    const loadCpu = () => procCpuSeconds(watchers!.pid) + procCpuSeconds(submitter!.pid);
    const loadCpuBefore = loadCpu();

    const hiddenPhones = config.hiddenShare
      ? (await watchers.request({ type: "hide", share: config.hiddenShare, overMs: config.durationMs }, "hiding", 10_000)).phones
      : 0;
    const { type: _submitted, lastAckAtEpochMs, ...submitted } = await submitter.request(
      {
        type: "submit",
        baseUrl: server.url,
        via: config.via,
        plan: { sessionId, totalWords: config.totalWords, participants: config.participants, burstSize: 4, durationMs: config.durationMs, maxInFlight: 256, seed: 42 },
        graceMs: config.graceMs,
      },
      "submitted",
      config.durationMs + config.graceMs + 60_000,
    );
    const { type: _converged, ...converged } = await watchers.request(
      { type: "converge", baseUrl: server.url, sessionId, lastAckAtEpochMs, capMs: 10_000 },
      "converged",
      70_000,
    );
    const afterStorm = await server.probe();
    const stormWallSeconds = (performance.now() - stormStarted) / 1000;
    const loadCpuSeconds = loadCpu() - loadCpuBefore;
    return {
      ...submitted,
      ...converged,
      kind: config.kind,
      watchers: config.watchers,
      hostWatchers: config.hostWatchers,
      connected: connected.connected,
      connectErrors: connected.connectErrors,
      connectSeconds: connected.ms / 1000,
      connectCpuSeconds: cpuSeconds(afterConnect) - cpuSeconds(beforeConnect),
      serverCpuSeconds: cpuSeconds(afterStorm) - cpuSeconds(afterConnect),
      stormWallSeconds,
      threadCpuSeconds: Object.fromEntries(
        Object.entries(afterStorm.threadCpuSeconds ?? {}).map(([name, seconds]) => [name, seconds - (afterConnect.threadCpuSeconds?.[name] ?? 0)]),
      ),
      peakRssBytes: server.peakRssBytes(),
      rssBeforeConnectBytes: beforeConnect.rssBytes,
      rssAfterConnectBytes: afterConnect.rssBytes,
      rssGrowthPerConnectionBytes: (afterConnect.rssBytes - beforeConnect.rssBytes) / Math.max(1, connected.connected),
      loopDelayP99Ms: afterStorm.loopDelayP99Ms,
      loopDelayMaxMs: afterStorm.loopDelayMaxMs,
      serverAckP50Ms: afterStorm.serverAckP50Ms,
      serverAckP99Ms: afterStorm.serverAckP99Ms,
      serverOpenFileLimit,
      loadOpenFileLimit,
      loadCpuSeconds,
      hiddenPhones,
    };
  } finally {
    await Promise.all([watchers?.stop(), submitter?.stop()]);
    await server.stop();
  }
}
