import { sql, type Kysely, type Transaction } from "kysely";
import type { ParticipantCount } from "../answers/answer-rules.js";
import type { Database } from "./schema.js";

type Db = Transaction<Database> | Kysely<Database>;

/*
 * Which of some participants a session already admitted is one query, here and nowhere else; the writers run it for
 * their batches' answer plans (the SQLite one as a prepared statement compiled from this builder). How many it
 * admitted is the session row's participant_count, raised in the same transaction by whatever adds a participant
 * (addParticipant here, the writers' batches with the session's other counters).
 */

/** Which of `participantIds` the session has admitted. */
export function selectKnownParticipants(db: Db, sessionId: string, participantIds: readonly string[]) {
  return db.selectFrom("participants").select("participant_id").where("session_id", "=", sessionId).where("participant_id", "in", participantIds);
}

/** The known-participants query as SQL text, for a connection that prepares its own statements (the SQLite writer's thread). */
export type ParticipantQueriesSql = { known: string };

/** Compiles the query (the values here only shape the SQL: one session, one participant). */
export function compileParticipantQueries(db: Db): ParticipantQueriesSql {
  return { known: selectKnownParticipants(db, "", [""]).compile().sql };
}

/**
 * Whether the participant is new to the session (no id: a visitor not yet known) and, if so, how many it has
 * admitted (the row's participant_count). In an answer's transaction pass the row readLockedSessionRow read, so the
 * count stays true until that commits.
 */
export async function countParticipant(db: Db, session: { id: string; participant_count: number }, participantId: string | undefined): Promise<ParticipantCount> {
  if (participantId !== undefined && (await selectKnownParticipants(db, session.id, [participantId]).executeTakeFirst())) return { isNew: false };
  return { isNew: true, admitted: Number(session.participant_count) };
}

/** `signedIn`: signed in with the institution when first counted (ANSWERING=signed-in); who they are is never stored. */
export async function addParticipant(trx: Db, sessionId: string, participantId: string, now: string, signedIn = false): Promise<void> {
  await trx.insertInto("participants").values({ session_id: sessionId, participant_id: participantId, created_at: now, signed_in: signedIn ? 1 : 0 }).execute();
  await trx.updateTable("sessions").set({ participant_count: sql`participant_count + 1` }).where("id", "=", sessionId).execute();
}
