import { useEffect, useState } from "react";
import { windowStateAt, type WindowState } from "../../shared/schemas/class-window.js";

/** A class session's answering window as sessions carry it (ISO times; null: no bound). */
export type WindowTimes = { opensAt: string | null; closesAt: string | null };

/** An ISO time as a `datetime-local` input shows it, in this browser's zone ("" for none). */
export function toLocalInput(iso: string | null): string {
  if (iso === null) return "";
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value (this browser's zone) as the ISO time the server takes; null when empty or not a time. */
export function fromLocalInput(value: string): string | null {
  if (value === "") return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** A window's time for reading, in the reader's language and zone: "Mon 30 Nov, 10:00". */
export function formatWindowTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

/** Longest a timer may wait in one go (setTimeout holds about 24.8 days). */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Where the evaluation stands now, changing by itself when it opens or closes: one timer to the next bound, not a
 * poll. The server checks every answer against its own clock, so a phone whose clock is off gets its verdict.
 */
export function useWindowState(times: WindowTimes): WindowState {
  const [now, setNow] = useState(() => Date.now());
  const state = windowStateAt(times, now);
  const next = [times.opensAt, times.closesAt].map((time) => (time === null ? Infinity : Date.parse(time))).find((time) => time > now);
  useEffect(() => {
    if (next === undefined || next === Infinity) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(LONGEST_WAIT_MS, Math.max(0, next - Date.now())));
    return () => clearTimeout(timer);
  }, [next]);
  // A window the host changed is read against the time now, not the time of the last flip.
  useEffect(() => setNow(Date.now()), [times.opensAt, times.closesAt]);
  return state;
}

/** Whether participants' results wait for the close: a close time still ahead. */
export function resultsAwaitClose(window: WindowTimes, now = Date.now()): boolean {
  return window.closesAt !== null && now < Date.parse(window.closesAt);
}
