import type { HostAction } from "../../../shared/schemas/moderation.js";
import { cloudSpelling, normalizeTerm } from "../../../shared/words.js";
import { staysHeld } from "../../answers/answer-rules.js";
import { AppError } from "../../errors.js";
import { addAllowedWord, removeAllowedWord } from "../../store/allowed-words-data.js";
import { listClassTextAnswers } from "../../store/class-data.js";
import { adjustTermCount, listEntriesToJudge, listFlaggedEntries, setEntryFilterState, type ReviewRow } from "../../store/moderation-data.js";
import type { EntryReview } from "../../store/schema.js";
import { isStopTerm } from "../feedback/stop-words.js";
import type { AppContext } from "../../context.js";
import { loadSessionFilter, type SessionFilter } from "../word-filter/session-filter.js";
import { runDecision, type DecisionOutcome, type DecisionScope } from "./decision.js";

type Action<T extends HostAction["type"]> = Extract<HostAction, { type: T }>;

/** Whether a regular session's entry counts toward its cloud word, as the answer plan decides it when it arrives. */
function countsInCloud(entry: Pick<ReviewRow, "term" | "is_repeat">, held: boolean): boolean {
  return !held && !isStopTerm(entry.term) && Number(entry.is_repeat) !== 1;
}

/** Stores an entry's filter flag and review, and keeps its word's cloud count in step; returns the change in distinct words. */
async function moveEntry(scope: DecisionScope, entry: ReviewRow, flagged: boolean, review: EntryReview, inCloud: boolean): Promise<number> {
  await setEntryFilterState(scope.trx, entry.id, flagged, review, inCloud);
  if (inCloud === (Number(entry.in_cloud) === 1)) return 0;
  return adjustTermCount(scope.trx, scope.session.id, entry.term, cloudSpelling(entry.content), inCloud ? 1 : -1);
}

/**
 * Allow on a word the filter holds back: every entry of it the host has not decided on is let in, and so is every
 * later one, for the rest of the session (a class session's text answers too, as they are read). An entry the host
 * kept out one by one stays out. 404 when no answer has the word.
 */
export async function allowWord(scope: DecisionScope, action: Action<"allow-word">, filter: SessionFilter): Promise<DecisionOutcome> {
  const term = normalizeTerm(action.word);
  const entries = scope.session.session_type === "regular" ? await listFlaggedEntries(scope.trx, scope.session.id, term, "none") : [];
  const held =
    scope.session.session_type === "regular"
      ? entries.length > 0
      : (await listClassTextAnswers(scope.trx, scope.session.id)).some((answer) => normalizeTerm(answer.text) === term && filter.judge(answer.text).held);
  if (!held) {
    throw new AppError("NOT_FOUND", `The filter holds back no answer “${action.word}”`);
  }
  const added = await addAllowedWord(scope.trx, scope.session.id, term, scope.now);
  let uniqueWords = 0;
  for (const entry of entries) uniqueWords += await moveEntry(scope, entry, true, "allowed", countsInCloud(entry, false));
  if (!added && entries.length === 0) return { undo: null };
  return { undo: { type: "disallow-word", word: action.word }, counters: { uniqueWords } };
}

/** Undoes Allow on a word: later entries of it are held back again, and the ones it let in go back to the host's look. */
export async function disallowWord(scope: DecisionScope, action: Action<"disallow-word">): Promise<DecisionOutcome> {
  const term = normalizeTerm(action.word);
  const removed = await removeAllowedWord(scope.trx, scope.session.id, term);
  if (!removed) throw new AppError("NOT_FOUND", `“${action.word}” is not a word you allowed`);
  let uniqueWords = 0;
  for (const entry of await listFlaggedEntries(scope.trx, scope.session.id, term, "allowed")) uniqueWords += await moveEntry(scope, entry, true, "none", false);
  return { undo: { type: "allow-word", word: action.word }, counters: { uniqueWords } };
}

/**
 * Judges a session's entries again with the filter as it is now (the institution changed its lists, or the host
 * the session's language). Entries the host decided on one by one keep that decision; the approval queue's keep
 * their place and take the new flag (Approve all leaves flagged ones for a look of their own).
 */
export async function judgeEntriesAgain(scope: DecisionScope, filter: SessionFilter): Promise<DecisionOutcome> {
  // A class session's text answers are judged as they are read: its screens only need to read them again.
  if (scope.session.session_type !== "regular") return { undo: null, changed: true };
  let changed = false;
  let uniqueWords = 0;
  for (const entry of await listEntriesToJudge(scope.trx, scope.session.id)) {
    const flagged = filter.judge(entry.content).held;
    const wasFlagged = Number(entry.is_moderated) === 1;
    if (entry.review === "none") {
      const held = staysHeld(flagged, entry.term, filter.allowed);
      const review = flagged && !held ? "allowed" : "none";
      if (flagged === wasFlagged && review === entry.review) continue;
      uniqueWords += await moveEntry(scope, entry, flagged, review, countsInCloud(entry, held));
    } else {
      if (flagged === wasFlagged) continue;
      await setEntryFilterState(scope.trx, entry.id, flagged, entry.review, Number(entry.in_cloud) === 1);
    }
    changed = true;
  }
  return { undo: null, changed, counters: { uniqueWords } };
}

/** Judges a session's entries again (see judgeEntriesAgain) as one decision: every screen of it gets the outcome at the next tick. */
export async function judgeSessionAgain(context: AppContext, sessionId: string): Promise<void> {
  await runDecision(context, sessionId, async (scope) => judgeEntriesAgain(scope, await loadSessionFilter(context.wordFilter, scope.trx, scope.session)));
}
