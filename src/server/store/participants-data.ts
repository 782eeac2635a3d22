import type { Kysely, Transaction } from "kysely";
import { AppError } from "../errors.js";
import { lockSessionRow } from "./postgres-locks.js";
import type { Database } from "./schema.js";

/**
 * Registers a participant on first answer and enforces the session's limit.
 * Runs inside the answer's transaction so a refused participant writes nothing.
 */
export async function admitParticipant(
  trx: Transaction<Database> | Kysely<Database>,
  session: { id: string; max_participants: number },
  participantId: string,
  now: string,
): Promise<void> {
  await lockSessionRow(trx, session.id);
  const known = await trx
    .selectFrom("participants")
    .select("participant_id")
    .where("session_id", "=", session.id)
    .where("participant_id", "=", participantId)
    .executeTakeFirst();
  if (known) return;
  const { count } = await trx
    .selectFrom("participants")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("session_id", "=", session.id)
    .executeTakeFirstOrThrow();
  if (Number(count) >= Number(session.max_participants)) throw new AppError("SESSION_FULL", "Session is full");
  await trx.insertInto("participants").values({ session_id: session.id, participant_id: participantId, created_at: now }).execute();
}
