import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * "Participants may see the results" (class evaluations): when off, the analytics are the host's and admins' alone.
 * On for every session so far, as the spec has it.
 */
export const classResultsPrivacyMigration: Migration = {
  version: 8,
  name: "class-results-privacy",
  async up(db: Kysely<any>) {
    await db.schema.alterTable("sessions").addColumn("participants_see_results", "integer", (c) => c.notNull().defaultTo(1)).execute();
  },
};
