import { REALTIME_TICK_MS } from "../../shared/limits.js";

/** Up to this many participant sockets in a session, phones get every tick like the room's screens. */
export const FULL_RATE_PARTICIPANTS = 500;
/** From this many on, phones get an update once a SLOWEST_CADENCE_MS. */
export const SLOWEST_CADENCE_PARTICIPANTS = 10_000;
export const SLOWEST_CADENCE_MS = 1_000;

/**
 * How often a session's phones get a cloud update: every tick up to 500 participant sockets, then longer in
 * proportion, up to once a second at 10,000 and beyond. A phone draws at most four updates a second and nobody
 * reads their phone's cloud at 10 Hz while the big screen shows it; the screens a room watches keep every tick.
 * Past 500 phones the writes to phones are what costs (one per socket per update), so this keeps the fan-out of a
 * full lecture hall near what 500 phones cost at every tick.
 */
export function participantCadenceMs(participants: number, tickMs = REALTIME_TICK_MS): number {
  if (participants <= FULL_RATE_PARTICIPANTS) return tickMs;
  const share = Math.min(1, (participants - FULL_RATE_PARTICIPANTS) / (SLOWEST_CADENCE_PARTICIPANTS - FULL_RATE_PARTICIPANTS));
  return Math.round(tickMs + share * Math.max(0, SLOWEST_CADENCE_MS - tickMs));
}

/**
 * Whether phones last updated at `lastSentAt` are due at a tick at `now`. Half a tick of slack: a tick that fires a
 * millisecond early must not push the update a whole tick later, so a phone converges within its cadence plus one tick.
 */
export function isCadenceDue(lastSentAt: number, now: number, cadenceMs: number, tickMs: number): boolean {
  return now - lastSentAt >= cadenceMs - tickMs / 2;
}
