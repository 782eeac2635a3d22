import type { ClientRole } from "../../shared/protocol.js";
import type { WordCloud } from "../../shared/schemas/feedback.js";
import type { RealtimeClient } from "./realtime-client.js";

/**
 * A socket as its audience sees it: since when it has been too far behind to take deltas (null: it is not), and
 * whether its page is out of sight (a phone's only: it takes no deltas until it is back).
 */
export type ClientState = { staleSince: number | null; hidden: boolean };

/**
 * The sockets of a room that are served at one pace: the room's screens (hosts) every tick, phones (participants)
 * at their cadence. Each audience has its own last-sent cloud, so each one's deltas chain without gaps.
 */
export type Audience = {
  sessionId: string;
  role: ClientRole;
  clients: Map<RealtimeClient, ClientState>;
  staleClients: number;
  hiddenClients: number;
  /** The cloud every client of the audience has been sent: deltas are computed against it and joins receive it. */
  sent: WordCloud | null;
  /** When the audience was last sent a delta (the hub's clock). */
  lastSentAt: number;
};

export function createAudience(sessionId: string, role: ClientRole): Audience {
  return { sessionId, role, clients: new Map(), staleClients: 0, hiddenClients: 0, sent: null, lastSentAt: Number.NEGATIVE_INFINITY };
}

export function removeFromAudience(audience: Audience, client: RealtimeClient): boolean {
  const state = audience.clients.get(client);
  if (!state) return false;
  if (state.staleSince !== null) audience.staleClients -= 1;
  if (state.hidden) audience.hiddenClients -= 1;
  audience.clients.delete(client);
  return true;
}
