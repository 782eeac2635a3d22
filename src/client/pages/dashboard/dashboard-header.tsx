import { Eye, Monitor, Settings } from "lucide-react";
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
          <Link to={`/presentation/${session.id}`} className="btn btn--primary">
            <Monitor size={18} aria-hidden="true" />
            {t("dashboard.presentation")}
          </Link>
          <Link to={`/session/${session.id}`} className="btn">
            <Eye size={18} aria-hidden="true" />
            {t("dashboard.viewSession")}
          </Link>
        </nav>
    </PageHeader>
  );
}
