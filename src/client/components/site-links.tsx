import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { DOCUMENT_PATHS } from "../../shared/document-paths.js";
import { useLocale, useT } from "../i18n/i18n-provider.js";
import { institutionQuery } from "../lib/institution-queries.js";
import "./site-links.css";

/**
 * The accessibility statement and the privacy notice, named as the law names them, at the address of the reader's
 * language. Where the institution published its statement in WAS-Tool, the statement's link leads there, as
 * Digitaliseringsstyrelsen asks of a footer; Ordsky's own statement (the facts it was filled in from) stays at
 * /accessibility.
 */
export function SiteLinks() {
  const t = useT();
  const { locale } = useLocale();
  const statementUrl = useQuery(institutionQuery()).data?.statementUrl ?? null;
  return (
    <ul className="site-links">
      <li>
        {statementUrl ? <a href={statementUrl}>{t("footer.accessibility")}</a> : <Link to={DOCUMENT_PATHS.accessibility[locale]}>{t("footer.accessibility")}</Link>}
      </li>
      <li>
        <Link to={DOCUMENT_PATHS.privacy[locale]}>{t("footer.privacy")}</Link>
      </li>
    </ul>
  );
}
