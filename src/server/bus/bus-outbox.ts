import type { Session } from "../../shared/schemas/session.js";
import { emptyBusMessage, type BusMessage, type CloudChange, type RecordedEntry } from "./bus.js";

type PendingCloud = {
  words: Map<string, { term: string; spelling: string; sequences: number[]; questionId?: string }>;
  others: number[];
  withheld: number[];
};

/** Collects what this instance changed during one tick, to be published as one bus message. */
export class BusOutbox {
  private clouds = new Map<string, PendingCloud>();
  private classChanged = new Set<string>();
  private sessions = new Map<string, Session>();
  private forgotten = new Set<string>();
  private reload = new Set<string>();
  private filterRulesChanged = false;

  addEntry(sessionId: string, entry: RecordedEntry): void {
    let pending = this.clouds.get(sessionId);
    if (!pending) {
      pending = { words: new Map(), others: [], withheld: [] };
      this.clouds.set(sessionId, pending);
    }
    if (!entry.inCloud || entry.withheld) {
      pending.others.push(entry.sequence);
      if (entry.withheld) pending.withheld.push(entry.sequence);
      return;
    }
    const key = `${entry.questionId ?? ""}\u0000${entry.term}\u0000${entry.spelling}`;
    const word = pending.words.get(key);
    if (word) word.sequences.push(entry.sequence);
    else {
      const added = { term: entry.term, spelling: entry.spelling, sequences: [entry.sequence] };
      pending.words.set(key, entry.questionId === null ? added : { ...added, questionId: entry.questionId });
    }
  }

  addClassChanged(sessionId: string): void {
    this.classChanged.add(sessionId);
  }

  addSession(session: Session): void {
    this.sessions.set(session.id, session);
  }

  /** A host decision changed the session: the others read it again from the database. */
  addReload(sessionId: string): void {
    this.reload.add(sessionId);
  }

  addFilterRulesChanged(): void {
    this.filterRulesChanged = true;
  }

  addForgotten(sessionId: string): void {
    this.clouds.delete(sessionId);
    this.forgotten.add(sessionId);
  }

  /** Everything collected since the last take, emptied. */
  take(instanceId: string): BusMessage {
    const message = emptyBusMessage(instanceId);
    for (const [sessionId, pending] of this.clouds) {
      const change: CloudChange = { sessionId, words: [...pending.words.values()], others: pending.others, withheld: pending.withheld };
      message.clouds.push(change);
    }
    message.reload = [...this.reload];
    message.classChanged = [...this.classChanged];
    message.sessions = [...this.sessions.values()];
    message.forgotten = [...this.forgotten];
    if (this.filterRulesChanged) message.filterRulesChanged = true;
    this.filterRulesChanged = false;
    this.clouds = new Map();
    this.classChanged = new Set();
    this.sessions = new Map();
    this.forgotten = new Set();
    this.reload = new Set();
    return message;
  }
}
