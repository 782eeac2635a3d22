/** The zone an institution's reports are in until an admin says otherwise (and TZ does not). */
export const DEFAULT_TIME_ZONE = "Europe/Copenhagen";

/** The IANA name of a zone as the runtime spells it ("europe/copenhagen" → "Europe/Copenhagen"), or null when unknown. */
export function canonicalTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: name.trim() }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
