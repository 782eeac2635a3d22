import { ExternalLink, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { AdminSessionSummary } from "../../../shared/schemas/admin.js";
import { ScrollingTable } from "../../components/scrolling-table.js";
import { CreatedDate, SessionCell, StatusBadge, TypeBadge } from "./session-badges.js";
import { useT } from "../../i18n/i18n-provider.js";

type SessionsTableProps = {
  sessions: AdminSessionSummary[];
  selected: Set<string>;
  onToggle: (id: string) => void;
  onSelectAll: () => void;
  onClear: () => void;
  onDelete: (session: AdminSessionSummary) => void;
};

const viewPath = (session: AdminSessionSummary) =>
  session.sessionType === "class" ? `/class-session/${session.id}/dashboard` : `/dashboard/${session.id}`;

export function SessionsTable({ sessions, selected, onToggle, onSelectAll, onClear, onDelete }: SessionsTableProps) {
  const t = useT();
  const allSelected = sessions.length > 0 && sessions.every((session) => selected.has(session.id));
  return (
    <ScrollingTable label={t("admin.sessionsTable")}>
      <table className="table admin-sessions-table">
        <thead>
          <tr>
            <th scope="col" className="admin-sessions-table__check">
              <label className="admin-sessions-table__select-all">
                <input type="checkbox" checked={allSelected} onChange={() => (allSelected ? onClear() : onSelectAll())} aria-label={t("admin.selectAllOnPage")} />
                <span aria-hidden="true">{t("admin.selectAllOnPage")}</span>
              </label>
            </th>
            <th scope="col">{t("admin.colSession")}</th>
            <th scope="col">{t("admin.colType")}</th>
            <th scope="col">{t("admin.colParticipants")}</th>
            <th scope="col">{t("admin.colResponses")}</th>
            <th scope="col">{t("admin.colCreated")}</th>
            <th scope="col">{t("admin.colStatus")}</th>
            <th scope="col">{t("admin.colActions")}</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id} className={selected.has(session.id) ? "is-selected" : undefined}>
              <td className="admin-sessions-table__check">
                <input type="checkbox" checked={selected.has(session.id)} onChange={() => onToggle(session.id)} aria-label={t("admin.selectSession", { title: session.title })} />
              </td>
              <td className="admin-sessions-table__session">
                <SessionCell session={session} />
              </td>
              <td data-label={t("admin.colType")}>
                <TypeBadge type={session.sessionType} />
              </td>
              <td data-label={t("admin.colParticipants")}>{session.totalParticipants}</td>
              <td data-label={t("admin.colResponses")}>{session.totalResponses}</td>
              <td data-label={t("admin.colCreated")}><CreatedDate iso={session.createdAt} /></td>
              <td data-label={t("admin.colStatus")}>
                <StatusBadge isActive={session.isActive} />
              </td>
              <td className="admin-sessions-table__actions">
                <div className="admin-row-actions">
                  <Link to={viewPath(session)} className="icon-btn" aria-label={`${t("admin.viewSession")}: ${session.title}`} title={t("admin.viewSession")}>
                    <ExternalLink size={17} aria-hidden="true" />
                  </Link>
                  <button
                    type="button"
                    className="icon-btn admin-row-actions__delete"
                    onClick={() => onDelete(session)}
                    aria-label={`${t("admin.deleteSession")}: ${session.title}`}
                    title={t("admin.deleteSession")}
                  >
                    <Trash2 size={17} aria-hidden="true" />
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
