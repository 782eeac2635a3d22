import {
  CLASS_TEXT_MAX_LENGTH,
  FEEDBACK_MAX_LENGTH,
  MAX_PARTICIPANTS_MAX,
  RECENT_SESSIONS_COUNT,
  SESSION_CODE_LENGTH,
  WORD_CLOUD_MAX_WORDS,
} from "../../../shared/limits.js";
import type { AdminSessionsPage, AdminSessionsQuery, AdminStats, AdminSystemInfo } from "../../../shared/schemas/admin.js";
import type { AuditCaller } from "../audit/audit-caller.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { APP_VERSION } from "../../paths.js";
import { countAdminSessions, countRealSessions, listAdminSessionSummaries, readAdminTotals } from "../../store/admin-sessions-data.js";
import { removeSession } from "../sessions/session-removal.js";

/** Which admin asks: the demo account (`demo`) reaches only the sessions `npm run demo` made. */
export type AdminReach = { demo: boolean };

export const DEMO_REACH_MESSAGE = "The demo account can only see and manage the demo sessions";

/** Refuses the demo account what reaches beyond the demo sessions (its sign-in is public). */
export function refuseDemo(admin: AdminReach): void {
  if (admin.demo) throw new AppError("FORBIDDEN", DEMO_REACH_MESSAGE);
}

/** Refuses the demo account any session it may not reach; nothing is read or changed for it. */
export async function assertAdminReaches(context: AppContext, admin: AdminReach, sessionIds: string[]): Promise<void> {
  if (admin.demo && (await countRealSessions(context.store.db, sessionIds)) > 0) throw new AppError("FORBIDDEN", DEMO_REACH_MESSAGE);
}

export async function getAdminStats(context: AppContext, admin: AdminReach): Promise<AdminStats> {
  const totals = await readAdminTotals(context.store.db, admin.demo);
  const recentSessions = await listAdminSessionSummaries(context.store.db, {
    search: "",
    type: "all",
    dialect: context.store.dialect,
    demoOnly: admin.demo,
    limit: RECENT_SESSIONS_COUNT,
    offset: 0,
  });
  return {
    totalSessions: totals.totalSessions,
    activeSessions: totals.activeSessions,
    totalResponses: totals.totalSubmissions + totals.classResponses,
    totalParticipants: totals.totalParticipants,
    totalSubmissions: totals.totalSubmissions,
    totalWords: totals.totalWords,
    totalCourses: totals.totalCourses,
    recentSessions,
  };
}

/** One page of sessions; a page beyond the last is an empty list with the true totals, not an error. */
export async function listAdminSessions(context: AppContext, query: AdminSessionsQuery, admin: AdminReach): Promise<AdminSessionsPage> {
  const filter = { search: query.search, type: query.type, dialect: context.store.dialect, demoOnly: admin.demo };
  const total = await countAdminSessions(context.store.db, filter);
  const sessions = await listAdminSessionSummaries(context.store.db, { ...filter, limit: query.limit, offset: (query.page - 1) * query.limit });
  return { sessions, pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) } };
}

export async function deleteAdminSession(context: AppContext, sessionId: string, admin: AdminReach, caller: AuditCaller): Promise<{ sessionId: string }> {
  await assertAdminReaches(context, admin, [sessionId]);
  if (!(await removeSession(context, sessionId, caller))) throw new AppError("NOT_FOUND", "Session not found");
  return { sessionId };
}

/** What is actually running, for the read-only System Settings tab (the spec's static text would be untrue here). */
export function getSystemInfo(context: AppContext): AdminSystemInfo {
  return {
    version: APP_VERSION,
    environment: context.config.environment,
    storage: { kind: context.store.dialect, description: context.store.description },
    realtime: "WebSocket (/ws)",
    adminRegistration: context.config.adminRegistration,
    limits: {
      maxParticipantsPerSession: MAX_PARTICIPANTS_MAX,
      feedbackMaxLength: FEEDBACK_MAX_LENGTH,
      classTextMaxLength: CLASS_TEXT_MAX_LENGTH,
      sessionCodeLength: SESSION_CODE_LENGTH,
      wordCloudMaxWords: WORD_CLOUD_MAX_WORDS,
    },
    features: { realtimeUpdates: true, contentModeration: true, publicSessions: true, dataExport: true },
  };
}
