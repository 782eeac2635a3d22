import type { DatabaseSync } from "node:sqlite";
import type { Kysely } from "kysely";
import type { PlanJob } from "../answers/answer-plan.js";
import type { BudgetNow, FeedbackWriter, NewAnswer, WriteOutcome } from "../answers/answer-writer.js";
import type { Database } from "./schema.js";
import { createSqliteAnswerBatch } from "./sqlite-answer-batch.js";

type Job = { entry: NewAnswer; budget?: BudgetNow; resolve: (outcome: WriteOutcome) => void; reject: (error: unknown) => void };

/**
 * The SQLite hot path: group commit. Entries that arrive in the same event-loop turn are written in one
 * transaction (sqlite-answer-batch.ts) that commits before any of them is acknowledged. It runs while holding
 * Kysely's connection so it never interleaves with another transaction on the same SQLite connection.
 */
export function createSqliteFeedbackWriter(db: Kysely<Database>, database: DatabaseSync, onBatch?: (size: number, elapsedMs: number) => void): FeedbackWriter {
  const writeBatch = createSqliteAnswerBatch(db, database);
  let queue: Job[] = [];
  const drain = async () => {
    const jobs = queue;
    queue = [];
    try {
      const results = await db.connection().execute(async () => {
        const started = performance.now();
        // Each address's allowance is read as the batch forms, after the batches before it spent theirs.
        const written = writeBatch(jobs.map((job): PlanJob => ({ entry: job.entry, budget: job.budget?.() })));
        onBatch?.(jobs.length, performance.now() - started);
        return written;
      });
      results.forEach((result, index) => {
        const job = jobs[index]!;
        if (result.ok) job.resolve(result.outcome);
        else job.reject(result.error);
      });
    } catch (error) {
      for (const job of jobs) job.reject(error);
    }
  };

  return {
    write(entry, budget) {
      return new Promise<WriteOutcome>((resolve, reject) => {
        queue.push({ entry, budget, resolve, reject });
        if (queue.length === 1) setImmediate(() => void drain());
      });
    },
  };
}
