import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Session } from "../../../shared/schemas/session.js";
import { useSessionChannel } from "../../app/realtime-context.js";
import { sessionQuery, wordCloudQuery } from "../../lib/session-queries.js";

type State = { status: "loading" } | { status: "error"; error: string } | { status: "ready"; session: Session };

/**
 * The session and its live cloud: loaded once, then kept current by the session's real-time channel (via the cache);
 * and how many notices of the host's decisions the channel brought.
 */
export function usePresentationData(sessionId: string | undefined) {
  const id = sessionId ?? "";
  const session = useQuery({ ...sessionQuery(id), enabled: Boolean(sessionId) });
  const cloud = useQuery({ ...wordCloudQuery(id), enabled: Boolean(sessionId) });
  // Notices of the host's decisions: the cloud lets go at once of words it kept after answers pushed them off the list.
  const [decisions, setDecisions] = useState(0);
  // The room watches this screen: it gets every tick, and, as a public screen, no words while results are hidden.
  useSessionChannel(sessionId, (message) => message.type === "moderation-updated" && setDecisions((count) => count + 1), "presentation");

  const state: State = session.data
    ? { status: "ready", session: session.data }
    : session.error
      ? { status: "error", error: session.error.message }
      : { status: "loading" };
  return { state, cloud: cloud.data ?? null, decisions };
}
