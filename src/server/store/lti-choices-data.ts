import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

/**
 * What an instructor may place, newest first: the sessions and courses their account owns, and the course of the
 * platform's course they launched from (`courseId`) with its sessions, which every instructor there hosts.
 */
export async function listOwnedTargets(db: Kysely<Database>, accountId: string, courseId: string | null, limit: number) {
  const sessions = await db
    .selectFrom("sessions")
    .select(["id", "title", "session_type"])
    .where((eb) => (courseId === null ? eb("owner_account_id", "=", accountId) : eb.or([eb("owner_account_id", "=", accountId), eb("course_id", "=", courseId)])))
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  const courses = await db
    .selectFrom("courses")
    .select(["id", "title"])
    .where((eb) => (courseId === null ? eb("owner_account_id", "=", accountId) : eb.or([eb("owner_account_id", "=", accountId), eb("id", "=", courseId)])))
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return { sessions, courses };
}
