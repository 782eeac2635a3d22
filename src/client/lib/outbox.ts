import type { ErrorCode } from "../../shared/error-codes.js";
import { nanoid } from "nanoid";
import { createEntry, isUnsent, transition, type OutboxEntry, type OutboxEvent, type OutboxItem } from "./outbox-entry.js";
import { loadOutbox, saveOutbox } from "./outbox-storage.js";

/** What one attempt came to. */
export type SendOutcome =
  | { kind: "accepted"; answersLeft?: number; heldBack?: true }
  | { kind: "refused"; error: string; code?: ErrorCode }
  | { kind: "failed"; error: string; code?: ErrorCode; notice?: string };
export type Transport = (entry: OutboxEntry) => Promise<SendOutcome>;

/** The outside world of the outbox, replaceable in tests. */
export type OutboxEnvironment = {
  storage: Storage | null;
  isOnline(): boolean;
  now(): number;
  /** Runs `run` after `ms`; returns a cancel function. */
  setTimer(run: () => void, ms: number): () => void;
};

export const browserEnvironment = (): OutboxEnvironment => ({
  storage: safeLocalStorage(),
  isOnline: () => navigator.onLine,
  now: () => Date.now(),
  setTimer: (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
});

/**
 * The phone's outbox: every answer is stored here (and in localStorage) under its submissionId before it is sent,
 * then sent one at a time, retried with backoff while the network or the server fails, also after a reload or when
 * the tab is opened again. The server counts a repeated submissionId once, so an attempt whose answer was lost is
 * simply made again. A refusal ends the entry; a newer class answer to the same question replaces one still waiting.
 */
export class Outbox {
  private entries: OutboxEntry[];
  private readonly listeners = new Set<() => void>();
  private inFlight: string | null = null;
  /** Entries replaced by a newer answer while in flight: dropped once their attempt ends, never retried. */
  private readonly superseded = new Set<string>();
  private cancelTimer: (() => void) | null = null;
  private version = 0;
  /** Entries an earlier visit left, so a page can show them (sent or not) as the submission it made. */
  private readonly restored: Set<string>;

  constructor(
    private readonly transport: Transport,
    private readonly env: OutboxEnvironment,
  ) {
    const online = env.isOnline();
    this.entries = loadOutbox(env.storage).map((entry) => ({ ...entry, state: online ? "sending" : "waiting", retryAt: env.now() }));
    this.restored = new Set(this.entries.map((entry) => entry.submissionId));
  }

  /** Starts sending what is stored (call once the transport can work). */
  start(): void {
    this.pump();
  }

  /** Stores an answer and sends it; returns its entry. */
  add(sessionId: string, item: OutboxItem): OutboxEntry {
    if (item.kind === "class-answer") this.supersede(sessionId, item);
    const entry = createEntry(nanoid(), sessionId, item, this.env.isOnline(), this.env.now());
    this.entries = [...this.entries, entry];
    this.changed();
    this.pump();
    return entry;
  }

  /** The entries of a session still in memory (unsent ones and those settled during this visit), oldest first. */
  entriesOf(sessionId: string): OutboxEntry[] {
    return this.entries.filter((entry) => entry.sessionId === sessionId);
  }

  /** Whether the entry was left by an earlier visit (a reload, a tab opened again). */
  wasRestored(submissionId: string): boolean {
    return this.restored.has(submissionId);
  }

  /** Forgets settled entries the page no longer shows. */
  forget(submissionIds: readonly string[]): void {
    const ids = new Set(submissionIds);
    const kept = this.entries.filter((entry) => !ids.has(entry.submissionId) || isUnsent(entry));
    if (kept.length === this.entries.length) return;
    this.entries = kept;
    this.changed();
  }

  /** Retries every waiting entry now (the browser is back online, the socket reconnected). */
  retryNow(): void {
    const now = this.env.now();
    this.entries = this.entries.map((entry) => transition(entry, { type: "retry-now", now }));
    this.changed();
    this.pump();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Bumped on every change, for useSyncExternalStore. */
  get snapshotVersion(): number {
    return this.version;
  }

  private supersede(sessionId: string, item: OutboxItem & { kind: "class-answer" }): void {
    const replaced = (entry: OutboxEntry) =>
      entry.sessionId === sessionId &&
      isUnsent(entry) &&
      entry.item.kind === "class-answer" &&
      entry.item.questionId === item.questionId &&
      entry.item.participantId === item.participantId;
    for (const entry of this.entries) if (replaced(entry) && entry.submissionId === this.inFlight) this.superseded.add(entry.submissionId);
    this.entries = this.entries.filter((entry) => !replaced(entry) || entry.submissionId === this.inFlight);
  }

  private update(submissionId: string, event: OutboxEvent): void {
    this.entries = this.entries.map((entry) => (entry.submissionId === submissionId ? transition(entry, event) : entry));
    this.changed();
  }

  private changed(): void {
    this.version += 1;
    saveOutbox(this.env.storage, this.entries.filter(isUnsent));
    for (const listener of this.listeners) listener();
  }

  /** Sends the first due entry, one at a time; sleeps until the next retry when none is due. */
  private pump(): void {
    if (this.inFlight) return;
    this.cancelTimer?.();
    this.cancelTimer = null;
    const now = this.env.now();
    const unsent = this.entries.filter(isUnsent);
    if (unsent.length === 0) return;
    if (!this.env.isOnline()) {
      // Nothing can go out; what was about to be sent waits for the browser's online event (see retryNow).
      for (const entry of unsent) if (entry.state === "sending") this.update(entry.submissionId, { type: "failed", error: "offline", now });
      return;
    }
    const due = unsent.find((entry) => entry.retryAt <= now);
    if (!due) {
      const next = Math.min(...unsent.map((entry) => entry.retryAt));
      this.cancelTimer = this.env.setTimer(() => this.pump(), next - now);
      return;
    }
    this.inFlight = due.submissionId;
    this.update(due.submissionId, { type: "attempt" });
    void this.transport(due)
      .catch((error: unknown): SendOutcome => ({ kind: "failed", error: error instanceof Error ? error.message : String(error) }))
      .then((outcome) => {
        this.inFlight = null;
        if (this.superseded.delete(due.submissionId)) {
          this.entries = this.entries.filter((entry) => entry.submissionId !== due.submissionId);
          this.changed();
        } else if (outcome.kind === "accepted") this.update(due.submissionId, { type: "accepted", answersLeft: outcome.answersLeft, heldBack: outcome.heldBack });
        else if (outcome.kind === "refused") this.update(due.submissionId, { type: "refused", error: outcome.error, code: outcome.code });
        else this.update(due.submissionId, { type: "failed", error: outcome.error, code: outcome.code, notice: outcome.notice, now: this.env.now() });
        this.pump();
      });
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
