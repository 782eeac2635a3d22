import type { FastifyBaseLogger } from "fastify";
import { REALTIME_TICK_MS } from "../../shared/limits.js";
import type { ServerMessage } from "../../shared/protocol.js";
import type { WordCloud } from "../../shared/schemas/feedback.js";
import type { Session } from "../../shared/schemas/session.js";
import { AppError } from "../errors.js";
import type { Store } from "../store/create-store.js";
import { loadCloudCounts } from "../store/word-counts-data.js";
import { SessionCloud } from "./session-cloud.js";

/** A connected browser as the hub sees it: something that takes serialised messages. */
export interface RealtimeClient {
  send(message: string): void;
}

type Room = {
  cloud: SessionCloud | null;
  loading: Promise<SessionCloud> | null;
  clients: Set<RealtimeClient>;
  cloudDirty: boolean;
  classVersion: number;
  classDirty: boolean;
  lastTouched: number;
};

/** Rooms without clients are dropped from memory after this long without activity. */
const IDLE_ROOM_MS = 10 * 60_000;

/**
 * Keeps each session's live state in memory and fans changes out to its sockets.
 * Changes only mark a room dirty; a tick sends one message per dirty room, serialised once for all its sockets,
 * so the cost grows with sockets × ticks, never sockets × submissions.
 */
export class Hub {
  private readonly rooms = new Map<string, Room>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: Store,
    private readonly logger: FastifyBaseLogger,
    private readonly tickMs = REALTIME_TICK_MS,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => this.flush(), this.tickMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private room(sessionId: string): Room {
    let room = this.rooms.get(sessionId);
    if (!room) {
      room = { cloud: null, loading: null, clients: new Set(), cloudDirty: false, classVersion: 0, classDirty: false, lastTouched: Date.now() };
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
        if (!counts) {
          room.loading = null;
          throw new AppError("NOT_FOUND", "Session not found");
        }
        const cloud = new SessionCloud();
        for (const row of counts.spellings) cloud.addSpelling(row.term, row.spelling, Number(row.frequency));
        cloud.totalSubmissions = counts.totalSubmissions;
        // Every entry bumps the version, so starting from the stored count keeps versions increasing across restarts.
        cloud.version = counts.totalSubmissions;
        room.cloud = cloud;
        room.loading = null;
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
  recordEntry(sessionId: string, entry: { term: string; spelling: string; inCloud: boolean }): WordCloud {
    const room = this.room(sessionId);
    if (!room.cloud) throw new Error(`recordEntry before ensureLoaded for session ${sessionId}`);
    room.cloud.recordEntry(entry);
    room.cloudDirty = true;
    return room.cloud.snapshot();
  }

  async getWordCloud(sessionId: string): Promise<WordCloud> {
    return (await this.ensureLoaded(sessionId)).snapshot();
  }

  /** Number of distinct cloud terms (all of them, not only the top 100). */
  async getUniqueTermCount(sessionId: string): Promise<number> {
    return (await this.ensureLoaded(sessionId)).uniqueTerms;
  }

  /** Subscribes a client and sends it the current snapshot at once. */
  async join(client: RealtimeClient, sessionId: string): Promise<void> {
    const cloud = await this.ensureLoaded(sessionId);
    this.room(sessionId).clients.add(client);
    client.send(serialise({ type: "word-cloud-update", sessionId, data: cloud.snapshot() }));
  }

  leave(client: RealtimeClient, sessionId: string): void {
    this.rooms.get(sessionId)?.clients.delete(client);
  }

  leaveAll(client: RealtimeClient): void {
    for (const room of this.rooms.values()) room.clients.delete(client);
  }

  /** Pushes changed session settings (e.g. deactivation) to everyone watching it. */
  publishSession(session: Session): void {
    this.broadcast(session.id, serialise({ type: "session-updated", sessionId: session.id, data: session }));
  }

  /** Marks that a class session received answers; dashboards get one coalesced notice per tick. */
  markClassChanged(sessionId: string): void {
    const room = this.room(sessionId);
    room.classVersion += 1;
    room.classDirty = true;
  }

  /** Drops a deleted session's state. */
  forget(sessionId: string): void {
    this.rooms.delete(sessionId);
  }

  private broadcast(sessionId: string, message: string): void {
    const room = this.rooms.get(sessionId);
    if (!room) return;
    for (const client of room.clients) client.send(message);
  }

  /** One tick: one serialised message per dirty room, the same string written to each of its sockets. */
  flush(): void {
    const now = Date.now();
    for (const [sessionId, room] of this.rooms) {
      if (room.cloudDirty && room.cloud) {
        room.cloudDirty = false;
        this.broadcast(sessionId, serialise({ type: "word-cloud-update", sessionId, data: room.cloud.snapshot() }));
      }
      if (room.classDirty) {
        room.classDirty = false;
        this.broadcast(sessionId, serialise({ type: "class-responses-updated", sessionId, data: { version: room.classVersion } }));
      }
      if (room.clients.size === 0 && !room.loading && now - room.lastTouched > IDLE_ROOM_MS) this.rooms.delete(sessionId);
    }
  }

  /** Sockets per session, for tests and diagnostics. */
  clientCount(sessionId: string): number {
    return this.rooms.get(sessionId)?.clients.size ?? 0;
  }
}

export function serialise(message: ServerMessage): string {
  return JSON.stringify(message);
}

export function errorMessage(error: unknown, logger: FastifyBaseLogger): string {
  if (error instanceof AppError) return error.message;
  logger.error({ err: error }, "unexpected error in realtime handler");
  return "Something went wrong. Please try again.";
}
