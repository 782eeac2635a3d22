import { deviceStore, readJson } from "./browser-storage.js";

/** Merge suggestions a host dismissed, per session, on this browser (a suggestion is only a hint; nothing to sync). */
const keyOf = (sessionId: string) => `ordsky.dismissedMerges.${sessionId}`;

/** A suggestion's identity: its words, in any order. */
export const suggestionId = (words: string[]) => [...words].sort().join("\u0000");

export function readDismissed(sessionId: string): string[] {
  const parsed = readJson(deviceStore, keyOf(sessionId), []);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
}

export function saveDismissed(sessionId: string, ids: string[]): void {
  deviceStore.set(keyOf(sessionId), JSON.stringify(ids.slice(-200)));
}
