import type { QueryClient } from "@tanstack/react-query";
import type { WordCloud } from "../../shared/schemas/feedback.js";
import { cloudAfter, type CloudMessage } from "./cloud-update.js";
import { sessionKeys } from "./session-queries.js";

/**
 * Puts a pushed cloud into the query cache, the only copy of a session's live cloud on the client: a snapshot unless
 * a newer version is held, a delta on the version it follows. A delta that does not follow on leaves the cloud on
 * screen and calls `requestSnapshot`, which re-joins the channel for a fresh snapshot.
 */
export function writeCloudMessage(queryClient: QueryClient, message: CloudMessage, requestSnapshot: (sessionId: string) => void): void {
  const key = sessionKeys.wordCloud(message.sessionId);
  const held = queryClient.getQueryData<WordCloud>(key);
  const next = cloudAfter(held, message);
  if (next === "gap") requestSnapshot(message.sessionId);
  else if (next !== held) queryClient.setQueryData<WordCloud>(key, next);
}

/** A cloud from an HTTP answer (the socket was down): shown when it is newer than the one held. */
export function offerCloud(queryClient: QueryClient, sessionId: string, cloud: WordCloud): void {
  writeCloudMessage(queryClient, { type: "word-cloud-update", sessionId, data: cloud }, () => undefined);
}
