import type { IngestPlan, IngestResult } from "./ingest.js";
import type { StormPlan } from "./storm-submitter.js";

export type WorkerCommand =
  /** `hosts` of the `count` sockets join as host screens (every tick), the others as phones. */
  | { type: "connect"; wsUrl: string; sessionId: string; count: number; hosts?: number; sourceAddresses: string[]; concurrency: number }
  /** `via`: each participant's own socket (the participant page's path while connected) or HTTP (its fallback). */
  | { type: "submit"; baseUrl: string; via: "socket" | "http"; plan: StormPlan; graceMs: number }
  /**
   * `share` of the phones (never the host screens) put their page out of sight one after another over `overMs`, as
   * their participants answer through the storm; they come back when convergence is awaited.
   */
  | { type: "hide"; share: number; overMs: number }
  /**
   * Brings back the phones out of sight, then waits until every watcher shows the server's final cloud;
   * `lastAckAtEpochMs` comes from the submitting process.
   */
  | { type: "converge"; baseUrl: string; sessionId: string; lastAckAtEpochMs: number; capMs: number }
  | { type: "ingest"; plan: IngestPlan; convergenceCapMs: number }
  | { type: "close" };

export type Traffic = {
  messages: number;
  /** Of those, received by host screens. */
  hostMessages: number;
  bytes: number;
  byType: Record<string, number>;
  deltaSizeP50: number;
  snapshotSizeP50: number;
  gaps: number;
  resyncRequests: number;
};

/** After the last acknowledgement: until every socket held the final cloud, and until every host screen did. */
export type Convergence = { convergenceMs: number | null; hostConvergenceMs: number | null; notConverged: number; finalTotal: number };

/** What the submitting process measured. Times are epoch milliseconds so another process can compare them. */
export type Submitted = {
  type: "submitted";
  acknowledged: number;
  errors: number;
  unfinished: number;
  errorSamples: string[];
  ackP50: number;
  ackP95: number;
  ackP99: number;
  ackMax: number;
  submitSeconds: number;
  maxStartLagMs: number;
  lastAckAtEpochMs: number;
};

/** What the watching process saw. */
export type Converged = {
  type: "converged";
  traffic: Traffic;
  socketErrors: number;
  unexpectedCloses: number;
  openAtEnd: number;
} & Convergence;

export type StormDone = Omit<Submitted, "type" | "lastAckAtEpochMs"> & Omit<Converged, "type">;

export type IngestDone = { type: "ingest-done"; traffic: Traffic } & IngestResult & Convergence;

export type WorkerReply =
  | { type: "connected"; connected: number; connectErrors: number; ms: number; initialMessages: number }
  | { type: "hiding"; phones: number }
  | Submitted
  | Converged
  | IngestDone
  | { type: "closed" }
  | { type: "failed"; error: string };
