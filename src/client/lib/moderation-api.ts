import type { HostAction } from "../../shared/schemas/moderation.js";
import { callRoute } from "./api.js";
import { hostAuthHeaders } from "./host-keys.js";

/** The host's panels (queue, hidden words, ban list, merges, suggestions); 403 for anyone else. */
export const getModeration = (sessionId: string) => callRoute("getModeration", { params: { id: sessionId } }, { headers: hostAuthHeaders(sessionId) });

export const performHostAction = (sessionId: string, action: HostAction) =>
  callRoute("performHostAction", { params: { id: sessionId }, body: action }, { headers: hostAuthHeaders(sessionId) });
