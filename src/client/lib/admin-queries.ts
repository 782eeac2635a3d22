import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { dataOrThrow, errorStatus } from "./api.js";
import {
  getAdminStats,
  getDemoCredentials,
  getFilterPolicy,
  getInstitutionPolicy,
  getRegistrationStatus,
  getMinResponsesPolicy,
  getRetentionPolicy,
  getSystemInfo,
  getTimeZonePolicy,
  compareTermCourses,
  getTermView,
  listAdminSessions,
  listAuditTrail,
  type AuditTrailFilter,
  listTerms,
  listLtiPlatforms,
  listSignedInAccounts,
  type SessionsQuery,
} from "./admin-api.js";
import type { AdminSession } from "./admin-auth.js";
import type { Translate } from "../i18n/i18n-provider.js";

/** Cache keys of the admin screens; everything under `all` is dropped when the admin signs out. */
export const adminKeys = {
  all: ["admin"] as const,
  stats: ["admin", "stats"] as const,
  sessions: ["admin", "sessions"] as const,
  system: ["admin", "system"] as const,
  retention: ["admin", "retention"] as const,
  timeZone: ["admin", "time-zone"] as const,
  institution: ["admin", "institution"] as const,
  minResponses: ["admin", "evaluation-threshold"] as const,
  wordFilter: ["admin", "word-filter"] as const,
  accounts: ["admin", "accounts"] as const,
  ltiPlatforms: ["admin", "lti-platforms"] as const,
  audit: ["admin", "audit"] as const,
  terms: ["admin", "terms"] as const,
  registration: ["admin-registration"] as const,
  demoCredentials: ["admin-demo-credentials"] as const,
};

/** The toast for a failed admin call: none for a 401 (the session signs out), the network text when nothing answered. */
export const adminErrorToast =
  (t: Translate, fallback?: string) =>
  (error: Error): string | null => {
    const status = errorStatus(error);
    if (status === 401) return null;
    return status === 0 ? t("admin.networkError") : (fallback ?? error.message);
  };

export const adminStatsQuery = (session: AdminSession, t: Translate) =>
  queryOptions({
    queryKey: adminKeys.stats,
    queryFn: () => dataOrThrow(session.call(getAdminStats)),
    meta: { errorToast: adminErrorToast(t, t("admin.failedToLoadDashboard")) },
  });

export const adminSessionsQuery = (session: AdminSession, query: SessionsQuery, t: Translate) =>
  queryOptions({
    queryKey: [...adminKeys.sessions, query],
    queryFn: ({ signal }) => dataOrThrow(session.call((token) => listAdminSessions(token, query, signal))),
    meta: { errorToast: adminErrorToast(t) },
  });

/** A page of the audit trail under its filters; the demo account's 403 is the tab's to say, not a toast. */
export const auditTrailQuery = (session: AdminSession, query: AuditTrailFilter & { page: number; limit: number }, t: Translate) =>
  queryOptions({
    queryKey: [...adminKeys.audit, query],
    queryFn: ({ signal }) => dataOrThrow(session.call((token) => listAuditTrail(token, query, signal))),
    meta: { errorToast: (error: Error) => (errorStatus(error) === 403 ? null : adminErrorToast(t)(error)) },
  });

/** Every session, newest first, a page at a time ("Load more"). */
export const adminSessionPagesQuery = (session: AdminSession, limit: number, t: Translate) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.sessions, "pages", limit],
    queryFn: ({ pageParam, signal }) =>
      dataOrThrow(session.call((token) => listAdminSessions(token, { page: pageParam, limit, search: "", type: "all" }, signal))),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined),
    meta: { errorToast: adminErrorToast(t) },
  });

export const systemInfoQuery = (session: AdminSession, t: Translate) =>
  queryOptions({ queryKey: adminKeys.system, queryFn: () => dataOrThrow(session.call(getSystemInfo)), meta: { errorToast: adminErrorToast(t) } });

export const retentionPolicyQuery = (session: AdminSession, t: Translate) =>
  queryOptions({ queryKey: adminKeys.retention, queryFn: () => dataOrThrow(session.call(getRetentionPolicy)), meta: { errorToast: adminErrorToast(t) } });

export const minResponsesPolicyQuery = (session: AdminSession, t: Translate) =>
  queryOptions({ queryKey: adminKeys.minResponses, queryFn: () => dataOrThrow(session.call(getMinResponsesPolicy)), meta: { errorToast: adminErrorToast(t) } });

/** The word filter's switch and its two lists, narrowed to the terms holding `search` (every term when it is empty). */
export const filterPolicyQuery = (session: AdminSession, search: string, t: Translate) =>
  queryOptions({
    queryKey: [...adminKeys.wordFilter, search],
    queryFn: () => dataOrThrow(session.call((token) => getFilterPolicy(token, search))),
    meta: { errorToast: adminErrorToast(t) },
  });

export const registrationStatusQuery = () => queryOptions({ queryKey: adminKeys.registration, queryFn: () => dataOrThrow(getRegistrationStatus()) });

export const demoCredentialsQuery = () =>
  queryOptions({ queryKey: adminKeys.demoCredentials, queryFn: async () => (await dataOrThrow(getDemoCredentials())).credentials });

/** A card's query the demo account is refused (403): its card says so in place of the data (AdminQueryCard), no toast. */
const quietForDemo = (t: Translate) => ({ errorToast: (error: Error) => (errorStatus(error) === 403 ? null : adminErrorToast(t)(error)) });

/** People who signed in through the institution's provider, for promotion to admin. */
export const signedInAccountsQuery = (session: AdminSession, t: Translate) =>
  queryOptions({
    queryKey: adminKeys.accounts,
    queryFn: async () => (await dataOrThrow(session.call(listSignedInAccounts))).accounts,
    meta: quietForDemo(t),
  });

/** The learning platforms registered for LTI, and the tool's endpoints to enter at one. */
export const ltiPlatformsQuery = (session: AdminSession, t: Translate) =>
  queryOptions({
    queryKey: adminKeys.ltiPlatforms,
    queryFn: async () => dataOrThrow(session.call(listLtiPlatforms)),
    meta: quietForDemo(t),
  });

export const institutionPolicyQuery = (session: AdminSession, t: Translate) =>
  queryOptions({ queryKey: adminKeys.institution, queryFn: () => dataOrThrow(session.call(getInstitutionPolicy)), meta: { errorToast: adminErrorToast(t) } });

export const timeZonePolicyQuery = (session: AdminSession, t: Translate) =>
  queryOptions({ queryKey: adminKeys.timeZone, queryFn: () => dataOrThrow(session.call(getTimeZonePolicy)), meta: { errorToast: adminErrorToast(t) } });

/** The terms the courses name, newest first. */
export const termsQuery = (session: AdminSession, t: Translate) =>
  queryOptions({ queryKey: adminKeys.terms, queryFn: async () => (await dataOrThrow(session.call(listTerms))).terms, meta: { errorToast: adminErrorToast(t) } });

/** One term's courses with their figures. */
export const termViewQuery = (session: AdminSession, term: string, t: Translate) =>
  queryOptions({
    queryKey: [...adminKeys.terms, "view", term],
    queryFn: () => dataOrThrow(session.call((token) => getTermView(token, term))),
    meta: { errorToast: adminErrorToast(t) },
  });

/** Two courses of the term side by side, or `first` against the term's average (`second` null). */
export const termCompareQuery = (session: AdminSession, term: string, first: string, second: string | null, t: Translate) =>
  queryOptions({
    queryKey: [...adminKeys.terms, "compare", term, first, second],
    queryFn: () => dataOrThrow(session.call((token) => compareTermCourses(token, term, first, second ?? undefined))),
    meta: { errorToast: adminErrorToast(t) },
  });
