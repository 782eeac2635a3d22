import { useQuery } from "@tanstack/react-query";
import { LayoutDashboard, MonitorPlay, Trash2 } from "lucide-react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import type { Session } from "../../../shared/schemas/session.js";
import { classAnalyticsQuery } from "../../lib/session-queries.js";
import { useT } from "../../i18n/i18n-provider.js";
import { COUNT_REFRESH_MS } from "./use-my-sessions.js";

/**
 * One session of My sessions: its title and code, type, date, answers and the ways to its screens. Under a course's
 * h3 (an h4 then) `lectureTag` tells it from the course's other lectures ("Lecture 3 · 12 Feb") in place of its date.
 */
export function MySessionRow({ session, onRemove, lectureTag }: { session: Session; onRemove: (() => void) | null; lectureTag?: string }) {
  const inCourse = lectureTag !== undefined;
  const intl = useIntl();
  const t = useT();
  const isClass = session.sessionType === "class";
  // Class answers are counted by the analytics, not by the session's word counters.
  const analytics = useQuery({ ...classAnalyticsQuery(session.id), enabled: isClass, retry: false, refetchInterval: COUNT_REFRESH_MS });
  const answers = isClass ? (analytics.data?.totalResponses ?? 0) : session.stats.totalSubmissions;
  const Heading = inCourse ? "h4" : "h3";
  const dashboard = isClass ? `/class-session/${session.id}/dashboard` : `/dashboard/${session.id}`;
  return (
    <div className="my-session__main">
      <div className="my-session__heading">
        <Heading className="my-session__title" title={session.title}>
          {session.title}
        </Heading>
        <span className="code-chip">{session.sessionCode}</span>
      </div>
      <p className="my-session__facts muted small">
        <span className="badge">{isClass ? t("landing.classType") : t("landing.regularType")}</span>
        {inCourse ? (
          <span className="my-session__lecture">{lectureTag}</span>
        ) : (
          <span>{t("landing.created", { date: intl.formatDate(session.createdAt, { dateStyle: "medium", timeStyle: "short" }) })}</span>
        )}
        <span className="my-session__answers">{t("landing.answers", { count: answers })}</span>
      </p>
      <div className="my-session__actions">
        <Link className="btn btn--sm btn--primary" to={dashboard} aria-label={t("landing.openDashboardNamed", { title: session.title })}>
          <LayoutDashboard size={16} aria-hidden="true" />
          {t("landing.openDashboard")}
        </Link>
        {!isClass && (
          <Link className="btn btn--sm" to={`/presentation/${session.id}`} aria-label={t("landing.presentNamed", { title: session.title })}>
            <MonitorPlay size={16} aria-hidden="true" />
            {t("landing.present")}
          </Link>
        )}
        {onRemove && <RemoveButton label={t("landing.removeFromList", { title: session.title })} onRemove={onRemove} />}
      </div>
    </div>
  );
}

/** Forgets what this browser holds for a session or a course (an account's entries have none to forget). */
export function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button type="button" className="icon-btn my-session__remove" aria-label={label} title={label} onClick={onRemove}>
      <Trash2 size={16} aria-hidden="true" />
    </button>
  );
}
