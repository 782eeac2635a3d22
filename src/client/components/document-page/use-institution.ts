import { useQuery } from "@tanstack/react-query";
import { useT } from "../../i18n/i18n-provider.js";
import { institutionQuery } from "../../lib/institution-queries.js";

/** The institution's texts for a document, and its name as a sentence names it (a stand-in until an admin sets one). */
export function useInstitution() {
  const t = useT();
  const institution = useQuery(institutionQuery()).data ?? null;
  return { institution, name: institution?.name ?? t("documents.unnamedInstitution") };
}
