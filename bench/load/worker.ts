/**
 * The load generator: a process of its own (pinned to the other core) that holds the watching sockets, sends the
 * submissions and measures what clients see. It takes commands from bench/run.ts over IPC and answers with figures.
 */
import { histogramPercentile, percentile, sleep } from "../lib/stats.js";
import { HttpClient } from "./http-client.js";
import { runIngest, type IngestPlan } from "./ingest.js";
import { SocketSubmitter } from "./socket-submitter.js";
import { participantOf, runStorm, submitOverHttp, submitOverSocket, type Submit } from "./storm-submitter.js";
import { WatcherPool } from "./watchers.js";
import type { WorkerCommand, WorkerReply } from "./worker-protocol.js";

let pool: WatcherPool | null = null;
let http: HttpClient | null = null;
let sockets: SocketSubmitter | null = null;

function reply(message: WorkerReply): void {
  process.send?.(message);
}

async function convergence(baseUrl: string, sessionId: string, lastAckAt: number, capMs: number) {
  const client = http ?? new HttpClient(baseUrl, 4);
  const watchers = pool;
  let target: { words: { text: string; frequency: number }[]; totalSubmissions: number };
  try {
    // Raced against a timer too: a server with a full accept queue may not even take the connection.
    target = await Promise.race([
      client.json<typeof target>("GET", `/api/sessions/${sessionId}/wordcloud`),
      sleep(20_000).then(() => Promise.reject(new Error("no answer"))),
    ]);
  } catch {
    // A server still working through its backlog (the naive reference) may not answer within 15 s: not converged.
    return { convergenceMs: null, hostConvergenceMs: null, notConverged: watchers?.openCount() ?? 0, finalTotal: Number.NaN };
  }
  const top = [...target.words]
    .sort((a, b) => b.frequency - a.frequency || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
    .slice(0, 20);
  const key = `${target.totalSubmissions}|${top.map((word) => `${word.text}:${word.frequency}`).join(",")}`;
  if (!watchers || watchers.size === 0) return { convergenceMs: null, hostConvergenceMs: null, notConverged: 0, finalTotal: target.totalSubmissions };
  const deadline = Math.max(performance.now(), lastAckAt) + capMs;
  let comparison = watchers.compare(key);
  while (comparison.matching < watchers.openCount() && performance.now() < deadline) {
    await sleep(5);
    comparison = watchers.compare(key);
  }
  const open = watchers.openCount();
  const converged = comparison.matching >= open;
  const hosts = comparison.hosts;
  return {
    convergenceMs: converged ? Math.max(0, comparison.lastUpdateAt - lastAckAt) : null,
    hostConvergenceMs: hosts.count > 0 && hosts.matching === hosts.count ? Math.max(0, hosts.lastUpdateAt - lastAckAt) : null,
    notConverged: open - comparison.matching,
    finalTotal: target.totalSubmissions,
  };
}

function traffic() {
  const counters = pool?.counters;
  if (!counters) return { messages: 0, hostMessages: 0, bytes: 0, byType: {}, deltaSizeP50: Number.NaN, snapshotSizeP50: Number.NaN, gaps: 0, resyncRequests: 0 };
  return {
    messages: counters.messages,
    hostMessages: counters.hostMessages,
    bytes: counters.bytes,
    byType: counters.byType,
    deltaSizeP50: histogramPercentile(counters.deltaSizes, 50),
    snapshotSizeP50: histogramPercentile(counters.snapshotSizes, 50),
    gaps: counters.gaps,
    resyncRequests: counters.resyncRequests,
  };
}

async function handle(command: WorkerCommand): Promise<void> {
  switch (command.type) {
    case "connect": {
      const started = performance.now();
      pool = new WatcherPool(command.wsUrl, command.sessionId);
      await pool.connect(command.count, command.sourceAddresses, command.concurrency, command.hosts ?? 0);
      reply({
        type: "connected",
        connected: pool.openCount(),
        connectErrors: pool.connectErrors,
        ms: performance.now() - started,
        initialMessages: pool.counters.messages,
      });
      pool.resetCounters();
      return;
    }
    case "submit": {
      // Kept across storms (warm-up, then the measured one) like a phone keeps its connection.
      let send: Submit;
      if (command.via === "socket") {
        sockets ??= new SocketSubmitter(`${command.baseUrl.replace("http", "ws")}/ws`);
        await sockets.connect(Array.from({ length: command.plan.participants }, (_, index) => participantOf(index, command.plan.participants)));
        send = submitOverSocket(sockets, command.plan.sessionId);
      } else {
        http ??= new HttpClient(command.baseUrl, command.plan.maxInFlight);
        send = submitOverHttp(http, command.plan.sessionId);
      }
      const deadline = performance.now() + command.plan.durationMs + command.graceMs;
      const result = await runStorm(send, command.plan, deadline);
      reply({
        type: "submitted",
        acknowledged: result.acknowledged,
        errors: result.errors,
        unfinished: result.unfinished,
        errorSamples: result.errorSamples,
        ackP50: percentile(result.latencies, 50),
        ackP95: percentile(result.latencies, 95),
        ackP99: percentile(result.latencies, 99),
        ackMax: percentile(result.latencies, 100),
        submitSeconds: (result.lastAckAt - result.startedAt) / 1000,
        maxStartLagMs: result.maxStartLagMs,
        lastAckAtEpochMs: performance.timeOrigin + result.lastAckAt,
      });
      return;
    }
    case "hide": {
      reply({ type: "hiding", phones: pool?.hide(command.share, command.overMs) ?? 0 });
      return;
    }
    case "converge": {
      pool?.reveal();
      const lastAckAt = command.lastAckAtEpochMs - performance.timeOrigin;
      const converged = await convergence(command.baseUrl, command.sessionId, lastAckAt, command.capMs);
      reply({
        type: "converged",
        ...converged,
        traffic: traffic(),
        socketErrors: pool?.socketErrors ?? 0,
        unexpectedCloses: pool?.unexpectedCloses ?? 0,
        openAtEnd: pool?.openCount() ?? 0,
      });
      return;
    }
    case "ingest": {
      const result = await runIngest(command.plan as IngestPlan);
      const converged = await convergence(command.plan.baseUrl, command.plan.sessionId, result.lastAckAt, command.convergenceCapMs);
      reply({ type: "ingest-done", ...result, ...converged, traffic: traffic() });
      return;
    }
    case "close": {
      await pool?.close();
      http?.close();
      sockets?.close();
      reply({ type: "closed" });
      process.exit(0);
    }
  }
}

process.on("message", (command: WorkerCommand) => {
  handle(command).catch((error: unknown) => reply({ type: "failed", error: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
});
// Orphaned (the bench died): close everything and leave.
process.on("disconnect", () => {
  void pool?.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 6_000).unref();
});
