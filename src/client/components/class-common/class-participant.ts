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
