import type { ErrorCode } from "../../shared/error-codes.js";
/** One word from a box of the participant form. */
export type WordItem = {
  kind: "word";
  text: string;
  participantId: string;
  /** The input box (0-3) it was typed in. */
  slot: number;
  /** The form send it belongs to, shared by its words (absent on words an older version stored). */
  responseId?: string;
};
/** One answer of the class evaluation; a newer answer to the same question replaces it while it waits. */
export type ClassAnswerItem = { kind: "class-answer"; questionId: string; response: number | string; participantId: string };
export type OutboxItem = WordItem | ClassAnswerItem;

/**
 * sending: an attempt is due or under way; waiting: the last attempt failed (no network, server busy) and another is
 * scheduled; sent: the server has it (also when it answered "duplicate": it had it already); refused: the server
 * will never take it (inactive, full, invalid).
 */
export type EntryState = "sending" | "waiting" | "sent" | "refused";

/** An entry of the outbox, named by its submissionId from before the first attempt to the last. */
export type OutboxEntry = {
  submissionId: string;
  sessionId: string;
  item: OutboxItem;
  state: EntryState;
  /** Failed attempts so far. */
  attempts: number;
  /** When the next attempt may start (epoch ms). */
  retryAt: number;
  /** The refusal's text, or the last failure's. */
  error?: string;
  /** The server's stable code for `error`, when it sent one. */
  errorCode?: ErrorCode;
  /** What the server said when it asked to wait (429, 'Too many answers at once…'): shown while the entry waits. */
  notice?: string;
  /** The server's count, on acceptance, of the responses the participant may still give (absent: unlimited). */
  answersLeft?: number;
  /** Accepted, but the word filter held it back: not in the cloud until the host lets it in. */
  heldBack?: true;
};

export type OutboxEvent =
  | { type: "attempt" }
  | { type: "accepted"; answersLeft?: number; heldBack?: true }
  | { type: "refused"; error: string; code?: ErrorCode }
  | { type: "failed"; error: string; code?: ErrorCode; notice?: string; now: number; random?: number }
  | { type: "retry-now"; now: number };

/** Retry delays: 1, 2, 4, 8, 16 s, then every 30 s, each ±20 % so a room of phones back online does not return at once. */
export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

export function retryDelayMs(attempts: number, random = Math.random()): number {
  const base = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random));
}

/** A new entry: sent at once when the browser is online, otherwise waiting for the network. */
export function createEntry(submissionId: string, sessionId: string, item: OutboxItem, online: boolean, now: number): OutboxEntry {
  return { submissionId, sessionId, item, state: online ? "sending" : "waiting", attempts: 0, retryAt: now };
}

/**
 * The outbox's state machine. sent and refused are final: a late answer to an attempt that was given up on (a
 * WebSocket acknowledgement after the HTTP retry succeeded) changes nothing.
 */
export function transition(entry: OutboxEntry, event: OutboxEvent): OutboxEntry {
  if (entry.state === "sent" || entry.state === "refused") return entry;
  switch (event.type) {
    case "attempt":
      return { ...entry, state: "sending" };
    case "accepted":
      return {
        ...entry,
        state: "sent",
        error: undefined,
        errorCode: undefined,
        ...(event.answersLeft === undefined ? {} : { answersLeft: event.answersLeft }),
        ...(event.heldBack ? { heldBack: true as const } : {}),
      };
    case "refused":
      return { ...entry, state: "refused", error: event.error, errorCode: event.code };
    case "failed": {
      const attempts = entry.attempts + 1;
      return {
        ...entry,
        state: "waiting",
        attempts,
        error: event.error,
        errorCode: event.code,
        notice: event.notice,
        retryAt: event.now + retryDelayMs(attempts, event.random),
      };
    }
    case "retry-now":
      return entry.state === "waiting" ? { ...entry, retryAt: event.now } : entry;
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/** Still to be delivered: kept in storage across reloads. */
export function isUnsent(entry: OutboxEntry): boolean {
  return entry.state === "sending" || entry.state === "waiting";
}

/** Sent, refused, or safely queued after a failed attempt: nothing more to wait for on screen. */
export function isSettled(entry: OutboxEntry): boolean {
  return entry.state !== "sending";
}

/**
 * How a failed attempt is taken: a refusal (4xx but 408 and 429) is final, the rest (no network, timeouts, a busy
 * or failing server) is worth another attempt.
 */
export function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}
