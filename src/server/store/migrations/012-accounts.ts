import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * People who signed in through OpenID Connect (issue 26), one row per identity at the provider (`issuer` and its
 * `subject`), with the name and email it last gave. `is_admin`: promoted by an admin; `admin_by_claim`: the last
 * sign-in carried OIDC_ADMIN_CLAIM (which makes an admin at each sign-in, promoted or not). An admin account may belong to one (`admins.account_id`): it then signs in
 * through the provider, its password hash empty unless it had a local password before.
 */
export const accountsMigration: Migration = {
  version: 12,
  name: "accounts",
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("accounts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("issuer", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("full_name", "text", (c) => c.notNull())
      .addColumn("is_admin", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("admin_by_claim", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_sign_in_at", "text", (c) => c.notNull())
      .addUniqueConstraint("accounts_identity", ["issuer", "subject"])
      .execute();
    await db.schema.alterTable("admins").addColumn("account_id", "text").execute();
  },
};
