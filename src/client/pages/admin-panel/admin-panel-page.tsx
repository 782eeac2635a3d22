import { useQuery } from "@tanstack/react-query";
import { Activity, FolderOpen, LayoutDashboard, MessageSquare, Type } from "lucide-react";
import { useState } from "react";
import { Link, Navigate } from "react-router";
import { StatCard } from "../../components/stat-card.js";
import { Tabs, tabPanelProps } from "../../components/tabs.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { adminStatsQuery } from "../../lib/admin-queries.js";
import { useAdminSession } from "../../lib/admin-session.js";
import { ModerationTab } from "./moderation-tab.js";
import { PanelSessionsTab } from "./panel-sessions-tab.js";
import { SettingsTab } from "./settings-tab.js";
import "./admin-panel.css";
import { BackLink, PageHeader } from "../../components/page-header.js";
import { useT } from "../../i18n/i18n-provider.js";

type PanelTab = "sessions" | "moderation" | "settings";

/** The spec leaves /admin open; here it needs the same admin sign-in as the dashboard. */
export function AdminPanelPage() {
  const session = useAdminSession();
  if (!session) return <Navigate to="/admin/login" replace state={{ from: "/admin" }} />;
  return <AdminPanel session={session} />;
}

function AdminPanel({ session }: { session: AdminSession }) {
  const t = useT();
  const [tab, setTab] = useState<PanelTab>("sessions");
  const stats = useQuery(adminStatsQuery(session, t)).data ?? null;

  const figure = (value: number | undefined) => (value === undefined ? "–" : value);
  return (
    <div className="page admin-panel">
      <PageHeader leading={<BackLink to="/" label={t("admin.back")} />} title={t("admin.panelTitle")} subtitle={t("admin.panelSubtitle")}>
        <div className="page-header__actions">
          <Link to="/admin/dashboard" className="btn btn--ghost">
            <LayoutDashboard size={18} aria-hidden="true" />
            {t("admin.adminDashboardLink")}
          </Link>
        </div>
      </PageHeader>
      <main className="container page-body stack">
        <div className="grid grid--4" aria-busy={stats === null}>
          <StatCard label={t("admin.totalSessions")} value={figure(stats?.totalSessions)} icon={<FolderOpen size={22} />} />
          <StatCard label={t("admin.activeSessions")} value={figure(stats?.activeSessions)} icon={<Activity size={22} />} />
          <StatCard label={t("admin.totalSubmissions")} value={figure(stats?.totalSubmissions)} icon={<MessageSquare size={22} />} />
          <StatCard label={t("admin.totalWords")} value={figure(stats?.totalWords)} icon={<Type size={22} />} />
        </div>
        <Tabs<PanelTab>
          label={t("admin.panelTitle")}
          tabs={[
            { key: "sessions", label: t("admin.sessionsOverviewTab") },
            { key: "moderation", label: t("admin.moderationTab") },
            { key: "settings", label: t("admin.settingsTab") },
          ]}
          active={tab}
          onChange={setTab}
        />
        <div {...tabPanelProps(tab)} className="admin-tab-panel">
          {tab === "sessions" && <PanelSessionsTab session={session} />}
          {tab === "moderation" && <ModerationTab />}
          {tab === "settings" && <SettingsTab session={session} />}
        </div>
      </main>
    </div>
  );
}
