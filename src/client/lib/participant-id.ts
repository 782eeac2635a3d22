import { tabStore } from "./browser-storage.js";

/** Spec: a prefix, a timestamp and a random string, created per page visit. */
function createParticipantId(prefix = "participant"): string {
  const random = Math.random().toString(36).slice(2, 11);
  return `${prefix}_${Date.now()}_${random}`;
}

/**
 * One participant id per session and browser tab (a visit), kept in sessionStorage so a reload on a phone keeps the
 * same identity: the server then knows them (a full session still lets them in) and re-sent answers replace the
 * earlier ones instead of counting twice.
 */
export function sessionParticipantId(sessionId: string): string {
  const key = `ordsky.participant.${sessionId}`;
  const stored = tabStore.get(key);
  if (stored) return stored;
  // Kept in memory where the tab refuses storage (a framed page): one id for the visit, not one per answer.
  const created = createParticipantId();
  tabStore.set(key, created);
  return created;
}
