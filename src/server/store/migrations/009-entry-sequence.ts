import { sql, type Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * Each entry keeps its sequence number (the session's total_submissions right after it was counted, see
 * WrittenFeedback), so a cloud read from the database knows when each word first arrived: ties in the ranking go to
 * who came first, the same on every instance and after a reload. Entries from before are numbered in id order, the
 * order they were written in.
 */
export const entrySequenceMigration: Migration = {
  version: 9,
  name: "entry-sequence",
  async up(db: Kysely<any>) {
    await db.schema.alterTable("feedback").addColumn("sequence", "integer").execute();
    await sql`update feedback set sequence = (select count(*) from feedback earlier where earlier.session_id = feedback.session_id and earlier.id <= feedback.id)`.execute(db);
  },
};
