import { isLaunchGrant, readKeyMap, takeKeyFromLocation, writeKeyMap } from "./host-keys.js";

/** Host keys of the courses this browser created (or opened through a management link), by course id. */
const STORAGE_KEY = "ordsky.courseKeys";

export function getCourseKey(courseId: string): string | undefined {
  return readKeyMap(STORAGE_KEY)[courseId];
}

export function saveCourseKey(courseId: string, hostKey: string): void {
  writeKeyMap(STORAGE_KEY, { ...readKeyMap(STORAGE_KEY), [courseId]: hostKey });
}

/** Forgets a course's key; returns it, so the removal can be undone. */
export function forgetCourseKey(courseId: string): string | undefined {
  const { [courseId]: key, ...rest } = readKeyMap(STORAGE_KEY);
  writeKeyMap(STORAGE_KEY, rest);
  return key;
}

/** The courses this browser holds a key for ("My sessions"). */
export function listHostedCourseIds(): string[] {
  return Object.keys(readKeyMap(STORAGE_KEY));
}

/** Takes a key from a course's management link (#hostKey=…, see takeKeyFromLocation) and stores it. */
export function adoptCourseKeyFromLocation(courseId: string): void {
  const key = takeKeyFromLocation();
  if (key) saveCourseKey(courseId, key);
}

/** The course's key on its calls; a host signed in with the institution is known by the account cookie instead. */
export function courseAuthHeaders(courseId: string): Record<string, string> {
  const key = getCourseKey(courseId);
  return key ? { "X-Host-Key": key } : {};
}

/** The course page with its key in the fragment, which never reaches a server's logs; none for a launch's grant. */
export function courseManagementLink(origin: string, courseId: string): string | null {
  const key = getCourseKey(courseId);
  return key && !isLaunchGrant(key) ? `${origin}/course/${courseId}#hostKey=${encodeURIComponent(key)}` : null;
}
