import type { Transaction } from "kysely";
import type { HostAction } from "../../../shared/schemas/moderation.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { recordDecision } from "../../store/moderation-data.js";
import { readLockedSessionRow } from "../../store/postgres-locks.js";
import type { Database } from "../../store/schema.js";
import type { SessionRow } from "../../store/sessions-data.js";

/** What a decision works with: its transaction and the session row, locked until it commits. */
export type DecisionScope = { trx: Transaction<Database>; session: SessionRow; now: string };

/**
 * A decision's result: the action that undoes it (null: nothing changed, or nothing to undo where `changed` says it
 * changed anyway: the filter's lists applied again) and what it did to the session's counters.
 */
export type DecisionOutcome = { undo: HostAction | null; changed?: boolean; counters?: { uniqueWords?: number; withheld?: number; withheldWords?: number } };

/**
 * Runs one host decision in a transaction on the locked session row (so it never interleaves with a submission's
 * counters), moves the session's revision on when it changed something, and after the commit has every instance
 * read the session again: its screens get the new cloud at the next tick. The caller has checked the authority.
 */
export async function runDecision(context: AppContext, sessionId: string, decide: (scope: DecisionScope) => Promise<DecisionOutcome>): Promise<HostAction | null> {
  const { outcome, sessionType } = await context.store.db.transaction().execute(async (trx) => {
    const session = await readLockedSessionRow(trx, sessionId);
    if (!session) throw new AppError("NOT_FOUND", "Session not found");
    const outcome = await decide({ trx, session, now: new Date().toISOString() });
    if (outcome.undo || outcome.changed) await recordDecision(trx, sessionId, outcome.counters);
    return { outcome, sessionType: session.session_type };
  });
  if (outcome.undo || outcome.changed) {
    context.hub.reloadAfterDecision(sessionId);
    if (sessionType === "class") context.hub.markClassChanged(sessionId);
  }
  return outcome.undo;
}
