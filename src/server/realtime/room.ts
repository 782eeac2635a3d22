import { createAudience, type Audience } from "./audience.js";
import type { CloudChange } from "../bus/bus.js";
import type { WordCloud } from "../../shared/schemas/feedback.js";
import type { CurrentQuestion } from "../../shared/schemas/question.js";
import type { SequenceSet } from "../bus/bus-sequences.js";
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
  /** The host's screens (dashboards): every tick, every word, also while results are hidden. */
  hosts: Audience;
  /** Public screens (presentation): every tick, the words the room may see. */
  screens: Audience;
  /** Phones: at the cadence their number allows. */
  participants: Audience;
  classVersion: number;
  classDirty: boolean;
  /** The host decisions the loaded cloud reflects (sessions.moderation_revision). */
  revision: number;
  /** The host's lists (queue, hidden words, ban list, merges) changed: the room's screens are told at the next tick. */
  moderationDirty: boolean;
  /** A regular session's current question as the loaded cloud reflects it (null: a class session). */
  question: CurrentQuestion | null;
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
    screens: createAudience(sessionId, "presentation"),
    participants: createAudience(sessionId, "participant"),
    classVersion: 0,
    classDirty: false,
    revision: 0,
    moderationDirty: false,
    question: null,
    lastTouched: now,
  };
}

export function audiences(room: Room): [Audience, Audience, Audience] {
  return [room.hosts, room.screens, room.participants];
}

export function clientCount(room: Room): number {
  return room.hosts.clients.size + room.screens.clients.size + room.participants.clients.size;
}

const maskedClouds = new WeakMap<WordCloud, WordCloud>();

/**
 * The cloud an audience may see: the public screens and phones get no words while the current question's results
 * are hidden (the counts stay: they are the session's). The same object for the same cloud, so audiences at one
 * state share one serialised delta.
 */
export function cloudFor(room: Room, audience: Audience, cloud: WordCloud): WordCloud {
  if (audience === room.hosts || !room.question?.resultsHidden) return cloud;
  let masked = maskedClouds.get(cloud);
  if (!masked) maskedClouds.set(cloud, (masked = { ...cloud, words: [] }));
  return masked;
}
