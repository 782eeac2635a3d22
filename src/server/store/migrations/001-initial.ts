import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

export const initialMigration: Migration = {
  version: 1,
  name: "initial",
  async up(db: Kysely<any>, dialect) {
    const serial = dialect === "postgres" ? "serial" : "integer";

    await db.schema
      .createTable("sessions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("session_code", "text", (c) => c.notNull().unique())
      .addColumn("session_type", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("max_participants", "integer", (c) => c.notNull())
      .addColumn("is_public", "integer", (c) => c.notNull())
      .addColumn("is_active", "integer", (c) => c.notNull())
      .addColumn("host_key_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("total_submissions", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("total_words", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("unique_words", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex("sessions_created_at").on("sessions").column("created_at").execute();

    await db.schema
      .createTable("participants")
      .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
      .addColumn("participant_id", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("participants_pk", ["session_id", "participant_id"])
      .execute();

    await db.schema
      .createTable("feedback")
      .addColumn("id", serial, (c) => (dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
      .addColumn("participant_id", "text", (c) => c.notNull())
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("term", "text", (c) => c.notNull())
      .addColumn("is_moderated", "integer", (c) => c.notNull())
      .addColumn("in_cloud", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("feedback_session_id").on("feedback").columns(["session_id", "id"]).execute();

    await db.schema
      .createTable("word_counts")
      .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
      .addColumn("term", "text", (c) => c.notNull())
      .addColumn("frequency", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("word_counts_pk", ["session_id", "term"])
      .execute();

    await db.schema
      .createTable("word_spellings")
      .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
      .addColumn("term", "text", (c) => c.notNull())
      .addColumn("spelling", "text", (c) => c.notNull())
      .addColumn("frequency", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("word_spellings_pk", ["session_id", "term", "spelling"])
      .execute();

    await db.schema
      .createTable("class_questions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("question_key", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("text", "text", (c) => c.notNull())
      .addColumn("question_type", "text", (c) => c.notNull())
      .addColumn("scale_min", "integer", (c) => c.notNull())
      .addColumn("scale_max", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("class_questions_session").on("class_questions").columns(["session_id", "position"]).execute();

    await db.schema
      .createTable("class_responses")
      .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
      .addColumn("question_id", "text", (c) => c.notNull().references("class_questions.id").onDelete("cascade"))
      .addColumn("participant_id", "text", (c) => c.notNull())
      .addColumn("response_text", "text")
      .addColumn("response_number", "integer")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("class_responses_pk", ["question_id", "participant_id"])
      .execute();
    await db.schema.createIndex("class_responses_session").on("class_responses").column("session_id").execute();

    await db.schema
      .createTable("admins")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("full_name", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("is_demo", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("admin_tokens")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("admin_id", "text", (c) => c.notNull().references("admins.id").onDelete("cascade"))
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
};
