import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * The day a lecture was held (issue 45), as its host sets it: a course's lectures are told apart and put in order by
 * it, not by the day their evaluation was created. NULL: the day it opened for answers (or was created).
 */
export const heldOnMigration: Migration = {
  version: 21,
  name: "held-on",
  async up(db: Kysely<any>) {
    await db.schema.alterTable("sessions").addColumn("held_on", "text").execute();
  },
};
