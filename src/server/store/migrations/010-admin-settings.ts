import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/** Settings an admin changes in the admin area, one row per setting (the first: `retention-days`). */
export const adminSettingsMigration: Migration = {
  version: 10,
  name: "admin-settings",
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("admin_settings")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
};
