import { useInfiniteQuery } from "@tanstack/react-query";
import { ExternalLink, Settings2 } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, InlineLoading } from "../../components/state-screens.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { adminSessionPagesQuery } from "../../lib/admin-queries.js";
import { commonText } from "../../text/common.js";
import { adminText as text } from "../../text/admin.js";

const PAGE_SIZE = 20;

/** Every session, newest first, loaded a page at a time. */
export function PanelSessionsTab({ session }: { session: AdminSession }) {
  const pages = useInfiniteQuery(adminSessionPagesQuery(session, PAGE_SIZE));
  const sessions = pages.data?.pages.flatMap((page) => page.sessions) ?? [];
  const loading = pages.isFetching;

  if (loading && sessions.length === 0) {
    return (
      <InlineLoading label={text.loadingSessions} />
    );
  }
  if (sessions.length === 0) return <EmptyState title={text.panelNoSessions} message={text.panelNoSessionsHint} />;

  return (
    <div className="stack">
      <ul className="panel-sessions" aria-label={text.sessionsOverviewTab}>
        {sessions.map((item) => (
          <li key={item.id} className="card panel-session">
            <div className="panel-session__main">
              <div className="row panel-session__heading">
                <h3 className="panel-session__title">{item.title}</h3>
                <span className={`badge ${item.isActive ? "badge--success" : ""}`}>{item.isActive ? commonText.active : commonText.inactive}</span>
                <span className={`badge ${item.isPublic ? "badge--info" : ""}`}>{item.isPublic ? commonText.public : commonText.private}</span>
              </div>
              {item.description && <p className="muted panel-session__description">{item.description}</p>}
              <p className="small muted panel-session__facts">
                <span>
                  {text.code}: <span className="code-chip">{item.sessionCode}</span>
                </span>
                <span>
                  {text.created}: {new Date(item.createdAt).toLocaleDateString()}
                </span>
                <span>{text.submissionsCount(item.totalResponses)}</span>
                {item.sessionType === "regular" && <span>{text.uniqueWordsCount(item.uniqueWords)}</span>}
              </p>
            </div>
            <div className="row panel-session__actions">
              <Link to={`/session/${item.id}`} className="btn btn--sm" aria-label={`${text.view}: ${item.title}`}>
                <ExternalLink size={16} aria-hidden="true" />
                {text.view}
              </Link>
              <Link to={`/dashboard/${item.id}`} className="btn btn--sm btn--primary" aria-label={`${text.manage}: ${item.title}`}>
                <Settings2 size={16} aria-hidden="true" />
                {text.manage}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <button type="button" className="btn panel-load-more" onClick={() => void pages.fetchNextPage()} disabled={loading}>
          {loading ? text.loadingSessions : text.loadMore}
        </button>
      )}
    </div>
  );
}
