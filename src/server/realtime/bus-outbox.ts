import type { Session } from "../../shared/schemas/session.js";
import { emptyBusMessage, type BusMessage, type CloudChange } from "./bus.js";

type PendingCloud = { words: Map<string, { term: string; spelling: string; sequences: number[] }>; others: number[]; longOthers: [number, number][] };

/** Collects what this instance changed during one tick, to be published as one bus message. */
export class BusOutbox {
  private clouds = new Map<string, PendingCloud>();
  private classChanged = new Set<string>();
  private sessions = new Map<string, Session>();
  private forgotten = new Set<string>();

  addEntry(sessionId: string, entry: { term: string; spelling: string; inCloud: boolean; wordCount: number; sequence: number }): void {
    let pending = this.clouds.get(sessionId);
    if (!pending) {
      pending = { words: new Map(), others: [], longOthers: [] };
      this.clouds.set(sessionId, pending);
    }
    if (!entry.inCloud) {
      pending.others.push(entry.sequence);
      if (entry.wordCount !== 1) pending.longOthers.push([entry.sequence, entry.wordCount]);
      return;
    }
    const key = `${entry.term}\u0000${entry.spelling}`;
    const word = pending.words.get(key);
    if (word) word.sequences.push(entry.sequence);
    else pending.words.set(key, { term: entry.term, spelling: entry.spelling, sequences: [entry.sequence] });
  }

  addClassChanged(sessionId: string): void {
    this.classChanged.add(sessionId);
  }

  addSession(session: Session): void {
    this.sessions.set(session.id, session);
  }

  addForgotten(sessionId: string): void {
    this.clouds.delete(sessionId);
    this.forgotten.add(sessionId);
  }

  /** Everything collected since the last take, emptied. */
  take(instanceId: string): BusMessage {
    const message = emptyBusMessage(instanceId);
    for (const [sessionId, pending] of this.clouds) {
      const change: CloudChange = { sessionId, words: [...pending.words.values()], others: pending.others, longOthers: pending.longOthers };
      message.clouds.push(change);
    }
    message.classChanged = [...this.classChanged];
    message.sessions = [...this.sessions.values()];
    message.forgotten = [...this.forgotten];
    this.clouds = new Map();
    this.classChanged = new Set();
    this.sessions = new Map();
    this.forgotten = new Set();
    return message;
  }
}
