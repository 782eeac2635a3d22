import { z } from "zod";

/** The language a session's answers are written in: the word filter judges them as words of it first. */
export const sessionLanguageSchema = z.enum(["da", "en"], { message: 'language must be "da" or "en"' });
export type SessionLanguage = z.infer<typeof sessionLanguageSchema>;

/**
 * The language an HTTP request prefers, from its Accept-Language header (RFC 9110 §12.5.4): the Danish or English
 * range with the highest weight; English when it names neither.
 */
export function languageFromAcceptLanguage(header: string | undefined): SessionLanguage {
  let best: { language: SessionLanguage; weight: number } | null = null;
  for (const part of (header ?? "").split(",")) {
    const [range = "", ...params] = part.trim().toLowerCase().split(";");
    const language = range.startsWith("da") ? "da" : range.startsWith("en") ? "en" : null;
    if (language === null) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (best === null || weight > best.weight) best = { language, weight };
  }
  return best?.language ?? "en";
}
