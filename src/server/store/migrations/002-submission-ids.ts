import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * Every entry and class answer carries the client's submissionId, unique per session, so a repeat (a WebSocket
 * submission retried over HTTP, an outbox resend after a reload) is recognised instead of counted again. Rows from
 * before this migration have none (NULL never collides in a unique index, on SQLite or PostgreSQL).
 */
export const submissionIdsMigration: Migration = {
  version: 2,
  name: "submission-ids",
  async up(db: Kysely<any>) {
    await db.schema.alterTable("feedback").addColumn("submission_id", "text").execute();
    await db.schema.createIndex("feedback_submission").on("feedback").columns(["session_id", "submission_id"]).unique().execute();
    await db.schema.alterTable("class_responses").addColumn("submission_id", "text").execute();
    await db.schema
      .createIndex("class_responses_submission")
      .on("class_responses")
      .columns(["session_id", "submission_id"])
      .unique()
      .execute();
  },
};
