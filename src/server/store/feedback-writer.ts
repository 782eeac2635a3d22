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
  write(entry: NewFeedback, check: SessionCheck): Promise<FeedbackItem>;
}

/** The portable writer: one Kysely transaction per entry. */
export function createKyselyFeedbackWriter(db: Kysely<Database>): FeedbackWriter {
  return {
    write(entry, check) {
      return db.transaction().execute(async (trx) => {
        const session = await trx.selectFrom("sessions").selectAll().where("id", "=", entry.sessionId).executeTakeFirst();
        if (!session) throw new AppError("NOT_FOUND", "Session not found");
        check(session);
        await admitParticipant(trx, session, entry.participantId, entry.createdAt);
        return insertFeedback(trx, entry);
      });
    },
  };
}
