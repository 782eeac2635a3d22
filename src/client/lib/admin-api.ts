import type { AdminSessionTypeFilter, ExportFormat } from "../../shared/schemas/admin.js";
import type { AuditActorKind, AuditKind } from "../../shared/schemas/audit.js";
import type { InstitutionChange } from "../../shared/schemas/institution.js";
import type { LtiPlatformInput } from "../../shared/schemas/lti.js";
import type { FilterListName } from "../../shared/schemas/word-filter.js";
import type { Locale } from "../i18n/locale.js";
import { callRoute, type ApiResult } from "./api.js";
import { requestExportFile, type ExportDownload } from "./export-files.js";

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

export const loginAdmin = (email: string, password: string) => callRoute("loginAdmin", { body: { email, password } });
export const registerAdmin = (email: string, password: string, fullName: string, setupCode?: string) =>
  callRoute("registerAdmin", { body: { email, password, fullName, setupCode } });
export const getRegistrationStatus = () => callRoute("getRegistrationStatus", {});
export const getDemoCredentials = () => callRoute("getDemoCredentials", {});

export const logoutAdmin = (token: string) => callRoute("logoutAdmin", {}, bearer(token));
export const getAdminStats = (token: string) => callRoute("getAdminStats", {}, bearer(token));
export const getSystemInfo = (token: string) => callRoute("getSystemInfo", {}, bearer(token));
export const getRetentionPolicy = (token: string) => callRoute("getRetentionPolicy", {}, bearer(token));
export const setRetentionDays = (token: string, days: number | null) => callRoute("setRetentionDays", { body: { days } }, bearer(token));
export const getMinResponsesPolicy = (token: string) => callRoute("getMinResponsesPolicy", {}, bearer(token));
export const setMinResponses = (token: string, minResponses: number | null) => callRoute("setMinResponses", { body: { minResponses } }, bearer(token));
export const getTimeZonePolicy = (token: string) => callRoute("getTimeZonePolicy", {}, bearer(token));
export const setTimeZone = (token: string, timeZone: string | null) => callRoute("setTimeZone", { body: { timeZone } }, bearer(token));
export const getInstitutionPolicy = (token: string) => callRoute("getInstitutionPolicy", {}, bearer(token));
export const setInstitution = (token: string, change: InstitutionChange) => callRoute("setInstitution", { body: change }, bearer(token));
export const getFilterPolicy = (token: string, search: string) => callRoute("getFilterPolicy", { query: search ? { search } : {} }, bearer(token));
export const setFilterAutomatic = (token: string, automatic: boolean) => callRoute("setFilterAutomatic", { body: { automatic } }, bearer(token));
export const addFilterTerms = (token: string, list: FilterListName, terms: string[]) => callRoute("addFilterTerms", { body: { list, terms } }, bearer(token));
export const removeFilterTerms = (token: string, list: FilterListName, terms: string[]) => callRoute("removeFilterTerms", { body: { list, terms } }, bearer(token));
export const listSignedInAccounts = (token: string) => callRoute("listSignedInAccounts", {}, bearer(token));
export const setAccountAdmin = (token: string, accountId: string, promoted: boolean) =>
  callRoute("setAccountAdmin", { params: { id: accountId }, body: { promoted } }, bearer(token));
export const listLtiPlatforms = (token: string) => callRoute("listLtiPlatforms", {}, bearer(token));
export const registerLtiPlatform = (token: string, platform: LtiPlatformInput) => callRoute("registerLtiPlatform", { body: platform }, bearer(token));
export const deleteLtiPlatform = (token: string, id: string) => callRoute("deleteLtiPlatform", { params: { id } }, bearer(token));
export const rotateLtiKey = (token: string) => callRoute("rotateLtiKey", {}, bearer(token));
export const checkLtiPlatform = (token: string, id: string) => callRoute("checkLtiPlatform", { params: { id } }, bearer(token));
export const dismissLtiRegistrationAttempt = (token: string, id: string) => callRoute("dismissLtiRegistrationAttempt", { params: { id } }, bearer(token));
export const deleteAdminSession = (token: string, sessionId: string) => callRoute("deleteAdminSession", { params: { id: sessionId } }, bearer(token));

export type AuditTrailFilter = { kind: AuditKind | ""; actorKind: AuditActorKind | ""; actor: string };

export function listAuditTrail(token: string, query: AuditTrailFilter & { page: number; limit: number }, signal?: AbortSignal) {
  return callRoute("listAuditTrail", { query }, { ...bearer(token), signal });
}

/** The audit trail under `filter` as CSV, in the admin's language (ordsky-audit-trail-{ISO date}.csv). */
export function exportAuditTrail(token: string, filter: AuditTrailFilter, language: Locale): Promise<ApiResult<ExportDownload>> {
  return requestExportFile("exportAuditTrail", { body: { ...filter, language } }, { Authorization: `Bearer ${token}` }, "ordsky-audit-trail");
}

export type SessionsQuery = { page: number; limit: number; search: string; type: AdminSessionTypeFilter };

export function listAdminSessions(token: string, query: SessionsQuery, signal?: AbortSignal) {
  return callRoute("listAdminSessions", { query }, { ...bearer(token), signal });
}

/** Asks for an export and returns the file; the name comes from Content-Disposition (sessions-export-{ISO date}). */
export function exportAdminSessions(token: string, format: ExportFormat, sessionIds: string[], language: Locale): Promise<ApiResult<ExportDownload>> {
  return requestExportFile(
    "exportAdminSessions",
    { params: { format }, body: { sessionIds, includeAnalytics: true, language } },
    { Authorization: `Bearer ${token}` },
    "sessions-export",
  );
}

export const listTerms = (token: string) => callRoute("listTerms", {}, bearer(token));
export const getTermView = (token: string, term: string) => callRoute("getTermView", { query: { term } }, bearer(token));
/** `second` absent: `first` against the term's average. */
export const compareTermCourses = (token: string, term: string, first: string, second?: string) =>
  callRoute("compareTermCourses", { query: { term, first, second } }, bearer(token));

/** The term report in `language` (the interface's): the term's courses, each lecture's headline, the term's average. */
export function exportTerm(token: string, format: ExportFormat, term: string, language: Locale): Promise<ApiResult<ExportDownload>> {
  return requestExportFile("exportTerm", { params: { format }, body: { term, language } }, { Authorization: `Bearer ${token}` }, "ordsky-term");
}
