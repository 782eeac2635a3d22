import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

const RETENTION_DAYS = "retention-days";

/** The retention an admin stored, or null (off, the default). */
export async function readStoredRetentionDays(db: Kysely<Database>): Promise<number | null> {
  const row = await db.selectFrom("admin_settings").select("value").where("name", "=", RETENTION_DAYS).executeTakeFirst();
  return row ? Number(row.value) : null;
}

/** Stores the admin's retention; null removes it (off). */
export async function writeStoredRetentionDays(db: Kysely<Database>, days: number | null): Promise<void> {
  if (days === null) {
    await db.deleteFrom("admin_settings").where("name", "=", RETENTION_DAYS).execute();
    return;
  }
  const row = { name: RETENTION_DAYS, value: String(days), updated_at: new Date().toISOString() };
  await db
    .insertInto("admin_settings")
    .values(row)
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}
