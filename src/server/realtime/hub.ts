import type { FastifyBaseLogger } from "fastify";
import { SLOW_CONSUMER } from "../../shared/close-codes.js";
import { diffCloudWords } from "../../shared/cloud-delta.js";
import { REALTIME_TICK_MS } from "../../shared/limits.js";
import type { ServerMessage } from "../../shared/protocol.js";
import type { Word, WordCloud } from "../../shared/schemas/feedback.js";
import type { Session } from "../../shared/schemas/session.js";
import { AppError, GENERIC_ERROR_MESSAGE } from "../errors.js";
import type { Store } from "../store/create-store.js";
import { readSessionTotals } from "../store/session-totals-data.js";
import { loadCloudCounts } from "../store/word-counts-data.js";
import { createLocalBus, isEmptyBusMessage, type Bus, type BusMessage, type CloudChange } from "./bus.js";
import { BusOutbox } from "./bus-outbox.js";
import { SequenceSet } from "./bus-sequences.js";
import { FanOut } from "./fan-out.js";
import { SessionCloud } from "./session-cloud.js";

/** A connected browser as the hub sees it. */
export interface RealtimeClient {
  send(message: Buffer): void;
  /** Bytes queued in the socket but not yet written to the network. */
  readonly bufferedAmount: number;
  close(code: number, reason: string): void;
}

/** A socket with more than this queued skips deltas; it gets one snapshot once it drains below LOW_WATER. */
export const HIGH_WATER_BYTES = 256 * 1024;
export const LOW_WATER_BYTES = 32 * 1024;
/** A socket that stays over the high-water mark this long is closed: it is not reading. */
export const STUCK_SOCKET_MS = 30_000;
/** Ticks stretch at most this far, so a watcher still converges within about a second. */
const MAX_TICK_MS = 800;
/** Rooms without clients are dropped from memory after this long without activity. */
const IDLE_ROOM_MS = 10 * 60_000;
/** With several instances: how often live sessions are compared with the stored totals (see reconcile). */
const RECONCILE_MS = 1_000;

type ClientState = { staleSince: number | null };

/** What every client of a room has been sent: deltas are computed against it and joins receive it. */
type SentState = { words: Word[]; version: number; totalSubmissions: number; message: Buffer | null };

type Room = {
  sessionId: string;
  cloud: SessionCloud | null;
  loading: Promise<SessionCloud> | null;
  sent: SentState | null;
  clients: Map<RealtimeClient, ClientState>;
  staleClients: number;
  classVersion: number;
  classDirty: boolean;
  lastTouched: number;
  /** The sequence numbers counted in `cloud`, so no entry is counted twice (see CloudChange). */
  sequences: SequenceSet | null;
  /** Non-null while a (re)load is in flight: the changes applied meanwhile, replayed onto what the load read. */
  journal: CloudChange[] | null;
  reloadAgain: boolean;
  /** The stored total seen by the previous reconciliation. */
  reconcileTotal: number | null;
};

export type HubStats = { messagesSent: number; bytesSent: number; ticks: number; tickMs: number; rooms: number; clients: number };

/**
 * Keeps each session's live state in memory and fans changes out to its sockets.
 * A change only marks a room dirty; each tick sends one delta per dirty room, serialised once into one buffer that
 * is written to every socket of the room, so the cost grows with sockets × ticks, never sockets × submissions.
 */
export class Hub {
  private readonly rooms = new Map<string, Room>();
  private readonly dirtyRooms = new Set<Room>();
  private timer: NodeJS.Timeout | null = null;
  private tickMs: number;
  private readonly counters = { messagesSent: 0, bytesSent: 0, ticks: 0 };
  private readonly fanOut = new FanOut((client, message) => {
    client.send(message);
    this.counters.messagesSent += 1;
    this.counters.bytesSent += message.length;
  });

  private readonly baseTickMs: number;
  private readonly stuckSocketMs: number;
  private readonly bus: Bus;
  private readonly outbox = new BusOutbox();
  private reconcileTimer: NodeJS.Timeout | null = null;
  private reconciling = false;

  constructor(
    private readonly store: Store,
    private readonly logger: FastifyBaseLogger,
    options: { tickMs?: number; stuckSocketMs?: number; bus?: Bus } = {},
  ) {
    this.baseTickMs = options.tickMs ?? REALTIME_TICK_MS;
    this.stuckSocketMs = options.stuckSocketMs ?? STUCK_SOCKET_MS;
    this.tickMs = this.baseTickMs;
    this.bus = options.bus ?? createLocalBus();
    this.bus.subscribe({ onMessage: (message) => this.receive(message), onResync: () => this.reloadAll() });
  }

  start(): void {
    if (this.timer) return;
    const run = () => {
      const started = performance.now();
      this.flush();
      const took = performance.now() - started + this.fanOut.takeBusyMs();
      // Flushing and writing that take more than half the tick would starve request handling: stretch the tick,
      // then relax back.
      if (took > this.tickMs / 2) this.tickMs = Math.min(MAX_TICK_MS, this.tickMs * 2);
      else if (this.tickMs > this.baseTickMs && took < this.tickMs / 8) this.tickMs = Math.max(this.baseTickMs, this.tickMs / 2);
      this.timer = setTimeout(run, this.tickMs);
      this.timer.unref();
    };
    this.timer = setTimeout(run, this.tickMs);
    this.timer.unref();
    if (this.bus.distributed) {
      this.reconcileTimer = setInterval(() => void this.reconcile(), RECONCILE_MS);
      this.reconcileTimer.unref();
    }
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.reconcileTimer) clearInterval(this.reconcileTimer);
    this.reconcileTimer = null;
  }

  private room(sessionId: string): Room {
    let room = this.rooms.get(sessionId);
    if (!room) {
      room = {
        sessionId,
        cloud: null,
        loading: null,
        sent: null,
        clients: new Map(),
        staleClients: 0,
        classVersion: 0,
        classDirty: false,
        lastTouched: Date.now(),
        sequences: null,
        journal: null,
        reloadAgain: false,
        reconcileTotal: null,
      };
      this.rooms.set(sessionId, room);
    }
    room.lastTouched = Date.now();
    return room;
  }

  /** The session's cloud, loaded from the store on first use. Await it before writing so the load never misses or repeats a write. */
  ensureLoaded(sessionId: string): Promise<SessionCloud> {
    const room = this.room(sessionId);
    if (room.cloud) return Promise.resolve(room.cloud);
    return this.load(room);
  }

  /**
   * Reads the session's counts into a fresh cloud (first use, or a reload that replaces the cloud). Changes that
   * arrive while the read is in flight are journaled and replayed onto its result, skipping the entries it already
   * holds, so nothing is missed or counted twice.
   */
  private load(room: Room): Promise<SessionCloud> {
    if (room.loading) return room.loading;
    room.journal = [];
    room.loading = loadCloudCounts(this.store.db, room.sessionId).then(
      (counts) => {
        const journal = room.journal ?? [];
        room.loading = null;
        room.journal = null;
        if (!counts) {
          this.rooms.delete(room.sessionId);
          this.dirtyRooms.delete(room);
          throw new AppError("NOT_FOUND", "Session not found");
        }
        const cloud = new SessionCloud();
        for (const row of counts.spellings) cloud.addSpelling(row.term, row.spelling, Number(row.frequency));
        cloud.totalSubmissions = counts.totalSubmissions;
        cloud.version = counts.totalSubmissions;
        const sequences = new SequenceSet(counts.totalSubmissions);
        for (const change of journal) countChange(cloud, sequences, change);
        const reloaded = room.cloud !== null;
        room.cloud = cloud;
        room.sequences = sequences;
        room.sent ??= { words: cloud.words(), version: cloud.version, totalSubmissions: cloud.totalSubmissions, message: null };
        if (reloaded) this.dirtyRooms.add(room);
        if (room.reloadAgain) {
          room.reloadAgain = false;
          this.reload(room);
        }
        return cloud;
      },
      (error: unknown) => {
        room.loading = null;
        room.journal = null;
        throw error;
      },
    );
    return room.loading;
  }

  /** Reads a live session again from the store (its clients get the difference as a delta at the next tick). */
  private reload(room: Room): void {
    if (room.loading) {
      // The read in flight may predate what asked for this one.
      room.reloadAgain = true;
      return;
    }
    if (!room.cloud) return;
    this.load(room).catch((error: unknown) => this.logger.warn({ err: error, sessionId: room.sessionId }, "could not reload a live session"));
  }

  private reloadAll(): void {
    for (const room of this.rooms.values()) if (room.cloud || room.loading) this.reload(room);
  }

  /** Counts a committed change in the room's cloud unless its entries are counted already. */
  private applyChange(room: Room, change: CloudChange): void {
    room.journal?.push(change);
    if (room.cloud && room.sequences && countChange(room.cloud, room.sequences, change) > 0) this.dirtyRooms.add(room);
  }

  /** Applies what another instance published; only sessions live here are affected. */
  private receive(message: BusMessage): void {
    for (const change of message.clouds) {
      const room = this.rooms.get(change.sessionId);
      if (room) this.applyChange(room, change);
    }
    for (const sessionId of message.reload) {
      const room = this.rooms.get(sessionId);
      if (room) this.reload(room);
    }
    for (const sessionId of message.classChanged) {
      const room = this.rooms.get(sessionId);
      if (room) this.markClassDirty(room);
    }
    for (const session of message.sessions) {
      const room = this.rooms.get(session.id);
      if (room) this.broadcast(room, encode({ type: "session-updated", sessionId: session.id, data: session }));
    }
    for (const sessionId of message.forgotten) this.dropRoom(sessionId);
  }

  /**
   * With several instances, an entry can fail to arrive: its instance died between commit and tick, or a
   * notification was lost. Anything the database had counted one period ago must have arrived by now; a live
   * session still missing some of it is read again.
   */
  private async reconcile(): Promise<void> {
    if (this.reconciling) return;
    this.reconciling = true;
    try {
      const rooms = [...this.rooms.values()].filter((room) => room.cloud && room.sequences);
      if (rooms.length === 0) return;
      const totals = await readSessionTotals(this.store.db, rooms.map((room) => room.sessionId));
      for (const room of rooms) {
        const previous = room.reconcileTotal;
        if (previous !== null && !room.loading && room.sequences && !room.sequences.covers(previous)) this.reload(room);
        room.reconcileTotal = totals.get(room.sessionId) ?? null;
      }
    } catch (error) {
      this.logger.debug({ err: error }, "reconciliation skipped");
    } finally {
      this.reconciling = false;
    }
  }

  /**
   * Applies a committed entry to the in-memory cloud and schedules a push. The entry's
   * sequence number (from the writer) keeps it from being counted twice and is what other instances receive.
   */
  recordEntry(sessionId: string, entry: { term: string; spelling: string; inCloud: boolean; wordCount: number; sequence?: number }): void {
    const room = this.room(sessionId);
    if (!room.cloud) throw new Error(`recordEntry before ensureLoaded for session ${sessionId}`);
    if (entry.sequence === undefined) {
      room.cloud.recordEntry(entry);
      this.dirtyRooms.add(room);
      return;
    }
    const sequences = [entry.sequence];
    this.applyChange(room, {
      sessionId,
      words: entry.inCloud ? [{ term: entry.term, spelling: entry.spelling, sequences }] : [],
      others: entry.inCloud ? [] : sequences,
    });
    if (this.bus.distributed) this.outbox.addEntry(sessionId, { term: entry.term, spelling: entry.spelling, inCloud: entry.inCloud, sequence: entry.sequence });
  }

  /** The cloud of a loaded session as it is now (after every entry recorded so far). */
  currentCloud(sessionId: string): WordCloud {
    const cloud = this.rooms.get(sessionId)?.cloud;
    if (!cloud) throw new Error(`currentCloud before ensureLoaded for session ${sessionId}`);
    return cloud.snapshot();
  }

  async getWordCloud(sessionId: string): Promise<WordCloud> {
    return (await this.ensureLoaded(sessionId)).snapshot();
  }

  /** Subscribes a client (or resubscribes it after a version gap) and sends it the last flushed snapshot at once. */
  async join(client: RealtimeClient, sessionId: string): Promise<void> {
    await this.ensureLoaded(sessionId);
    const room = this.room(sessionId);
    const previous = room.clients.get(client);
    if (previous?.staleSince) room.staleClients -= 1;
    room.clients.set(client, { staleSince: null });
    this.sendTo(client, this.snapshotMessage(room));
  }

  leave(client: RealtimeClient, sessionId: string): void {
    const room = this.rooms.get(sessionId);
    if (room) this.removeClient(room, client);
  }

  leaveAll(client: RealtimeClient): void {
    for (const room of this.rooms.values()) this.removeClient(room, client);
  }

  private removeClient(room: Room, client: RealtimeClient): void {
    const state = room.clients.get(client);
    if (!state) return;
    if (state.staleSince) room.staleClients -= 1;
    room.clients.delete(client);
  }

  /** Pushes changed session settings (e.g. deactivation) to everyone watching it, on every instance. */
  publishSession(session: Session): void {
    const room = this.rooms.get(session.id);
    if (room) this.broadcast(room, encode({ type: "session-updated", sessionId: session.id, data: session }));
    if (this.bus.distributed) this.outbox.addSession(session);
  }

  /** Marks that a class session received answers; dashboards get one coalesced notice per tick. */
  markClassChanged(sessionId: string): void {
    this.markClassDirty(this.room(sessionId));
    if (this.bus.distributed) this.outbox.addClassChanged(sessionId);
  }

  private markClassDirty(room: Room): void {
    room.classVersion += 1;
    room.classDirty = true;
    this.dirtyRooms.add(room);
  }

  /** Drops a deleted session's state, on every instance. */
  forget(sessionId: string): void {
    this.dropRoom(sessionId);
    if (this.bus.distributed) this.outbox.addForgotten(sessionId);
  }

  private dropRoom(sessionId: string): void {
    const room = this.rooms.get(sessionId);
    if (room) this.dirtyRooms.delete(room);
    this.rooms.delete(sessionId);
  }

  /** One tick: for each dirty room one delta, serialised once and written to each of its sockets. */
  flush(): void {
    this.counters.ticks += 1;
    if (this.bus.distributed) this.publishOutbox();
    const now = Date.now();
    const dirty = [...this.dirtyRooms];
    this.dirtyRooms.clear();
    for (const room of dirty) {
      if (room.cloud && room.sent && room.cloud.version !== room.sent.version) this.flushCloud(room, now);
      if (room.classDirty) {
        room.classDirty = false;
        this.broadcast(room, encode({ type: "class-responses-updated", sessionId: room.sessionId, data: { version: room.classVersion } }));
      }
    }
    for (const [sessionId, room] of this.rooms) {
      if (room.staleClients > 0 && !dirty.includes(room)) this.serveStaleClients(room, now);
      if (room.clients.size === 0 && !room.loading && now - room.lastTouched > IDLE_ROOM_MS) this.rooms.delete(sessionId);
    }
  }

  private flushCloud(room: Room, now: number): void {
    const cloud = room.cloud!;
    const sent = room.sent!;
    const words = cloud.words();
    const { changed, removed } = diffCloudWords(sent.words, words);
    const delta = encode({
      type: "word-cloud-delta",
      sessionId: room.sessionId,
      data: { baseVersion: sent.version, version: cloud.version, totalSubmissions: cloud.totalSubmissions, changed, removed },
    });
    room.sent = { words, version: cloud.version, totalSubmissions: cloud.totalSubmissions, message: null };
    const recipients: RealtimeClient[] = [];
    for (const [client, state] of room.clients) {
      if (state.staleSince === null && client.bufferedAmount <= HIGH_WATER_BYTES) recipients.push(client);
      else this.serveStaleClient(room, client, state, now);
    }
    this.fanOut.send(recipients, delta);
  }

  /** One bus message per tick with everything this instance changed, sent before its own sockets are served. */
  private publishOutbox(): void {
    const message = this.outbox.take(this.bus.instanceId);
    if (!isEmptyBusMessage(message)) this.bus.publish(message);
  }

  private serveStaleClients(room: Room, now: number): void {
    for (const [client, state] of room.clients) if (state.staleSince !== null) this.serveStaleClient(room, client, state, now);
  }

  /** A slow socket misses deltas; once it drains it gets the latest snapshot; if it never drains it is closed. */
  private serveStaleClient(room: Room, client: RealtimeClient, state: ClientState, now: number): void {
    if (state.staleSince === null) {
      state.staleSince = now;
      room.staleClients += 1;
      return;
    }
    if (client.bufferedAmount <= LOW_WATER_BYTES) {
      state.staleSince = null;
      room.staleClients -= 1;
      this.sendTo(client, this.snapshotMessage(room));
    } else if (now - state.staleSince > this.stuckSocketMs) {
      this.removeClient(room, client);
      client.close(SLOW_CONSUMER.code, SLOW_CONSUMER.reason);
    }
  }

  private snapshotMessage(room: Room): Buffer {
    const sent = room.sent!;
    sent.message ??= encode({
      type: "word-cloud-update",
      sessionId: room.sessionId,
      data: { words: sent.words, totalSubmissions: sent.totalSubmissions, version: sent.version },
    });
    return sent.message;
  }

  private broadcast(room: Room, message: Buffer): void {
    this.fanOut.send([...room.clients.keys()], message);
  }

  /** Every write goes through the fan-out queue, so a snapshot never overtakes a delta queued before it. */
  private sendTo(client: RealtimeClient, message: Buffer): void {
    this.fanOut.send([client], message);
  }


  /** Counters for diagnostics and the benchmark. */
  stats(): HubStats {
    let clients = 0;
    for (const room of this.rooms.values()) clients += room.clients.size;
    return { ...this.counters, tickMs: this.tickMs, rooms: this.rooms.size, clients };
  }

  /** Sockets per session, for tests and diagnostics. */
  clientCount(sessionId: string): number {
    return this.rooms.get(sessionId)?.clients.size ?? 0;
  }
}

/** Counts the entries of a change that `sequences` does not hold yet; returns how many were new. */
function countChange(cloud: SessionCloud, sequences: SequenceSet, change: CloudChange): number {
  let added = 0;
  for (const word of change.words) {
    for (const sequence of word.sequences) {
      if (!sequences.add(sequence)) continue;
      cloud.addSpelling(word.term, word.spelling, 1);
      added += 1;
    }
  }
  for (const sequence of change.others) if (sequences.add(sequence)) added += 1;
  // The version is the number of entries counted, so every instance reaches the same version for the same state.
  cloud.totalSubmissions += added;
  cloud.version += added;
  return added;
}

/** Serialises a message once, as the buffer written to every socket. */
export function encode(message: ServerMessage): Buffer {
  return Buffer.from(JSON.stringify(message));
}

export function errorMessage(error: unknown, logger: FastifyBaseLogger): string {
  if (error instanceof AppError) return error.message;
  logger.error({ err: error }, "unexpected error in realtime handler");
  return GENERIC_ERROR_MESSAGE;
}
