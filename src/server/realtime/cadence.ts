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
 * full lecture hall near what 500 phones cost at every tick. It is given the phones in sight: one whose page is
 * hidden takes no writes (Delivery.setVisible).
 */
export function participantCadenceMs(participants: number, tickMs = REALTIME_TICK_MS): number {
  if (participants <= FULL_RATE_PARTICIPANTS) return tickMs;
  const share = Math.min(1, (participants - FULL_RATE_PARTICIPANTS) / (SLOWEST_CADENCE_PARTICIPANTS - FULL_RATE_PARTICIPANTS));
  return Math.round(tickMs + share * Math.max(0, SLOWEST_CADENCE_MS - tickMs));
}

/** Clock jitter a tick may show (ms timestamps, a timer a hair early) without costing the phones a whole tick. */
const CADENCE_SLACK_MS = 5;

/**
 * Whether phones last updated at `lastSentAt` are due at a tick at `now`: at the first tick once their cadence has
 * passed, so a phone converges within its cadence plus one tick, and is never updated more often than its cadence.
 */
export function isCadenceDue(lastSentAt: number, now: number, cadenceMs: number): boolean {
  return now - lastSentAt >= cadenceMs - CADENCE_SLACK_MS;
}
