import type { AdminSessionSummary } from "../../../shared/schemas/admin.js";
import { GraduationCap } from "lucide-react";
import { FormattedDate } from "react-intl";
import { useT } from "../../i18n/i18n-provider.js";

export function TypeBadge({ type }: { type: AdminSessionSummary["sessionType"] }) {
  const t = useT();
  return type === "class" ? <span className="badge badge--warning">{t("admin.typeClass")}</span> : <span className="badge badge--info">{t("admin.typeRegular")}</span>;
}

export function StatusBadge({ isActive }: { isActive: boolean }) {
  const t = useT();
  return isActive ? <span className="badge badge--success">{t("common.active")}</span> : <span className="badge">{t("common.inactive")}</span>;
}

/** The session's title with its code underneath, and its course when it is in one (the "Session" column). */
export function SessionCell({ session }: { session: AdminSessionSummary }) {
  const t = useT();
  return (
    <div className="admin-session-cell">
      <span className="admin-session-cell__title">{session.title}</span>
      {session.course && (
        <span className="admin-session-cell__course">
          <GraduationCap size={14} aria-hidden="true" />
          {t("admin.inCourse", { title: session.course.title })}
        </span>
      )}
      <span className="admin-session-cell__code">{session.sessionCode}</span>
    </div>
  );
}

/** The creation date in the chosen language's format (da-DK: 23.11.2026). */
export function CreatedDate({ iso }: { iso: string }) {
  return <FormattedDate value={iso} />;
}
