import { randomBytes } from "node:crypto";
import type { Session } from "../../shared/schemas/session.js";

/**
 * What one instance counted in one session since its last tick. Every entry is named by its sequence number
 * (the session's total_submissions right after that entry), so a receiver can skip the entries a database read
 * already gave it: `words` lists each term/spelling with the sequences of the entries that added it, `others` the
 * sequences of entries kept out of the cloud (stop words, moderated) that still count as submissions.
 */
export type CloudChange = {
  sessionId: string;
  /** `questionId`: the question the entries answer (absent: whatever the receiver's cloud shows). */
  words: { term: string; spelling: string; sequences: number[]; questionId?: string }[];
  others: number[];
  /** The entries of `others` that wait for the host's approval: numbered, but not in the counts the room sees. */
  withheld: number[];
};

/** A committed entry as the writer numbered it (see CloudChange). */
export type RecordedEntry = {
  term: string;
  spelling: string;
  inCloud: boolean;
  withheld: boolean;
  sequence: number;
  /** The question that was current when the entry was accepted (regular sessions). */
  questionId: string | null;
};

/** Everything one instance tells the others after one tick. */
export type BusMessage = {
  instanceId: string;
  clouds: CloudChange[];
  /** Sessions whose change was too large to send: receivers read them again from the database. */
  reload: string[];
  /** Class sessions that received answers (dashboards refetch). */
  classChanged: string[];
  /** Sessions whose settings changed (e.g. deactivated), as the API shows them. */
  sessions: Session[];
  /** Deleted sessions. */
  forgotten: string[];
  /** The institution's filter lists changed: read them again before judging another answer. */
  filterRulesChanged?: true;
  /** When it was published (the sender's Date.now()), for the bus-lag metric; absent from older instances. */
  sentAt?: number;
};

export type BusHandlers = {
  onMessage(message: BusMessage): void;
  /** Messages may have been missed (the listener reconnected): reload every live session from the database. */
  onResync(): void;
};

export type BusStats = { published: number; received: number; reconnects: number; bytesPublished: number };

/** How instances tell each other what changed. One message per tick per instance, never one per submission. */
export interface Bus {
  /** False for the in-process bus: a single instance has nobody to tell and needs no reconciliation. */
  readonly distributed: boolean;
  readonly instanceId: string;
  subscribe(handlers: BusHandlers): void;
  /** Sends without waiting; a message that cannot be sent is dropped (receivers reconcile with the database). */
  publish(message: BusMessage): void;
  stats(): BusStats;
  /** Whether messages can be sent and received now (always for the in-process bus). */
  isConnected(): boolean;
  close(): Promise<void>;
}

/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; stay well below. */
export const BUS_PAYLOAD_BUDGET_BYTES = 7_000;

export function newInstanceId(): string {
  return randomBytes(6).toString("base64url");
}

export function emptyBusMessage(instanceId: string): BusMessage {
  return { instanceId, clouds: [], reload: [], classChanged: [], sessions: [], forgotten: [] };
}

export function isEmptyBusMessage(message: BusMessage): boolean {
  return (
    message.clouds.length + message.reload.length + message.classChanged.length + message.sessions.length + message.forgotten.length === 0 &&
    message.filterRulesChanged !== true
  );
}

/** The single-process bus (SQLite): nothing to send, nothing to receive. */
export function createLocalBus(): Bus {
  const instanceId = newInstanceId();
  return {
    distributed: false,
    instanceId,
    subscribe: () => undefined,
    publish: () => undefined,
    stats: () => ({ published: 0, received: 0, reconnects: 0, bytesPublished: 0 }),
    isConnected: () => true,
    close: async () => undefined,
  };
}

// Wire format: short keys and delta-coded sequence lists keep a busy tick's change to a few hundred bytes.
type WireChange = [
  sessionId: string,
  // The question id is last and optional, so instances of the version before it read the rest.
  words: [term: string, spelling: string | 0, sequences: number[], questionId?: string][],
  others: number[],
  // Last and optional, so instances of the version before it (during a rolling update) read the rest. No longer
  // read: the room's figures count only cloud words (sent empty, so `withheld` keeps its place for older instances).
  longOthers?: [sequence: number, words: number][],
  withheld?: number[],
];
type WireMessage = { i: string; t?: number; c?: WireChange[]; r?: string[]; k?: string[]; s?: Session[]; f?: string[]; w?: 1 };

function deltaEncode(sequences: number[]): number[] {
  const sorted = [...sequences].sort((a, b) => a - b);
  return sorted.map((value, index) => (index === 0 ? value : value - sorted[index - 1]!));
}

function deltaDecode(deltas: number[]): number[] {
  const values: number[] = [];
  let current = 0;
  for (const delta of deltas) {
    current += delta;
    values.push(current);
  }
  return values;
}

function toWire(change: CloudChange): WireChange {
  const wire: WireChange = [
    change.sessionId,
    change.words.map((word) => {
      const wire: [string, string | 0, number[], string?] = [word.term, word.spelling === word.term ? 0 : word.spelling, deltaEncode(word.sequences)];
      if (word.questionId !== undefined) wire.push(word.questionId);
      return wire;
    }),
    deltaEncode(change.others),
  ];
  if (change.withheld.length > 0) wire.push([], deltaEncode(change.withheld));
  return wire;
}

/**
 * Serialises a tick's message into NOTIFY payloads under the byte budget: usually one. A session whose change
 * alone would not fit is sent as "reload"; when the parts do not fit together they are split over several payloads.
 */
export function encodeBusMessage(message: BusMessage, budget = BUS_PAYLOAD_BUDGET_BYTES): string[] {
  const payloads: string[] = [];
  const sentAt = Date.now();
  const head = (): WireMessage => ({ i: message.instanceId, t: sentAt });
  let current = head();
  let size = JSON.stringify(current).length;
  const reload = [...message.reload];
  const add = <K extends "c" | "r" | "k" | "s" | "f">(key: K, item: NonNullable<WireMessage[K]>[number]) => {
    const itemSize = Buffer.byteLength(JSON.stringify(item)) + key.length + 4;
    if (size + itemSize > budget && size > JSON.stringify(head()).length) {
      payloads.push(JSON.stringify(current));
      current = head();
      size = JSON.stringify(current).length;
    }
    ((current[key] ??= []) as unknown[]).push(item);
    size += itemSize;
  };
  for (const change of message.clouds) {
    const wire = toWire(change);
    if (Buffer.byteLength(JSON.stringify(wire)) > budget / 2) reload.push(change.sessionId);
    else add("c", wire);
  }
  for (const sessionId of reload) add("r", sessionId);
  for (const sessionId of message.classChanged) add("k", sessionId);
  for (const session of message.sessions) {
    if (Buffer.byteLength(JSON.stringify(session)) > budget / 2) continue; // cannot happen with the API's limits
    add("s", session);
  }
  for (const sessionId of message.forgotten) add("f", sessionId);
  if (message.filterRulesChanged) current.w = 1;
  if (current.c || current.r || current.k || current.s || current.f || current.w) payloads.push(JSON.stringify(current));
  return payloads;
}

/** Parses one payload; null when it is not ours or malformed (a bad message must never stop the listener). */
export function decodeBusMessage(payload: string): BusMessage | null {
  try {
    const wire = JSON.parse(payload) as WireMessage;
    if (typeof wire?.i !== "string") return null;
    return {
      instanceId: wire.i,
      clouds: (wire.c ?? []).map(([sessionId, words, others, , withheld]) => ({
        sessionId,
        words: words.map(([term, spelling, sequences, questionId]) => ({
          term,
          spelling: spelling === 0 ? term : spelling,
          sequences: deltaDecode(sequences),
          ...(typeof questionId === "string" ? { questionId } : {}),
        })),
        others: deltaDecode(others),
        withheld: deltaDecode(withheld ?? []),
      })),
      reload: wire.r ?? [],
      classChanged: wire.k ?? [],
      sessions: wire.s ?? [],
      forgotten: wire.f ?? [],
      ...(wire.w === 1 ? { filterRulesChanged: true as const } : {}),
      ...(typeof wire.t === "number" ? { sentAt: wire.t } : {}),
    };
  } catch {
    return null;
  }
}
