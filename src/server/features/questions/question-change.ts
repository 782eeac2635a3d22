import type { Transaction } from "kysely";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { recordDecision } from "../../store/moderation-data.js";
import { readLockedSessionRow } from "../../store/postgres-locks.js";
import { listQuestionRows, type QuestionRow } from "../../store/questions-data.js";
import type { Database } from "../../store/schema.js";
import { findSessionRow, type SessionRow } from "../../store/sessions-data.js";
import { getSession } from "../sessions/service.js";

/** What a change of the question list works with: its transaction, the locked session row and its questions. */
export type QuestionChangeScope = { trx: Transaction<Database>; session: SessionRow; rows: QuestionRow[]; now: string };

/**
 * Runs one change of a session's questions in a transaction on the locked session row, so it never interleaves with
 * a submission (which reads the current question under the same lock): an answer belongs to the question that was
 * current when it was accepted. The change moves the session's revision on, so after the commit every instance reads
 * the room again (its screens get the new question's cloud as a delta at the next tick) and every socket of the
 * room is sent the session with its new current question at once.
 */
export async function runQuestionChange(
  context: AppContext,
  sessionId: string,
  change: (scope: QuestionChangeScope) => Promise<void>,
): Promise<SessionRow> {
  await context.store.db.transaction().execute(async (trx) => {
    const session = await readLockedSessionRow(trx, sessionId);
    if (!session) throw new AppError("NOT_FOUND", "Session not found");
    await change({ trx, session, rows: await listQuestionRows(trx, sessionId), now: new Date().toISOString() });
    await recordDecision(trx, sessionId);
  });
  context.hub.reloadAfterDecision(sessionId);
  context.hub.publishSession(await getSession(context, sessionId));
  const row = await findSessionRow(context.store.db, sessionId);
  if (!row) throw new AppError("NOT_FOUND", "Session not found");
  return row;
}
