import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * Courses (issue 36): a host groups sessions into a course, whose template questions every new lecture evaluation
 * copies. A course is managed like a session: by the account that created it (`owner_account_id`) or by its host
 * key (only the hash is kept). `min_responses`: the host's raise of the anonymity threshold for the whole course;
 * `answer_max_length`: how long its text answers may be (the spec's 25 unless the host chose up to 200), copied into
 * each question of an evaluation it creates, so a later change affects only the evaluations created afterwards.
 */
export const coursesMigration: Migration = {
  version: 14,
  name: "courses",
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("courses")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("term", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("enrolled", "integer")
      .addColumn("min_responses", "integer")
      .addColumn("answer_max_length", "integer", (c) => c.notNull().defaultTo(25))
      .addColumn("owner_account_id", "text")
      .addColumn("host_key_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("courses_owner").on("courses").columns(["owner_account_id", "created_at"]).execute();

    await db.schema
      .createTable("course_questions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("course_id", "text", (c) => c.notNull().references("courses.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("question_key", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("text", "text", (c) => c.notNull())
      .addColumn("question_type", "text", (c) => c.notNull())
      .addColumn("scale_min", "integer", (c) => c.notNull())
      .addColumn("scale_max", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("course_questions_course").on("course_questions").columns(["course_id", "position"]).execute();

    // No foreign key: SQLite cannot add one to an existing table (and no course is ever deleted).
    await db.schema.alterTable("sessions").addColumn("course_id", "text").execute();
    await db.schema.createIndex("sessions_course").on("sessions").columns(["course_id", "created_at"]).execute();
    await db.schema.alterTable("class_questions").addColumn("answer_max_length", "integer", (c) => c.notNull().defaultTo(25)).execute();
  },
};
