import type { Kysely, Transaction } from "kysely";
import type { ParticipantCount } from "./feedback-writer.js";
import type { Database } from "./schema.js";

type Db = Transaction<Database> | Kysely<Database>;

/** How many participants the session has admitted. */
export async function countAdmittedParticipants(db: Db, sessionId: string): Promise<number> {
  const { count } = await db
    .selectFrom("participants")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("session_id", "=", sessionId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Whether the participant is new to the session (no id: a visitor not yet known) and, if so, how many it has
 * admitted. In an answer's transaction read it after readLockedSessionRow, so the count stays true until that commits.
 */
export async function countParticipant(db: Db, sessionId: string, participantId: string | undefined): Promise<ParticipantCount> {
  if (participantId !== undefined) {
    const known = await db
      .selectFrom("participants")
      .select("participant_id")
      .where("session_id", "=", sessionId)
      .where("participant_id", "=", participantId)
      .executeTakeFirst();
    if (known) return { isNew: false };
  }
  return { isNew: true, admitted: await countAdmittedParticipants(db, sessionId) };
}

/** `signedIn`: signed in with the institution when first counted (ANSWERING=signed-in); who they are is never stored. */
export async function addParticipant(trx: Db, sessionId: string, participantId: string, now: string, signedIn = false): Promise<void> {
  await trx.insertInto("participants").values({ session_id: sessionId, participant_id: participantId, created_at: now, signed_in: signedIn ? 1 : 0 }).execute();
}
