import type { FastifyBaseLogger } from "fastify";
import type { Session } from "../../shared/schemas/session.js";
import type { Store } from "../store/store.js";
import { readSessionTotals } from "../store/session-totals-data.js";
import { isEmptyBusMessage, type Bus, type BusMessage, type CloudChange, type RecordedEntry } from "../bus/bus.js";
import { BusOutbox } from "../bus/bus-outbox.js";
import type { Room } from "./room.js";

/** With several instances: how often live sessions are compared with the stored totals (see reconcile). */
const RECONCILE_MS = 1_000;

/** What the sync asks of the hub when another instance reports a change. */
export type SyncTarget = {
  room(sessionId: string): Room | undefined;
  rooms(): Iterable<Room>;
  applyChange(room: Room, change: CloudChange): void;
  reload(room: Room): void;
  reloadAll(): void;
  markClassDirty(room: Room): void;
  broadcastSession(room: Room, session: Session): void;
  closeDeletedRoom(sessionId: string): void;
  /** Another instance changed the institution's filter lists. */
  filterRulesChanged(): void;
};

/**
 * Keeps instances on one PostgreSQL in step: collects what this instance changed and publishes it once per tick,
 * applies what the others publish, and once a second reloads any live session that missed an entry. On SQLite (one
 * process, the local bus) every call is a no-op.
 */
export class InstanceSync {
  private readonly outbox = new BusOutbox();
  private reconcileTimer: NodeJS.Timeout | null = null;
  private reconciling = false;

  constructor(
    private readonly bus: Bus,
    private readonly store: Store,
    private readonly logger: FastifyBaseLogger,
    private readonly target: SyncTarget,
  ) {
    bus.subscribe({
      onMessage: (message) => this.receive(message),
      onResync: () => {
        target.reloadAll();
        target.filterRulesChanged();
      },
    });
  }

  start(): void {
    if (!this.bus.distributed || this.reconcileTimer) return;
    this.reconcileTimer = setInterval(() => void this.reconcile(), RECONCILE_MS);
    this.reconcileTimer.unref();
  }

  stop(): void {
    if (this.reconcileTimer) clearInterval(this.reconcileTimer);
    this.reconcileTimer = null;
  }

  addEntry(sessionId: string, entry: RecordedEntry): void {
    if (this.bus.distributed) this.outbox.addEntry(sessionId, entry);
  }

  addSession(session: Session): void {
    if (this.bus.distributed) this.outbox.addSession(session);
  }

  addClassChanged(sessionId: string): void {
    if (this.bus.distributed) this.outbox.addClassChanged(sessionId);
  }

  addReload(sessionId: string): void {
    if (this.bus.distributed) this.outbox.addReload(sessionId);
  }

  addForgotten(sessionId: string): void {
    if (this.bus.distributed) this.outbox.addForgotten(sessionId);
  }

  addFilterRulesChanged(): void {
    if (this.bus.distributed) this.outbox.addFilterRulesChanged();
  }

  /** One bus message per tick with everything this instance changed, sent before its own sockets are served. */
  publish(): void {
    if (!this.bus.distributed) return;
    const message = this.outbox.take(this.bus.instanceId);
    if (!isEmptyBusMessage(message)) this.bus.publish(message);
  }

  /** Applies what another instance published; only sessions live here are affected. */
  private receive(message: BusMessage): void {
    const target = this.target;
    for (const change of message.clouds) {
      const room = target.room(change.sessionId);
      if (room) target.applyChange(room, change);
    }
    for (const sessionId of message.reload) {
      const room = target.room(sessionId);
      if (room) target.reload(room);
    }
    for (const sessionId of message.classChanged) {
      const room = target.room(sessionId);
      if (room) target.markClassDirty(room);
    }
    for (const session of message.sessions) {
      const room = target.room(session.id);
      if (room) target.broadcastSession(room, session);
    }
    for (const sessionId of message.forgotten) target.closeDeletedRoom(sessionId);
    if (message.filterRulesChanged) target.filterRulesChanged();
  }

  /**
   * An entry can fail to arrive: its instance died between commit and tick, or a notification was lost. Anything
   * the database had counted one period ago must have arrived by now; a live session still missing some of it is
   * read again.
   */
  private async reconcile(): Promise<void> {
    if (this.reconciling) return;
    this.reconciling = true;
    try {
      const rooms = [...this.target.rooms()].filter((room) => room.cloud && room.sequences);
      if (rooms.length === 0) return;
      const totals = await readSessionTotals(this.store.db, rooms.map((room) => room.sessionId));
      for (const room of rooms) {
        const previous = room.reconcileTotal;
        if (previous !== null && !room.loading && room.sequences && !room.sequences.covers(previous)) this.target.reload(room);
        room.reconcileTotal = totals.get(room.sessionId) ?? null;
      }
    } catch (error) {
      this.logger.debug({ err: error }, "reconciliation skipped");
    } finally {
      this.reconciling = false;
    }
  }
}
