import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

/**
 * The admin area's number settings, each a whole number or absent (the default: off, or for `filter-automatic` on, 0
 * meaning the filter holds nothing back by itself).
 */
export type AdminSettingName = "retention-days" | "evaluation-min-responses" | "filter-automatic";

/**
 * The admin area's text settings, each absent until an admin sets it: the institution's time zone for reports
 * (`time-zone`, an IANA name), and what the accessibility statement and the privacy notice say of the institution
 * (`institution-*`, features/institution/).
 */
export type AdminTextSettingName =
  | "time-zone"
  | "institution-name"
  | "institution-contact"
  | "institution-privacy-contact"
  | "institution-enforcement"
  | "institution-statement-url";

export async function readStoredSetting(db: Kysely<Database>, name: AdminSettingName): Promise<number | null> {
  const value = await readStoredValue(db, name);
  return value === null ? null : Number(value);
}

/** Stores an admin's setting; null removes it (off). */
export function writeStoredSetting(db: Kysely<Database>, name: AdminSettingName, value: number | null): Promise<void> {
  return writeStoredValue(db, name, value === null ? null : String(value));
}

export function readStoredText(db: Kysely<Database>, name: AdminTextSettingName): Promise<string | null> {
  return readStoredValue(db, name);
}

/** Stores an admin's text setting; null removes it (the default again). */
export function writeStoredText(db: Kysely<Database>, name: AdminTextSettingName, value: string | null): Promise<void> {
  return writeStoredValue(db, name, value);
}

async function readStoredValue(db: Kysely<Database>, name: AdminSettingName | AdminTextSettingName): Promise<string | null> {
  const row = await db.selectFrom("admin_settings").select("value").where("name", "=", name).executeTakeFirst();
  return row ? row.value : null;
}

async function writeStoredValue(db: Kysely<Database>, name: AdminSettingName | AdminTextSettingName, value: string | null): Promise<void> {
  if (value === null) {
    await db.deleteFrom("admin_settings").where("name", "=", name).execute();
    return;
  }
  const row = { name, value, updated_at: new Date().toISOString() };
  await db
    .insertInto("admin_settings")
    .values(row)
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}
