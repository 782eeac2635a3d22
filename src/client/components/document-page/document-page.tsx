import { ArrowLeft } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { DOCUMENT_PATHS, type DocumentName } from "../../../shared/document-paths.js";
import { useLocale, useT } from "../../i18n/i18n-provider.js";
import { BackLink, PageHeader } from "../page-header.js";
import "./document-page.css";

/**
 * The frame of the accessibility statement and the privacy notice: a header with the way back and the title, then
 * the document as one readable column. The address follows the language, so a link copied from it opens in the
 * language it was read in (/tilgaengelighed in Dansk, /accessibility in English).
 */
export function DocumentPage({ document, title, children }: { document: DocumentName; title: string; children: ReactNode }) {
  const t = useT();
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const address = DOCUMENT_PATHS[document][locale];
  useEffect(() => {
    if (location.pathname !== address) navigate({ pathname: address, hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [address, location.pathname, location.hash, navigate]);

  // A reader who came from a page of Ordsky (a participant from their session) goes back to it.
  const cameFromApp = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  // An arrow alone: the titles are long words ("Tilgængelighedserklæring") that need the header's width on a phone.
  const back = cameFromApp ? (
    <button type="button" className="icon-btn" aria-label={t("documents.back")} onClick={() => navigate(-1)}>
      <ArrowLeft size={20} aria-hidden="true" />
    </button>
  ) : (
    <BackLink to="/" label={t("common.backToHome")} />
  );
  return (
    <div className="page document-page">
      <PageHeader leading={back} title={title} />
      <main className="container page-body">
        <article className="card document-page__text">{children}</article>
      </main>
    </div>
  );
}

/** One section of a document, headed at level 2. */
export function DocumentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="document-page__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
