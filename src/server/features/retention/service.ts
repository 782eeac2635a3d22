import { RETENTION_FIXED_MESSAGE, type AdminRetentionPolicy, type RetentionPolicy, type SessionRetention } from "../../../shared/schemas/retention.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { readStoredSetting, writeStoredSetting } from "../../store/admin-settings-data.js";
import { listIdleSessionIds, readSessionActivity } from "../../store/session-activity-data.js";
import { DEMO_REACH_MESSAGE, type AdminReach } from "../admin/overview-service.js";
import { deleteAuditRecordsBefore } from "../../store/audit-data.js";
import { SYSTEM_CALLER, type AuditCaller } from "../audit/audit-caller.js";
import { recordAudit } from "../audit/record-audit.js";
import { removeSession } from "../sessions/session-removal.js";
import { deletionTime, idleCutoff, lastActivity } from "./retention-dates.js";

/** Sessions read per query while sweeping; each is then deleted in a transaction of its own. */
const SWEEP_BATCH = 100;

/** RETENTION_DAYS wins over what an admin stored: the operator answers for how long the data is kept. */
export async function getRetentionPolicy(context: AppContext): Promise<RetentionPolicy> {
  const fixed = context.config.operations.retentionDays;
  if (fixed !== null) return { days: fixed, source: "environment" };
  return { days: await readStoredSetting(context.store.db, "retention-days"), source: "admin" };
}

/** The policy for the admin area, with whether this admin may change it there. */
export async function getAdminRetentionPolicy(context: AppContext, admin: AdminReach): Promise<AdminRetentionPolicy> {
  const policy = await getRetentionPolicy(context);
  return { ...policy, changeable: policy.source === "admin" && !admin.demo };
}

export async function setRetentionDays(context: AppContext, days: number | null, admin: AdminReach, caller: AuditCaller): Promise<AdminRetentionPolicy> {
  // The demo account reaches only the demo sessions; retention would delete everyone's.
  if (admin.demo) throw new AppError("FORBIDDEN", DEMO_REACH_MESSAGE);
  if (context.config.operations.retentionDays !== null) throw new AppError("CONFLICT", RETENTION_FIXED_MESSAGE);
  const previous = await readStoredSetting(context.store.db, "retention-days");
  await writeStoredSetting(context.store.db, "retention-days", days);
  if (days !== previous) await recordAudit(context, caller, { kind: "retention.changed", detail: { days, previous } });
  return getAdminRetentionPolicy(context, admin);
}

/** When the session will be deleted under the retention in force (both null while retention is off). */
export async function getSessionRetention(context: AppContext, sessionId: string): Promise<SessionRetention> {
  const activity = await readSessionActivity(context.store.db, sessionId);
  if (!activity) throw new AppError("NOT_FOUND", "Session not found");
  const { days } = await getRetentionPolicy(context);
  return { days, deletesAt: days === null ? null : deletionTime(lastActivity(activity), days) };
}

/**
 * Deletes every session idle for longer than the retention at `now`, each through the admin's delete path. Safe
 * to run on several instances at once: a session is deleted only while still idle, under its row lock, so each goes
 * exactly once and one that just got an answer stays. `stopping` ends the sweep early (shutdown). Returns how many
 * sessions this run deleted.
 */
export async function sweepIdleSessions(context: AppContext, now: number, stopping: () => boolean = () => false): Promise<number> {
  const { days } = await getRetentionPolicy(context);
  if (days === null) return 0;
  const idleBefore = idleCutoff(now, days);
  const tried = new Set<string>();
  let deleted = 0;
  while (!stopping()) {
    const due = (await listIdleSessionIds(context.store.db, idleBefore, SWEEP_BATCH)).filter((id) => !tried.has(id));
    if (due.length === 0) break;
    for (const sessionId of due) {
      if (stopping()) break;
      tried.add(sessionId);
      if (!(await removeSession(context, sessionId, SYSTEM_CALLER, { idleBefore, idleDays: days }))) continue;
      deleted += 1;
      context.logger.info({ event: "retention-delete", sessionId, retentionDays: days, idleBefore }, "deleted a session idle for longer than the retention");
    }
  }
  if (deleted > 0) context.logger.info({ event: "retention-sweep", deleted, retentionDays: days, idleBefore }, `retention deleted ${deleted} sessions`);
  // The audit trail is kept as long as the sessions it speaks of.
  const auditDeleted = await deleteAuditRecordsBefore(context.store.db, idleBefore);
  if (auditDeleted > 0) context.logger.info({ event: "retention-audit", deleted: auditDeleted, retentionDays: days, before: idleBefore }, `retention deleted ${auditDeleted} audit records`);
  return deleted;
}
