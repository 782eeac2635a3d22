import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * The word filter that knows its languages (issue 44): a session's language (sessions made before it keep the
 * English judgement they had), the institution's lists of words the filter always or never holds back (a term on one
 * list only), and the words a host let in for the rest of a session with Allow.
 */
export const wordFilterMigration: Migration = {
  version: 20,
  name: "word-filter",
  async up(db: Kysely<any>) {
    await db.schema.alterTable("sessions").addColumn("language", "text", (c) => c.notNull().defaultTo("en")).execute();
    await db.schema
      .createTable("filter_terms")
      .addColumn("term", "text", (c) => c.primaryKey())
      .addColumn("list", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("allowed_words")
      .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
      .addColumn("term", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("allowed_words_pk", ["session_id", "term"])
      .execute();
  },
};
