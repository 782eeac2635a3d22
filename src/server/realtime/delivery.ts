import { SLOW_CONSUMER } from "../../shared/close-codes.js";
import type { WordCloud } from "../../shared/schemas/feedback.js";
import { removeFromAudience, type Audience } from "./audience.js";
import { isCadenceDue, participantCadenceMs } from "./cadence.js";
import { FanOut } from "./fan-out.js";
import type { RealtimeClient } from "./realtime-client.js";
import { audiences, cloudFor, type Room } from "./room.js";
import { encodeDelta, encodeSnapshot } from "./server-messages.js";
import { SlowSocketPolicy } from "./slow-sockets.js";

/** The tick lengths delivery schedules phones by. */
export type TickClock = { readonly baseMs: number; readonly currentMs: number };

/**
 * Writes rooms' updates to their sockets: per tick one delta per audience that is behind and due (serialised once,
 * the same buffer to every socket of it), snapshots on join and when a slow socket or a hidden phone catches up, and
 * notices to every socket of a room. Each audience writes through a fan-out queue of its own, so nothing overtakes what was queued
 * before it for the same socket, and the room's screens never wait behind the writes of ten thousand phones.
 */
export class Delivery {
  readonly counters = { messagesSent: 0, bytesSent: 0 };
  private readonly write = (client: RealtimeClient, message: Buffer) => {
    client.send(message);
    this.counters.messagesSent += 1;
    this.counters.bytesSent += message.length;
  };
  private readonly hostLane = new FanOut(this.write);
  /** The room's screens, the host's and the public ones, share a lane ahead of the phones'. */
  private readonly lanes = { host: this.hostLane, presentation: this.hostLane, participant: new FanOut(this.write) };
  private readonly snapshots = new WeakMap<WordCloud, Buffer>();
  private readonly slow: SlowSocketPolicy;

  constructor(
    stuckSocketMs: number,
    private readonly clock: TickClock,
  ) {
    this.slow = new SlowSocketPolicy(
      stuckSocketMs,
      (client, audience) => this.sendSnapshot(client, audience),
      (client, audience) => {
        removeFromAudience(audience, client);
        client.close(SLOW_CONSUMER.code, SLOW_CONSUMER.reason);
      },
    );
  }

  /**
   * Sends the room's audiences the deltas they are due: the screens whenever they are behind, phones when their
   * cadence has passed (or at once, `paced: false`). True when phones are still behind (not due yet), so the room
   * must stay dirty.
   */
  flushCloud(room: Room, now: number, { paced = true } = {}): boolean {
    const cloud = room.cloud;
    // A room being read again (a host decision, a new question, hidden results) sends nothing until the read is in:
    // what arrived since the decision must not reach a screen under the rules it replaced. The load marks it dirty.
    if (!cloud || room.loading) return false;
    const full = cloud.snapshot();
    const deltas = new Map<WordCloud, Map<WordCloud, Buffer>>();
    // Audiences due from the same state to the same view (screens and phones at every tick) share one serialised delta.
    const deltaFrom = (before: WordCloud, after: WordCloud) => {
      let byBefore = deltas.get(after);
      if (!byBefore) deltas.set(after, (byBefore = new Map()));
      let delta = byBefore.get(before);
      if (!delta) byBefore.set(before, (delta = encodeDelta(room.sessionId, before, after)));
      return delta;
    };
    for (const screens of [room.hosts, room.screens]) {
      const current = cloudFor(room, screens, full);
      const before = screens.sent;
      if (before && before.version !== current.version) this.sendDelta(screens, () => deltaFrom(before, current), current, now);
    }
    const phones = room.participants;
    const current = cloudFor(room, phones, full);
    const before = phones.sent;
    const phonesBehind = before !== null && before.version !== current.version;
    // Paced by the phones it writes to: the hidden ones take nothing.
    const cadence = Math.max(participantCadenceMs(phones.clients.size - phones.hiddenClients, this.clock.baseMs), this.clock.currentMs);
    if (!phonesBehind || (paced && !isCadenceDue(phones.lastSentAt, now, cadence))) return phonesBehind;
    this.sendDelta(phones, () => deltaFrom(before, current), current, now);
    return false;
  }

  /**
   * A phone whose page went out of sight takes no deltas; back in sight it gets the audience's snapshot once (a slow
   * one when it drains, as any slow socket). Screens are never paused: the room looks at them.
   */
  setVisible(audience: Audience, client: RealtimeClient, visible: boolean): void {
    const state = audience.clients.get(client);
    if (audience.role !== "participant" || !state || state.hidden === !visible) return;
    state.hidden = !visible;
    audience.hiddenClients += visible ? -1 : 1;
    if (visible && state.staleSince === null) this.sendSnapshot(client, audience);
  }

  /** Catches up or closes the slow sockets of a room that got no delta this tick. */
  serveStale(room: Room, now: number): void {
    for (const audience of audiences(room)) this.slow.serveStale(audience, now);
  }

  /** The audience's current state, as a snapshot serialised once per state however many sockets join or catch up. */
  sendSnapshot(client: RealtimeClient, audience: Audience): void {
    const cloud = audience.sent!;
    let snapshot = this.snapshots.get(cloud);
    if (!snapshot) this.snapshots.set(cloud, (snapshot = encodeSnapshot(audience.sessionId, cloud)));
    this.lanes[audience.role].send([client], snapshot);
  }

  /** One message to every socket of a room, screens and phones alike. */
  broadcast(room: Room, message: Buffer): void {
    for (const audience of audiences(room)) this.lanes[audience.role].send([...audience.clients.keys()], message);
  }

  /**
   * One message to the room's screens only, the host's and the public ones (a notice phones have no use for: the
   * presentation of a browser holding the host key shows the approval count from it; it carries no content).
   */
  sendToScreens(room: Room, message: Buffer): void {
    this.lanes.host.send([...room.hosts.clients.keys(), ...room.screens.clients.keys()], message);
  }

  /** Time spent writing since the last call: the ticker stretches when it gets heavy. */
  takeBusyMs(): number {
    return this.lanes.host.takeBusyMs() + this.lanes.participant.takeBusyMs();
  }

  get pendingWrites(): number {
    return this.lanes.host.pending + this.lanes.participant.pending;
  }

  /** The delta is serialised only when a socket takes it (every phone of a room may be out of sight). */
  private sendDelta(audience: Audience, delta: () => Buffer, current: WordCloud, now: number): void {
    audience.sent = current;
    audience.lastSentAt = now;
    const recipients = this.slow.recipients(audience, now);
    if (recipients.length > 0) this.lanes[audience.role].send(recipients, delta());
  }
}
