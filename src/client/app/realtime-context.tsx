import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { CONNECTION_STATUS_POLL_MS } from "../../shared/limits.js";
import type { ClientRole, ServerMessage } from "../../shared/protocol.js";
import { RealtimeConnection } from "../lib/realtime.js";

type RealtimeState = { connection: RealtimeConnection; isConnected: boolean };

const RealtimeContext = createContext<RealtimeState | null>(null);

/** Opens the real-time connection when the app starts, checks its status every second and closes it on leaving. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const [connection] = useState(() => new RealtimeConnection());
  const [isConnected, setIsConnected] = useState(false);

  useEffect(() => {
    connection.connect();
    const poll = setInterval(() => setIsConnected(connection.isConnected), CONNECTION_STATUS_POLL_MS);
    // After the 5 spec'd retries a phone would stay offline for the rest of the lecture; coming back online or
    // to the tab starts a fresh round.
    const retry = () => connection.reconnectNow();
    const onVisible = () => document.visibilityState === "visible" && retry();
    window.addEventListener("online", retry);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(poll);
      window.removeEventListener("online", retry);
      document.removeEventListener("visibilitychange", onVisible);
      connection.close();
    };
  }, [connection]);

  return <RealtimeContext.Provider value={{ connection, isConnected }}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeState {
  const state = useContext(RealtimeContext);
  if (!state) throw new Error("useRealtime outside RealtimeProvider");
  return state;
}

/**
 * Joins a session's live channel while the component is mounted and passes its messages to `onMessage`. The
 * screens a room watches join as `host` (an update every tick); phones as `participant` (a cadence that grows with
 * the room).
 */
export function useSessionChannel(sessionId: string | undefined, onMessage: (message: ServerMessage) => void, role: ClientRole = "participant"): void {
  const { connection } = useRealtime();
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    if (!sessionId) return;
    const unsubscribe = connection.subscribe((message) => {
      if (message.sessionId === sessionId || message.sessionId === undefined) handler.current(message);
    });
    connection.joinSession(sessionId, role);
    return () => {
      unsubscribe();
      connection.leaveSession(sessionId);
    };
  }, [connection, sessionId, role]);
}
