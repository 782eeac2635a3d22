import { createAudience, type Audience } from "./audience.js";
import type { CloudChange } from "./bus.js";
import type { SequenceSet } from "./bus-sequences.js";
import type { SessionCloud } from "./session-cloud.js";

/** One session's live state in this process. */
export type Room = {
  sessionId: string;
  cloud: SessionCloud | null;
  loading: Promise<SessionCloud> | null;
  /** The sequence numbers counted in `cloud`, so no entry is counted twice (see CloudChange). */
  sequences: SequenceSet | null;
  /** Non-null while a (re)load is in flight: the changes applied meanwhile, replayed onto what the load read. */
  journal: CloudChange[] | null;
  reloadAgain: boolean;
  /** The stored total seen by the previous reconciliation with the database (several instances). */
  reconcileTotal: number | null;
  /** The screens the room watches: every tick. */
  hosts: Audience;
  /** Phones: at the cadence their number allows. */
  participants: Audience;
  classVersion: number;
  classDirty: boolean;
  /** The host decisions the loaded cloud reflects (sessions.moderation_revision). */
  revision: number;
  /** The host's lists (queue, hidden words, ban list, merges) changed: the room's screens are told at the next tick. */
  moderationDirty: boolean;
  lastTouched: number;
};

export function createRoom(sessionId: string, now: number): Room {
  return {
    sessionId,
    cloud: null,
    loading: null,
    sequences: null,
    journal: null,
    reloadAgain: false,
    reconcileTotal: null,
    hosts: createAudience(sessionId, "host"),
    participants: createAudience(sessionId, "participant"),
    classVersion: 0,
    classDirty: false,
    revision: 0,
    moderationDirty: false,
    lastTouched: now,
  };
}

export function audiences(room: Room): [Audience, Audience] {
  return [room.hosts, room.participants];
}

export function clientCount(room: Room): number {
  return room.hosts.clients.size + room.participants.clients.size;
}
