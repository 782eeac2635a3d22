import { randomUUID } from "node:crypto";
import type { AuditDetail, AuditKind } from "../../../shared/schemas/audit.js";
import type { AppContext } from "../../context.js";
import { insertAuditRecord } from "../../store/audit-data.js";
import type { AuditCaller } from "./audit-caller.js";

/**
 * What was done to what: the target as it is named now, its id, and the particulars (never a participant's text; an
 * undefined particular is left out).
 */
export type AuditAction = { kind: AuditKind; target?: string; targetId?: string | null; detail?: { [key: string]: AuditDetail[string] | undefined } };

/**
 * Records one action in the audit trail and writes it to the JSON log as `event: "audit"`. Called once the action
 * has happened: an action refused or failed leaves no record.
 */
export async function recordAudit(context: AppContext, caller: AuditCaller, action: AuditAction): Promise<void> {
  const detail: AuditDetail = Object.fromEntries(Object.entries(action.detail ?? {}).filter((entry): entry is [string, AuditDetail[string]] => entry[1] !== undefined));
  const record = {
    id: randomUUID(),
    at: new Date(context.now()).toISOString(),
    kind: action.kind,
    actor_kind: caller.actorKind,
    actor: caller.actor,
    target: action.target ?? "",
    target_id: action.targetId ?? null,
    detail: JSON.stringify(detail),
    address: caller.address,
  };
  await insertAuditRecord(context.store.db, record);
  context.logger.info(
    { event: "audit", kind: record.kind, actorKind: record.actor_kind, actor: record.actor, target: record.target, targetId: record.target_id, detail, address: record.address },
    `audit: ${record.kind}`,
  );
}

/** How a session is named in the trail: its title and code, as they were when the action was taken. */
export const sessionTarget = (session: { title: string; session_code: string }) => `${session.title} (${session.session_code})`;

/**
 * The settings a change really changed, as a `changed` detail ("title,isPublic"): each entry is a setting's name,
 * its stored value and the asked-for one (undefined: left as it is). Flags stored as 0/1 compare with booleans.
 */
export function changedSettings(settings: [name: string, stored: unknown, asked: unknown][]): string[] {
  const same = (stored: unknown, asked: unknown) => (typeof asked === "boolean" ? Number(stored) === Number(asked) : stored === asked);
  return settings.filter(([, stored, asked]) => asked !== undefined && !same(stored, asked)).map(([name]) => name);
}
