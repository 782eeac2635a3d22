import type { Kysely, Transaction } from "kysely";
import type { ParticipantCount } from "./feedback-writer.js";
import type { Database } from "./schema.js";

type Db = Transaction<Database> | Kysely<Database>;

/**
 * Whether the participant is new to the session (no id: a visitor not yet known) and how many it has admitted. In an
 * answer's transaction read it after readLockedSessionRow, so the count stays true until that commits.
 */
export async function countParticipant(trx: Db, sessionId: string, participantId: string | undefined): Promise<ParticipantCount> {
  const { count, known } = await readParticipantStanding(trx, sessionId, participantId);
  return known ? { isNew: false } : { isNew: true, admitted: count };
}

export async function addParticipant(trx: Db, sessionId: string, participantId: string, now: string): Promise<void> {
  await trx.insertInto("participants").values({ session_id: sessionId, participant_id: participantId, created_at: now }).execute();
}

/** How many participants the session has admitted, and whether this one is among them. */
export async function readParticipantStanding(db: Db, sessionId: string, participantId: string | undefined): Promise<{ count: number; known: boolean }> {
  const { count } = await db
    .selectFrom("participants")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("session_id", "=", sessionId)
    .executeTakeFirstOrThrow();
  if (participantId === undefined) return { count: Number(count), known: false };
  const known = await db
    .selectFrom("participants")
    .select("participant_id")
    .where("session_id", "=", sessionId)
    .where("participant_id", "=", participantId)
    .executeTakeFirst();
  return { count: Number(count), known: known !== undefined };
}
