/** The languages Ordsky speaks. English is the default and holds the spec's texts exactly. */
export const LOCALES = ["en", "da"] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language's own name, as the switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", da: "Dansk" };

import { documentPathLanguage } from "../../shared/document-paths.js";
import { deviceStore } from "../lib/browser-storage.js";

const STORAGE_KEY = "ordsky.language";

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The language to start in: the one an address names (/tilgaengelighed and /privatliv open in Dansk, /accessibility
 * and /privacy in English, without changing what this device remembers), else the one chosen before on this device,
 * else Dansk when the browser's first language is Danish, else English.
 */
export function initialLocale(pathname: string): Locale {
  const named = documentPathLanguage(pathname);
  if (named) return named;
  const saved = deviceStore.get(STORAGE_KEY);
  if (isLocale(saved)) return saved;
  const first = navigator.languages?.[0] ?? navigator.language ?? "";
  return first.toLowerCase().startsWith("da") ? "da" : "en";
}

/** Remembers the choice on this device and tells the page (screen readers, hyphenation) which language it is in. */
export function rememberLocale(locale: Locale): void {
  deviceStore.set(STORAGE_KEY, locale);
  document.documentElement.lang = locale;
}

/**
 * The locale dates and numbers are formatted for: da-DK in Dansk; in English the browser's own English variant
 * (a US or British reader sees their dates), else British English, the variant most of Ordsky's rooms in Europe read.
 */
export function formattingLocale(locale: Locale): string {
  if (locale === "da") return "da-DK";
  const browser = navigator.language ?? "";
  return browser.toLowerCase().startsWith("en") ? browser : "en-GB";
}
