import type { SessionActivity } from "../../store/session-activity-data.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A session's last activity: the latest of its creation, its last entry and its last class answer (ISO text compares in time order). */
export function lastActivity(activity: SessionActivity): string {
  let latest = activity.createdAt;
  for (const time of [activity.lastEntryAt, activity.lastClassAnswerAt]) if (time !== null && time > latest) latest = time;
  return latest;
}

/** When a session last active at `lastActivityAt` becomes due for deletion under a retention of `days`. */
export function deletionTime(lastActivityAt: string, days: number): string {
  return new Date(Date.parse(lastActivityAt) + days * DAY_MS).toISOString();
}

/** Sessions last active before this time (ISO) are due for deletion at `now`. */
export function idleCutoff(now: number, days: number): string {
  return new Date(now - days * DAY_MS).toISOString();
}
