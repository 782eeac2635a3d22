import { useQuery } from "@tanstack/react-query";
import { Hash, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { publicSessionsQuery } from "../../lib/session-queries.js";
import { commonText } from "../../text/common.js";
import { landingText as text } from "../../text/landing.js";

/** Public sessions, loaded when the page opens; the section only exists when there is at least one. */
export function PublicSessions() {
  const sessions = useQuery({ ...publicSessionsQuery(), meta: { errorToast: text.failedToLoadSessions } }).data ?? [];

  if (sessions.length === 0) return null;

  return (
    <section className="public-sessions" aria-labelledby="public-sessions-title">
      <div className="public-sessions__header">
        <h2 id="public-sessions-title">{text.publicSessionsTitle}</h2>
        <p className="muted">{text.publicSessionsSubtitle}</p>
      </div>
      <ul className="public-sessions__list">
        {sessions.map((session) => (
          <li key={session.id} className="card public-card">
            <div className="public-card__top">
              <h3 className="public-card__title">{session.title}</h3>
              <span className={`badge ${session.isActive ? "badge--success" : ""}`}>{session.isActive ? commonText.active : commonText.inactive}</span>
            </div>
            {session.description && <p className="public-card__description">{session.description}</p>}
            <p className="public-card__stats">
              <span>
                <MessageSquare size={16} aria-hidden="true" />
                {session.stats.totalSubmissions} {text.submissions}
              </span>
              <span>
                <Hash size={16} aria-hidden="true" />
                {session.stats.uniqueWords} {text.uniqueWords}
              </span>
            </p>
            <Link to={`/session/${session.id}`} className="btn public-card__view" aria-label={`${text.viewSession}: ${session.title}`}>
              {text.viewSession}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
