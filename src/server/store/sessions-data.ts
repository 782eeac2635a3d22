import type { Kysely, Selectable } from "kysely";
import type { Session, SessionStats } from "../../shared/schemas/session.js";
import type { Database, SessionsTable } from "./schema.js";

export type SessionRow = Selectable<SessionsTable>;

/**
 * Maps a stored row to the API's session shape, with the stats the room may see (the live cloud's figures over every
 * question: see SessionCloud.sessionFigures), which the row's own counters are not: they count every entry.
 */
export function toSession(row: SessionRow, stats: SessionStats): Session {
  return {
    id: row.id,
    sessionType: row.session_type,
    title: row.title,
    description: row.description,
    sessionCode: row.session_code,
    maxParticipants: Number(row.max_participants),
    isPublic: Number(row.is_public) === 1,
    isActive: Number(row.is_active) === 1,
    requireApproval: Number(row.require_approval) === 1,
    participantsSeeResults: Number(row.participants_see_results) === 1,
    answersPerParticipant: row.answers_per_participant === null ? null : Number(row.answers_per_participant),
    countOncePerWord: Number(row.count_once) === 1,
    minResponses: row.min_responses === null ? null : Number(row.min_responses),
    opensAt: row.opens_at ?? null,
    closesAt: row.closes_at ?? null,
    courseId: row.course_id,
    language: row.language,
    heldOn: row.held_on ?? null,
    createdAt: row.created_at,
    stats,
  };
}

export function findSessionRow(db: Kysely<Database>, sessionId: string): Promise<SessionRow | undefined> {
  return db.selectFrom("sessions").selectAll().where("id", "=", sessionId).executeTakeFirst();
}

export function findSessionRowByCode(db: Kysely<Database>, code: string): Promise<SessionRow | undefined> {
  return db.selectFrom("sessions").selectAll().where("session_code", "=", code.toUpperCase()).executeTakeFirst();
}

export async function sessionCodeExists(db: Kysely<Database>, code: string): Promise<boolean> {
  return (await db.selectFrom("sessions").select("id").where("session_code", "=", code).executeTakeFirst()) !== undefined;
}

export function listPublicSessionRows(db: Kysely<Database>, limit: number): Promise<SessionRow[]> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("is_public", "=", 1)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Marks a session as made by `npm run demo` (see SessionsTable.is_demo). */
export async function markDemoSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.updateTable("sessions").set({ is_demo: 1 }).where("id", "=", sessionId).execute();
}

/** Sessions that are, or are not, demo sessions. */
export async function countSessionsByDemo(db: Kysely<Database>, demo: boolean): Promise<number> {
  const { count } = await db
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("is_demo", "=", demo ? 1 : 0)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The sessions an account owns, newest first (at most `limit`). */
export async function listOwnedSessionIds(db: Kysely<Database>, accountId: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom("sessions").select("id").where("owner_account_id", "=", accountId).orderBy("created_at", "desc").limit(limit).execute();
  return rows.map((row) => row.id);
}

/** The ids of the sessions open for answers now (an institution's change to the filter applies to their clouds). */
export async function listActiveSessionIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("sessions").select("id").where("is_active", "=", 1).orderBy("id").execute();
  return rows.map((row) => row.id);
}
