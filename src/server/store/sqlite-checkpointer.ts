import { Worker } from "node:worker_threads";
import { threadExecArgv } from "./thread-exec-argv.js";

const CHECKPOINT_INTERVAL_MS = 1_000;

// Runs in a worker thread with its own connection; CommonJS because eval'd workers are not modules.
const WORKER_SOURCE = `
const { workerData, parentPort } = require("node:worker_threads");
const { DatabaseSync } = require("node:sqlite");
const db = new DatabaseSync(workerData.file, { timeout: 2000 });
const checkpoint = (mode) => { try { db.exec("pragma wal_checkpoint(" + mode + ")"); } catch {} };
const timer = setInterval(() => checkpoint("PASSIVE"), workerData.intervalMs);
parentPort.on("message", () => {
  clearInterval(timer);
  checkpoint("TRUNCATE");
  db.close();
  parentPort.postMessage("stopped");
});
`;

/**
 * Moves WAL checkpoints off the event loop. A checkpoint copies the WAL into the database file and syncs it; done
 * by SQLite's automatic checkpoint inside a commit, it stalled request handling for up to seconds on a slow disk.
 * The main connection must run with `wal_autocheckpoint = 0` while this is running.
 */
export function startCheckpointer(file: string): { stop(): Promise<void> } {
  const worker = new Worker(WORKER_SOURCE, { name: "sqlite-checkpt", eval: true, execArgv: threadExecArgv(), workerData: { file, intervalMs: CHECKPOINT_INTERVAL_MS } });
  worker.unref();
  return {
    async stop() {
      const stopped = new Promise<void>((resolve) => {
        worker.once("message", () => resolve());
        worker.once("exit", () => resolve());
        worker.once("error", () => resolve());
      });
      worker.postMessage("stop");
      await stopped;
      await worker.terminate();
    },
  };
}
