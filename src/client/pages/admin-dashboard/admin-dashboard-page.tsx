import { useQuery } from "@tanstack/react-query";
import { LayoutDashboard, LogOut, Shield } from "lucide-react";
import { useState } from "react";
import { Link, Navigate } from "react-router";
import { LoadingScreen } from "../../components/state-screens.js";
import { Tabs, tabPanelProps } from "../../components/tabs.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { adminStatsQuery } from "../../lib/admin-queries.js";
import { useAdminSession } from "../../lib/admin-session.js";
import { AuditTab } from "./audit-tab.js";
import { OverviewTab } from "./overview-tab.js";
import { SessionsTab } from "./sessions-tab.js";
import { TermTab } from "./term-tab.js";
import "./admin-dashboard.css";
import { useT } from "../../i18n/i18n-provider.js";

type Tab = "overview" | "sessions" | "term" | "audit";

/** Needs both adminToken and adminUser in local storage; otherwise straight to /admin/login. */
export function AdminDashboardPage() {
  const session = useAdminSession();
  if (!session) return <Navigate to="/admin/login" replace state={{ from: "/admin/dashboard" }} />;
  return <AdminDashboard session={session} />;
}

function AdminDashboard({ session }: { session: AdminSession }) {
  const t = useT();
  const [tab, setTab] = useState<Tab>("overview");
  const { data: stats } = useQuery(adminStatsQuery(session, t));

  if (!stats) return <LoadingScreen title={t("admin.loadingDashboard")} />;

  return (
    <div className="page admin-dashboard">
      <header className="page-header">
        <div className="container page-header__inner">
          <span className="admin-brand-icon" aria-hidden="true">
            <Shield size={22} />
          </span>
          <div className="page-header__titles">
            <h1 className="page-header__title">{t("admin.dashboardTitle", { productName: t("common.productName") })}</h1>
            <p className="page-header__subtitle">{t("admin.welcome", { name: session.admin.fullName || session.admin.email })}</p>
          </div>
          <div className="page-header__actions">
            <Link to="/admin" className="btn btn--ghost">
              <LayoutDashboard size={18} aria-hidden="true" />
              {t("admin.adminPanelLink")}
            </Link>
            <button type="button" className="btn" onClick={() => void session.logout()}>
              <LogOut size={18} aria-hidden="true" />
              {t("admin.logout")}
            </button>
          </div>
        </div>
      </header>
      <main className="container page-body stack">
        <Tabs<Tab>
          label={t("admin.dashboardTitle", { productName: t("common.productName") })}
          tabs={[
            { key: "overview", label: t("admin.overviewTab") },
            { key: "sessions", label: t("admin.sessionsTab") },
            { key: "term", label: t("admin.termTab") },
            { key: "audit", label: t("admin.auditTab") },
          ]}
          active={tab}
          onChange={setTab}
        />
        <div {...tabPanelProps(tab)} className="admin-tab-panel">
          {tab === "overview" ? (
            <OverviewTab stats={stats} session={session} />
          ) : tab === "sessions" ? (
            <SessionsTab session={session} />
          ) : tab === "term" ? (
            <TermTab session={session} />
          ) : (
            <AuditTab session={session} />
          )}
        </div>
      </main>
    </div>
  );
}
