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
  try {
    const stored = sessionStorage.getItem(key);
    if (stored) return stored;
    const created = createParticipantId();
    sessionStorage.setItem(key, created);
    return created;
  } catch {
    return createParticipantId();
  }
}
