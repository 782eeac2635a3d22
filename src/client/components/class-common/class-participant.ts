import { readJson, tabStore } from "../../lib/browser-storage.js";

/** The participant's answers (raw input text) by question id, kept for the tab's lifetime. */
export function loadClassAnswers(sessionId: string): Record<string, string> {
  const parsed = readJson(tabStore, `ordsky.classAnswers.${sessionId}`, {});
  return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
}

export function saveClassAnswers(sessionId: string, answers: Record<string, string>): void {
  tabStore.set(`ordsky.classAnswers.${sessionId}`, JSON.stringify(answers));
}
