import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { offerCloud } from "../lib/live-cloud-cache.js";
import type { OutboxEntry } from "../lib/outbox-entry.js";
import { browserEnvironment, Outbox } from "../lib/outbox.js";
import { createOutboxTransport } from "../lib/outbox-transport.js";
import { useRealtime } from "./realtime-context.js";

const OutboxContext = createContext<Outbox | null>(null);

/**
 * The app's one outbox, started with the app so answers left by an earlier visit are sent whatever page opens
 * first. Waiting entries are tried again as soon as the browser is back online or the socket reconnects.
 */
export function OutboxProvider({ children }: { children: ReactNode }) {
  const { connection } = useRealtime();
  const queryClient = useQueryClient();
  const [outbox] = useState(() => new Outbox(createOutboxTransport(connection, (sessionId, cloud) => offerCloud(queryClient, sessionId, cloud)), browserEnvironment()));

  useEffect(() => {
    outbox.start();
    const retry = () => outbox.retryNow();
    window.addEventListener("online", retry);
    const stopWatching = connection.onStatus(() => connection.isConnected && retry());
    return () => {
      window.removeEventListener("online", retry);
      stopWatching();
    };
  }, [outbox, connection]);

  return <OutboxContext.Provider value={outbox}>{children}</OutboxContext.Provider>;
}

export function useOutbox(): Outbox {
  const outbox = useContext(OutboxContext);
  if (!outbox) throw new Error("useOutbox outside OutboxProvider");
  return outbox;
}

/** A session's outbox entries, re-rendering on every change. */
export function useOutboxEntries(sessionId: string): OutboxEntry[] {
  const outbox = useOutbox();
  const version = useSyncExternalStore(
    (listener) => outbox.subscribe(listener),
    () => outbox.snapshotVersion,
  );
  return useMemo(() => outbox.entriesOf(sessionId), [outbox, sessionId, version]);
}
