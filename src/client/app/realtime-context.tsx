import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { CONNECTION_STATUS_POLL_MS } from "../../shared/limits.js";
import type { ClientRole, ServerMessage } from "../../shared/protocol.js";
import type { Session } from "../../shared/schemas/session.js";
import { createKeyedThrottle } from "../lib/keyed-throttle.js";
import { writeCloudMessage } from "../lib/live-cloud-cache.js";
import { RealtimeConnection, type ConnectionStatus } from "../lib/realtime.js";
import { sessionKeys } from "../lib/session-queries.js";

type RealtimeState = { connection: RealtimeConnection; status: ConnectionStatus; isConnected: boolean };

const RealtimeContext = createContext<RealtimeState | null>(null);

/**
 * Opens the real-time connection when the app starts, checks its status every second (and hears at once when the
 * socket opens or closes, so a page shown meanwhile does not say "Disconnected" for up to a second of a connection
 * that is up) and closes it on leaving. After a reconnect, the sessions on screen are fetched again: the channel resends only the cloud, and a settings
 * change may have been missed meanwhile.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [connection] = useState(() => new RealtimeConnection());
  const [status, setStatus] = useState<ConnectionStatus>(() => connection.status);
  const isConnected = status === "connected";
  const connectedBefore = useRef(false);

  useEffect(() => {
    if (!isConnected) return;
    if (connectedBefore.current) void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    connectedBefore.current = true;
  }, [isConnected, queryClient]);

  useEffect(() => {
    const read = () => setStatus(connection.status);
    const stopWatching = connection.onStatus(read);
    connection.connect();
    const poll = setInterval(read, CONNECTION_STATUS_POLL_MS);
    // After the 5 spec'd retries a phone would stay offline for the rest of the lecture; coming back online or
    // to the tab starts a fresh round.
    const retry = () => connection.reconnectNow();
    // A phone out of sight is sent nothing until it is back (RealtimeConnection.setHidden).
    const onVisibility = () => {
      const hidden = document.visibilityState === "hidden";
      connection.setHidden(hidden);
      if (!hidden) retry();
    };
    connection.setHidden(document.visibilityState === "hidden");
    window.addEventListener("online", retry);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(poll);
      stopWatching();
      window.removeEventListener("online", retry);
      document.removeEventListener("visibilitychange", onVisibility);
      connection.close();
    };
  }, [connection]);

  return <RealtimeContext.Provider value={{ connection, status, isConnected }}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeState {
  const state = useContext(RealtimeContext);
  if (!state) throw new Error("useRealtime outside RealtimeProvider");
  return state;
}

const HOST_LISTS_REFRESH_MS = 500;
const refreshHostLists = createKeyedThrottle(HOST_LISTS_REFRESH_MS);

/** Writes what the server pushes into the query cache, where every screen reads its server state. */
function writeToCache(queryClient: QueryClient, connection: RealtimeConnection, message: ServerMessage): void {
  if (message.type === "word-cloud-update" || message.type === "word-cloud-delta") {
    writeCloudMessage(queryClient, message, (sessionId) => connection.requestSnapshot(sessionId));
  } else if (message.type === "session-updated") {
    // Merged, so a joined participant's `full` (the server's verdict for them, not part of the session) stays.
    queryClient.setQueryData<Session>(sessionKeys.session(message.sessionId), (current) => ({ ...current, ...message.data }));
  } else if (message.type === "class-responses-updated") {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.classAnalytics(message.sessionId) });
  } else if (message.type === "session-deleted") {
    // Forgotten and read again, the session is a 404: each screen does what it does for a session that is not there.
    void queryClient.resetQueries({ queryKey: sessionKeys.session(message.sessionId), exact: true });
  } else if (message.type === "moderation-updated") {
    // A host decision (here or on another screen) or an answer waiting for approval: the host's lists follow, at
    // once and then at most twice a second, so a hall answering into the approval queue is not a fetch per tick.
    const { sessionId } = message;
    refreshHostLists(sessionId, () => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.moderation(sessionId) });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.feedback(sessionId) });
    });
  }
}

/**
 * Joins a session's live channel while the component is mounted: its pushes update the query cache (cloud,
 * session, class analytics), then go to `onMessage` for what only the screen knows (e.g. which tab is open). The
 * screens a room watches join as `host` (an update every tick); phones as `participant` (a cadence that grows with
 * the room).
 */
export function useSessionChannel(sessionId: string | undefined, onMessage?: (message: ServerMessage) => void, role: ClientRole = "participant"): void {
  const { connection } = useRealtime();
  const queryClient = useQueryClient();
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    if (!sessionId) return;
    const unsubscribe = connection.subscribe((message) => {
      if (message.sessionId !== sessionId && message.sessionId !== undefined) return;
      writeToCache(queryClient, connection, message);
      handler.current?.(message);
    });
    connection.joinSession(sessionId, role);
    return () => {
      unsubscribe();
      connection.leaveSession(sessionId);
    };
  }, [connection, queryClient, sessionId, role]);
}
