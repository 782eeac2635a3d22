import type { AppContext } from "../../context.js";
import { deleteSessionTree } from "../../store/admin-sessions-data.js";
import { findSessionRow } from "../../store/sessions-data.js";
import type { AuditCaller } from "../audit/audit-caller.js";
import { recordAudit, sessionTarget } from "../audit/record-audit.js";

/**
 * The one way a session goes, for an admin's delete and for retention alike: the session and everything under it
 * are deleted, then every instance drops its live state and tells the sockets watching it, and the audit trail
 * records who deleted it (by its name then). With `idleBefore` it is deleted only while still idle since then (see
 * deleteSessionTree). False: nothing was deleted.
 */
export async function removeSession(context: AppContext, sessionId: string, caller: AuditCaller, options: { idleBefore?: string; idleDays?: number } = {}): Promise<boolean> {
  const row = await findSessionRow(context.store.db, sessionId);
  if (!row) return false;
  const removed = await deleteSessionTree(context.store.db, sessionId, options);
  if (!removed) return false;
  context.hub.forget(sessionId);
  await recordAudit(context, caller, { kind: "session.deleted", target: sessionTarget(row), targetId: sessionId, detail: options.idleDays === undefined ? {} : { idleDays: options.idleDays } });
  return true;
}
