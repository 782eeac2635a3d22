import { LayoutDashboard, LogOut, Shield } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link, Navigate } from "react-router";
import { toast } from "sonner";
import type { AdminStats } from "../../../shared/schemas/admin.js";
import { LoadingScreen } from "../../components/state-screens.js";
import { Tabs, tabPanelProps } from "../../components/tabs.js";
import { getAdminStats } from "../../lib/admin-api.js";
import { useAdminSession, type AdminSession } from "../../lib/admin-session.js";
import { commonText } from "../../text/common.js";
import { adminText as text } from "../../text/admin.js";
import { OverviewTab } from "./overview-tab.js";
import { SessionsTab } from "./sessions-tab.js";
import "./admin-dashboard.css";

type Tab = "overview" | "sessions";

/** Needs both adminToken and adminUser in local storage; otherwise straight to /admin/login. */
export function AdminDashboardPage() {
  const session = useAdminSession();
  if (!session) return <Navigate to="/admin/login" replace state={{ from: "/admin/dashboard" }} />;
  return <AdminDashboard session={session} />;
}

function AdminDashboard({ session }: { session: AdminSession }) {
  const [tab, setTab] = useState<Tab>("overview");
  const [stats, setStats] = useState<AdminStats | null>(null);

  const loadStats = useCallback(async () => {
    const result = await session.call(getAdminStats);
    if (result.ok) setStats(result.data);
    else if (result.status === 0) toast.error(text.networkError);
    else if (result.status !== 401) toast.error(text.failedToLoadDashboard);
  }, [session]);

  useEffect(() => {
    void loadStats();
  }, [loadStats]);

  if (!stats) return <LoadingScreen title={text.loadingDashboard} />;

  return (
    <div className="page admin-dashboard">
      <header className="page-header">
        <div className="container page-header__inner">
          <span className="admin-brand-icon" aria-hidden="true">
            <Shield size={22} />
          </span>
          <div className="page-header__titles">
            <h1 className="page-header__title">{text.dashboardTitle(commonText.productName)}</h1>
            <p className="page-header__subtitle">{text.welcome(session.admin.fullName || session.admin.email)}</p>
          </div>
          <div className="page-header__actions">
            <Link to="/admin" className="btn btn--ghost">
              <LayoutDashboard size={18} aria-hidden="true" />
              {text.adminPanelLink}
            </Link>
            <button type="button" className="btn" onClick={() => void session.logout()}>
              <LogOut size={18} aria-hidden="true" />
              {text.logout}
            </button>
          </div>
        </div>
      </header>
      <main className="container page-body stack">
        <Tabs<Tab>
          label={text.dashboardTitle(commonText.productName)}
          tabs={[
            { key: "overview", label: text.overviewTab },
            { key: "sessions", label: text.sessionsTab },
          ]}
          active={tab}
          onChange={setTab}
        />
        <div {...tabPanelProps(tab)} className="admin-tab-panel">
          {tab === "overview" ? <OverviewTab stats={stats} /> : <SessionsTab session={session} onChanged={() => void loadStats()} />}
        </div>
      </main>
    </div>
  );
}
