import { Activity, FolderOpen, MessageSquare, Users } from "lucide-react";
import type { AdminStats } from "../../../shared/schemas/admin.js";
import { StatCard } from "../../components/stat-card.js";
import { EmptyState } from "../../components/state-screens.js";
import { adminText as text } from "../../text/admin.js";
import { formatCreated, SessionCell, StatusBadge, TypeBadge } from "./session-badges.js";
import { TitledCard } from "../../components/titled-card.js";

/** Four totals and the five newest sessions. */
export function OverviewTab({ stats }: { stats: AdminStats }) {
  return (
    <div className="stack admin-overview">
      <div className="grid grid--4">
        <StatCard label={text.totalSessions} value={stats.totalSessions} icon={<FolderOpen size={22} />} />
        <StatCard label={text.activeSessions} value={stats.activeSessions} icon={<Activity size={22} />} />
        <StatCard label={text.totalResponses} value={stats.totalResponses} icon={<MessageSquare size={22} />} />
        <StatCard label={text.totalParticipants} value={stats.totalParticipants} icon={<Users size={22} />} />
      </div>
      <TitledCard title={text.recentSessions}>
        {stats.recentSessions.length === 0 ? (
          <EmptyState title={text.noRecentSessions} />
        ) : (
          <div className="table-wrap">
            <table className="table" aria-label={text.recentSessions}>
              <thead>
                <tr>
                  <th scope="col">{text.colSession}</th>
                  <th scope="col">{text.colType}</th>
                  <th scope="col">{text.colResponses}</th>
                  <th scope="col">{text.colCreated}</th>
                  <th scope="col">{text.colStatus}</th>
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
                    <td>{formatCreated(session.createdAt)}</td>
                    <td>
                      <StatusBadge isActive={session.isActive} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </TitledCard>
    </div>
  );
}
