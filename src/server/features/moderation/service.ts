import type { HostAction, HostActionResult, ModerationOverview } from "../../../shared/schemas/moderation.js";
import type { AppContext } from "../../context.js";
import { requireSessionRow } from "../sessions/service.js";
import type { SessionHost } from "../sessions/session-host.js";
import { runDecision, type DecisionOutcome, type DecisionScope } from "./decision.js";
import { approveAll, reviewEntries } from "./entry-decisions.js";
import { buildOverview } from "./overview.js";
import { sessionThreshold } from "../class/evaluation-threshold.js";
import { allowWord, disallowWord } from "./filter-decisions.js";
import { loadSessionFilter, type SessionFilter } from "../word-filter/session-filter.js";
import type { SessionRow } from "../../store/sessions-data.js";
import { banTerms, hideWord, mergeWords, showWord, unbanTerms, unmergeWord } from "./word-decisions.js";

/** The host's panels for a session: only for its host key or an admin (401/403 otherwise, nothing read). */
export async function getModerationOverview(context: AppContext, host: SessionHost): Promise<ModerationOverview> {
  return overviewOf(context, host.session);
}

async function overviewOf(context: AppContext, session: SessionRow): Promise<ModerationOverview> {
  const threshold = session.session_type === "class" ? await sessionThreshold(context, session) : 0;
  return buildOverview(context.store.db, session, await loadSessionFilter(context.wordFilter, context.store.db, session), threshold);
}

/**
 * Carries out one host decision (see hostActionSchema) for the session's host key or an admin, and answers with the
 * action that undoes it and the host's panels as they are now. Every screen watching the session gets the change at
 * the next tick.
 */
export async function performHostAction(context: AppContext, host: SessionHost, action: HostAction): Promise<HostActionResult> {
  const sessionId = host.session.id;
  const undo = await runDecision(context, sessionId, async (scope) => decide(scope, action, await loadSessionFilter(context.wordFilter, scope.trx, scope.session)));
  return { undo, overview: await overviewOf(context, await requireSessionRow(context, sessionId)) };
}

function decide(scope: DecisionScope, action: HostAction, filter: SessionFilter): Promise<DecisionOutcome> {
  switch (action.type) {
    case "hide-word":
      return hideWord(scope, action);
    case "show-word":
      return showWord(scope, action);
    case "ban-terms":
      return banTerms(scope, action);
    case "unban-terms":
      return unbanTerms(scope, action);
    case "merge-words":
      return mergeWords(scope, action);
    case "unmerge-word":
      return unmergeWord(scope, action);
    case "review-entries":
      return reviewEntries(scope, action);
    case "approve-all":
      return approveAll(scope);
    case "allow-word":
      return allowWord(scope, action, filter);
    case "disallow-word":
      return disallowWord(scope, action);
    default: {
      const exhaustive: never = action;
      return exhaustive;
    }
  }
}
