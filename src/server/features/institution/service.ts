import type { AuditCaller } from "../audit/audit-caller.js";
import { recordAudit } from "../audit/record-audit.js";
import {
  INSTITUTION_FIELDS,
  institutionFixedMessage,
  type Institution,
  type InstitutionChange,
  type InstitutionField,
  type InstitutionPolicy,
  type InstitutionSetting,
} from "../../../shared/schemas/institution.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { readStoredText, writeStoredText, type AdminTextSettingName } from "../../store/admin-settings-data.js";
import { DEMO_REACH_MESSAGE, type AdminReach } from "../admin/overview-service.js";
import { getRetentionPolicy } from "../retention/service.js";

/** Where an admin's value of each field is kept (admin_settings). */
const STORED_AS: Record<InstitutionField, AdminTextSettingName> = {
  name: "institution-name",
  contact: "institution-contact",
  privacyContact: "institution-privacy-contact",
  enforcement: "institution-enforcement",
  statementUrl: "institution-statement-url",
};

/** One field: the environment's (INSTITUTION_*, which wins, as TZ and RETENTION_DAYS do), else the admin's, else none. */
async function readSetting(context: AppContext, field: InstitutionField): Promise<InstitutionSetting> {
  const fixed = context.config.institution[field];
  if (fixed !== null) return { value: fixed, source: "environment" };
  const stored = await readStoredText(context.store.db, STORED_AS[field]);
  return stored === null ? { value: null, source: "default" } : { value: stored, source: "admin" };
}

async function readSettings(context: AppContext): Promise<Record<InstitutionField, InstitutionSetting>> {
  const settings = await Promise.all(INSTITUTION_FIELDS.map((field) => readSetting(context, field)));
  return Object.fromEntries(INSTITUTION_FIELDS.map((field, index) => [field, settings[index]!])) as Record<InstitutionField, InstitutionSetting>;
}

/** What the accessibility statement and the privacy notice say of the institution, for anyone. */
export async function getInstitution(context: AppContext): Promise<Institution> {
  const settings = await readSettings(context);
  const { days } = await getRetentionPolicy(context);
  return {
    name: settings.name.value,
    contact: settings.contact.value,
    privacyContact: settings.privacyContact.value,
    enforcement: settings.enforcement.value,
    statementUrl: settings.statementUrl.value,
    retentionDays: days,
  };
}

export async function getInstitutionPolicy(context: AppContext, admin: AdminReach): Promise<InstitutionPolicy> {
  return { ...(await readSettings(context)), changeable: !admin.demo };
}

/**
 * Sets the fields the change names (null: unset) and leaves the others. A field the environment fixes is refused, the
 * whole change with it, so nothing is half saved.
 */
export async function setInstitution(context: AppContext, admin: AdminReach, change: InstitutionChange, caller: AuditCaller): Promise<InstitutionPolicy> {
  // The demo account reaches only the demo sessions; these texts are on every page.
  if (admin.demo) throw new AppError("FORBIDDEN", DEMO_REACH_MESSAGE);
  const fields = INSTITUTION_FIELDS.filter((field) => change[field] !== undefined);
  const fixed = fields.find((field) => context.config.institution[field] !== null);
  if (fixed) throw new AppError("CONFLICT", institutionFixedMessage(fixed));
  const changed = [];
  for (const field of fields) {
    const value = change[field] ?? null;
    if ((await readStoredText(context.store.db, STORED_AS[field])) === value) continue;
    await writeStoredText(context.store.db, STORED_AS[field], value);
    changed.push(field);
  }
  if (changed.length > 0) await recordAudit(context, caller, { kind: "institution.changed", detail: { changed: changed.join(",") } });
  return getInstitutionPolicy(context, admin);
}
