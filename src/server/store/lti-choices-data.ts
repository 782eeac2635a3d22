import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

/** The sessions and courses an account owns, newest first, for the deep-linking page. */
export async function listOwnedTargets(db: Kysely<Database>, accountId: string, limit: number) {
  const sessions = await db.selectFrom("sessions").select(["id", "title", "session_type"]).where("owner_account_id", "=", accountId).orderBy("created_at", "desc").limit(limit).execute();
  const courses = await db.selectFrom("courses").select(["id", "title"]).where("owner_account_id", "=", accountId).orderBy("created_at", "desc").limit(limit).execute();
  return { sessions, courses };
}
