import { parentPort, workerData } from "node:worker_threads";
import type { PlanJob } from "../answers/answer-plan.js";
import { AppError } from "../errors.js";
import type { ParticipantQueriesSql } from "./participants-data.js";
import { createSqliteAnswerBatch } from "./sqlite-answer-batch.js";
import { openSqliteFile } from "./sqlite-connection.js";
import type { FromWriterThread, ToWriterThread, WireOutcome, WriterThreadData } from "./sqlite-writer-messages.js";

/*
 * The SQLite writer's thread (see sqlite-feedback-writer.ts): its own connection to the database file, on which it
 * reads, plans and writes each batch it is handed, and answers once the batch has committed.
 */
const { file, participants } = workerData as WriterThreadData;
const database = openSqliteFile(file);
// Checkpoints are the checkpointer's (sqlite-checkpointer.ts), as on the main connection.
database.exec("pragma wal_autocheckpoint = 0");
const writeBatch = createSqliteAnswerBatch(database, participants);
const port = parentPort!;

port.on("message", (message: ToWriterThread) => {
  if (message.type === "stop") {
    database.close();
    port.close();
    return;
  }
  port.postMessage(runBatch(message.jobs));
});

function runBatch(jobs: PlanJob[]): FromWriterThread {
  const started = performance.now();
  try {
    const outcomes = writeBatch(jobs).map((result): WireOutcome => (result.ok ? result : { ok: false, error: toWire(result.error) }));
    return { type: "written", outcomes, elapsedMs: performance.now() - started };
  } catch (error) {
    // Rolled back: every entry of the batch is refused with it.
    return { type: "failed", error: error instanceof AppError ? toWire(error) : { message: error instanceof Error ? error.message : String(error) }, elapsedMs: performance.now() - started };
  }
}

function toWire(error: AppError) {
  return { code: error.code, message: error.message, retryAfterMs: error.retryAfterMs };
}
