import type {
  AdminSessionsPage,
  AdminSessionTypeFilter,
  AdminStats,
  AdminSystemInfo,
  AdminUser,
  DemoCredentials,
  ExportFormat,
  RegistrationStatus,
} from "../../shared/schemas/admin.js";
import type { SignedInAccount } from "../../shared/schemas/auth.js";
import type { RetentionPolicy } from "../../shared/schemas/retention.js";
import { api, type ApiResult } from "./api.js";
import { readerTimeZone, requestExportFile, type ExportDownload } from "./export-files.js";

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });


export const loginAdmin = (email: string, password: string) =>
  api.post<{ token: string; admin: AdminUser; expiresAt: string }>("/api/admin/login", { email, password });
export const registerAdmin = (email: string, password: string, fullName: string, setupCode?: string) =>
  api.post<{ admin: AdminUser }>("/api/admin/register", { email, password, fullName, setupCode });
export const getRegistrationStatus = () => api.get<RegistrationStatus>("/api/admin/registration");
export const getDemoCredentials = () => api.get<{ credentials: DemoCredentials | null }>("/api/admin/demo-credentials");

export const logoutAdmin = (token: string) => api.post<{ loggedOut: true }>("/api/admin/logout", {}, bearer(token));
export const getAdminStats = (token: string) => api.get<AdminStats>("/api/admin/dashboard/stats", bearer(token));
export const getSystemInfo = (token: string) => api.get<AdminSystemInfo>("/api/admin/system", bearer(token));
export const getRetentionPolicy = (token: string) => api.get<RetentionPolicy>("/api/admin/retention", bearer(token));
export const setRetentionDays = (token: string, days: number | null) => api.put<RetentionPolicy>("/api/admin/retention", { days }, bearer(token));
export const listSignedInAccounts = (token: string) => api.get<{ accounts: SignedInAccount[] }>("/api/admin/accounts", bearer(token));
export const setAccountAdmin = (token: string, accountId: string, promoted: boolean) =>
  api.put<{ id: string; promoted: boolean }>(`/api/admin/accounts/${encodeURIComponent(accountId)}/admin`, { promoted }, bearer(token));
export const deleteAdminSession = (token: string, sessionId: string) =>
  api.delete<{ sessionId: string }>(`/api/admin/sessions/${encodeURIComponent(sessionId)}`, bearer(token));

export type SessionsQuery = { page: number; limit: number; search: string; type: AdminSessionTypeFilter };

export function listAdminSessions(token: string, query: SessionsQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit), search: query.search, type: query.type });
  return api.get<AdminSessionsPage>(`/api/admin/sessions?${params}`, { ...bearer(token), signal });
}

/** Asks for an export and returns the file; the name comes from Content-Disposition (sessions-export-{ISO date}). */
export function exportAdminSessions(token: string, format: ExportFormat, sessionIds: string[]): Promise<ApiResult<ExportDownload>> {
  return requestExportFile(`/api/admin/export/${format}`, { sessionIds, includeAnalytics: true, timeZone: readerTimeZone() }, { Authorization: `Bearer ${token}` }, "sessions-export", format);
}
