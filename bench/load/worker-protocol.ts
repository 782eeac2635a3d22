import type { IngestPlan, IngestResult } from "./ingest.js";
import type { StormPlan } from "./storm-submitter.js";

export type WorkerCommand =
  | { type: "connect"; wsUrl: string; sessionId: string; count: number; sourceAddresses: string[]; concurrency: number }
  | { type: "storm"; baseUrl: string; plan: StormPlan; graceMs: number; convergenceCapMs: number }
  | { type: "ingest"; plan: IngestPlan; convergenceCapMs: number }
  | { type: "close" };

export type Traffic = {
  messages: number;
  bytes: number;
  byType: Record<string, number>;
  deltaSizeP50: number;
  snapshotSizeP50: number;
  gaps: number;
  resyncRequests: number;
};

export type Convergence = { convergenceMs: number | null; notConverged: number; finalTotal: number };

export type StormDone = {
  type: "storm-done";
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
  traffic: Traffic;
  socketErrors: number;
  unexpectedCloses: number;
  openAtEnd: number;
} & Convergence;

export type IngestDone = { type: "ingest-done"; traffic: Traffic } & IngestResult & Convergence;

export type WorkerReply =
  | { type: "connected"; connected: number; connectErrors: number; ms: number; initialMessages: number }
  | StormDone
  | IngestDone
  | { type: "closed" }
  | { type: "failed"; error: string };
