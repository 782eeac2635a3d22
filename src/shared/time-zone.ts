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

/** The calendar day (YYYY-MM-DD) a moment falls on in a zone. */
export function calendarDay(moment: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date(moment));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
