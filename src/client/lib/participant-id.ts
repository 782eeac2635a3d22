/** Spec: a prefix, a timestamp and a random string, created per page visit. */
export function createParticipantId(prefix = "participant"): string {
  const random = Math.random().toString(36).slice(2, 11);
  return `${prefix}_${Date.now()}_${random}`;
}
