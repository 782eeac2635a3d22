import type { AdminSessionSummary } from "../../../shared/schemas/admin.js";
import { commonText } from "../../text/common.js";
import { adminText as text } from "../../text/admin.js";

export function TypeBadge({ type }: { type: AdminSessionSummary["sessionType"] }) {
  return type === "class" ? <span className="badge badge--warning">{text.typeClass}</span> : <span className="badge badge--info">{text.typeRegular}</span>;
}

export function StatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? <span className="badge badge--success">{commonText.active}</span> : <span className="badge">{commonText.inactive}</span>;
}

/** The session's title with its code underneath (the "Session" column). */
export function SessionCell({ session }: { session: AdminSessionSummary }) {
  return (
    <div className="admin-session-cell">
      <span className="admin-session-cell__title">{session.title}</span>
      <span className="admin-session-cell__code">{session.sessionCode}</span>
    </div>
  );
}

export const formatCreated = (iso: string) => new Date(iso).toLocaleDateString();
