import type { Kysely } from "kysely";
import type { CurationRules } from "../../shared/word-curation.js";
import type { Database } from "./schema.js";

export type StoredMerge = { term: string; key: string; label: string };

/** The host's word decisions for one cloud of a session: its hidden words and merges, and the session's ban list. */
export async function loadWordRules(db: Kysely<Database>, sessionId: string, scope: string): Promise<CurationRules & { merges: StoredMerge[] }> {
  // One after another: inside a transaction they share one connection.
  const hidden = await db.selectFrom("hidden_words").select("term").where("session_id", "=", sessionId).where("scope", "=", scope).orderBy("term").execute();
  const banned = await listBannedTerms(db, sessionId);
  const merges = await listMerges(db, sessionId, scope);
  return { hidden: hidden.map((row) => row.term), banned: banned.map((row) => row.term), merges };
}

/** Hidden words and merges of every cloud of a session, keyed by scope (class sessions have one per text question). */
export async function loadWordRulesByScope(db: Kysely<Database>, sessionId: string): Promise<Map<string, { hidden: string[]; merges: StoredMerge[] }>> {
  const byScope = new Map<string, { hidden: string[]; merges: StoredMerge[] }>();
  const scopeOf = (scope: string) => {
    let rules = byScope.get(scope);
    if (!rules) byScope.set(scope, (rules = { hidden: [], merges: [] }));
    return rules;
  };
  const hidden = await db.selectFrom("hidden_words").select(["scope", "term"]).where("session_id", "=", sessionId).execute();
  for (const row of hidden) scopeOf(row.scope).hidden.push(row.term);
  const merges = await db.selectFrom("word_merges").select(["scope", "term", "merge_key", "label"]).where("session_id", "=", sessionId).execute();
  for (const row of merges) scopeOf(row.scope).merges.push({ term: row.term, key: row.merge_key, label: row.label });
  return byScope;
}

export function listBannedTerms(db: Kysely<Database>, sessionId: string): Promise<{ term: string; created_at: string }[]> {
  return db.selectFrom("banned_terms").select(["term", "created_at"]).where("session_id", "=", sessionId).orderBy("created_at").orderBy("term").execute();
}

export async function listMerges(db: Kysely<Database>, sessionId: string, scope: string): Promise<StoredMerge[]> {
  const rows = await db
    .selectFrom("word_merges")
    .select(["term", "merge_key", "label"])
    .where("session_id", "=", sessionId)
    .where("scope", "=", scope)
    .orderBy("merge_key")
    .orderBy("term")
    .execute();
  return rows.map((row) => ({ term: row.term, key: row.merge_key, label: row.label }));
}
