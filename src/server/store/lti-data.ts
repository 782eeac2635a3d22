import type { Kysely, Selectable } from "kysely";
import type { Database, LtiPlatformsTable } from "./schema.js";

export type LtiPlatformRow = Selectable<LtiPlatformsTable>;

type PlatformValues = Omit<LtiPlatformRow, "id" | "created_at" | "frame_origins" | "first_launch_at" | "unknown_deployment_id" | "unknown_deployment_at">;

/** Records a platform; one already registered under the same issuer and client id gets the new values. */
export async function saveLtiPlatform(db: Kysely<Database>, platform: PlatformValues & { id: string; now: string }): Promise<LtiPlatformRow> {
  const { id, now, ...values } = platform;
  await db
    .insertInto("lti_platforms")
    .values({ id, created_at: now, frame_origins: "[]", ...values })
    .onConflict((conflict) => conflict.columns(["issuer", "client_id"]).doUpdateSet(values))
    .execute();
  return db.selectFrom("lti_platforms").selectAll().where("issuer", "=", values.issuer).where("client_id", "=", values.client_id).executeTakeFirstOrThrow();
}

export function listLtiPlatforms(db: Kysely<Database>): Promise<LtiPlatformRow[]> {
  return db.selectFrom("lti_platforms").selectAll().orderBy("created_at").orderBy("id").execute();
}

/** The platforms of an issuer (a platform may register the tool under several client ids). */
export function findLtiPlatformsByIssuer(db: Kysely<Database>, issuer: string): Promise<LtiPlatformRow[]> {
  return db.selectFrom("lti_platforms").selectAll().where("issuer", "=", issuer).orderBy("created_at").execute();
}

export function findLtiPlatform(db: Kysely<Database>, id: string): Promise<LtiPlatformRow | undefined> {
  return db.selectFrom("lti_platforms").selectAll().where("id", "=", id).executeTakeFirst();
}

/** False when no such platform was registered. */
export async function deleteLtiPlatform(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("lti_platforms").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The platform's first verified launch, once (a later one changes nothing). */
export async function markLtiPlatformLaunched(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db.updateTable("lti_platforms").set({ first_launch_at: now }).where("id", "=", id).where("first_launch_at", "is", null).execute();
}

/** A login or launch from the platform named a deployment it has not registered: the admin's check reports it. */
export async function noteUnknownLtiDeployment(db: Kysely<Database>, id: string, deploymentId: string, now: string): Promise<void> {
  await db.updateTable("lti_platforms").set({ unknown_deployment_id: deploymentId, unknown_deployment_at: now }).where("id", "=", id).execute();
}

/**
 * Takes a launch's nonce: true the first time, false for a replay, across instances (the primary key decides).
 * Expired nonces are dropped on the way, since a token carrying one is refused for its `exp` anyway.
 */
export async function takeLtiNonce(db: Kysely<Database>, nonce: string, expiresAt: string, now: string): Promise<boolean> {
  await db.deleteFrom("lti_nonces").where("expires_at", "<", now).execute();
  const result = await db.insertInto("lti_nonces").values({ nonce, expires_at: expiresAt }).onConflict((conflict) => conflict.column("nonce").doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** What a resource link opens, once it was deep-linked or first launched. */
export function findLtiResourceLink(db: Kysely<Database>, platformId: string, resourceLinkId: string) {
  return db.selectFrom("lti_resource_links").select(["session_id", "course_id"]).where("platform_id", "=", platformId).where("resource_link_id", "=", resourceLinkId).executeTakeFirst();
}

export async function saveLtiResourceLink(db: Kysely<Database>, link: { platformId: string; resourceLinkId: string; sessionId: string | null; courseId: string | null; now: string }): Promise<void> {
  const target = { session_id: link.sessionId, course_id: link.courseId };
  await db
    .insertInto("lti_resource_links")
    .values({ platform_id: link.platformId, resource_link_id: link.resourceLinkId, created_at: link.now, ...target })
    .onConflict((conflict) => conflict.columns(["platform_id", "resource_link_id"]).doUpdateSet(target))
    .execute();
}

/** Replaces a server secret's value only if it still holds `expected` (a rotation racing another loses). */
export async function replaceServerSecret(db: Kysely<Database>, name: string, expected: string, value: string, now: string): Promise<boolean> {
  const result = await db.updateTable("server_secrets").set({ value, created_at: now }).where("name", "=", name).where("value", "=", expected).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The origins every platform's pages frame Ordsky from (each platform's `frame_origins`, a JSON array). */
export async function listLtiFrameOrigins(db: Kysely<Database>): Promise<string[]> {
  return (await db.selectFrom("lti_platforms").select("frame_origins").execute()).map((row) => row.frame_origins);
}

export async function saveLtiFrameOrigins(db: Kysely<Database>, platformId: string, origins: string): Promise<void> {
  await db.updateTable("lti_platforms").set({ frame_origins: origins }).where("id", "=", platformId).execute();
}

export async function findLtiContextCourse(db: Kysely<Database>, platformId: string, contextId: string): Promise<string | undefined> {
  return (await db.selectFrom("lti_contexts").select("course_id").where("platform_id", "=", platformId).where("context_id", "=", contextId).executeTakeFirst())?.course_id;
}

/** Records the course of a context; a launch racing another keeps the first one's course (returned). */
export async function saveLtiContextCourse(db: Kysely<Database>, link: { platformId: string; contextId: string; courseId: string; now: string }): Promise<string> {
  await db
    .insertInto("lti_contexts")
    .values({ platform_id: link.platformId, context_id: link.contextId, course_id: link.courseId, created_at: link.now })
    .onConflict((conflict) => conflict.columns(["platform_id", "context_id"]).doNothing())
    .execute();
  return (await findLtiContextCourse(db, link.platformId, link.contextId)) ?? link.courseId;
}
