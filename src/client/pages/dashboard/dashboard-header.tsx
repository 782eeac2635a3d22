import { Eye, Monitor, Settings } from "lucide-react";
import { Link } from "react-router";
import type { Session } from "../../../shared/schemas/session.js";
import { ConnectionIndicator } from "../../components/connection-indicator.js";
import { dashboardText as text } from "../../text/dashboard.js";
import { BackLink, PageHeader } from "../../components/page-header.js";

export function DashboardHeader({ session, onOpenSettings }: { session: Session; onOpenSettings: () => void }) {
  return (
    <PageHeader leading={<BackLink to="/" label={text.backToHome} />} title={text.title} subtitle={session.title}>
        <ConnectionIndicator />
        <button type="button" className="icon-btn dashboard__settings" onClick={onOpenSettings} aria-label={text.settings} title={text.settings}>
          <Settings size={20} aria-hidden="true" />
        </button>
        <nav className="page-header__actions dashboard__actions" aria-label={text.title}>
          <Link to={`/presentation/${session.id}`} className="btn btn--primary">
            <Monitor size={18} aria-hidden="true" />
            {text.presentation}
          </Link>
          <Link to={`/session/${session.id}`} className="btn">
            <Eye size={18} aria-hidden="true" />
            {text.viewSession}
          </Link>
        </nav>
    </PageHeader>
  );
}
