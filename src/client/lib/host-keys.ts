/** Host keys of the sessions this browser created (or opened through a management link), by session id. */
const STORAGE_KEY = "ordsky.hostKeys";

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function getHostKey(sessionId: string): string | undefined {
  return readAll()[sessionId];
}

export function saveHostKey(sessionId: string, hostKey: string): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(), [sessionId]: hostKey }));
}

/** Takes a key from a management link's fragment (#hostKey=…), stores it and removes it from the address bar. */
export function adoptHostKeyFromLocation(sessionId: string): void {
  const match = /hostKey=([^&]+)/.exec(window.location.hash);
  if (!match?.[1]) return;
  saveHostKey(sessionId, decodeURIComponent(match[1]));
  window.history.replaceState(null, "", window.location.pathname + window.location.search);
}

export function hostKeyHeaders(sessionId: string): Record<string, string> {
  const key = getHostKey(sessionId);
  return key ? { "X-Host-Key": key } : {};
}
