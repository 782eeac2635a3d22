import type { Kysely, Selectable } from "kysely";
import type { Database, LtiRegistrationAttemptsTable } from "./schema.js";

export type LtiRegistrationAttemptRow = Selectable<LtiRegistrationAttemptsTable>;

/** How many failed Dynamic Registrations the card keeps: /lti/register is public, so anyone may add one. */
export const REGISTRATION_ATTEMPTS_KEPT = 20;

/** Keeps a failed registration, replacing an earlier one from the same address, and drops all but the latest. */
export async function saveLtiRegistrationAttempt(db: Kysely<Database>, attempt: LtiRegistrationAttemptRow): Promise<void> {
  const { id, configuration_url, ...latest } = attempt;
  await db
    .insertInto("lti_registration_attempts")
    .values(attempt)
    .onConflict((conflict) => conflict.column("configuration_url").doUpdateSet(latest))
    .execute();
  const kept = db.selectFrom("lti_registration_attempts").select("id").orderBy("at", "desc").orderBy("id", "desc").limit(REGISTRATION_ATTEMPTS_KEPT);
  await db.deleteFrom("lti_registration_attempts").where("id", "not in", kept).execute();
}

export function listLtiRegistrationAttempts(db: Kysely<Database>): Promise<LtiRegistrationAttemptRow[]> {
  return db.selectFrom("lti_registration_attempts").selectAll().orderBy("at", "desc").orderBy("id", "desc").execute();
}

export function findLtiRegistrationAttempt(db: Kysely<Database>, id: string): Promise<LtiRegistrationAttemptRow | undefined> {
  return db.selectFrom("lti_registration_attempts").selectAll().where("id", "=", id).executeTakeFirst();
}

/** False when there was no such attempt (already dismissed, or replaced). */
export async function deleteLtiRegistrationAttempt(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("lti_registration_attempts").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A registration from this address succeeded: its failures are history. */
export async function deleteLtiRegistrationAttemptsAt(db: Kysely<Database>, configurationUrl: string): Promise<void> {
  await db.deleteFrom("lti_registration_attempts").where("configuration_url", "=", configurationUrl).execute();
}
