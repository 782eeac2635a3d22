/** Why an instance is not ready; stable strings a load balancer's log or a script can match. */
export type NotReadyReason = "starting" | "shutting-down" | "database-unavailable" | "bus-disconnected";

export type ReadinessVerdict = { ready: true } | { ready: false; reason: NotReadyReason; error: string };

/** What readiness asks of the running server (the composition root wires the store and the bus in). */
export type ReadinessProbes = {
  databaseAnswers(): Promise<boolean>;
  /** False only while several instances share a database and this one's bus listener is down. */
  busConnected(): boolean;
};

const MESSAGES: Record<NotReadyReason, string> = {
  starting: "Not ready: still starting",
  "shutting-down": "Not ready: shutting down",
  "database-unavailable": "Not ready: the database does not answer",
  "bus-disconnected": "Not ready: not connected to the other instances",
};

/**
 * Whether this instance should get new traffic: started (migrations done, listening), not shutting down, its
 * database answering and, with several instances, in the bus. Shutting down wins at once, without a query.
 */
export class Readiness {
  private phase: "starting" | "serving" | "shutting-down" = "starting";

  constructor(private readonly probes: ReadinessProbes) {}

  serving(): void {
    if (this.phase === "starting") this.phase = "serving";
  }

  shuttingDown(): void {
    this.phase = "shutting-down";
  }

  get isShuttingDown(): boolean {
    return this.phase === "shutting-down";
  }

  async check(): Promise<ReadinessVerdict> {
    if (this.phase !== "serving") return notReady(this.phase);
    if (!(await this.probes.databaseAnswers())) return notReady("database-unavailable");
    if (!this.probes.busConnected()) return notReady("bus-disconnected");
    // The database may have taken a while to answer: a SIGTERM meanwhile wins.
    if (this.isShuttingDown) return notReady("shutting-down");
    return { ready: true };
  }
}

function notReady(reason: NotReadyReason): ReadinessVerdict {
  return { ready: false, reason, error: MESSAGES[reason] };
}
