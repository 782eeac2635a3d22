/**
 * The addresses of the accessibility statement and the privacy notice, one per language, each named in its language
 * (a Danish reader types /tilgaengelighed, the word the law uses); either address shows both languages by the switch,
 * and opens in its own. The learning-platform pages, rendered by the server, link them too.
 */
export const DOCUMENT_PATHS = {
  accessibility: { en: "/accessibility", da: "/tilgaengelighed" },
  privacy: { en: "/privacy", da: "/privatliv" },
} as const;

export type DocumentName = keyof typeof DOCUMENT_PATHS;

/** The language an address of a document names; null for any other address. */
export function documentPathLanguage(pathname: string): "en" | "da" | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  for (const paths of Object.values(DOCUMENT_PATHS)) {
    if (path === paths.en) return "en";
    if (path === paths.da) return "da";
  }
  return null;
}
