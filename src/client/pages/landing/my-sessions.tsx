import { useQueries, useQuery } from "@tanstack/react-query";
import { LayoutDashboard, MonitorPlay, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { Session } from "../../../shared/schemas/session.js";
import { errorStatus } from "../../lib/api.js";
import { forgetHostKey, getHostKey, saveHostKey } from "../../lib/host-keys.js";
import { classAnalyticsQuery, sessionQuery } from "../../lib/session-queries.js";
import { signedInHostQuery, signInOptionsQuery } from "../../lib/sign-in-queries.js";
import { useHostedSessionIds } from "../../lib/use-hosted-sessions.js";
import { useIntl } from "react-intl";
import { useT } from "../../i18n/i18n-provider.js";

/** How often the answer counts of the listed sessions are read again. */
const COUNT_REFRESH_MS = 10_000;

/**
 * "My sessions": the sessions this browser hosts (it holds their host keys) and, for a host signed in with the
 * institution, the ones their account owns, newest first; a host key's entry is removable (an account's stays).
 */
export function MySessions() {
  const t = useT();
  const keyIds = useHostedSessionIds();
  const institution = useQuery(signInOptionsQuery()).data?.oidc ?? null;
  const owned = useQuery(signedInHostQuery(institution !== null)).data?.sessionIds ?? [];
  const ids = [...new Set([...keyIds, ...owned])];
  const sessions = useQueries({ queries: ids.map((id) => ({ ...sessionQuery(id), refetchInterval: COUNT_REFRESH_MS })) });
  if (ids.length === 0) return null;
  const rows = ids
    .map((id, index) => ({ id, query: sessions[index]! }))
    .sort((a, b) => (b.query.data?.createdAt ?? "").localeCompare(a.query.data?.createdAt ?? ""));

  const remove = (id: string, title: string) => {
    const key = forgetHostKey(id);
    toast.success(t("landing.removed", { title: title }), key ? { action: { label: t("landing.undo"), onClick: () => saveHostKey(id, key) } } : undefined);
  };

  return (
    <section className="my-sessions" aria-labelledby="my-sessions-title">
      <div className="public-sessions__header">
        <h2 id="my-sessions-title">{t("landing.mySessionsTitle")}</h2>
        <p className="muted">{owned.length > 0 ? t("landing.mySessionsSubtitleSignedIn") : t("landing.mySessionsSubtitle")}</p>
      </div>
      <ul className="my-sessions__list">
        {rows.map(({ id, query }) => (
          <li key={id} className="card my-session">
            {query.data ? (
              <SessionRow session={query.data} onRemove={getHostKey(id) ? () => remove(id, query.data.title) : null} />
            ) : (
              <div className="my-session__main">
                <p className="my-session__title">{errorStatus(query.error) === 404 ? t("landing.goneTitle") : t("landing.loadingSession")}</p>
                {errorStatus(query.error) === 404 && <p className="muted small">{t("landing.gone")}</p>}
                <RemoveButton title={t("landing.goneTitle")} onRemove={() => remove(id, t("landing.goneTitle"))} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SessionRow({ session, onRemove }: { session: Session; onRemove: (() => void) | null }) {
  const intl = useIntl();
  const t = useT();
  const isClass = session.sessionType === "class";
  // Class answers are counted by the analytics, not by the session's word counters.
  const analytics = useQuery({ ...classAnalyticsQuery(session.id), enabled: isClass, refetchInterval: COUNT_REFRESH_MS });
  const answers = isClass ? (analytics.data?.totalResponses ?? 0) : session.stats.totalSubmissions;
  const dashboard = isClass ? `/class-session/${session.id}/dashboard` : `/dashboard/${session.id}`;
  return (
    <div className="my-session__main">
      <div className="my-session__heading">
        <h3 className="my-session__title" title={session.title}>
          {session.title}
        </h3>
        <span className="code-chip">{session.sessionCode}</span>
      </div>
      <p className="my-session__facts muted small">
        <span className="badge">{isClass ? t("landing.classType") : t("landing.regularType")}</span>
        <span>{t("landing.created", { date: intl.formatDate(session.createdAt, { dateStyle: "medium", timeStyle: "short" }) })}</span>
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
        {onRemove && <RemoveButton title={session.title} onRemove={onRemove} />}
      </div>
    </div>
  );
}

function RemoveButton({ title, onRemove }: { title: string; onRemove: () => void }) {
  const t = useT();
  return (
    <button type="button" className="icon-btn my-session__remove" aria-label={t("landing.removeFromList", { title: title })} title={t("landing.removeFromList", { title: title })} onClick={onRemove}>
      <Trash2 size={16} aria-hidden="true" />
    </button>
  );
}
