import type { Kysely } from "kysely";
import { WAITING_LIST_MAX } from "../../../shared/limits.js";
import type { ModerationOverview, ReviewedFeedbackItem } from "../../../shared/schemas/moderation.js";
import { Curation } from "../../../shared/word-curation.js";
import { normalizeTerm } from "../../../shared/words.js";
import { listClassQuestionRows } from "../../store/class-data.js";
import { toFeedbackItem } from "../../store/feedback-data.js";
import { countEntries, listWaitingEntries, type ReviewRow, type TermCount } from "../../store/moderation-data.js";
import type { Database } from "../../store/schema.js";
import type { SessionRow } from "../../store/sessions-data.js";
import { listBannedTerms, loadWordRulesByScope, type StoredMerge } from "../../store/word-rules-data.js";
import { describeEntry } from "./entry-state.js";
import { curateWords } from "./curated-words.js";
import { suggestMerges } from "./merge-suggestions.js";
import { readHeldAnswers, readScopeTerms } from "./scope-terms.js";
import type { SessionFilter } from "../word-filter/session-filter.js";
import { listHeldWords } from "./held-words.js";

/** A stored entry as the host's lists show it, with its state. */
export function toReviewedItem(row: ReviewRow, curation: Curation): ReviewedFeedbackItem {
  return { ...toFeedbackItem(row), ...describeEntry(row, curation), review: row.review };
}

/**
 * Everything the host's panels show: the approval setting and queue, what the filter holds back and why (nothing of
 * a class question below the anonymity `threshold`), the words
 * the host allowed, hidden words, the ban list with how many answers each term keeps out, merged words with their
 * spellings, and merge suggestions for the cloud.
 */
export async function buildOverview(db: Kysely<Database>, session: SessionRow, filter: SessionFilter, threshold: number): Promise<ModerationOverview> {
  const banned = (await listBannedTerms(db, session.id)).map((row) => row.term);
  const banMatches = new Map(banned.map((term) => [term, 0]));
  const banCuration = new Curation({ hidden: [], banned, merges: [] });
  const rulesByScope = await loadWordRulesByScope(db, session.id);
  const scopes =
    session.session_type === "regular"
      ? [""]
      : (await listClassQuestionRows(db, session.id)).filter((question) => question.question_type === "text").map((question) => question.id);

  const overview: Pick<ModerationOverview, "hidden" | "merges" | "suggestions"> = { hidden: [], merges: [], suggestions: [] };
  for (const scope of scopes) {
    const terms = await readScopeTerms(db, session, scope, filter);

    const rules = rulesByScope.get(scope) ?? { hidden: [], merges: [] };
    const countMatch = (term: string, frequency: number) => {
      const ban = banCuration.bannedTermIn(term);
      if (ban !== null) banMatches.set(ban, (banMatches.get(ban) ?? 0) + frequency);
    };
    for (const term of terms) countMatch(term.term, term.frequency);
    // An answer the filter holds back matches a ban too: "no answers yet" beside a banned word that was given would mislead.
    if (banned.length > 0) for (const answer of await readHeldAnswers(db, session, scope, filter)) countMatch(normalizeTerm(answer), 1);
    describeScope(scope, terms, rules, banned, overview, session.session_type === "regular" ? filter : null);
  }

  const waiting = await listWaitingEntries(db, session.id, WAITING_LIST_MAX);
  const curation = new Curation({ banned, ...(rulesByScope.get("") ?? { hidden: [], merges: [] }) });
  return {
    requireApproval: Number(session.require_approval) === 1,
    revision: Number(session.moderation_revision),
    ...overview,
    banned: banned.map((term) => ({ term, matches: banMatches.get(term) ?? 0 })),
    waiting: { total: await countEntries(db, session.id, { review: "waiting" }), entries: waiting.map((row) => toReviewedItem(row, curation)) },
    flaggedUndecided: await countEntries(db, session.id, { review: "none", flagged: true }),
    heldBack: await listHeldWords(db, session, filter, threshold),
    allowedWords: [...filter.allowed],
  };
}

/** One cloud's hidden words, merged groups and (for a regular session's cloud, `suggestingFor` its filter) merge suggestions. */
function describeScope(
  scope: string,
  terms: TermCount[],
  rules: { hidden: string[]; merges: StoredMerge[] },
  banned: string[],
  overview: Pick<ModerationOverview, "hidden" | "merges" | "suggestions">,
  suggestingFor: SessionFilter | null,
): void {
  const byTerm = new Map(terms.map((term) => [term.term, term]));
  const groups = new Map<string, { label: string; members: { word: string; frequency: number }[] }>();
  for (const merge of rules.merges) {
    const group = groups.get(merge.key) ?? { label: merge.label, members: [] };
    const counted = byTerm.get(merge.term);
    if (counted) group.members.push({ word: counted.spelling, frequency: counted.frequency });
    groups.set(merge.key, group);
  }
  const frequencyOf = (key: string) =>
    groups.has(key) ? groups.get(key)!.members.reduce((sum, member) => sum + member.frequency, 0) : (byTerm.get(key)?.frequency ?? 0);
  for (const [key, group] of groups) {
    overview.merges.push({ word: group.label, frequency: frequencyOf(key), scope, members: group.members.sort((a, b) => b.frequency - a.frequency) });
  }
  for (const key of rules.hidden) {
    overview.hidden.push({ word: groups.get(key)?.label ?? byTerm.get(key)?.spelling ?? key, frequency: frequencyOf(key), scope });
  }
  if (suggestingFor === null) return;
  const shown = curateWords(terms, new Curation({ banned, hidden: rules.hidden, merges: rules.merges })).filter((word) => word.state === "shown");
  overview.suggestions.push(...suggestMerges(shown, undefined, (text) => suggestingFor.isDictionarySpelling(text)));
}
