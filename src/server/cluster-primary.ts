import cluster, { type Worker } from "node:cluster";
import type { Config } from "./config/config.js";
import { serveClusterMetrics } from "./metrics/cluster-metrics.js";

export const WORKERS_NEED_POSTGRES = "WORKERS: several workers need PostgreSQL (DATABASE_URL=postgres://…)";
/** A worker that dies this soon after starting is not restarted: the cause is its start-up, not bad luck. */
const CRASH_LOOP_MS = 5_000;

/**
 * The primary of `WORKERS=N`: forks N copies of the server that share the port (Node's cluster module hands out
 * connections in turn). Each worker is a full instance with its own pool and bus listener, exactly like
 * instances on separate machines, so they converge through PostgreSQL. A worker that dies is replaced.
 */
export function runPrimary(config: Config): void {
  let stopping = false;
  let announced = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on("listening", (_worker, address) => {
    if (announced) return;
    announced = true;
    const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    console.log(`Ordsky is running on http://${host.includes(":") ? `[${host}]` : host}:${address.port} with ${config.workers} workers`);
  });
  cluster.on("exit", (worker, code, signal) => {
    const started = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    if (Date.now() - started < CRASH_LOOP_MS) {
      // The worker printed why it could not start; do not retry in a loop.
      stopping = true;
      for (const other of startedAt.keys()) other.process.kill("SIGTERM");
      process.exitCode = 1;
      if (startedAt.size === 0) process.exit(1);
      return;
    }
    console.error(`Ordsky worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting a new one`);
    fork();
  });
  if (config.operations.metrics.token !== null || config.operations.metrics.port !== null) serveClusterMetrics();
  for (let i = 0; i < config.workers; i++) fork();

  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of startedAt.keys()) worker.process.kill("SIGTERM");
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
