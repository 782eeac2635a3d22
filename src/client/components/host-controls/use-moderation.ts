import { useQuery } from "@tanstack/react-query";
import { mayActAsHost } from "../../lib/host-keys.js";
import { moderationQuery } from "../../lib/session-queries.js";

/**
 * The host's panels for a session, asked for only by a browser with host powers (its key or an admin sign-in). No
 * toast on failure: for anyone else the panels simply do not show.
 */
export function useModeration(sessionId: string, enabled = true) {
  return useQuery({ ...moderationQuery(sessionId), enabled: enabled && sessionId !== "" && mayActAsHost(sessionId) });
}
