import type { SessionLanguage } from "../../../shared/schemas/session-language.js";
import { formatDateTime, formatDay, wallClockDate, wallClockParts } from "./export-time.js";
import { REPORT_TEXTS, type ReportTextKey } from "./report-texts.js";

type Values = Record<string, string | number>;

const DANISH_MONTHS = ["jan.", "feb.", "mar.", "apr.", "maj", "jun.", "jul.", "aug.", "sep.", "okt.", "nov.", "dec."];
const two = (value: number | undefined) => String(value ?? 0).padStart(2, "0");

/**
 * The language and time zone a report is written in: the person exporting's language (as their interface), the
 * institution's zone (see reportTimeZone). Every heading, number and time of an export comes through it.
 */
export class ReportLocale {
  private readonly numbers = new Map<number, Intl.NumberFormat>();
  private readonly plurals: Intl.PluralRules;
  private readonly percents: Intl.NumberFormat;

  constructor(
    readonly language: SessionLanguage,
    readonly timeZone: string,
  ) {
    this.plurals = new Intl.PluralRules(this.intlLocale);
    this.percents = new Intl.NumberFormat(this.intlLocale, { style: "percent", maximumFractionDigits: 0 });
  }

  /** The locale Intl formats numbers in: Danish's decimal comma and dot for thousands; British English's. */
  get intlLocale(): string {
    return this.language === "da" ? "da-DK" : "en-GB";
  }

  /** A text by its key, `{name}` filled in; a counted one takes `{n}` from `values.n`. */
  t(key: ReportTextKey, values: Values = {}): string {
    const entry = REPORT_TEXTS[this.language][key];
    const template = typeof entry === "string" ? entry : entry[this.plurals.select(Number(values.n ?? 0)) === "one" ? 0 : 1];
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return typeof value === "number" ? this.integer(value) : value;
    });
  }

  /** "3 answers", "3 svar": a counted text with its count. */
  count(key: ReportTextKey, n: number): string {
    return this.t(key, { n });
  }

  /** A whole number with the language's thousands separator ("1,234", "1.234"). */
  integer(value: number): string {
    return this.format(value, 0);
  }

  /** A figure with `decimals` places ("6.90", "6,90"). */
  decimal(value: number, decimals = 2): string {
    return this.format(value, decimals);
  }

  /** A difference with its sign ("+0.88", "−0,88"). */
  signed(value: number, decimals = 2): string {
    const sign = value > 0 ? "+" : value < 0 ? "−" : "";
    return `${sign}${this.decimal(Math.abs(value), decimals)}`;
  }

  /** A share as a percentage ("62%", "62 %"). */
  percent(rate: number): string {
    return this.percents.format(rate);
  }

  /** "28 Nov 2026, 14:05" / "28. nov. 2026 kl. 14.05" on the zone's wall clock (with seconds for a list of entries). */
  dateTime(iso: string | Date, { seconds = false } = {}): string {
    if (this.language === "en") return formatDateTime(iso, this.timeZone, { seconds });
    const p = wallClockParts(new Date(iso), this.timeZone);
    return `${this.danishDay(p)} kl. ${two(p.hour)}.${two(p.minute)}${seconds ? `.${two(p.second)}` : ""}`;
  }

  /** "28 Nov 2026" / "28. nov. 2026": a lecture's day in the zone. */
  day(iso: string | Date): string {
    return this.language === "en" ? formatDay(iso, this.timeZone) : this.danishDay(wallClockParts(new Date(iso), this.timeZone));
  }

  /** A calendar day as written (YYYY-MM-DD: a lecture's day held), in the language's words, with no zone to move it. */
  calendarDay(day: string): string {
    const [year, month, date] = day.split("-").map(Number);
    const p = { year: year ?? 1970, month: month ?? 1, day: date ?? 1 };
    return this.language === "en" ? formatDay(new Date(Date.UTC(p.year, p.month - 1, p.day, 12)), "UTC") : this.danishDay(p);
  }

  /** A time with its zone named: a reader elsewhere reads it right. */
  zoned(iso: string | Date): string {
    return `${this.dateTime(iso)} (${this.timeZone})`;
  }

  /** The zone's wall-clock time as a spreadsheet cell shows it (cells have no zone). */
  wallClock(iso: string | Date): Date {
    return wallClockDate(iso, this.timeZone);
  }

  private danishDay(p: Record<string, number>): string {
    return `${p.day}. ${DANISH_MONTHS[(p.month ?? 1) - 1]} ${p.year}`;
  }

  private format(value: number, decimals: number): string {
    let formatter = this.numbers.get(decimals);
    if (!formatter) {
      formatter = new Intl.NumberFormat(this.intlLocale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      this.numbers.set(decimals, formatter);
    }
    return formatter.format(value);
  }
}
