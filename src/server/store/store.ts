import type { Kysely } from "kysely";
import type { FeedbackWriter } from "../answers/answer-writer.js";
import type { Database } from "./schema.js";

/** Which database to open (from DATABASE_URL). `poolSize`: query connections per instance; the bus holds one more. */
export type Storage = { kind: "sqlite"; path: string } | { kind: "postgres"; url: string; poolSize: number };

export type Dialect = "sqlite" | "postgres";

/** What the store reports as it works (the metrics, wired in by the composition root). */
export type StoreObservers = {
  /** One group-commit transaction of `size` answers took `elapsedMs`, commit included. */
  onWriterBatch?(size: number, elapsedMs: number): void;
  onPoolError?(error: Error): void;
};

/** The storage behind every service: a Kysely handle plus what kind of database it talks to. */
export type Store = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Human-readable description for the admin settings screen and start-up log. */
  description: string;
  /** The hot write path of submissions (prepared statements and group commit on SQLite). */
  feedbackWriter: FeedbackWriter;
  isHealthy(): Promise<boolean>;
  /** PostgreSQL's query pool now (for /metrics); absent on SQLite. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};
