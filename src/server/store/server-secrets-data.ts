import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

/** The secret stored under `name`; the first caller stores `candidate`, every later one (any instance) reads it. */
export async function ensureServerSecret(db: Kysely<Database>, name: string, candidate: string): Promise<string> {
  await db
    .insertInto("server_secrets")
    .values({ name, value: candidate, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("server_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}
