import { BAN_LIST_MAX, MERGE_MAX_WORDS } from "../../../shared/limits.js";
import type { HostAction } from "../../../shared/schemas/moderation.js";
import { normalizeBanTerm } from "../../../shared/word-curation.js";
import { normalizeTerm } from "../../../shared/words.js";
import { AppError } from "../../errors.js";
import {
  addBannedTerms,
  addHiddenWord,
  deleteMergeGroup,
  removeBannedTerms,
  removeHiddenWord,
  writeMergeGroup,
} from "../../store/moderation-data.js";
import { listBannedTerms, listMerges, type StoredMerge } from "../../store/word-rules-data.js";
import type { DecisionOutcome, DecisionScope } from "./decision.js";
import { checkScope, isKnownTerm } from "./scope-terms.js";

type Action<T extends HostAction["type"]> = Extract<HostAction, { type: T }>;

const unknownWord = (word: string) => new AppError("NOT_FOUND", `No answer has the word “${word}”`);

/** The merged groups of one cloud: which group each term is in, and each group's members and label. */
function indexMerges(merges: StoredMerge[]) {
  const keyOfTerm = new Map<string, string>();
  const groups = new Map<string, { label: string; terms: string[] }>();
  for (const merge of merges) {
    keyOfTerm.set(merge.term, merge.key);
    const group = groups.get(merge.key);
    if (group) group.terms.push(merge.term);
    else groups.set(merge.key, { label: merge.label, terms: [merge.term] });
  }
  return { keyOfTerm, groups };
}

/** The cloud word a host named: its group's key when it was merged, else its own term; 404 for a word no answer has. */
async function resolveWord(scope: DecisionScope, cloud: string, word: string, merges: StoredMerge[], alsoKnown: (term: string) => boolean = () => false): Promise<string> {
  await checkScope(scope.trx, scope.session, cloud);
  const term = normalizeTerm(word);
  const key = indexMerges(merges).keyOfTerm.get(term);
  if (key !== undefined) return key;
  if (alsoKnown(term) || (await isKnownTerm(scope.trx, scope.session, cloud, term))) return term;
  throw unknownWord(word);
}

export async function hideWord(scope: DecisionScope, action: Action<"hide-word">): Promise<DecisionOutcome> {
  const merges = await listMerges(scope.trx, scope.session.id, action.scope);
  const key = await resolveWord(scope, action.scope, action.word, merges);
  const hidden = await addHiddenWord(scope.trx, scope.session.id, action.scope, key, scope.now);
  return { undo: hidden ? { type: "show-word", word: action.word, scope: action.scope } : null };
}

export async function showWord(scope: DecisionScope, action: Action<"show-word">): Promise<DecisionOutcome> {
  const merges = await listMerges(scope.trx, scope.session.id, action.scope);
  const term = normalizeTerm(action.word);
  // A hidden word is known even if its answers have since left the cloud (e.g. sent back to the queue).
  const key = indexMerges(merges).keyOfTerm.get(term) ?? term;
  await checkScope(scope.trx, scope.session, action.scope);
  const shown = await removeHiddenWord(scope.trx, scope.session.id, action.scope, key);
  if (!shown && !(await isKnownTerm(scope.trx, scope.session, action.scope, term))) throw unknownWord(action.word);
  return { undo: shown ? { type: "hide-word", word: action.word, scope: action.scope } : null };
}

/** Normalised ban terms, each at most once; a term without letters or digits is refused. */
function banTermsOf(terms: string[]): string[] {
  const normalized = terms.map((term) => {
    const ban = normalizeBanTerm(term);
    if (ban === "") throw new AppError("VALIDATION", `“${term}” has no letters or digits to ban`);
    return ban;
  });
  return [...new Set(normalized)];
}

export async function banTerms(scope: DecisionScope, action: Action<"ban-terms">): Promise<DecisionOutcome> {
  const terms = banTermsOf(action.terms);
  const existing = new Set((await listBannedTerms(scope.trx, scope.session.id)).map((row) => row.term));
  const added = terms.filter((term) => !existing.has(term));
  if (existing.size + added.length > BAN_LIST_MAX) {
    throw new AppError("VALIDATION", `A ban list holds at most ${BAN_LIST_MAX} terms; remove some before adding more`);
  }
  await addBannedTerms(scope.trx, scope.session.id, added, scope.now);
  return { undo: added.length > 0 ? { type: "unban-terms", terms: added } : null };
}

export async function unbanTerms(scope: DecisionScope, action: Action<"unban-terms">): Promise<DecisionOutcome> {
  const terms = banTermsOf(action.terms);
  const existing = new Set((await listBannedTerms(scope.trx, scope.session.id)).map((row) => row.term));
  const removed = terms.filter((term) => existing.has(term));
  if (removed.length === 0) throw new AppError("NOT_FOUND", `“${action.terms[0]}” is not on the ban list`);
  await removeBannedTerms(scope.trx, scope.session.id, removed);
  return { undo: { type: "ban-terms", terms: removed } };
}

/**
 * Merges the named words (and every spelling already merged with one of them) into one group shown as `label`.
 * The label's own term always belongs to the group, so its answers join it and its text names the group. Groups
 * absorbed on the way are given back by the undo.
 */
export async function mergeWords(scope: DecisionScope, action: Action<"merge-words">): Promise<DecisionOutcome> {
  await checkScope(scope.trx, scope.session, action.scope);
  const merges = await listMerges(scope.trx, scope.session.id, action.scope);
  const { keyOfTerm, groups } = indexMerges(merges);
  const labelKey = normalizeTerm(action.label);
  const absorbed = new Set<string>();
  const singles = new Set<string>();
  for (const word of action.words) {
    const term = normalizeTerm(word);
    const key = keyOfTerm.get(term);
    if (key !== undefined) absorbed.add(key);
    else if (term === labelKey || (await isKnownTerm(scope.trx, scope.session, action.scope, term))) singles.add(term);
    else throw unknownWord(word);
  }
  // A label that is already another group's spelling takes that group along.
  const labelGroup = keyOfTerm.get(labelKey);
  if (labelGroup !== undefined) absorbed.add(labelGroup);
  const parts = absorbed.size + singles.size;
  const renames = absorbed.size === 1 && singles.size === 0 && groups.get([...absorbed][0]!)?.label !== action.label;
  if (parts < 2 && !renames) throw new AppError("VALIDATION", "Choose at least two different words to merge");

  const terms = new Set([...singles, labelKey]);
  for (const key of absorbed) for (const term of groups.get(key)!.terms) terms.add(term);
  if (terms.size > MERGE_MAX_WORDS) throw new AppError("VALIDATION", `A merged word holds at most ${MERGE_MAX_WORDS} spellings`);
  const restore = [...absorbed].map((key) => ({ label: groups.get(key)!.label, words: groups.get(key)!.terms }));
  for (const key of absorbed) await deleteMergeGroup(scope.trx, scope.session.id, action.scope, key);
  await writeMergeGroup(scope.trx, scope.session.id, action.scope, { key: labelKey, label: action.label, terms: [...terms] }, scope.now);
  return { undo: { type: "unmerge-word", word: action.label, scope: action.scope, ...(restore.length > 0 ? { restore } : {}) } };
}

/** Splits a merged word into its spellings again (and, when undoing a merge, makes the groups it had absorbed again). */
export async function unmergeWord(scope: DecisionScope, action: Action<"unmerge-word">): Promise<DecisionOutcome> {
  await checkScope(scope.trx, scope.session, action.scope);
  const merges = await listMerges(scope.trx, scope.session.id, action.scope);
  const { keyOfTerm, groups } = indexMerges(merges);
  const key = keyOfTerm.get(normalizeTerm(action.word));
  if (key === undefined) {
    if (await isKnownTerm(scope.trx, scope.session, action.scope, normalizeTerm(action.word))) {
      throw new AppError("CONFLICT", `“${action.word}” is not a merged word`);
    }
    throw unknownWord(action.word);
  }
  const group = groups.get(key)!;
  await deleteMergeGroup(scope.trx, scope.session.id, action.scope, key);
  for (const restored of action.restore ?? []) {
    const restoredKey = normalizeTerm(restored.label);
    const terms = [...new Set([...restored.words.map(normalizeTerm), restoredKey])];
    await writeMergeGroup(scope.trx, scope.session.id, action.scope, { key: restoredKey, label: restored.label, terms }, scope.now);
  }
  return { undo: { type: "merge-words", words: group.terms, label: group.label, scope: action.scope } };
}
