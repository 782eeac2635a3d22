import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * One voice per student (issue 22). A session may limit how many responses (form sends) each participant gives per
 * question (`answers_per_participant`, NULL: unlimited as the spec has it) and count each participant once per word
 * (`count_once`). An entry names the response it was sent in (`response_id`, NULL: it is a response of its own) and
 * whether it repeats a word its participant already gave to the question (`is_repeat`: stored, never counted).
 */
export const oneVoiceMigration: Migration = {
  version: 7,
  name: "one-voice",
  async up(db: Kysely<any>) {
    await db.schema.alterTable("sessions").addColumn("answers_per_participant", "integer").execute();
    await db.schema.alterTable("sessions").addColumn("count_once", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable("feedback").addColumn("response_id", "text").execute();
    await db.schema.alterTable("feedback").addColumn("is_repeat", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex("feedback_question_participant").on("feedback").columns(["question_id", "participant_id"]).execute();
  },
};
