import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { CLASS_DASHBOARD_POLL_MS } from "../../../shared/limits.js";
import { useSessionChannel } from "../../app/realtime-context.js";
import { errorStatus } from "../../lib/api.js";
import { mayReadClassResults } from "../../lib/host-keys.js";
import { classAnalyticsQuery, qrCodesQuery, sessionQuery } from "../../lib/session-queries.js";
import { useT } from "../../i18n/i18n-provider.js";

export type JoinQr = { joinUrl: string; qrCodeUrl: string | null };

/**
 * Session, analytics and join QR for the class dashboard. Session and analytics are polled every 5 s (spec) and
 * analytics also refetched when the server announces new answers on /ws (the channel invalidates them in the cache).
 */
export function useClassDashboard(sessionId: string) {
  const navigate = useNavigate();
  const t = useT();
  const session = useQuery({
    ...sessionQuery(sessionId),
    refetchInterval: CLASS_DASHBOARD_POLL_MS,
    // A failed poll keeps the screen as it is; only a vanished session is news.
    meta: {
      errorToast: (error, hasData) =>
        errorStatus(error) === 404 ? t("common.sessionNotFound") : hasData ? null : t("classDashboard.failedToLoadSessionData"),
    },
  });
  const isClass = session.data?.sessionType === "class";
  // With "Participants may see the results" off, only the host and admins are answered; nobody else asks.
  const resultsPrivate = session.data?.sessionType === "class" && !mayReadClassResults(session.data);
  const analytics = useQuery({
    ...classAnalyticsQuery(sessionId),
    enabled: isClass && !resultsPrivate,
    refetchInterval: CLASS_DASHBOARD_POLL_MS,
    meta: { errorToast: t("classDashboard.failedToLoadSessionData") },
  });
  const qr = useQuery({ ...qrCodesQuery(sessionId), enabled: isClass, meta: { errorToast: t("common.failedToLoadQr") } });
  useSessionChannel(sessionId, undefined, "host");

  const notFound = errorStatus(session.error) === 404;
  const notClass = session.data !== undefined && !isClass;
  useEffect(() => {
    if (notClass) toast.error(t("classEval.notAClassSession"));
    if (notFound || notClass) navigate("/", { replace: true });
  }, [notFound, notClass, navigate, t]);

  const participant = qr.data?.participant;
  return {
    session: isClass ? session.data : null,
    analytics: analytics.data ?? null,
    resultsPrivate,
    // Loading until the session and its first analytics answered (either way).
    isLoading: session.isPending || (isClass && !resultsPrivate && analytics.isPending && analytics.isFetching),
    joinQr: {
      joinUrl: participant?.joinUrl ?? `${window.location.origin}/class-session/${sessionId}`,
      qrCodeUrl: participant?.qrCodeUrl ?? null,
    } satisfies JoinQr,
  };
}
