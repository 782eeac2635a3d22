import { ExternalLink, Eye, Monitor, Settings } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import type { Session } from "../../../shared/schemas/session.js";
import { ConnectionIndicator } from "../../components/connection-indicator.js";
import { useT } from "../../i18n/i18n-provider.js";
import { BackLink, PageHeader } from "../../components/page-header.js";

export function DashboardHeader({ session, onOpenSettings }: { session: Session; onOpenSettings: () => void }) {
  const t = useT();
  return (
    <PageHeader leading={<BackLink to="/" label={t("dashboard.backToHome")} />} title={t("dashboard.title")} subtitle={session.title}>
        <ConnectionIndicator />
        <button type="button" className="icon-btn dashboard__settings" onClick={onOpenSettings} aria-label={t("dashboard.settings")} title={t("dashboard.settings")}>
          <Settings size={20} aria-hidden="true" />
        </button>
        <nav className="page-header__actions dashboard__actions" aria-label={t("dashboard.title")}>
          {/* Its own window, named per session: the dashboard stays open beside it, and a second click brings the same
              window back instead of opening another. */}
          <a href={`/presentation/${session.id}`} target={`ordsky-presentation-${session.id}`} onClick={openPresentation} className="btn btn--primary" aria-label={t("dashboard.presentationNewWindow")}>
            <Monitor size={18} aria-hidden="true" />
            {t("dashboard.presentation")}
            <ExternalLink size={16} aria-hidden="true" />
          </a>
          <Link to={`/session/${session.id}`} className="btn">
            <Eye size={18} aria-hidden="true" />
            {t("dashboard.viewSession")}
          </Link>
        </nav>
    </PageHeader>
  );
}

/**
 * A window of its own (not a tab) that the host can drag to the projector; a modified click (new tab, new window)
 * keeps the browser's own meaning, and a blocked popup falls back to the link's named target.
 */
function openPresentation(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const link = event.currentTarget;
  if (window.open(link.href, link.target, "popup,width=1280,height=800")) event.preventDefault();
}
