import type { FastifyBaseLogger } from "fastify";
import { REALTIME_TICK_MS } from "../../shared/limits.js";
import type { ClientRole } from "../../shared/protocol.js";
import type { WordCloud } from "../../shared/schemas/feedback.js";
import type { Session } from "../../shared/schemas/session.js";
import type { Store } from "../store/store.js";
import { removeFromAudience } from "./audience.js";
import { createLocalBus, type Bus, type CloudChange, type RecordedEntry } from "../bus/bus.js";
import { Delivery } from "./delivery.js";
import { InstanceSync } from "./instance-sync.js";
import type { RealtimeClient } from "./realtime-client.js";
import { audiences, clientCount, cloudFor, createRoom, type Room } from "./room.js";
import { RoomLoader } from "./room-loader.js";
import { encode } from "./server-messages.js";
import type { SessionCloud } from "./session-cloud.js";
import { STUCK_SOCKET_MS } from "./slow-sockets.js";
import { Ticker } from "./ticker.js";

/** Rooms without clients are dropped from memory after this long without activity. */
const IDLE_ROOM_MS = 10 * 60_000;
/**
 * Host screens per session that get every tick; further sockets claiming the role are served as phones, so a
 * script cannot undo the phones' cadence by calling itself a screen. A room has a handful of real screens.
 */
export const MAX_HOST_SCREENS = 20;

export type HubStats = {
  messagesSent: number;
  bytesSent: number;
  ticks: number;
  tickMs: number;
  rooms: number;
  clients: number;
  /** Messages handed to the fan-out whose writes have not all happened yet. */
  pendingWrites: number;
};

/**
 * `now` (milliseconds; Date.now by default) lets a test drive ticks with its own clock through flush(); `onTick` is
 * the metrics'; `onFilterRulesChanged`: another instance changed the institution's filter lists (read them again).
 */
type HubOptions = {
  tickMs?: number;
  stuckSocketMs?: number;
  bus?: Bus;
  now?: () => number;
  onTick?: (busyMs: number, skipped: number) => void;
  onFilterRulesChanged?: () => void;
};

/**
 * Keeps each session's live state in memory and fans changes out to its sockets. A change only marks a room dirty;
 * each tick sends one delta per audience that is due, serialised once into one buffer written to every socket of
 * that audience, so the cost grows with sockets × updates, never sockets × submissions. The room's screens are due
 * every tick, phones at a cadence that grows with their number (cadence.ts).
 */
export class Hub {
  private readonly rooms = new Map<string, Room>();
  private readonly dirtyRooms = new Set<Room>();
  private ticks = 0;
  private readonly ticker: Ticker;
  private readonly delivery: Delivery;
  private readonly loader: RoomLoader;
  private readonly sync: InstanceSync;

  private readonly now: () => number;

  constructor(store: Store, logger: FastifyBaseLogger, options: HubOptions = {}) {
    this.now = options.now ?? (() => Date.now());
    this.ticker = new Ticker(options.tickMs ?? REALTIME_TICK_MS, () => this.flush(), () => this.delivery.takeBusyMs(), options.onTick);
    this.delivery = new Delivery(options.stuckSocketMs ?? STUCK_SOCKET_MS, this.ticker);
    this.loader = new RoomLoader(store, logger, {
      onMissing: (room) => this.dropRoom(room.sessionId),
      onLoaded: (room, reloaded) => {
        for (const audience of audiences(room)) audience.sent ??= cloudFor(room, audience, room.cloud!.snapshot());
        if (!reloaded) return;
        this.dirtyRooms.add(room);
        // The rules changed (a host's decision, a new question, hidden results): every audience gets the new cloud now,
        // not at the phones' next cadence, because a socket joining or catching up is sent its audience's last cloud,
        // and that one may hold what the host just hid. A newer read already asked for will do it instead.
        if (!room.reloadAgain) this.delivery.flushCloud(room, this.now(), { paced: false });
      },
    });
    this.sync = new InstanceSync(options.bus ?? createLocalBus(), store, logger, {
      room: (sessionId) => this.rooms.get(sessionId),
      rooms: () => this.rooms.values(),
      applyChange: (room, change) => this.applyChange(room, change),
      reload: (room) => this.loader.reload(room),
      reloadAll: () => {
        for (const room of this.rooms.values()) if (room.cloud || room.loading) this.loader.reload(room);
      },
      markClassDirty: (room) => this.markClassDirty(room),
      broadcastSession: (room, session) => this.delivery.broadcast(room, encode({ type: "session-updated", sessionId: session.id, data: session })),
      closeDeletedRoom: (sessionId) => this.closeDeletedRoom(sessionId),
      filterRulesChanged: () => options.onFilterRulesChanged?.(),
    });
  }

  /** The institution's filter lists changed here: the other instances read them again at this tick. */
  publishFilterRulesChanged(): void {
    this.sync.addFilterRulesChanged();
  }

  start(): void {
    this.ticker.start();
    this.sync.start();
  }

  stop(): void {
    this.ticker.stop();
    this.sync.stop();
  }

  private room(sessionId: string): Room {
    let room = this.rooms.get(sessionId);
    if (!room) {
      room = createRoom(sessionId, this.now());
      this.rooms.set(sessionId, room);
    }
    room.lastTouched = this.now();
    return room;
  }

  /** The session's cloud, loaded from the store on first use. Await it before writing so the load never misses or repeats a write. */
  ensureLoaded(sessionId: string): Promise<SessionCloud> {
    return this.loader.ensureLoaded(this.room(sessionId));
  }

  /**
   * Applies a committed entry to the in-memory cloud and schedules a push. The entry's sequence number (from the
   * writer) keeps it from being counted twice and is what other instances receive.
   */
  recordEntry(sessionId: string, entry: RecordedEntry): void {
    const room = this.room(sessionId);
    if (!room.cloud) throw new Error(`recordEntry before ensureLoaded for session ${sessionId}`);
    const sequences = [entry.sequence];
    const counted = entry.inCloud && !entry.withheld;
    this.applyChange(room, {
      sessionId,
      words: counted ? [{ term: entry.term, spelling: entry.spelling, sequences, ...(entry.questionId === null ? {} : { questionId: entry.questionId }) }] : [],
      others: counted ? [] : sequences,
      withheld: entry.withheld ? sequences : [],
    });
    this.sync.addEntry(sessionId, entry);
  }

  private applyChange(room: Room, change: CloudChange): void {
    if (this.loader.applyChange(room, change)) this.dirtyRooms.add(room);
  }

  /** The cloud of a loaded session as it is now (after every entry recorded so far). */
  currentCloud(sessionId: string): WordCloud {
    const cloud = this.rooms.get(sessionId)?.cloud;
    if (!cloud) throw new Error(`currentCloud before ensureLoaded for session ${sessionId}`);
    return cloud.snapshot();
  }

  /** The cloud of the session's current question: every word for its host, what the room may see for anyone else. */
  async getWordCloud(sessionId: string, asHost = true): Promise<WordCloud> {
    const cloud = await this.ensureLoaded(sessionId);
    return asHost ? cloud.snapshot() : this.publicCloud(sessionId);
  }

  /**
   * Subscribes a client (or resubscribes it after a version gap) in its role's audience and sends it that
   * audience's last snapshot at once.
   */
  async join(client: RealtimeClient, sessionId: string, role: ClientRole = "participant"): Promise<void> {
    await this.ensureLoaded(sessionId);
    const room = this.room(sessionId);
    const wasScreen = removeFromAudience(room.hosts, client) || removeFromAudience(room.screens, client);
    removeFromAudience(room.participants, client);
    const screens = room.hosts.clients.size + room.screens.clients.size;
    const asScreen = role !== "participant" && (wasScreen || screens < MAX_HOST_SCREENS);
    const audience = !asScreen ? room.participants : role === "host" ? room.hosts : room.screens;
    audience.clients.set(client, { staleSince: null, hidden: false });
    this.delivery.sendSnapshot(client, audience);
  }

  /** A loaded session's cloud as the room's public screens and phones see it (no words while results are hidden). */
  publicCloud(sessionId: string): WordCloud {
    const room = this.rooms.get(sessionId);
    if (!room?.cloud) throw new Error(`publicCloud before ensureLoaded for session ${sessionId}`);
    return cloudFor(room, room.participants, room.cloud.snapshot());
  }

  /** A phone's page went out of sight or came back (see Delivery.setVisible); the room's screens are never paused. */
  setVisible(client: RealtimeClient, sessionId: string, visible: boolean): void {
    const room = this.rooms.get(sessionId);
    if (room) this.delivery.setVisible(room.participants, client, visible);
  }

  leave(client: RealtimeClient, sessionId: string): void {
    const room = this.rooms.get(sessionId);
    if (room) for (const audience of audiences(room)) removeFromAudience(audience, client);
  }

  leaveAll(client: RealtimeClient): void {
    for (const room of this.rooms.values()) for (const audience of audiences(room)) removeFromAudience(audience, client);
  }

  /** Pushes changed session settings (e.g. deactivation) to everyone watching it, on every instance. */
  publishSession(session: Session): void {
    const room = this.rooms.get(session.id);
    if (room) this.delivery.broadcast(room, encode({ type: "session-updated", sessionId: session.id, data: session }));
    this.sync.addSession(session);
  }

  /**
   * A host decision (hide, ban, merge, approve, …) was committed: every instance reads the session again, and the
   * screens watching it get the difference as a delta and the host's screens a notice, at the next tick.
   */
  reloadAfterDecision(sessionId: string): void {
    const room = this.rooms.get(sessionId);
    if (room) this.loader.reload(room);
    this.sync.addReload(sessionId);
  }

  /** Marks that a class session received answers; dashboards get one coalesced notice per tick. */
  markClassChanged(sessionId: string): void {
    this.markClassDirty(this.room(sessionId));
    this.sync.addClassChanged(sessionId);
  }

  private markClassDirty(room: Room): void {
    room.classVersion += 1;
    room.classDirty = true;
    this.dirtyRooms.add(room);
  }

  /** A deleted session: every instance tells the sockets watching it and drops its state. */
  forget(sessionId: string): void {
    this.closeDeletedRoom(sessionId);
    this.sync.addForgotten(sessionId);
  }

  private closeDeletedRoom(sessionId: string): void {
    const room = this.rooms.get(sessionId);
    if (room) this.delivery.broadcast(room, encode({ type: "session-deleted", sessionId }));
    this.dropRoom(sessionId);
  }

  private dropRoom(sessionId: string): void {
    const room = this.rooms.get(sessionId);
    if (room) this.dirtyRooms.delete(room);
    this.rooms.delete(sessionId);
  }

  /**
   * One tick: for each dirty room a delta to each audience that is behind and due, serialised once and written to
   * each of its sockets. A room whose phones are not due yet stays dirty until they are.
   */
  flush(): void {
    this.ticks += 1;
    this.sync.publish();
    const now = this.now();
    const dirty = [...this.dirtyRooms];
    this.dirtyRooms.clear();
    for (const room of dirty) {
      if (this.delivery.flushCloud(room, now)) this.dirtyRooms.add(room);
      if (room.classDirty) {
        room.classDirty = false;
        this.delivery.broadcast(room, encode({ type: "class-responses-updated", sessionId: room.sessionId, data: { version: room.classVersion } }));
      }
      if (room.moderationDirty) {
        room.moderationDirty = false;
        this.delivery.sendToScreens(room, encode({ type: "moderation-updated", sessionId: room.sessionId, data: { revision: room.revision } }));
      }
    }
    for (const [sessionId, room] of this.rooms) {
      if (!dirty.includes(room)) this.delivery.serveStale(room, now);
      if (clientCount(room) === 0 && !room.loading && now - room.lastTouched > IDLE_ROOM_MS) this.rooms.delete(sessionId);
    }
  }

  /** Counters for diagnostics and the benchmark. */
  stats(): HubStats {
    let clients = 0;
    for (const room of this.rooms.values()) clients += clientCount(room);
    return {
      ...this.delivery.counters,
      ticks: this.ticks,
      tickMs: this.ticker.currentMs,
      rooms: this.rooms.size,
      clients,
      pendingWrites: this.delivery.pendingWrites,
    };
  }

  /** Audience memberships by role over every live room (for /metrics; read at scrape time). */
  audienceSizes(): Record<ClientRole, number> {
    const sizes: Record<ClientRole, number> = { host: 0, presentation: 0, participant: 0 };
    for (const room of this.rooms.values()) for (const audience of audiences(room)) sizes[audience.role] += audience.clients.size;
    return sizes;
  }

  /** Participant phones out of sight (Page Visibility): they take no deltas until they are looked at again. */
  hiddenPhones(): number {
    let hidden = 0;
    for (const room of this.rooms.values()) hidden += room.participants.hiddenClients;
    return hidden;
  }

  /** Sessions at least one socket watches on this instance. */
  liveSessions(): number {
    let live = 0;
    for (const room of this.rooms.values()) if (clientCount(room) > 0) live += 1;
    return live;
  }

  /** Sockets per session, for tests and diagnostics. */
  clientCount(sessionId: string): number {
    const room = this.rooms.get(sessionId);
    return room ? clientCount(room) : 0;
  }
}
