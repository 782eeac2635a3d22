import { Worker } from "node:worker_threads";
import type { Kysely } from "kysely";
import { planJobsOf } from "../answers/answer-plan.js";
import type { FeedbackWriter, QueuedAnswer, WriteOutcome } from "../answers/answer-writer.js";
import { AppError } from "../errors.js";
import { compileParticipantQueries } from "./participants-data.js";
import type { Database } from "./schema.js";
import type { FromWriterThread, ToWriterThread, WireError, WriterThreadData } from "./sqlite-writer-messages.js";
import { threadExecArgv } from "./thread-exec-argv.js";

/** The feedback writer of an SQLite store, and how to close its thread once the last batch is written. */
export type SqliteFeedbackWriter = FeedbackWriter & { close(): Promise<void> };

/**
 * The SQLite hot path, off the event loop: a worker thread with its own connection to the database file
 * (sqlite-writer-thread.ts) writes the batches, so a slow commit (a WAL write stalled on the disk) holds no request
 * or socket. The event loop only queues entries and hands them over a batch at a time: what arrives while a batch is
 * being written goes into the next (group commit), and a batch is answered only once the thread has committed it, so
 * an acknowledged entry is committed. One batch in flight keeps sequences in commit order and lets each batch see
 * what the ones before it spent of the addresses' allowances.
 */
export function createSqliteFeedbackWriter(db: Kysely<Database>, file: string, onBatch?: (size: number, elapsedMs: number) => void): SqliteFeedbackWriter {
  const data: WriterThreadData = { file, participants: compileParticipantQueries(db) };
  let queue: QueuedAnswer[] = [];
  let inFlight: QueuedAnswer[] | null = null;
  let scheduled = false;
  let idle: (() => void) | null = null;
  let stopping = false;
  let thread: Worker | null = null;

  /** Gives Kysely's connection back once the batch in flight is answered (see drain). */
  let release: (() => void) | null = null;

  /** The batch in flight, now answered (or lost with its thread): taken off, and Kysely's connection given back. */
  const takeInFlight = (): QueuedAnswer[] => {
    const jobs = inFlight ?? [];
    inFlight = null;
    release?.();
    release = null;
    return jobs;
  };

  const settle = (message: FromWriterThread) => {
    const jobs = takeInFlight();
    // An idle writer does not keep the process alive; a batch in flight does, so it is answered.
    thread?.unref();
    onBatch?.(jobs.length, message.elapsedMs);
    if (message.type === "failed") for (const job of jobs) job.reject(fromWire(message.error));
    else message.outcomes.forEach((result, index) => (result.ok ? jobs[index]!.resolve(result.outcome) : jobs[index]!.reject(fromWire(result.error))));
    // The next batch forms after the callers of this one took their answers (and spent what the plan admitted).
    schedule();
  };

  /** A thread that died (it should not) fails its batch; the next batch starts a new one. */
  const start = (): Worker => {
    const worker = startThread(data);
    let failure: unknown = null;
    worker.on("message", settle);
    worker.once("error", (error) => (failure = error));
    worker.once("exit", (code) => {
      if (stopping) return;
      thread = null;
      for (const job of takeInFlight()) job.reject(failure ?? new Error(`the SQLite writer's thread exited with code ${code}`));
      schedule();
    });
    return worker;
  };

  const drain = () => {
    scheduled = false;
    if (inFlight || queue.length === 0) {
      if (!inFlight && queue.length === 0) idle?.();
      return;
    }
    const jobs = queue;
    queue = [];
    inFlight = jobs;
    const worker = (thread ??= start());
    worker.ref();
    // The batch is written while this process holds Kysely's one connection, as the writer did when it wrote on
    // it: every other query waits its turn without blocking the event loop. Were they to run meanwhile, a write on
    // the main connection would meet the thread's write lock and wait in SQLite's busy handler, which sleeps on
    // the event loop itself (stalls of up to a second were measured so).
    void db.connection().execute(
      () =>
        new Promise<void>((resolve) => {
          // The thread may have died while the connection was awaited; its batch was failed then.
          if (inFlight !== jobs) return resolve();
          release = resolve;
          const batch: ToWriterThread = { type: "batch", jobs: planJobsOf(jobs) };
          worker.postMessage(batch);
        }),
    );
  };

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(drain);
  }

  // The thread starts with the first batch: the first answer after a start waits for it to load its modules (about
  // 85 ms, once per process), and a server that takes no answers (most of the test suite's) never pays for a thread.
  return {
    write(entry, budget) {
      return new Promise<WriteOutcome>((resolve, reject) => {
        queue.push({ entry, budget, resolve, reject });
        // Entries arriving in the same event-loop turn share a batch.
        schedule();
      });
    },
    async close() {
      if (inFlight || queue.length > 0) await new Promise<void>((resolve) => (idle = resolve));
      stopping = true;
      const worker = thread;
      if (!worker) return;
      const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
      // Held until it is gone: with nothing else left, an unreferenced thread would let the process end here.
      worker.ref();
      worker.postMessage({ type: "stop" } satisfies ToWriterThread);
      await exited;
    },
  };
}

/**
 * The thread runs the compiled JavaScript beside this file in dist/, or, where this file is the TypeScript source
 * itself (tests, `tsx`), that source under tsx (already loaded by the process when started with `tsx`). It takes the
 * process's Node options (threadExecArgv), so a preload (the bench's SQLite driver swap) applies to its connection too.
 */
function startThread(data: WriterThreadData): Worker {
  const fromSource = import.meta.url.endsWith(".ts");
  const entry = new URL(`./sqlite-writer-thread.${fromSource ? "ts" : "js"}`, import.meta.url);
  const needsTsx = fromSource && !process.execArgv.some((arg) => arg.includes("tsx"));
  // Named, so a thread listing (top -H, /proc/PID/task) tells its CPU from the event loop's.
  return new Worker(entry, { name: "sqlite-writer", workerData: data, execArgv: needsTsx ? threadExecArgv("--import", "tsx") : threadExecArgv() });
}

function fromWire(error: WireError): Error {
  return error.code ? new AppError(error.code, error.message, error.retryAfterMs) : new Error(error.message);
}
