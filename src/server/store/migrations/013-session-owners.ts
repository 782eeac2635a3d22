import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * Host accounts (issue 26): a session created by someone signed in with the institution belongs to their account,
 * which may then manage it from any browser without the host key. NULL: an anonymous host (the host key only).
 * A participant records only whether they were signed in with the institution when first counted ("campus only").
 */
export const sessionOwnersMigration: Migration = {
  version: 13,
  name: "session-owners",
  async up(db: Kysely<any>) {
    await db.schema.alterTable("sessions").addColumn("owner_account_id", "text").execute();
    await db.schema.alterTable("participants").addColumn("signed_in", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex("sessions_owner").on("sessions").columns(["owner_account_id", "created_at"]).execute();
  },
};
