import type { Kysely, Transaction } from "kysely";
import type { ParticipantCount } from "../answers/answer-rules.js";
import type { Database } from "./schema.js";

type Db = Transaction<Database> | Kysely<Database>;

/*
 * Participants are counted by one query pair, here and nowhere else: which of some participants the session already
 * admitted, then (only when someone new arrives) how many it admitted. The writers run the same two queries for
 * their batches' answer plans (the SQLite one as prepared statements compiled from these builders).
 */

/** Which of `participantIds` the session has admitted. */
export function selectKnownParticipants(db: Db, sessionId: string, participantIds: readonly string[]) {
  return db.selectFrom("participants").select("participant_id").where("session_id", "=", sessionId).where("participant_id", "in", participantIds);
}

/** How many participants the session has admitted, as a row `{ count }`. */
export function selectAdmittedCount(db: Db, sessionId: string) {
  return db
    .selectFrom("participants")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("session_id", "=", sessionId);
}

/** The query pair as SQL text, for a connection that prepares its own statements (the SQLite writer's thread). */
export type ParticipantQueriesSql = { known: string; count: string };

/** Compiles the query pair (the values here only shape the SQL: one session, one participant). */
export function compileParticipantQueries(db: Db): ParticipantQueriesSql {
  return { known: selectKnownParticipants(db, "", [""]).compile().sql, count: selectAdmittedCount(db, "").compile().sql };
}

/** How many participants the session has admitted. */
export async function countAdmittedParticipants(db: Db, sessionId: string): Promise<number> {
  return Number((await selectAdmittedCount(db, sessionId).executeTakeFirstOrThrow()).count);
}

/**
 * Whether the participant is new to the session (no id: a visitor not yet known) and, if so, how many it has
 * admitted. In an answer's transaction read it after readLockedSessionRow, so the count stays true until that commits.
 */
export async function countParticipant(db: Db, sessionId: string, participantId: string | undefined): Promise<ParticipantCount> {
  if (participantId !== undefined && (await selectKnownParticipants(db, sessionId, [participantId]).executeTakeFirst())) return { isNew: false };
  return { isNew: true, admitted: await countAdmittedParticipants(db, sessionId) };
}

/** `signedIn`: signed in with the institution when first counted (ANSWERING=signed-in); who they are is never stored. */
export async function addParticipant(trx: Db, sessionId: string, participantId: string, now: string, signedIn = false): Promise<void> {
  await trx.insertInto("participants").values({ session_id: sessionId, participant_id: participantId, created_at: now, signed_in: signedIn ? 1 : 0 }).execute();
}
