import type { PlanJob } from "../answers/answer-plan.js";
import type { WriteOutcome } from "../answers/answer-writer.js";
import type { ErrorCode } from "../../shared/error-codes.js";
import type { ParticipantQueriesSql } from "./participants-data.js";

/** What the writer's thread starts with: the database file, and the participant query pair compiled to SQL. */
export type WriterThreadData = { file: string; participants: ParticipantQueriesSql };

/** An error as it crosses to the event loop: an AppError keeps its code, anything else only its message. */
export type WireError = { code?: ErrorCode; message: string; retryAfterMs?: number };

export type WireOutcome = { ok: true; outcome: WriteOutcome } | { ok: false; error: WireError };

/** What the event loop hands the writer's thread: one batch at a time, or the order to close its connection. */
export type ToWriterThread = { type: "batch"; jobs: PlanJob[] } | { type: "stop" };

/** The thread's answer to a batch once committed (`written`), or rolled back as a whole (`failed`). */
export type FromWriterThread =
  | { type: "written"; outcomes: WireOutcome[]; elapsedMs: number }
  | { type: "failed"; error: WireError; elapsedMs: number };
