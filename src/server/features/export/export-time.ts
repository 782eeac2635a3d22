const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall-clock fields of a moment: year, month (1-12), day, hour, minute, second. */
export function wallClockParts(date: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return parts;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (value: number | undefined) => String(value ?? 0).padStart(2, "0");

/** "28 Nov 2026, 14:05" as the clock on the wall shows it in the zone ("…, 14:05:09" with seconds, for a list of entries). */
export function formatDateTime(iso: string | Date, timeZone: string, { seconds = false } = {}): string {
  const p = wallClockParts(new Date(iso), timeZone);
  const time = `${two(p.hour)}:${two(p.minute)}${seconds ? `:${two(p.second)}` : ""}`;
  return `${p.day} ${MONTHS[(p.month ?? 1) - 1]} ${p.year}, ${time}`;
}

/** "28 Nov 2026" in the zone: a lecture's day. */
export function formatDay(iso: string | Date, timeZone: string): string {
  const p = wallClockParts(new Date(iso), timeZone);
  return `${p.day} ${MONTHS[(p.month ?? 1) - 1]} ${p.year}`;
}

/**
 * A Date whose UTC fields equal the wall-clock time in the zone. Spreadsheet cells have no time zone and
 * the workbook is written from a Date's UTC fields, so this is how a cell shows the server's local time.
 */
export function wallClockDate(iso: string | Date, timeZone: string): Date {
  const p = wallClockParts(new Date(iso), timeZone);
  return new Date(Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0));
}

/** The date part of the export's file name: sessions-export-{ISO date}. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
