import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { WordCloud } from "../../../shared/schemas/feedback.js";
import type { Session } from "../../../shared/schemas/session.js";
import { useRealtime, useSessionChannel } from "../../app/realtime-context.js";
import { getWordCloud, joinSession } from "../../lib/sessions-api.js";
import { commonText } from "../../text/common.js";

export type LiveSession =
  | { status: "loading" }
  | { status: "error"; message: string; retry: () => void }
  | { status: "ready"; session: Session; cloud: WordCloud | null; applyCloud: (cloud: WordCloud) => void };

/**
 * Loads a regular session for a participant and keeps it live: the cloud from the session's channel (the realtime
 * client applies deltas, so only whole clouds arrive here), the session itself (active/inactive) from `session-updated`. Class sessions redirect.
 */
export function useLiveSession(sessionId: string | undefined): LiveSession {
  const navigate = useNavigate();
  const { isConnected } = useRealtime();
  const [session, setSession] = useState<Session | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cloud, setCloud] = useState<WordCloud | null>(null);
  const cloudRef = useRef<WordCloud | null>(null);
  const [attempt, setAttempt] = useState(0);

  const replaceCloud = useCallback((next: WordCloud) => {
    cloudRef.current = next;
    setCloud(next);
  }, []);

  /** Takes a cloud from an HTTP answer only when it is not older than what the channel already delivered. */
  const applyCloud = useCallback(
    (next: WordCloud) => {
      if (!cloudRef.current || next.version >= cloudRef.current.version) replaceCloud(next);
    },
    [replaceCloud],
  );

  const load = useCallback(async () => {
    if (!sessionId) return;
    const result = await joinSession(sessionId);
    if (!result.ok) {
      if (result.status === 404) {
        toast.error(commonText.sessionNotFound);
        navigate("/", { replace: true });
        return;
      }
      toast.error(commonText.failedToLoadSession);
      setError(result.error || commonText.failedToLoadSession);
      return;
    }
    if (result.data.sessionType === "class") {
      navigate(`/class-session/${sessionId}`, { replace: true });
      return;
    }
    setError(null);
    setSession(result.data);
    const words = await getWordCloud(sessionId);
    if (words.ok) applyCloud(words.data);
  }, [sessionId, navigate, applyCloud]);

  useEffect(() => {
    if (!sessionId) {
      navigate("/", { replace: true });
      return;
    }
    void load();
  }, [sessionId, attempt, load, navigate]);

  // A reconnect may have missed a settings change (the channel only resends the cloud), so reload once it is back.
  const reload = useRef(load);
  reload.current = load;
  const connectedBefore = useRef(false);
  useEffect(() => {
    if (!isConnected) return;
    if (connectedBefore.current) void reload.current();
    connectedBefore.current = true;
  }, [isConnected]);

  useSessionChannel(sessionId, (message) => {
    switch (message.type) {
      case "word-cloud-update":
        replaceCloud(message.data);
        break;
      case "session-updated":
        setSession(message.data);
        break;
      default:
        break;
    }
  });

  if (error) return { status: "error", message: error, retry: () => setAttempt((value) => value + 1) };
  if (!session) return { status: "loading" };
  return { status: "ready", session, cloud, applyCloud };
}
