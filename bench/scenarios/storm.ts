import type { StormDone } from "../load/worker-protocol.js";
import { LoadProcess } from "../lib/load-process.js";
import { openFileLimit, procCpuSeconds, startServer, type ServerKind } from "../lib/server-process.js";
import { sleep } from "../lib/stats.js";

export type StormConfig = {
  kind: ServerKind;
  port: number;
  watchers: number;
  sourceAddresses: string[];
  totalWords: number;
  participants: number;
  durationMs: number;
  /** Extra time the submissions may take past their schedule before the scenario gives up on them. */
  graceMs: number;
  cpuProfileDir?: string;
};

export type StormFigures = StormDone & {
  kind: ServerKind;
  watchers: number;
  connected: number;
  connectErrors: number;
  connectSeconds: number;
  connectCpuSeconds: number;
  /** Server CPU from the first submission until every client converged (or the cap). */
  serverCpuSeconds: number;
  peakRssBytes: number;
  rssBeforeConnectBytes: number;
  rssAfterConnectBytes: number;
  rssGrowthPerConnectionBytes: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  serverOpenFileLimit: number;
  loadOpenFileLimit: number;
  /** CPU of the load generator during the storm: near 1 core means the instrument, not the server, was the limit. */
  loadCpuSeconds: number;
};

const cpuSeconds = (probe: { cpuUserMicros: number; cpuSystemMicros: number }) => (probe.cpuUserMicros + probe.cpuSystemMicros) / 1e6;

/** One storm: start a server, connect the watchers, send the words, wait for every client to converge, measure. */
export async function runStormWorkload(config: StormConfig): Promise<StormFigures> {
  const server = await startServer({ kind: config.kind, port: config.port, cpuProfileDir: config.cpuProfileDir });
  let load: LoadProcess | null = null;
  try {
    const created = await fetch(`${server.url}/api/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "Bench storm", maxParticipants: 1000 }),
    });
    if (!created.ok) throw new Error(`creating the session failed: ${created.status} ${await created.text()}`);
    const { data } = (await created.json()) as { data: { sessionId: string } };
    const sessionId = data.sessionId;

    load = LoadProcess.start();
    await sleep(300);
    const serverOpenFileLimit = openFileLimit(server.pid);
    const loadOpenFileLimit = openFileLimit(load.pid);
    const needed = config.watchers + 200;
    if (serverOpenFileLimit < needed || loadOpenFileLimit < needed) {
      console.warn(`  ! open-file limit ${Math.min(serverOpenFileLimit, loadOpenFileLimit)} is below the ${needed} this scenario needs`);
    }

    const beforeConnect = await server.probe(true);
    const connected = await load.request(
      { type: "connect", wsUrl: `${server.url.replace("http", "ws")}/ws`, sessionId, count: config.watchers, sourceAddresses: config.sourceAddresses, concurrency: 100 },
      "connected",
      180_000,
    );
    await sleep(500);
    const afterConnect = await server.probe(true);
    const loadCpuBefore = procCpuSeconds(load.pid);

    const storm = await load.request(
      {
        type: "storm",
        baseUrl: server.url,
        plan: { sessionId, totalWords: config.totalWords, participants: config.participants, burstSize: 4, durationMs: config.durationMs, maxInFlight: 256, seed: 42 },
        graceMs: config.graceMs,
        convergenceCapMs: 10_000,
      },
      "storm-done",
      config.durationMs + config.graceMs + 60_000,
    );
    const afterStorm = await server.probe();
    const loadCpuSeconds = procCpuSeconds(load.pid) - loadCpuBefore;
    return {
      ...storm,
      kind: config.kind,
      watchers: config.watchers,
      connected: connected.connected,
      connectErrors: connected.connectErrors,
      connectSeconds: connected.ms / 1000,
      connectCpuSeconds: cpuSeconds(afterConnect) - cpuSeconds(beforeConnect),
      serverCpuSeconds: cpuSeconds(afterStorm) - cpuSeconds(afterConnect),
      peakRssBytes: server.peakRssBytes(),
      rssBeforeConnectBytes: beforeConnect.rssBytes,
      rssAfterConnectBytes: afterConnect.rssBytes,
      rssGrowthPerConnectionBytes: (afterConnect.rssBytes - beforeConnect.rssBytes) / Math.max(1, connected.connected),
      loopDelayP99Ms: afterStorm.loopDelayP99Ms,
      loopDelayMaxMs: afterStorm.loopDelayMaxMs,
      serverOpenFileLimit,
      loadOpenFileLimit,
      loadCpuSeconds,
    };
  } finally {
    await load?.stop();
    await server.stop();
  }
}
