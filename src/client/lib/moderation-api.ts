import type { HostAction, HostActionResult, ModerationOverview } from "../../shared/schemas/moderation.js";
import { api } from "./api.js";
import { hostAuthHeaders } from "./host-keys.js";

const base = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}`;

/** The host's panels (queue, hidden words, ban list, merges, suggestions); 403 for anyone else. */
export const getModeration = (sessionId: string) => api.get<ModerationOverview>(`${base(sessionId)}/moderation`, { headers: hostAuthHeaders(sessionId) });

export const performHostAction = (sessionId: string, action: HostAction) =>
  api.post<HostActionResult>(`${base(sessionId)}/host-actions`, action, { headers: hostAuthHeaders(sessionId) });
