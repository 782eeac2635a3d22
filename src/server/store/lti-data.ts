import type { Kysely, Selectable } from "kysely";
import type { Database, LtiPlatformsTable } from "./schema.js";

export type LtiPlatformRow = Selectable<LtiPlatformsTable>;

type PlatformValues = Omit<LtiPlatformRow, "id" | "created_at">;

/** Records a platform; one already registered under the same issuer and client id gets the new values. */
export async function saveLtiPlatform(db: Kysely<Database>, platform: PlatformValues & { id: string; now: string }): Promise<LtiPlatformRow> {
  const { id, now, ...values } = platform;
  await db
    .insertInto("lti_platforms")
    .values({ id, created_at: now, ...values })
    .onConflict((conflict) => conflict.columns(["issuer", "client_id"]).doUpdateSet(values))
    .execute();
  return db.selectFrom("lti_platforms").selectAll().where("issuer", "=", values.issuer).where("client_id", "=", values.client_id).executeTakeFirstOrThrow();
}

export function listLtiPlatforms(db: Kysely<Database>): Promise<LtiPlatformRow[]> {
  return db.selectFrom("lti_platforms").selectAll().orderBy("created_at").orderBy("id").execute();
}

/** False when no such platform was registered. */
export async function deleteLtiPlatform(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("lti_platforms").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Replaces a server secret's value only if it still holds `expected` (a rotation racing another loses). */
export async function replaceServerSecret(db: Kysely<Database>, name: string, expected: string, value: string, now: string): Promise<boolean> {
  const result = await db.updateTable("server_secrets").set({ value, created_at: now }).where("name", "=", name).where("value", "=", expected).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
