import { useEffect, useRef, useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { ErrorScreen, LoadingScreen } from "../../components/state-screens.js";
import { adoptHostKeyFromLocation } from "../../lib/host-keys.js";
import { commonText } from "../../text/common.js";
import { dashboardText as text } from "../../text/dashboard.js";
import "./dashboard.css";
import type { DashboardTab } from "./dashboard-tabs.js";
import { DashboardView } from "./dashboard-view.js";
import { useDashboardData } from "./use-dashboard-data.js";

/** /dashboard/{sessionId}: the host's live view of one regular session. */
export function DashboardPage() {
  const { sessionId } = useParams();
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
  if (state.status === "loading") return <LoadingScreen title={text.loadingTitle} subtitle={text.loadingSubtitle} />;
  if (state.status === "error") {
    const notFound = state.error.toLowerCase().includes("not found");
    return (
      <ErrorScreen title={notFound ? text.notFoundTitle : text.errorTitle} message={notFound ? text.notFoundMessage : state.error}>
        {!notFound && (
          <button type="button" className="btn btn--primary" onClick={() => void data.reload()}>
            {commonText.tryAgain}
          </button>
        )}
        <Link to="/" className="btn">
          {text.createNewSession}
        </Link>
        <Link to="/" className="btn">
          {commonText.goHome}
        </Link>
      </ErrorScreen>
    );
  }
  if (state.status === "initializing") {
    return (
      <main className="state-screen">
        <div className="state-screen__box">
          <div className="spinner" aria-hidden="true" />
          <h1 style={{ fontSize: "1.3rem" }}>{text.initializingTitle}</h1>
          <div className="dashboard-error-box" role="alert">
            {state.error}
          </div>
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            {text.retry}
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
