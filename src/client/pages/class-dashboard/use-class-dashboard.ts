import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { CLASS_DASHBOARD_POLL_MS } from "../../../shared/limits.js";
import type { ClassAnalytics } from "../../../shared/schemas/class.js";
import type { Session } from "../../../shared/schemas/session.js";
import { useSessionChannel } from "../../app/realtime-context.js";
import { getClassAnalytics } from "../../components/class-common/class-api.js";
import { getSession, getSessionQrCodes } from "../../lib/sessions-api.js";
import { classText } from "../../text/class.js";
import { commonText } from "../../text/common.js";

export type JoinQr = { joinUrl: string; qrCodeUrl: string | null };

/**
 * Session, analytics and join QR for the class dashboard. Polls every 5 s (spec) and also refreshes when the
 * server announces new answers on /ws; at most one analytics request runs at a time, with one trailing refresh.
 */
export function useClassDashboard(sessionId: string) {
  const navigate = useNavigate();
  const [session, setSession] = useState<Session | null>(null);
  const [analytics, setAnalytics] = useState<ClassAnalytics | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [joinQr, setJoinQr] = useState<JoinQr>({ joinUrl: `${window.location.origin}/class-session/${sessionId}`, qrCodeUrl: null });
  const inFlight = useRef(false);
  const again = useRef(false);
  const failedBefore = useRef(false);
  // Bumped on every (re)mount so answers to requests of an earlier mount are dropped (StrictMode mounts twice).
  const generation = useRef(0);

  const refreshAnalytics = useCallback(async () => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    const mine = generation.current;
    do {
      again.current = false;
      const result = await getClassAnalytics(sessionId);
      if (mine !== generation.current) return;
      if (result.ok) {
        setAnalytics(result.data);
        failedBefore.current = false;
      } else if (!failedBefore.current) {
        // One toast per failure streak: a dropped network would otherwise toast every 5 s.
        failedBefore.current = true;
        toast.error(classText.failedToLoadSessionData);
      }
      setIsLoading(false);
    } while (again.current);
    inFlight.current = false;
  }, [sessionId]);

  const refreshSession = useCallback(
    async (first: boolean) => {
      const mine = generation.current;
      const result = await getSession(sessionId);
      if (mine !== generation.current) return false;
      if (!result.ok) {
        if (first || result.status === 404) {
          toast.error(result.status === 404 ? commonText.sessionNotFound : classText.failedToLoadSessionData);
          if (result.status === 404) navigate("/", { replace: true });
          else setIsLoading(false);
        }
        return false;
      }
      if (result.data.sessionType !== "class") {
        toast.error(classText.notAClassSession);
        navigate("/", { replace: true });
        return false;
      }
      setSession(result.data);
      return true;
    },
    [sessionId, navigate],
  );

  useEffect(() => {
    const mine = ++generation.current;
    inFlight.current = false;
    setIsLoading(true);
    void (async () => {
      if (!(await refreshSession(true))) return;
      await refreshAnalytics();
      const qr = await getSessionQrCodes(sessionId);
      if (mine !== generation.current) return;
      if (qr.ok) setJoinQr({ joinUrl: qr.data.qrCodes.participant.joinUrl, qrCodeUrl: qr.data.qrCodes.participant.qrCodeUrl });
      else toast.error(classText.failedToLoadQr);
    })();
    const poll = setInterval(() => {
      void refreshSession(false).then(async (ok) => {
        if (ok) await refreshAnalytics();
      });
    }, CLASS_DASHBOARD_POLL_MS);
    return () => {
      generation.current += 1;
      clearInterval(poll);
    };
  }, [sessionId, refreshSession, refreshAnalytics]);

  useSessionChannel(
    sessionId,
    (message) => {
      if (message.type === "class-responses-updated") void refreshAnalytics();
      if (message.type === "session-updated") setSession(message.data);
    },
    "host",
  );

  return { session, analytics, isLoading, joinQr };
}
