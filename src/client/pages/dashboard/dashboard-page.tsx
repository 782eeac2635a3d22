import { useEffect, useRef, useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { ErrorScreen, LoadingScreen } from "../../components/state-screens.js";
import { adoptHostKeyFromLocation } from "../../lib/host-keys.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useServerError } from "../../i18n/use-server-error.js";
import "./dashboard.css";
import type { DashboardTab } from "./dashboard-tabs.js";
import { DashboardView } from "./dashboard-view.js";
import { useDashboardData } from "./use-dashboard-data.js";

/** /dashboard/{sessionId}: the host's live view of one regular session. */
export function DashboardPage() {
  const { sessionId } = useParams();
  const t = useT();
  const serverError = useServerError();
  // Declared before the data hook so a management link's key is stored before the QR codes are requested.
  useEffect(() => {
    if (sessionId) adoptHostKeyFromLocation(sessionId);
  }, [sessionId]);
  const [tab, setTab] = useState<DashboardTab>("overview");
  const tabRef = useRef<DashboardTab>(tab);
  tabRef.current = tab;
  const data = useDashboardData(sessionId, tabRef);

  if (!sessionId) return <Navigate to="/" replace />;
  const { state } = data;
  if (state.status === "loading") return <LoadingScreen title={t("dashboard.loadingTitle")} subtitle={t("dashboard.loadingSubtitle")} />;
  if (state.status === "error") {
    const notFound = state.code === "NOT_FOUND" || state.error.toLowerCase().includes("not found");
    return (
      <ErrorScreen
        title={notFound ? t("dashboard.notFoundTitle") : t("dashboard.errorTitle")}
        message={notFound ? t("dashboard.notFoundMessage") : serverError(state.error, state.code)}
      >
        {!notFound && (
          <button type="button" className="btn btn--primary" onClick={() => void data.reload()}>
            {t("common.tryAgain")}
          </button>
        )}
        <Link to="/" className="btn">
          {t("dashboard.createNewSession")}
        </Link>
        <Link to="/" className="btn">
          {t("common.goHome")}
        </Link>
      </ErrorScreen>
    );
  }
  if (state.status === "initializing") {
    return (
      <main className="state-screen">
        <div className="state-screen__box">
          <div className="spinner" aria-hidden="true" />
          <h1 style={{ fontSize: "1.3rem" }}>{t("dashboard.initializingTitle")}</h1>
          <div className="dashboard-error-box" role="alert">
            {serverError(state.error, state.code)}
          </div>
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            {t("dashboard.retry")}
          </button>
        </div>
      </main>
    );
  }

  const changeTab = (next: DashboardTab) => {
    setTab(next);
    tabRef.current = next;
    // Spec: switching to feedback or QR codes reloads that tab's data.
    if (next === "feedback") void data.loadFeedback();
    if (next === "qr-codes") void data.loadQr();
  };

  return <DashboardView session={state.session} data={data} tab={tab} onTabChange={changeTab} />;
}
