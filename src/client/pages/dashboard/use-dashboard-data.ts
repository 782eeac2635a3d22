import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, type RefObject } from "react";
import { useNavigate } from "react-router";
import type { SessionQrCodes } from "../../../shared/schemas/qr.js";
import type { Session } from "../../../shared/schemas/session.js";
import { useSessionChannel } from "../../app/realtime-context.js";
import type { ErrorCode } from "../../../shared/error-codes.js";
import { ApiError, errorStatus } from "../../lib/api.js";
import { firstLoadErrorToast } from "../../lib/query-client.js";
import { feedbackQuery, qrCodesQuery, sessionKeys, sessionQuery, wordCloudQuery } from "../../lib/session-queries.js";
import { useT } from "../../i18n/i18n-provider.js";
import type { DashboardTab } from "./dashboard-tabs.js";
import { useThrottledCallback } from "./use-throttled-callback.js";

export type LoadState =
  | { status: "loading" }
  | { status: "error"; error: string; code?: ErrorCode }
  | { status: "initializing"; error: string; code?: ErrorCode }
  | { status: "ready"; session: Session };

export type QrState = { status: "loading" } | { status: "failed" } | { status: "ready"; qrCodes: SessionQrCodes["qrCodes"] };

/** Live pushes arrive up to 10 times a second; the feedback list, which needs an HTTP call, follows at this pace. */
const FEEDBACK_REFRESH_MS = 1_000;

/**
 * Everything the dashboard shows: the session, its live cloud, feedback and QR codes (spec section 4), read from
 * the query cache; the session's channel writes pushed clouds and settings into the same cache.
 */
export function useDashboardData(sessionId: string | undefined, activeTab: RefObject<DashboardTab>) {
  const navigate = useNavigate();
  const t = useT();
  const queryClient = useQueryClient();
  const id = sessionId ?? "";
  const session = useQuery({
    ...sessionQuery(id),
    enabled: Boolean(sessionId),
    meta: { errorToast: firstLoadErrorToast(t("common.sessionNotFound"), t("common.failedToLoadSession")) },
  });
  const cloud = useQuery({ ...wordCloudQuery(id), enabled: Boolean(sessionId) });
  // Feedback and QR codes wait for a regular session whose cloud loaded, as the screen that shows them does.
  const ready = session.data?.sessionType === "regular" && cloud.isSuccess;
  // Spec: feedback list load errors are only logged.
  const feedback = useQuery({ ...feedbackQuery(id), enabled: ready });
  const qr = useQuery({ ...qrCodesQuery(id), enabled: ready, meta: { errorToast: t("common.failedToLoadQr") } });

  const sessionError = session.data ? null : session.error;
  useEffect(() => {
    if (errorStatus(sessionError) === 404) navigate("/", { replace: true });
  }, [sessionError, navigate]);
  useEffect(() => {
    if (session.data?.sessionType === "class") navigate(`/class-session/${session.data.id}/dashboard`, { replace: true });
  }, [session.data, navigate]);
  useEffect(() => {
    if (feedback.error) console.warn("Could not load feedback:", feedback.error.message);
  }, [feedback.error]);

  const refreshFeedback = useThrottledCallback(() => void queryClient.invalidateQueries({ queryKey: sessionKeys.feedback(id) }), FEEDBACK_REFRESH_MS);

  useSessionChannel(
    sessionId,
    (message) => {
      // The cloud carries the session's counts, so the stats follow it without fetching the session again. The
      // server pushes the cloud's change after every answer, so this is also the signal that feedback arrived.
      const cloudChanged = message.type === "word-cloud-update" || message.type === "word-cloud-delta";
      if (cloudChanged && activeTab.current === "feedback") refreshFeedback();
    },
    "host",
  );

  const loadFeedback = useCallback(() => void feedback.refetch(), [feedback]);
  const loadQr = useCallback(() => void qr.refetch(), [qr]);
  const reload = useCallback(() => void Promise.all([session.refetch(), cloud.refetch()]), [session, cloud]);

  return {
    state: loadState(session, cloud),
    cloud: cloud.data ?? null,
    feedback: feedback.data ?? [],
    feedbackLoading: feedback.isFetching,
    qr: qrState(qr),
    loadFeedback,
    loadQr,
    reload,
  };
}

type QueryView<T> = { data: T | undefined; error: Error | null; isFetching: boolean };

/** Loading until both answered; a later failed refresh keeps what is on screen. */
function loadState(session: QueryView<Session>, cloud: QueryView<unknown>): LoadState {
  if (!session.data) return session.error && !session.isFetching ? { status: "error", ...failure(session.error) } : { status: "loading" };
  if (!cloud.data) return cloud.error && !cloud.isFetching ? { status: "initializing", ...failure(cloud.error) } : { status: "loading" };
  return { status: "ready", session: session.data };
}

/** A failed load's text and, when the server sent one, its code (so it can be shown in the chosen language). */
function failure(error: Error): { error: string; code?: ErrorCode } {
  return error instanceof ApiError && error.code ? { error: error.message, code: error.code } : { error: error.message };
}

function qrState(qr: QueryView<SessionQrCodes["qrCodes"]>): QrState {
  if (qr.data) return { status: "ready", qrCodes: qr.data };
  return qr.error && !qr.isFetching ? { status: "failed" } : { status: "loading" };
}
