import type { Kysely, Selectable, Transaction } from "kysely";
import { cloudSpelling, earlierArrival } from "../../shared/words.js";
import type { TermCount } from "./moderation-data.js";
import type { Database, SessionQuestionsTable } from "./schema.js";

type Db = Kysely<Database> | Transaction<Database>;

export type QuestionRow = Selectable<SessionQuestionsTable>;

/** A session's questions in the host's order. */
export function listQuestionRows(db: Db, sessionId: string): Promise<QuestionRow[]> {
  return db.selectFrom("session_questions").selectAll().where("session_id", "=", sessionId).orderBy("position").orderBy("id").execute();
}

export function findQuestionRow(db: Db, sessionId: string, questionId: string): Promise<QuestionRow | undefined> {
  return db.selectFrom("session_questions").selectAll().where("session_id", "=", sessionId).where("id", "=", questionId).executeTakeFirst();
}

export async function insertQuestion(db: Db, row: { id: string; sessionId: string; position: number; prompt: string; createdAt: string }): Promise<void> {
  await db
    .insertInto("session_questions")
    .values({ id: row.id, session_id: row.sessionId, position: row.position, prompt: row.prompt, created_at: row.createdAt })
    .execute();
}

export async function updateQuestionRow(
  db: Db,
  questionId: string,
  changes: { prompt?: string; resultsHidden?: boolean; answeringClosed?: boolean; position?: number },
): Promise<void> {
  await db
    .updateTable("session_questions")
    .set({
      ...(changes.prompt === undefined ? {} : { prompt: changes.prompt }),
      ...(changes.resultsHidden === undefined ? {} : { results_hidden: changes.resultsHidden ? 1 : 0 }),
      ...(changes.answeringClosed === undefined ? {} : { answering_closed: changes.answeringClosed ? 1 : 0 }),
      ...(changes.position === undefined ? {} : { position: changes.position }),
    })
    .where("id", "=", questionId)
    .execute();
}

export async function deleteQuestionRow(db: Db, questionId: string): Promise<void> {
  await db.deleteFrom("session_questions").where("id", "=", questionId).execute();
}

export async function setCurrentQuestion(db: Db, sessionId: string, questionId: string): Promise<void> {
  await db.updateTable("sessions").set({ current_question_id: questionId }).where("id", "=", sessionId).execute();
}

/** Whether any entry (in any state) belongs to the question. */
export async function questionHasEntries(db: Db, questionId: string): Promise<boolean> {
  return (await db.selectFrom("feedback").select("id").where("question_id", "=", questionId).limit(1).executeTakeFirst()) !== undefined;
}

/** Every entry of a session with its question, for per-question counts (withheld entries only when asked). */
export function listQuestionEntries(db: Db, sessionId: string): Promise<{ question_id: string | null; content: string; term: string; in_cloud: number; review: string }[]> {
  return db.selectFrom("feedback").select(["question_id", "content", "term", "in_cloud", "review"]).where("session_id", "=", sessionId).execute();
}

/** A question's cloud entries (counted toward a cloud word) by term and as typed, for building its cloud. */
export async function readQuestionSpellings(db: Db, questionId: string): Promise<{ term: string; content: string; frequency: number; first?: number }[]> {
  const rows = await db
    .selectFrom("feedback")
    .select((eb) => ["term", "content", eb.fn.countAll<string>().as("frequency"), eb.fn.min("sequence").as("first")])
    .where("question_id", "=", questionId)
    .where("in_cloud", "=", 1)
    .groupBy(["term", "content"])
    .execute();
  return rows.map((row) => ({ term: row.term, content: row.content, frequency: Number(row.frequency), ...(row.first === null ? {} : { first: Number(row.first) }) }));
}

/** A question's cloud terms with their counts and most used spelling (as readTermCounts gives a session's). */
export async function readQuestionTermCounts(db: Db, questionId: string): Promise<TermCount[]> {
  const terms = new Map<string, { frequency: number; spellings: Map<string, number>; first?: number }>();
  for (const row of await readQuestionSpellings(db, questionId)) {
    const term = terms.get(row.term) ?? { frequency: 0, spellings: new Map<string, number>() };
    const spelling = cloudSpelling(row.content);
    term.frequency += row.frequency;
    term.first = earlierArrival(term.first, row.first);
    term.spellings.set(spelling, (term.spellings.get(spelling) ?? 0) + row.frequency);
    terms.set(row.term, term);
  }
  return [...terms].map(([term, counted]) => {
    // The same choice as the live cloud: most frequent, a tie to the spelling that sorts last.
    const [spelling] = [...counted.spellings].reduce((best, next) => (next[1] > best[1] || (next[1] === best[1] && next[0] > best[0]) ? next : best));
    return { term, frequency: counted.frequency, spelling, first: counted.first };
  });
}
