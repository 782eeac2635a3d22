import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

/**
 * The admin area's settings, each a whole number or absent (the default: off, or for `filter-automatic` on, 0
 * meaning the filter holds nothing back by itself).
 */
export type AdminSettingName = "retention-days" | "evaluation-min-responses" | "filter-automatic";

export async function readStoredSetting(db: Kysely<Database>, name: AdminSettingName): Promise<number | null> {
  const row = await db.selectFrom("admin_settings").select("value").where("name", "=", name).executeTakeFirst();
  return row ? Number(row.value) : null;
}

/** Stores an admin's setting; null removes it (off). */
export async function writeStoredSetting(db: Kysely<Database>, name: AdminSettingName, value: number | null): Promise<void> {
  if (value === null) {
    await db.deleteFrom("admin_settings").where("name", "=", name).execute();
    return;
  }
  const row = { name, value: String(value), updated_at: new Date().toISOString() };
  await db
    .insertInto("admin_settings")
    .values(row)
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}
