import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * Random keys the server signs its cookies with (device cookies, the OpenID Connect sign-in in flight), one row per
 * purpose. They live in the database so every instance and worker signs and checks with the same key.
 */
export const serverSecretsMigration: Migration = {
  version: 11,
  name: "server-secrets",
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("server_secrets")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
};
