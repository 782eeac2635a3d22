import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * The audit trail (issue 46): who changed or exported what others see, when and from which address. A record is
 * kept for the retention the admin set and names no answer's text; it outlives the session or course it names
 * (its name is copied in), so a deletion is recorded.
 */
export const auditTrailMigration: Migration = {
  version: 22,
  name: "audit-trail",
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("audit_records")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("actor_kind", "text", (c) => c.notNull())
      .addColumn("actor", "text", (c) => c.notNull())
      .addColumn("target", "text", (c) => c.notNull())
      .addColumn("target_id", "text")
      .addColumn("detail", "text", (c) => c.notNull())
      .addColumn("address", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("audit_records_at").on("audit_records").columns(["at", "id"]).execute();
    await db.schema.createIndex("audit_records_actor").on("audit_records").columns(["actor_kind", "actor"]).execute();
  },
};
