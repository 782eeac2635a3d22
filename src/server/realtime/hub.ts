import type { FastifyBaseLogger } from "fastify";
import { diffCloudWords } from "../../shared/cloud-delta.js";
import { REALTIME_TICK_MS } from "../../shared/limits.js";
import type { ServerMessage } from "../../shared/protocol.js";
import type { Word, WordCloud } from "../../shared/schemas/feedback.js";
import type { Session } from "../../shared/schemas/session.js";
import { AppError, GENERIC_ERROR_MESSAGE } from "../errors.js";
import type { Store } from "../store/create-store.js";
import { loadCloudCounts } from "../store/word-counts-data.js";
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
export const SLOW_CLIENT_CLOSE_CODE = 4008;
const MAX_TICK_MS = 250;
/** Rooms without clients are dropped from memory after this long without activity. */
const IDLE_ROOM_MS = 10 * 60_000;

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

  private readonly baseTickMs: number;
  private readonly stuckSocketMs: number;

  constructor(
    private readonly store: Store,
    private readonly logger: FastifyBaseLogger,
    options: { tickMs?: number; stuckSocketMs?: number } = {},
  ) {
    this.baseTickMs = options.tickMs ?? REALTIME_TICK_MS;
    this.stuckSocketMs = options.stuckSocketMs ?? STUCK_SOCKET_MS;
    this.tickMs = this.baseTickMs;
  }

  start(): void {
    if (this.timer) return;
    const run = () => {
      const started = performance.now();
      this.flush();
      const took = performance.now() - started;
      // A flush that takes more than half the tick would starve request handling: stretch the tick, then relax back.
      if (took > this.tickMs / 2) this.tickMs = Math.min(MAX_TICK_MS, this.tickMs * 2);
      else if (this.tickMs > this.baseTickMs && took < this.tickMs / 8) this.tickMs = Math.max(this.baseTickMs, this.tickMs / 2);
      this.timer = setTimeout(run, this.tickMs);
      this.timer.unref();
    };
    this.timer = setTimeout(run, this.tickMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
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
    room.loading ??= loadCloudCounts(this.store.db, sessionId).then(
      (counts) => {
        room.loading = null;
        if (!counts) {
          this.rooms.delete(sessionId);
          throw new AppError("NOT_FOUND", "Session not found");
        }
        const cloud = new SessionCloud();
        for (const row of counts.spellings) cloud.addSpelling(row.term, row.spelling, Number(row.frequency));
        cloud.totalSubmissions = counts.totalSubmissions;
        cloud.version = counts.totalSubmissions;
        room.cloud = cloud;
        room.sent = { words: cloud.words(), version: cloud.version, totalSubmissions: cloud.totalSubmissions, message: null };
        return cloud;
      },
      (error: unknown) => {
        room.loading = null;
        throw error;
      },
    );
    return room.loading;
  }

  /** Applies a committed entry to the in-memory cloud and schedules a push; returns the new cloud. */
  recordEntry(sessionId: string, entry: { term: string; spelling: string; inCloud: boolean; sequence?: number }): WordCloud {
    const room = this.room(sessionId);
    if (!room.cloud) throw new Error(`recordEntry before ensureLoaded for session ${sessionId}`);
    room.cloud.recordEntry(entry);
    this.dirtyRooms.add(room);
    return room.cloud.snapshot();
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

  /** Pushes changed session settings (e.g. deactivation) to everyone watching it. */
  publishSession(session: Session): void {
    const room = this.rooms.get(session.id);
    if (room) this.broadcast(room, encode({ type: "session-updated", sessionId: session.id, data: session }));
  }

  /** Marks that a class session received answers; dashboards get one coalesced notice per tick. */
  markClassChanged(sessionId: string): void {
    const room = this.room(sessionId);
    room.classVersion += 1;
    room.classDirty = true;
    this.dirtyRooms.add(room);
  }

  /** Drops a deleted session's state. */
  forget(sessionId: string): void {
    const room = this.rooms.get(sessionId);
    if (room) this.dirtyRooms.delete(room);
    this.rooms.delete(sessionId);
  }

  /** One tick: for each dirty room one delta, serialised once and written to each of its sockets. */
  flush(): void {
    this.counters.ticks += 1;
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
    for (const [client, state] of room.clients) {
      if (state.staleSince === null && client.bufferedAmount <= HIGH_WATER_BYTES) {
        this.sendTo(client, delta);
        continue;
      }
      this.serveStaleClient(room, client, state, now);
    }
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
      client.close(SLOW_CLIENT_CLOSE_CODE, "Too slow to keep up");
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
    for (const client of room.clients.keys()) this.sendTo(client, message);
  }

  private sendTo(client: RealtimeClient, message: Buffer): void {
    client.send(message);
    this.counters.messagesSent += 1;
    this.counters.bytesSent += message.length;
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

/** Serialises a message once, as the buffer written to every socket. */
export function encode(message: ServerMessage): Buffer {
  return Buffer.from(JSON.stringify(message));
}

export function errorMessage(error: unknown, logger: FastifyBaseLogger): string {
  if (error instanceof AppError) return error.message;
  logger.error({ err: error }, "unexpected error in realtime handler");
  return GENERIC_ERROR_MESSAGE;
}
