import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * The one-time code the first admin must enter under ADMIN_REGISTRATION=first (one row at most, id 1). It lives in
 * the database so every instance and worker prints and accepts the same code.
 */
export const adminSetupCodeMigration: Migration = {
  version: 3,
  name: "admin-setup-code",
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("admin_setup_code")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("code", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
};
