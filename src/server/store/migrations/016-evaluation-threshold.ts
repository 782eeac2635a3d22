import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * The anonymity threshold (issue 36): the number of answers below which an evaluation's results are withheld, as its
 * host raised it for this session; NULL: the institution's floor (or the course's default) alone decides.
 */
export const evaluationThresholdMigration: Migration = {
  version: 16,
  name: "evaluation-threshold",
  async up(db: Kysely<any>) {
    await db.schema.alterTable("sessions").addColumn("min_responses", "integer").execute();
  },
};
