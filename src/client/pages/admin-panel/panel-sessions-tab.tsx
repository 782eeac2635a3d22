import { useInfiniteQuery } from "@tanstack/react-query";
import { ExternalLink, Settings2 } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, InlineLoading } from "../../components/state-screens.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { adminSessionPagesQuery } from "../../lib/admin-queries.js";
import { FormattedDate } from "react-intl";
import { useT } from "../../i18n/i18n-provider.js";

const PAGE_SIZE = 20;

/** Every session, newest first, loaded a page at a time. */
export function PanelSessionsTab({ session }: { session: AdminSession }) {
  const t = useT();
  const pages = useInfiniteQuery(adminSessionPagesQuery(session, PAGE_SIZE, t));
  const sessions = pages.data?.pages.flatMap((page) => page.sessions) ?? [];
  const loading = pages.isFetching;

  if (loading && sessions.length === 0) {
    return (
      <InlineLoading label={t("admin.loadingSessions")} />
    );
  }
  if (sessions.length === 0) return <EmptyState title={t("admin.panelNoSessions")} message={t("admin.panelNoSessionsHint")} />;

  return (
    <div className="stack">
      <ul className="panel-sessions" aria-label={t("admin.sessionsOverviewTab")}>
        {sessions.map((item) => (
          <li key={item.id} className="card panel-session">
            <div className="panel-session__main">
              <div className="row panel-session__heading">
                <h3 className="panel-session__title">{item.title}</h3>
                <span className={`badge ${item.isActive ? "badge--success" : ""}`}>{item.isActive ? t("common.active") : t("common.inactive")}</span>
                <span className={`badge ${item.isPublic ? "badge--info" : ""}`}>{item.isPublic ? t("common.public") : t("common.private")}</span>
              </div>
              {item.description && <p className="muted panel-session__description">{item.description}</p>}
              <p className="small muted panel-session__facts">
                <span>
                  {t("admin.code")}: <span className="code-chip">{item.sessionCode}</span>
                </span>
                <span>
                  {t("admin.created")}: <FormattedDate value={item.createdAt} />
                </span>
                <span>{t("admin.submissionsCount", { count: item.totalResponses })}</span>
                {item.sessionType === "regular" && <span>{t("admin.uniqueWordsCount", { count: item.uniqueWords })}</span>}
              </p>
            </div>
            <div className="row panel-session__actions">
              <Link to={`/session/${item.id}`} className="btn btn--sm" aria-label={`${t("admin.view")}: ${item.title}`}>
                <ExternalLink size={16} aria-hidden="true" />
                {t("admin.view")}
              </Link>
              <Link to={`/dashboard/${item.id}`} className="btn btn--sm btn--primary" aria-label={`${t("admin.manage")}: ${item.title}`}>
                <Settings2 size={16} aria-hidden="true" />
                {t("admin.manage")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <button type="button" className="btn panel-load-more" onClick={() => void pages.fetchNextPage()} disabled={loading}>
          {loading ? t("admin.loadingSessions") : t("admin.loadMore")}
        </button>
      )}
    </div>
  );
}
