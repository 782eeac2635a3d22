import { resultsAwaitClose, type WindowTimes } from "./class-window-times.js";
import { readStoredAdmin } from "./admin-auth.js";
import { deviceStore, readJson, tabStore } from "./browser-storage.js";

/** Host keys of the sessions this browser created (or opened through a management link), by session id. */
const STORAGE_KEY = "ordsky.hostKeys";

/**
 * A learning platform's launch grants host powers for hours (`lti.…`, see the server's lti/host-grant.ts): it is kept
 * for the tab only, so an expired grant never lingers on the device; the next launch brings a fresh one.
 */
export const isLaunchGrant = (key: string) => key.startsWith("lti.");

function readMap(store: typeof deviceStore, storageKey: string): Record<string, string> {
  const parsed = readJson(store, storageKey, {});
  return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
}

/** Keys by id under one storage entry (sessions' here, courses' in course-keys.ts): the device's, and this tab's grants. */
export function readKeyMap(storageKey: string): Record<string, string> {
  return { ...readMap(deviceStore, storageKey), ...readMap(tabStore, storageKey) };
}

export function writeKeyMap(storageKey: string, keys: Record<string, string>): void {
  const entries = Object.entries(keys);
  deviceStore.set(storageKey, JSON.stringify(Object.fromEntries(entries.filter(([, key]) => !isLaunchGrant(key)))));
  tabStore.set(storageKey, JSON.stringify(Object.fromEntries(entries.filter(([, key]) => isLaunchGrant(key)))));
  window.dispatchEvent(new Event(HOST_KEYS_CHANGED));
}

const readAll = () => readKeyMap(STORAGE_KEY);
const writeAll = (keys: Record<string, string>) => writeKeyMap(STORAGE_KEY, keys);

/** Fired on this window when a session's or a course's host key is saved or forgotten (the storage event covers other tabs). */
export const HOST_KEYS_CHANGED = "ordsky:host-keys";

export function getHostKey(sessionId: string): string | undefined {
  return readAll()[sessionId];
}

export function saveHostKey(sessionId: string, hostKey: string): void {
  writeAll({ ...readAll(), [sessionId]: hostKey });
}

/** Forgets a session's key; returns it, so the removal can be undone. */
export function forgetHostKey(sessionId: string): string | undefined {
  const { [sessionId]: key, ...rest } = readAll();
  writeAll(rest);
  return key;
}

/** The sessions this browser holds a host key for ("My sessions"). */
export function listHostedSessionIds(): string[] {
  return Object.keys(readAll());
}

/** A management link's key (#hostKey=…), removed from the address bar; null when the address holds none. */
export function takeKeyFromLocation(): string | null {
  const match = /hostKey=([^&]+)/.exec(window.location.hash);
  if (!match?.[1]) return null;
  window.history.replaceState(null, "", window.location.pathname + window.location.search);
  return decodeURIComponent(match[1]);
}

/** Takes a key from a session's management link and stores it. */
export function adoptHostKeyFromLocation(sessionId: string): void {
  const key = takeKeyFromLocation();
  if (key) saveHostKey(sessionId, key);
}

/**
 * What proves host powers on a host action: the session's host key, and the signed-in admin's token (an admin may
 * manage any session from its dashboard). The server decides; either one is enough.
 */
export function hostAuthHeaders(sessionId: string): Record<string, string> {
  const key = getHostKey(sessionId);
  const admin = readStoredAdmin();
  return { ...(key ? { "X-Host-Key": key } : {}), ...(admin ? { Authorization: `Bearer ${admin.token}` } : {}) };
}

/**
 * Whether this browser is answered a class session's results: anyone while they are public and the evaluation has
 * no close time ahead, else the host or an admin.
 */
export function mayReadClassResults(session: { id: string; participantsSeeResults: boolean } & WindowTimes): boolean {
  return (session.participantsSeeResults && !resultsAwaitClose(session)) || mayActAsHost(session.id);
}

/**
 * The sessions the host signed in with the institution owns, as last read from the server (only ids: the proof is
 * the account cookie), so host screens know without asking that this browser may act as their host.
 */
const ACCOUNT_SESSIONS_KEY = "ordsky.accountSessions";

export function rememberAccountSessions(sessionIds: string[]): void {
  deviceStore.set(ACCOUNT_SESSIONS_KEY, JSON.stringify(sessionIds));
}

function ownedByAccount(sessionId: string): boolean {
  const ids = readJson(deviceStore, ACCOUNT_SESSIONS_KEY, []);
  return Array.isArray(ids) && ids.includes(sessionId);
}

/** Whether this browser may try host actions on the session (its key, a signed-in admin, or the owner's account). */
export function mayActAsHost(sessionId: string): boolean {
  return getHostKey(sessionId) !== undefined || readStoredAdmin() !== null || ownedByAccount(sessionId);
}

/** The management link: the dashboard with the host key in its fragment, which never reaches a server's logs; none for a launch's grant. */
export function managementLink(origin: string, sessionId: string, sessionType: "regular" | "class"): string | null {
  const key = getHostKey(sessionId);
  // A platform's grant lasts hours and belongs to the launch: the platform's link is the way back, not a copy of it.
  if (!key || isLaunchGrant(key)) return null;
  const path = sessionType === "class" ? `/class-session/${sessionId}/dashboard` : `/dashboard/${sessionId}`;
  return `${origin}${path}#hostKey=${encodeURIComponent(key)}`;
}
