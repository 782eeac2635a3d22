import { useQuery } from "@tanstack/react-query";
import { Hash, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { publicSessionsQuery } from "../../lib/session-queries.js";
import { useT } from "../../i18n/i18n-provider.js";

/** Public sessions, loaded when the page opens; the section only exists when there is at least one. */
export function PublicSessions() {
  const t = useT();
  const sessions = useQuery({ ...publicSessionsQuery(), meta: { errorToast: t("landing.failedToLoadSessions") } }).data ?? [];

  if (sessions.length === 0) return null;

  return (
    <section className="public-sessions" aria-labelledby="public-sessions-title">
      <div className="public-sessions__header">
        <h2 id="public-sessions-title">{t("landing.publicSessionsTitle")}</h2>
        <p className="muted">{t("landing.publicSessionsSubtitle")}</p>
      </div>
      <ul className="public-sessions__list">
        {sessions.map((session) => (
          <li key={session.id} className="card public-card">
            <div className="public-card__top">
              <h3 className="public-card__title">{session.title}</h3>
              <span className={`badge ${session.isActive ? "badge--success" : ""}`}>{session.isActive ? t("common.active") : t("common.inactive")}</span>
            </div>
            {session.description && <p className="public-card__description">{session.description}</p>}
            <p className="public-card__stats">
              <span>
                <MessageSquare size={16} aria-hidden="true" />
                {t("landing.submissions", { count: session.stats.totalSubmissions })}
              </span>
              <span>
                <Hash size={16} aria-hidden="true" />
                {t("landing.uniqueWords", { count: session.stats.uniqueWords })}
              </span>
            </p>
            <Link to={`/session/${session.id}`} className="btn public-card__view" aria-label={t("landing.viewSessionNamed", { title: session.title })}>
              {t("landing.viewSession")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
