import { sql, type Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * What the admin's learning-platform card shows of a registration's progress (issue 46): whether Dynamic Registration
 * made a platform, when its first verified launch came (until then Moodle and Brightspace may still wait for their
 * admin to activate or enable the tool), the last deployment a platform's login or launch named that is not
 * registered, and the Dynamic Registrations that failed. All in the database, so every instance shows the same.
 * Numbered 24: another branch may add 23.
 */
export const ltiRegistrationProgressMigration: Migration = {
  version: 24,
  name: "lti-registration-progress",
  async up(db: Kysely<any>) {
    await db.schema.alterTable("lti_platforms").addColumn("registered_dynamically", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable("lti_platforms").addColumn("first_launch_at", "text").execute();
    await db.schema.alterTable("lti_platforms").addColumn("unknown_deployment_id", "text").execute();
    await db.schema.alterTable("lti_platforms").addColumn("unknown_deployment_at", "text").execute();
    // A platform that launched before this migration left a resource link or a course behind: its first trace stands
    // for its first launch, so it is not listed as waiting for one.
    await sql`update lti_platforms set first_launch_at = (
      select min(created_at) from (
        select created_at from lti_resource_links where lti_resource_links.platform_id = lti_platforms.id
        union all
        select created_at from lti_contexts where lti_contexts.platform_id = lti_platforms.id
      ) as traces
    )`.execute(db);

    await db.schema
      .createTable("lti_registration_attempts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("configuration_url", "text", (c) => c.notNull().unique())
      .addColumn("issuer", "text")
      .addColumn("failure", "text", (c) => c.notNull())
      .addColumn("detail", "text", (c) => c.notNull())
      .execute();
  },
};
