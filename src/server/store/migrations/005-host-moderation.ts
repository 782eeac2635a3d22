import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * What hosts decide about what the room sees. Words are hidden and merged per cloud (`scope`: "" for a regular
 * session's cloud, a question id for a class session's text question) and banned per session. Each entry records
 * its review: "none", or waiting/approved/rejected (it arrived while answers needed approval), or allowed/kept-out
 * (the host's verdict on an entry the filter flagged). Waiting and rejected entries are "withheld": stored and
 * numbered like every entry, but left out of the counts the room sees.
 */
export const hostModerationMigration: Migration = {
  version: 5,
  name: "host-moderation",
  async up(db: Kysely<any>) {
    await db.schema.alterTable("sessions").addColumn("require_approval", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable("sessions").addColumn("withheld_submissions", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable("sessions").addColumn("withheld_words", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable("sessions").addColumn("moderation_revision", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable("feedback").addColumn("review", "text", (c) => c.notNull().defaultTo("none")).execute();
    await db.schema.createIndex("feedback_review").on("feedback").columns(["session_id", "review", "id"]).execute();

    await db.schema
      .createTable("hidden_words")
      .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("term", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("hidden_words_pk", ["session_id", "scope", "term"])
      .execute();

    await db.schema
      .createTable("banned_terms")
      .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
      .addColumn("term", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("banned_terms_pk", ["session_id", "term"])
      .execute();

    await db.schema
      .createTable("word_merges")
      .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("term", "text", (c) => c.notNull())
      .addColumn("merge_key", "text", (c) => c.notNull())
      .addColumn("label", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("word_merges_pk", ["session_id", "scope", "term"])
      .execute();
  },
};
