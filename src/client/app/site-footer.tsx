import { SiteLinks } from "../components/site-links.js";
import { useT } from "../i18n/i18n-provider.js";

/** Under every page but the projected and framed ones: the statement and the notice, small and last. */
export function SiteFooter() {
  const t = useT();
  return (
    <footer className="site-footer">
      <nav className="container" aria-label={t("footer.label")}>
        <SiteLinks />
      </nav>
    </footer>
  );
}
