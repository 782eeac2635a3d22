import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { Session } from "../../../shared/schemas/session.js";
import { useLocale, useT } from "../../i18n/i18n-provider.js";
import { formattingLocale } from "../../i18n/locale.js";
import { formatWindowTime } from "../../lib/class-window-times.js";

/**
 * Shown after the last answer; 'View Results' opens the class analytics dashboard, unless the host keeps the results
 * private (then the view says so). Answers still in the outbox (no network) are named: they go as soon as the phone
 * is back online, also after a reload.
 */
export function CompletionView({ session, waitingCount, showResults }: { session: Session; waitingCount: number; showResults: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const sessionId = session.id;
  // Results the host lets participants see wait for a close time still ahead: say when.
  const afterClose = !showResults && session.participantsSeeResults && session.closesAt !== null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <main className="state-screen">
      <div className="state-screen__box">
        <div className="state-screen__icon class-complete__icon" aria-hidden="true">
          <CheckCircle2 size={34} />
        </div>
        <h1 style={{ fontSize: "1.6rem" }} tabIndex={-1} ref={headingRef}>
          {t("classEval.completeTitle")}
        </h1>
        <p className="muted">{t("classEval.completeMessage")}</p>
        {afterClose && session.closesAt !== null && <p className="muted">{t("classEval.resultsAfterClose", { time: formatWindowTime(session.closesAt, formattingLocale(locale)) })}</p>}
        {!showResults && !afterClose && <p className="muted">{t("classEval.resultsPrivate")}</p>}
        <p className="class-complete__queued" aria-live="polite">
          {waitingCount > 0 ? t("classEval.answersQueued", { count: waitingCount }) : ""}
        </p>
        <div className="row" style={{ justifyContent: "center", marginTop: 8 }}>
          {showResults && (
            <Link className="btn btn--primary" to={`/class-session/${encodeURIComponent(sessionId)}/dashboard`}>
              {t("classEval.viewResults")}
            </Link>
          )}
          <Link className="btn" to="/">
            {t("common.goHome")}
          </Link>
        </div>
      </div>
    </main>
  );
}
