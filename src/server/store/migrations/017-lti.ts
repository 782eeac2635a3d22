import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * LTI 1.3 (issue 37): the learning platforms registered with this tool, one row per issuer and client id, entered by
 * an admin or made by Dynamic Registration (`deployment_ids`: a JSON array; `frame_origins`: the origins its verified
 * launches were posted from, which may frame the pages a launch opens); the nonces of launches already taken
 * (each used once, kept until its token would have expired); which session or course a resource link opens, and which Ordsky course
 * stands for a platform's course (its LTI context), made by the first instructor's launch there.
 * The tool's own signing keys are server secrets (migration 011).
 */
export const ltiMigration: Migration = {
  version: 17,
  name: "lti",
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("lti_platforms")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("issuer", "text", (c) => c.notNull())
      .addColumn("client_id", "text", (c) => c.notNull())
      .addColumn("deployment_ids", "text", (c) => c.notNull())
      .addColumn("authorization_url", "text", (c) => c.notNull())
      .addColumn("token_url", "text", (c) => c.notNull())
      .addColumn("jwks_url", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("frame_origins", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addUniqueConstraint("lti_platforms_client", ["issuer", "client_id"])
      .execute();

    await db.schema
      .createTable("lti_nonces")
      .addColumn("nonce", "text", (c) => c.primaryKey())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("lti_resource_links")
      .addColumn("platform_id", "text", (c) => c.notNull())
      .addColumn("resource_link_id", "text", (c) => c.notNull())
      .addColumn("session_id", "text")
      .addColumn("course_id", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("lti_resource_links_pk", ["platform_id", "resource_link_id"])
      .execute();

    await db.schema
      .createTable("lti_contexts")
      .addColumn("platform_id", "text", (c) => c.notNull())
      .addColumn("context_id", "text", (c) => c.notNull())
      .addColumn("course_id", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("lti_contexts_pk", ["platform_id", "context_id"])
      .execute();
  },
};
