import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * Sessions made by `npm run demo` are marked, so the demo admin (whose sign-in the sign-in page shows to everyone)
 * can be held to them. Sessions from before this migration count as real ones.
 */
export const demoSessionsMigration: Migration = {
  version: 4,
  name: "demo-sessions",
  async up(db: Kysely<any>) {
    await db.schema.alterTable("sessions").addColumn("is_demo", "integer", (column) => column.notNull().defaultTo(0)).execute();
  },
};
