/**
 * `multi-node`: three Ordsky instances on one embedded PostgreSQL, 3,000 participants spread over them (three
 * sessions of 1,000, the per-session limit; participant i of a session uses instance i mod 3 for its words and its
 * live socket, as a load balancer would), 4 words each in 10 s. Measures what the other scenarios measure plus the
 * cross-instance skew and the bus traffic.
 */
import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";
import { REALTIME_TICK_MS } from "../src/shared/limits.js";
import { createPostgresCluster, type PostgresCluster } from "../tests/helpers/postgres-cluster.js";
import { atMost, fmtBytes, fmtCount, fmtMs, fmtSeconds, type ScenarioReport } from "./lib/format.js";
import { BENCH_SERVER_ENV, procCpuSeconds, ROOT } from "./lib/server-process.js";
import { percentile, Sample, sleep } from "./lib/stats.js";
import { createWordPicker } from "./lib/vocabulary.js";
import { HttpClient } from "./load/http-client.js";
import { WatcherPool } from "./load/watchers.js";
import { BusCounter, VersionObserver, versionSkews } from "./multi-node-probes.js";
import { createBenchSession } from "./lib/sessions.js";

export type MultiNodeConfig = { ports: number[]; sessions: number; participantsPerSession: number; wordsPerParticipant: number; durationMs: number };

type Instance = { url: string; wsUrl: string; child: ChildProcess; output: () => string };

const live = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of live) child.kill("SIGKILL");
});

async function startInstance(port: number, databaseUrl: string): Promise<Instance> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", NODE_ENV: "production", ...BENCH_SERVER_ENV },
    stdio: ["ignore", "pipe", "pipe"],
  });
  live.add(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited: ${output}`);
    const healthy = await fetch(`${url}/health`).then((response) => response.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`instance on ${port} did not start: ${output}`);
    await sleep(100);
  }
  return { url, wsUrl: `ws://127.0.0.1:${port}/ws`, child, output: () => output };
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode === null) {
    const exited = new Promise((resolve) => instance.child.once("exit", resolve));
    instance.child.kill("SIGTERM");
    await Promise.race([exited, sleep(5_000)]);
    if (instance.child.exitCode === null) instance.child.kill("SIGKILL");
  }
  live.delete(instance.child);
}

type Storm = { latencies: Sample; acknowledged: number[]; errors: number; errorSamples: string[]; startedAt: number; lastAckAt: number };

/** Bursts of `wordsPerParticipant` words, evenly over the duration, round-robin over sessions. */
async function runStorm(config: MultiNodeConfig, instances: Instance[], sessionIds: string[]): Promise<Storm> {
  const clients = instances.map((instance) => new HttpClient(instance.url, 128));
  const pick = createWordPicker(7);
  const storm: Storm = { latencies: new Sample(), acknowledged: sessionIds.map(() => 0), errors: 0, errorSamples: [], startedAt: performance.now(), lastAckAt: 0 };
  const bursts = config.sessions * config.participantsPerSession;
  const sends: Promise<void>[] = [];
  for (let burst = 0; burst < bursts; burst++) {
    const wait = storm.startedAt + (burst * config.durationMs) / bursts - performance.now();
    if (wait > 1) await sleep(wait);
    const session = burst % config.sessions;
    const participant = Math.floor(burst / config.sessions);
    const client = clients[participant % instances.length]!;
    for (let word = 0; word < config.wordsPerParticipant; word++) {
      const sentAt = performance.now();
      sends.push(
        client
          .send("POST", `/api/sessions/${sessionIds[session]}/feedback`, { text: pick(), participantId: `participant-${participant}` })
          .then(
            (result) => {
              if (result.status !== 201) throw new Error(`${result.status} ${result.body.slice(0, 100)}`);
              storm.acknowledged[session]! += 1;
              storm.lastAckAt = performance.now();
              storm.latencies.push(storm.lastAckAt - sentAt);
            },
          )
          .catch((error: unknown) => {
            storm.errors += 1;
            if (storm.errorSamples.length < 4) storm.errorSamples.push(String(error).slice(0, 140));
          }),
      );
    }
  }
  await Promise.all(sends);
  for (const client of clients) client.close();
  return storm;
}

type CloudJson = { words: { text: string; frequency: number }[]; totalSubmissions: number; version: number };

function cloudKey(cloud: CloudJson): string {
  const top = [...cloud.words].sort((a, b) => b.frequency - a.frequency || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0)).slice(0, 20);
  return `${cloud.totalSubmissions}|${top.map((word) => `${word.text}:${word.frequency}`).join(",")}`;
}

/** Waits until every instance serves the session with all its acknowledged entries, then returns that cloud's key. */
async function settledKey(instances: Instance[], sessionId: string, total: number, deadline: number): Promise<string | null> {
  while (performance.now() < deadline) {
    const clouds = await Promise.all(
      instances.map((instance) => fetch(`${instance.url}/api/sessions/${sessionId}/wordcloud`).then(async (response) => ((await response.json()) as { data: CloudJson }).data)),
    );
    const keys = new Set(clouds.map(cloudKey));
    // The version counts every entry (totalSubmissions only those that are shown cloud words).
    if (keys.size === 1 && clouds[0]!.version === total) return [...keys][0]!;
    await sleep(20);
  }
  return null;
}

export async function runMultiNode(config: MultiNodeConfig): Promise<ScenarioReport> {
  let cluster: PostgresCluster | null = null;
  const instances: Instance[] = [];
  const pools: WatcherPool[][] = [];
  const observers: VersionObserver[][] = [];
  let bus: BusCounter | null = null;
  try {
    // Durable settings (fsync on): an acknowledgement is a flushed commit, as in production.
    cluster = await createPostgresCluster({ durable: true });
    await cluster.start();
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query("create database ordsky_bench");
    await admin.end();
    const databaseUrl = cluster.url("ordsky_bench");
    for (const port of config.ports) instances.push(await startInstance(port, databaseUrl));

    const sessionIds: string[] = [];
    for (let index = 0; index < config.sessions; index++) {
      sessionIds.push(await createBenchSession(instances[0]!.url, `Multi-node ${index + 1}`, config.participantsPerSession));
    }

    // Each participant's page holds a live socket on the instance it was sent to.
    // MULTI_NODE_SOCKETS=0 runs the submissions alone, to tell storage limits from fan-out limits.
    const perPool = process.env.MULTI_NODE_SOCKETS === "0" ? 0 : Math.ceil(config.participantsPerSession / instances.length);
    for (const sessionId of sessionIds) {
      const row: WatcherPool[] = [];
      for (const instance of instances) {
        const pool = new WatcherPool(instance.wsUrl, sessionId);
        if (perPool > 0) await pool.connect(perPool, ["127.0.0.1"], 50);
        row.push(pool);
      }
      pools.push(row);
      observers.push(await Promise.all(instances.map((instance) => VersionObserver.open(instance.wsUrl, sessionId))));
    }
    const watchers = pools.flat().reduce((sum, pool) => sum + pool.openCount(), 0);
    const connectErrors = pools.flat().reduce((sum, pool) => sum + pool.connectErrors, 0);
    for (const pool of pools.flat()) pool.resetCounters();
    bus = await BusCounter.start(databaseUrl);
    await sleep(500);

    const cpuBefore = instances.map((instance) => procCpuSeconds(instance.child.pid ?? -1));
    const loadCpuBefore = process.cpuUsage();
    const storm = await runStorm(config, instances, sessionIds);

    // Convergence: every instance serves every acknowledged entry, then every socket holds that cloud.
    const capAt = Math.max(performance.now(), storm.lastAckAt) + 10_000;
    let convergedAt = 0;
    let notConverged = 0;
    for (let index = 0; index < sessionIds.length; index++) {
      const key = await settledKey(instances, sessionIds[index]!, storm.acknowledged[index]!, capAt);
      const row = pools[index]!;
      let matching = 0;
      let open = 0;
      while (key !== null) {
        const comparisons = row.map((pool) => pool.compare(key));
        matching = comparisons.reduce((sum, comparison) => sum + comparison.matching, 0);
        open = row.reduce((sum, pool) => sum + pool.openCount(), 0);
        convergedAt = Math.max(convergedAt, ...comparisons.map((comparison) => comparison.lastUpdateAt));
        if (matching >= open || performance.now() > capAt) break;
        await sleep(5);
      }
      notConverged += key === null ? row.reduce((sum, pool) => sum + pool.openCount(), 0) : open - matching;
    }
    const convergenceMs = notConverged === 0 ? Math.max(0, convergedAt - storm.lastAckAt) : null;
    const loadCpu = process.cpuUsage(loadCpuBefore);
    const loadCpuSeconds = (loadCpu.user + loadCpu.system) / 1e6;
    const cpuSeconds = instances.reduce((sum, instance, index) => sum + procCpuSeconds(instance.child.pid ?? -1) - cpuBefore[index]!, 0);
    const busFigures = bus.between(storm.startedAt, Math.max(storm.lastAckAt, convergedAt));
    const skews = observers.flatMap((row) => versionSkews(row, 0));
    const traffic = pools.flat().reduce(
      (sum, pool) => ({ messages: sum.messages + pool.counters.messages, bytes: sum.bytes + pool.counters.bytes, gaps: sum.gaps + pool.counters.gaps }),
      { messages: 0, bytes: 0, gaps: 0 },
    );
    const acknowledged = storm.acknowledged.reduce((sum, count) => sum + count, 0);
    const ticksPerSecond = 1000 / REALTIME_TICK_MS;
    const busLimit = instances.length * ticksPerSecond;
    const skewLimit = REALTIME_TICK_MS + 20;
    const total = config.sessions * config.participantsPerSession * config.wordsPerParticipant;
    return {
      name: "multi-node",
      title: `${instances.length} instances on embedded PostgreSQL, ${fmtCount(config.sessions * config.participantsPerSession)} participants spread over them, ${config.wordsPerParticipant} words each in ${config.durationMs / 1000} s`,
      rows: [
        { metric: "watching sockets connected", target: fmtCount(config.sessions * perPool * instances.length), measured: fmtCount(watchers), pass: connectErrors === 0 },
        { metric: "acknowledged submissions", target: fmtCount(total), measured: `${fmtCount(acknowledged)} in ${fmtSeconds((storm.lastAckAt - storm.startedAt) / 1000)}` },
        { metric: "errors", target: "0", measured: fmtCount(storm.errors + connectErrors), pass: storm.errors + connectErrors === 0 },
        { metric: "ack latency p50 / p95", measured: `${fmtMs(storm.latencies.percentile(50))} / ${fmtMs(storm.latencies.percentile(95))}` },
        { metric: "ack latency p99", measured: fmtMs(storm.latencies.percentile(99)) },
        {
          metric: "convergence after last ack",
          target: "≤ 1.00 s",
          measured: convergenceMs === null ? `not within 10 s (${fmtCount(notConverged)} clients behind)` : fmtMs(convergenceMs),
          pass: convergenceMs === null ? false : atMost(convergenceMs, 1000),
        },
        { metric: "cross-instance skew p50 / max", measured: `${fmtMs(percentile(skews, 50))} / ${fmtMs(skews.length ? Math.max(...skews) : Number.NaN)}` },
        { metric: "cross-instance skew p99", target: `≤ ${fmtMs(skewLimit)}`, measured: fmtMs(percentile(skews, 99)), pass: atMost(percentile(skews, 99), skewLimit) },
        { metric: "bus messages per second", target: `≤ ${fmtCount(busLimit)}`, measured: busFigures.perSecond.toFixed(1), pass: atMost(busFigures.perSecond, busLimit) },
        { metric: "bus payload p50 / max", target: "< 8,000 B", measured: `${fmtBytes(busFigures.bytesP50)} / ${fmtBytes(busFigures.bytesMax)}`, pass: atMost(busFigures.bytesMax, 7999) },
        { metric: "messages sent to clients", measured: fmtCount(traffic.messages) },
        { metric: "bytes sent to clients", measured: fmtBytes(traffic.bytes) },
        { metric: "server CPU (3 instances, storm)", measured: fmtSeconds(cpuSeconds) },
      ],
      notes: [
        `${fmtCount(busFigures.count)} bus notifications during the storm; ${fmtCount(skews.length)} versions compared across instances; version gaps seen by sockets: ${fmtCount(traffic.gaps)}`,
        `load generator (this process: ${fmtCount(watchers)} sockets and the submissions) CPU ${fmtSeconds(loadCpuSeconds)} over ${fmtSeconds((Math.max(storm.lastAckAt, convergedAt) - storm.startedAt) / 1000)}; servers and PostgreSQL are not pinned and share the machine with it; PostgreSQL runs with fsync on`,
        ...(storm.errorSamples.length ? [`first errors: ${storm.errorSamples.join(" | ")}`] : []),
      ],
    };
  } finally {
    for (const observer of observers.flat()) observer.close();
    for (const pool of pools.flat()) await pool.close();
    await bus?.stop();
    for (const instance of instances) await stopInstance(instance);
    await cluster?.stop().catch(() => undefined);
  }
}
