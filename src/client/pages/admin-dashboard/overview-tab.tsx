import { useQuery } from "@tanstack/react-query";
import { Activity, FolderOpen, GraduationCap, MessageSquare, Users } from "lucide-react";
import type { AdminStats } from "../../../shared/schemas/admin.js";
import { StatCard } from "../../components/stat-card.js";
import { EmptyState } from "../../components/state-screens.js";
import { CreatedDate, SessionCell, StatusBadge, TypeBadge } from "./session-badges.js";
import { TitledCard } from "../../components/titled-card.js";
import { useT } from "../../i18n/i18n-provider.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { signInOptionsQuery } from "../../lib/sign-in-queries.js";
import { AccountsCard } from "./accounts-card.js";
import { LtiPlatformsCard } from "./lti-platforms-card.js";
import { RetentionCard } from "./retention-card.js";
import { ThresholdCard } from "./threshold-card.js";
import { InstitutionCard } from "./institution-card.js";
import { TimeZoneCard } from "./time-zone-card.js";
import { WordFilterCard } from "./word-filter-card.js";
import { ScrollingTable } from "../../components/scrolling-table.js";

/**
 * Five totals, the five newest sessions, how long sessions are kept, the evaluations' anonymity floor, the word filter's
 * steering and, with an institution sign-in, who may be an admin.
 */
export function OverviewTab({ stats, session }: { stats: AdminStats; session: AdminSession }) {
  const t = useT();
  const institution = useQuery(signInOptionsQuery()).data?.oidc ?? null;
  return (
    <div className="stack admin-overview">
      <div className="grid admin-totals">
        <StatCard label={t("admin.totalSessions")} value={stats.totalSessions} icon={<FolderOpen size={22} />} />
        <StatCard label={t("admin.activeSessions")} value={stats.activeSessions} icon={<Activity size={22} />} />
        <StatCard label={t("admin.totalResponses")} value={stats.totalResponses} icon={<MessageSquare size={22} />} />
        <StatCard label={t("admin.totalParticipants")} value={stats.totalParticipants} icon={<Users size={22} />} />
        <StatCard label={t("admin.totalCourses")} value={stats.totalCourses} icon={<GraduationCap size={22} />} />
      </div>
      <TitledCard title={t("admin.recentSessions")}>
        {stats.recentSessions.length === 0 ? (
          <EmptyState title={t("admin.noRecentSessions")} />
        ) : (
          <ScrollingTable label={t("admin.recentSessions")}>
            <table className="table" aria-label={t("admin.recentSessions")}>
              <thead>
                <tr>
                  <th scope="col">{t("admin.colSession")}</th>
                  <th scope="col">{t("admin.colType")}</th>
                  <th scope="col">{t("admin.colResponses")}</th>
                  <th scope="col">{t("admin.colCreated")}</th>
                  <th scope="col">{t("admin.colStatus")}</th>
                </tr>
              </thead>
              <tbody>
                {stats.recentSessions.map((session) => (
                  <tr key={session.id}>
                    <td>
                      <SessionCell session={session} />
                    </td>
                    <td>
                      <TypeBadge type={session.sessionType} />
                    </td>
                    <td>{session.totalResponses}</td>
                    <td><CreatedDate iso={session.createdAt} /></td>
                    <td>
                      <StatusBadge isActive={session.isActive} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        )}
      </TitledCard>
      <RetentionCard session={session} />
      <TimeZoneCard session={session} />
      <InstitutionCard session={session} />
      <ThresholdCard session={session} />
      <WordFilterCard session={session} />
      {institution && <AccountsCard session={session} institution={institution.name} />}
      <LtiPlatformsCard session={session} />
    </div>
  );
}
