import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { FeedbackItem, WordCloud } from "../../../shared/schemas/feedback.js";
import type { SessionQrCodes } from "../../../shared/schemas/qr.js";
import type { Session } from "../../../shared/schemas/session.js";
import { useSessionChannel } from "../../app/realtime-context.js";
import { getSession, getSessionQrCodes, getWordCloud, listFeedback } from "../../lib/sessions-api.js";
import { dashboardText as text } from "../../text/dashboard.js";
import type { DashboardTab } from "./dashboard-tabs.js";
import { useDebouncedCallback } from "./use-debounced-callback.js";

export type LoadState =
  | { status: "loading" }
  | { status: "error"; error: string }
  | { status: "initializing"; error: string }
  | { status: "ready"; session: Session };

export type QrState = { status: "loading" } | { status: "failed" } | { status: "ready"; qrCodes: SessionQrCodes["qrCodes"] };

/** Live pushes arrive up to 10 times a second; the feedback list, which needs an HTTP call, follows at this pace. */
const REFRESH_DEBOUNCE_MS = 1_000;

/** Everything the dashboard shows: the session, its live cloud, feedback and QR codes (spec section 4). */
export function useDashboardData(sessionId: string | undefined, activeTab: RefObject<DashboardTab>) {
  const navigate = useNavigate();
  const [state, setState] = useState<LoadState>({ status: "loading" });
  const [cloud, setCloud] = useState<WordCloud | null>(null);
  const [feedback, setFeedback] = useState<FeedbackItem[]>([]);
  const [feedbackLoading, setFeedbackLoading] = useState(false);
  const [qr, setQr] = useState<QrState>({ status: "loading" });
  const version = useRef(-1);

  const applyCloud = useCallback((next: WordCloud) => {
    if (next.version < version.current) return;
    version.current = next.version;
    setCloud(next);
  }, []);

  const setSession = useCallback((session: Session) => setState({ status: "ready", session }), []);

  const loadFeedback = useCallback(async () => {
    if (!sessionId) return;
    setFeedbackLoading(true);
    const result = await listFeedback(sessionId);
    setFeedbackLoading(false);
    // Spec: feedback list load errors are only logged.
    if (result.ok) setFeedback(result.data);
    else console.warn("Could not load feedback:", result.error);
  }, [sessionId]);

  const loadQr = useCallback(async () => {
    if (!sessionId) return;
    setQr((current) => (current.status === "ready" ? current : { status: "loading" }));
    const result = await getSessionQrCodes(sessionId);
    if (result.ok) {
      setQr({ status: "ready", qrCodes: result.data.qrCodes });
    } else {
      setQr({ status: "failed" });
      toast.error(text.failedToLoadQr);
    }
  }, [sessionId]);

  const refreshFeedback = useDebouncedCallback(() => void loadFeedback(), REFRESH_DEBOUNCE_MS);

  const load = useCallback(async () => {
    if (!sessionId) return;
    setState({ status: "loading" });
    const [session, words] = await Promise.all([getSession(sessionId), getWordCloud(sessionId)]);
    if (!session.ok) {
      if (session.status === 404) {
        toast.error(text.sessionNotFoundToast);
        navigate("/", { replace: true });
        return;
      }
      toast.error(text.failedToLoadSession);
      setState({ status: "error", error: session.error });
      return;
    }
    if (session.data.sessionType === "class") {
      navigate(`/class-session/${session.data.id}/dashboard`, { replace: true });
      return;
    }
    if (!words.ok) {
      setState({ status: "initializing", error: words.error });
      return;
    }
    applyCloud(words.data);
    setSession(session.data);
    void loadFeedback();
    void loadQr();
  }, [sessionId, navigate, applyCloud, setSession, loadFeedback, loadQr]);

  useEffect(() => {
    void load();
  }, [load]);

  useSessionChannel(
    sessionId,
    (message) => {
      if (message.type === "word-cloud-update") {
        // The cloud carries the session's counts: the stats follow without fetching the session again.
        applyCloud(message.data);
        // The server pushes a cloud after every change, so this is also the signal that feedback arrived.
        if (activeTab.current === "feedback") refreshFeedback();
      } else if (message.type === "session-updated") {
        setSession(message.data);
      }
    },
    "host",
  );

  return { state, cloud, feedback, feedbackLoading, qr, setSession, loadFeedback, loadQr, reload: load };
}
