import { useCallback, useEffect, useRef, useState } from "react";
import type { WordCloud } from "../../../shared/schemas/feedback.js";
import type { Session } from "../../../shared/schemas/session.js";
import { useSessionChannel } from "../../app/realtime-context.js";
import { getSession, getWordCloud } from "../../lib/sessions-api.js";

type State = { status: "loading" } | { status: "error"; error: string } | { status: "ready"; session: Session };

/** The session and its live cloud: loaded once, then kept current by the session's real-time channel. */
export function usePresentationData(sessionId: string | undefined) {
  const [state, setState] = useState<State>({ status: "loading" });
  const [cloud, setCloud] = useState<WordCloud | null>(null);
  const version = useRef(-1);

  const applyCloud = useCallback((next: WordCloud) => {
    // An HTTP answer can arrive after a newer pushed snapshot; never go back in time.
    if (next.version < version.current) return;
    version.current = next.version;
    setCloud(next);
  }, []);

  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    void Promise.all([getSession(sessionId), getWordCloud(sessionId)]).then(([session, words]) => {
      if (cancelled) return;
      if (!session.ok) {
        setState({ status: "error", error: session.error });
        return;
      }
      setState({ status: "ready", session: session.data });
      if (words.ok) applyCloud(words.data);
    });
    return () => {
      cancelled = true;
    };
  }, [sessionId, applyCloud]);

  // The room watches this screen: it joins as a host screen and gets every tick.
  useSessionChannel(
    sessionId,
    (message) => {
      if (message.type === "word-cloud-update") applyCloud(message.data);
      if (message.type === "session-updated") setState({ status: "ready", session: message.data });
    },
    "host",
  );

  return { state, cloud };
}
