import { createParticipantId } from "../../lib/participant-id.js";

/**
 * One participant id per session and browser tab, kept in sessionStorage so a reload on a phone
 * keeps the same identity: re-sent answers then replace the earlier ones instead of counting twice.
 */
export function getClassParticipantId(sessionId: string): string {
  const key = `ordsky.classParticipant.${sessionId}`;
  try {
    const stored = sessionStorage.getItem(key);
    if (stored) return stored;
    const created = createParticipantId("participant");
    sessionStorage.setItem(key, created);
    return created;
  } catch {
    return createParticipantId("participant");
  }
}

/** The participant's answers (raw input text) by question id, kept for the tab's lifetime. */
export function loadClassAnswers(sessionId: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(`ordsky.classAnswers.${sessionId}`) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function saveClassAnswers(sessionId: string, answers: Record<string, string>): void {
  try {
    sessionStorage.setItem(`ordsky.classAnswers.${sessionId}`, JSON.stringify(answers));
  } catch {
    // Storage full or disabled: answers still live in memory for this visit.
  }
}
