import type { Kysely, Transaction } from "kysely";
import { readStoredSetting, writeStoredSetting } from "./admin-settings-data.js";
import type { Database, FilterTermsTable } from "./schema.js";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The institution's steering of the word filter (admin overview): words and phrases it always holds back, words it
 * never holds back, and whether it holds anything back by itself. Terms are normalised as ban terms are ("A.I." → "a i").
 */
export type FilterRules = { automatic: boolean; alwaysHold: readonly string[]; neverHold: readonly string[] };
export type FilterList = FilterTermsTable["list"];

/** The institution's lists and switch as the filter applies them. */
export async function readFilterRules(db: Db): Promise<FilterRules> {
  const rows = await db.selectFrom("filter_terms").select(["term", "list"]).orderBy("term").execute();
  const automatic = (await readStoredSetting(db as Kysely<Database>, "filter-automatic")) !== 0;
  return {
    automatic,
    alwaysHold: rows.filter((row) => row.list === "hold").map((row) => row.term),
    neverHold: rows.filter((row) => row.list === "pass").map((row) => row.term),
  };
}

/** The terms on one list, alphabetically, holding `search` when given. */
export async function listFilterTerms(db: Db, list: FilterList, search?: string): Promise<{ term: string; createdAt: string }[]> {
  let query = db.selectFrom("filter_terms").select(["term", "created_at"]).where("list", "=", list);
  if (search) query = query.where("term", "like", `%${search.replace(/[\\%_]/g, "\\$&")}%`);
  const rows = await query.orderBy("term").execute();
  return rows.map((row) => ({ term: row.term, createdAt: row.created_at }));
}

/** The lists these terms are on now (a term is on one list at most). */
export async function findFilterTerms(db: Db, terms: string[]): Promise<Map<string, FilterList>> {
  if (terms.length === 0) return new Map();
  const rows = await db.selectFrom("filter_terms").select(["term", "list"]).where("term", "in", terms).execute();
  return new Map(rows.map((row) => [row.term, row.list]));
}

export async function countFilterTerms(db: Db, list: FilterList): Promise<number> {
  const row = await db.selectFrom("filter_terms").select((eb) => eb.fn.countAll<number>().as("count")).where("list", "=", list).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function addFilterTerms(db: Db, list: FilterList, terms: string[], now: string): Promise<void> {
  if (terms.length === 0) return;
  await db
    .insertInto("filter_terms")
    .values(terms.map((term) => ({ term, list, created_at: now })))
    .onConflict((conflict) => conflict.column("term").doNothing())
    .execute();
}

export async function removeFilterTerms(db: Db, list: FilterList, terms: string[]): Promise<number> {
  if (terms.length === 0) return 0;
  const result = await db.deleteFrom("filter_terms").where("list", "=", list).where("term", "in", terms).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Turns the filter's own holding on (the default) or off for the whole instance. */
export function writeFilterAutomatic(db: Kysely<Database>, automatic: boolean): Promise<void> {
  return writeStoredSetting(db, "filter-automatic", automatic ? null : 0);
}
