import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { WordCloud } from "../../../shared/schemas/feedback.js";
import type { Session } from "../../../shared/schemas/session.js";
import { ConnectionIndicator } from "../../components/connection-indicator.js";
import { useT } from "../../i18n/i18n-provider.js";

/** Back link, the session's title and description, the live connection and, once loaded, the counts. */
export function SessionHeader({ session, cloud }: { session: Session; cloud: WordCloud | null }) {
  const t = useT();
  return (
    <header className="session-header">
      <div className="container session-header__inner">
        <Link to={`/dashboard/${session.id}`} className="btn btn--ghost btn--sm session-header__back">
          <ArrowLeft size={18} aria-hidden="true" />
          {t("session.backToDashboard")}
        </Link>
        <div className="session-header__main">
          <div className="session-header__titles">
            <h1 className="session-header__title">{session.title}</h1>
            {session.description && <p className="session-header__description">{session.description}</p>}
          </div>
          <div className="session-header__meta">
            <ConnectionIndicator />
            {cloud && (
              <>
                <span className="session-header__stat">{t("session.submissions", { count: cloud.totalSubmissions })}</span>
                <span className="session-header__stat">{t("session.uniqueWords", { count: cloud.uniqueWords })}</span>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
