import { useMemo } from "react";
import { useLocale } from "../../i18n/i18n-provider.js";

/**
 * A moment as the admin area writes it in the admin's language ("7. dec. 2026 14.05", "7 Dec 2026, 14:05"), in
 * `timeZone` (the browser's when absent), with seconds for a list of events.
 */
export function useAdminDateTime({ timeZone, seconds = false }: { timeZone?: string; seconds?: boolean } = {}): (iso: string) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale === "da" ? "da-DK" : "en-GB", { dateStyle: "medium", timeStyle: seconds ? "medium" : "short", ...(timeZone ? { timeZone } : {}) });
    return (iso: string) => format.format(new Date(iso));
  }, [locale, timeZone, seconds]);
}
