import type { Kysely } from "kysely";
import type { FeedbackItem } from "../../shared/schemas/feedback.js";
import { AppError } from "../errors.js";
import { insertFeedback, type NewFeedback } from "./feedback-data.js";
import { admitParticipant } from "./participants-data.js";
import type { Database } from "./schema.js";
import type { SessionRow } from "./sessions-data.js";

/** The feedback service's rules for a session that receives an entry; throws an AppError to refuse it. */
export type SessionCheck = (session: SessionRow) => void;

/**
 * Writes one entry with its counters and participant admission in one transaction, after checking the session
 * inside that same transaction; resolves only once the entry is committed.
 */
export interface FeedbackWriter {
  write(entry: NewFeedback, check: SessionCheck): Promise<WrittenFeedback>;
}

/**
 * A committed entry and its sequence number: the session's total_submissions right after this entry was counted.
 * Sequences are unique per session and follow commit order, so the live engine can tell whether a database read
 * already includes an entry (see realtime/hub.ts).
 */
export type WrittenFeedback = { item: FeedbackItem; sequence: number };

/** The portable writer: one Kysely transaction per entry. */
export function createKyselyFeedbackWriter(db: Kysely<Database>): FeedbackWriter {
  return {
    write(entry, check) {
      return db.transaction().execute(async (trx) => {
        const session = await trx.selectFrom("sessions").selectAll().where("id", "=", entry.sessionId).executeTakeFirst();
        if (!session) throw new AppError("NOT_FOUND", "Session not found");
        check(session);
        await admitParticipant(trx, session, entry.participantId, entry.createdAt);
        const item = await insertFeedback(trx, entry);
        // Our update holds the session row until commit, so this reads the count our entry made.
        const counted = await trx.selectFrom("sessions").select("total_submissions").where("id", "=", entry.sessionId).executeTakeFirstOrThrow();
        return { item, sequence: Number(counted.total_submissions) };
      });
    },
  };
}
