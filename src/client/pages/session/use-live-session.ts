import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import type { WordCloud } from "../../../shared/schemas/feedback.js";
import type { JoinedSession, Session } from "../../../shared/schemas/session.js";
import { useSessionChannel } from "../../app/realtime-context.js";
import { errorStatus } from "../../lib/api.js";
import { firstLoadErrorToast } from "../../lib/query-client.js";
import { joinedSessionQuery, sessionKeys, wordCloudQuery } from "../../lib/session-queries.js";
import { useT } from "../../i18n/i18n-provider.js";

export type LiveSession =
  | { status: "loading" }
  | { status: "error"; message: string; retry: () => void }
  | { status: "ready"; session: JoinedSession; cloud: WordCloud | null };

/**
 * Loads a regular session for a participant and keeps it live: the session's channel writes pushed clouds (deltas
 * applied in the cache) and settings (active/inactive) into the query cache,
 * and the app refetches the session after a reconnect. Class sessions redirect. Whether the session is full for
 * this participant is the server's verdict at joining, and the page is ready only once it has it; while it says
 * full, a change of the session (the host let more in) asks again.
 */
export function useLiveSession(sessionId: string | undefined, participantId: string): LiveSession {
  const navigate = useNavigate();
  const t = useT();
  const queryClient = useQueryClient();
  const id = sessionId ?? "";
  const session = useQuery({
    ...joinedSessionQuery(id, participantId),
    enabled: Boolean(sessionId),
    meta: { errorToast: firstLoadErrorToast(t("common.sessionNotFound"), t("common.failedToLoadSession")) },
  });
  const isRegular = session.data?.sessionType === "regular";
  const cloud = useQuery({ ...wordCloudQuery(id), enabled: isRegular });
  const full = session.data?.full === true;
  useSessionChannel(sessionId, (message) => {
    if (message.type === "session-updated" && full) void queryClient.invalidateQueries({ queryKey: sessionKeys.session(id), exact: true });
  });

  const missing = !sessionId || (session.data === undefined && errorStatus(session.error) === 404);
  const isClass = session.data?.sessionType === "class";
  useEffect(() => {
    if (missing) navigate("/", { replace: true });
    else if (isClass) navigate(`/class-session/${id}`, { replace: true });
  }, [missing, isClass, id, navigate]);

  if (session.data && isRegular && hasVerdict(session.data)) return { status: "ready", session: session.data, cloud: cloud.data ?? null };
  if (session.isError && !session.isFetching && !missing) {
    return { status: "error", message: session.error.message || t("common.failedToLoadSession"), retry: () => void session.refetch() };
  }
  return { status: "loading" };
}

/**
 * The session's cache entry may hold what another screen read (the dashboard's GET, when its "View Session" leads
 * here) or a pushed session that arrived before the join's answer: neither says whether this participant may answer,
 * and shown as it is, the answer form flashed before "Session is full". The join's answer replaces it.
 */
function hasVerdict(session: Session): session is JoinedSession {
  return typeof (session as Partial<JoinedSession>).full === "boolean";
}
