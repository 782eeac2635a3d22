import type { Audience, ClientState } from "./audience.js";
import type { RealtimeClient } from "./realtime-client.js";

/**
 * A socket with more than this queued skips deltas; it gets one snapshot once it drains below LOW_WATER. Both are
 * above a socket's stream mark (RealtimeClient.backlogged), so only a backlogged socket's queue is read.
 */
export const HIGH_WATER_BYTES = 256 * 1024;
export const LOW_WATER_BYTES = 32 * 1024;
/** A socket that stays over the high-water mark this long is closed: it is not reading. */
export const STUCK_SOCKET_MS = 30_000;

/**
 * What an audience does with a socket that is not reading: it misses deltas while its queue is long, gets the
 * audience's latest snapshot once it drains, and is closed if it never does.
 */
export class SlowSocketPolicy {
  constructor(
    private readonly stuckSocketMs: number,
    private readonly sendSnapshot: (client: RealtimeClient, audience: Audience) => void,
    private readonly dropStuck: (client: RealtimeClient, audience: Audience) => void,
  ) {}

  /**
   * The clients that take a delta now; the others are held back (and caught up or closed) by the policy. A hidden
   * phone is neither: it is caught up when it is back in sight (Delivery.setVisible).
   */
  recipients(audience: Audience, now: number): RealtimeClient[] {
    const recipients: RealtimeClient[] = [];
    for (const [client, state] of audience.clients) {
      if (state.hidden && state.staleSince === null) continue;
      if (state.staleSince === null && (!client.backlogged || client.bufferedAmount <= HIGH_WATER_BYTES)) recipients.push(client);
      else this.serve(audience, client, state, now);
    }
    return recipients;
  }

  /** Looks at the held-back clients of an audience that got no delta this tick. */
  serveStale(audience: Audience, now: number): void {
    if (audience.staleClients === 0) return;
    for (const [client, state] of audience.clients) if (state.staleSince !== null) this.serve(audience, client, state, now);
  }

  private serve(audience: Audience, client: RealtimeClient, state: ClientState, now: number): void {
    if (state.staleSince === null) {
      state.staleSince = now;
      audience.staleClients += 1;
      return;
    }
    if (client.bufferedAmount <= LOW_WATER_BYTES) {
      // Drained while out of sight: it stays held back, and its one snapshot waits until it is back in sight.
      if (state.hidden) return;
      state.staleSince = null;
      audience.staleClients -= 1;
      this.sendSnapshot(client, audience);
    } else if (now - state.staleSince > this.stuckSocketMs) {
      this.dropStuck(client, audience);
    }
  }
}
