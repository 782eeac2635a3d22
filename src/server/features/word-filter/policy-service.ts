import {
  FILTER_LIST_MAX,
  type FilterListName,
  type FilterPolicy,
  type FilterTermsChange,
} from "../../../shared/schemas/word-filter.js";
import { normalizeBanTerm } from "../../../shared/word-curation.js";
import type { AuditCaller } from "../audit/audit-caller.js";
import { recordAudit } from "../audit/record-audit.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import {
  addFilterTerms as storeTerms,
  countFilterTerms,
  findFilterTerms,
  listFilterTerms,
  readFilterRules,
  removeFilterTerms as deleteTerms,
  writeFilterAutomatic,
} from "../../store/filter-terms-data.js";
import { listActiveSessionIds } from "../../store/sessions-data.js";
import { DEMO_REACH_MESSAGE, type AdminReach } from "../admin/overview-service.js";
import { judgeSessionAgain } from "../moderation/filter-decisions.js";

const LIST_NAMES: Record<FilterListName, string> = {
  hold: "the words the filter always holds back",
  pass: "the words the filter never holds back",
};

/** The institution's steering of the filter, the lists' terms holding `search`. */
export async function getFilterPolicy(context: AppContext, admin: AdminReach, search?: string): Promise<FilterPolicy> {
  const db = context.store.db;
  const term = search ? normalizeBanTerm(search) : undefined;
  return {
    automatic: context.wordFilter.getRules().automatic,
    alwaysHold: await listFilterTerms(db, "hold", term),
    neverHold: await listFilterTerms(db, "pass", term),
    counts: { alwaysHold: await countFilterTerms(db, "hold"), neverHold: await countFilterTerms(db, "pass") },
    changeable: !admin.demo,
  };
}

export async function setFilterAutomatic(context: AppContext, admin: AdminReach, automatic: boolean, caller: AuditCaller): Promise<FilterPolicy> {
  assertMayChange(admin);
  const previous = (await readFilterRules(context.store.db)).automatic;
  await writeFilterAutomatic(context.store.db, automatic);
  if (automatic !== previous) await recordAudit(context, caller, { kind: "filter.changed", detail: { automatic } });
  await applyRules(context);
  return getFilterPolicy(context, admin);
}

/** Adds terms to a list: all of them or, with a clear error, none (a bad term, one on the other list, a full list). */
export async function addFilterTerms(context: AppContext, admin: AdminReach, change: FilterTermsChange, caller: AuditCaller): Promise<FilterPolicy> {
  assertMayChange(admin);
  const terms = normalizeTerms(change.terms);
  const added = await context.store.db.transaction().execute(async (trx) => {
    const listed = await findFilterTerms(trx, terms);
    const elsewhere = terms.find((term) => listed.has(term) && listed.get(term) !== change.list);
    if (elsewhere !== undefined) {
      throw new AppError("CONFLICT", `“${elsewhere}” is on ${LIST_NAMES[listed.get(elsewhere)!]}: remove it there first`);
    }
    const added = terms.filter((term) => !listed.has(term));
    if ((await countFilterTerms(trx, change.list)) + added.length > FILTER_LIST_MAX) {
      throw new AppError("VALIDATION", `A list holds at most ${FILTER_LIST_MAX} terms; remove some before adding more`);
    }
    await storeTerms(trx, change.list, added, new Date().toISOString());
    return added;
  });
  // The count, not the terms: a term an admin holds back may be a word a participant wrote.
  if (added.length > 0) await recordAudit(context, caller, { kind: "filter.changed", detail: { list: change.list, added: added.length } });
  await applyRules(context);
  return getFilterPolicy(context, admin);
}

export async function removeFilterTerms(context: AppContext, admin: AdminReach, change: FilterTermsChange, caller: AuditCaller): Promise<FilterPolicy> {
  assertMayChange(admin);
  const terms = normalizeTerms(change.terms);
  const removed = await deleteTerms(context.store.db, change.list, terms);
  if (removed === 0) throw new AppError("NOT_FOUND", `“${change.terms[0]}” is not on ${LIST_NAMES[change.list]}`);
  await recordAudit(context, caller, { kind: "filter.changed", detail: { list: change.list, removed } });
  await applyRules(context);
  return getFilterPolicy(context, admin);
}

function assertMayChange(admin: AdminReach): void {
  // The demo account reaches only the demo sessions; the filter's lists apply to everyone's.
  if (admin.demo) throw new AppError("FORBIDDEN", DEMO_REACH_MESSAGE);
}

/** The terms as the filter matches them (like ban terms: "A.I." → "a i"), each once; one without letters or digits is refused. */
function normalizeTerms(terms: string[]): string[] {
  const normalized = terms.map((term) => {
    const words = normalizeBanTerm(term);
    if (words === "") throw new AppError("VALIDATION", `“${term}” has no letters or digits`);
    return words;
  });
  return [...new Set(normalized)];
}

/**
 * Puts the lists as stored into force: new answers on this instance follow them at once, the other instances read
 * them at their next tick, and every open session's answers are judged again (its screens follow at the next tick).
 */
async function applyRules(context: AppContext): Promise<void> {
  context.wordFilter.setRules(await readFilterRules(context.store.db));
  context.hub.publishFilterRulesChanged();
  for (const sessionId of await listActiveSessionIds(context.store.db)) await judgeSessionAgain(context, sessionId);
}
