import type { AuditCaller } from "../audit/audit-caller.js";
import { recordAudit } from "../audit/record-audit.js";
import { TIME_ZONE_FIXED_MESSAGE, type TimeZonePolicy } from "../../../shared/schemas/time-zone.js";
import { DEFAULT_TIME_ZONE } from "../../../shared/time-zone.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { readStoredText, writeStoredText } from "../../store/admin-settings-data.js";
import { DEMO_REACH_MESSAGE, type AdminReach } from "./overview-service.js";

/** The zone every report writes its times in: TZ where set, else the admin's "Time zone", else Europe/Copenhagen. */
export async function reportTimeZone(context: AppContext): Promise<string> {
  return (await readTimeZone(context)).timeZone;
}

async function readTimeZone(context: AppContext): Promise<Omit<TimeZonePolicy, "changeable">> {
  if (context.config.timeZone !== null) return { timeZone: context.config.timeZone, source: "environment" };
  const stored = await readStoredText(context.store.db, "time-zone");
  return stored === null ? { timeZone: DEFAULT_TIME_ZONE, source: "default" } : { timeZone: stored, source: "admin" };
}

export async function getTimeZonePolicy(context: AppContext, admin: AdminReach): Promise<TimeZonePolicy> {
  const policy = await readTimeZone(context);
  return { ...policy, changeable: policy.source !== "environment" && !admin.demo };
}

/** Sets the institution's zone (already checked to be a known one); null: the default again. */
export async function setTimeZone(context: AppContext, admin: AdminReach, timeZone: string | null, caller: AuditCaller): Promise<TimeZonePolicy> {
  // The demo account reaches only the demo sessions; the zone is every report's.
  if (admin.demo) throw new AppError("FORBIDDEN", DEMO_REACH_MESSAGE);
  if (context.config.timeZone !== null) throw new AppError("CONFLICT", TIME_ZONE_FIXED_MESSAGE);
  const previous = await readStoredText(context.store.db, "time-zone");
  await writeStoredText(context.store.db, "time-zone", timeZone);
  if (timeZone !== previous) await recordAudit(context, caller, { kind: "timeZone.changed", detail: { timeZone: timeZone ?? DEFAULT_TIME_ZONE, previous: previous ?? DEFAULT_TIME_ZONE } });
  return getTimeZonePolicy(context, admin);
}
