import type { Kysely, Transaction } from "kysely";
import { cloudSpelling, normalizeTerm } from "../../../shared/words.js";
import { AppError } from "../../errors.js";
import { findClassQuestionRow, listClassTextAnswers } from "../../store/class-data.js";
import { listHeldEntries, readTermCounts, termHasEntries, type TermCount } from "../../store/moderation-data.js";
import type { Database } from "../../store/schema.js";
import type { SessionRow } from "../../store/sessions-data.js";
import type { SessionFilter } from "../word-filter/session-filter.js";

type Db = Kysely<Database> | Transaction<Database>;

/** Refuses a scope that names no cloud of the session: "" for a regular session, a text question's id for a class one. */
export async function checkScope(db: Db, session: SessionRow, scope: string): Promise<void> {
  if (session.session_type === "regular") {
    if (scope !== "") throw new AppError("VALIDATION", "A regular session has one cloud: leave scope out");
    return;
  }
  const question = scope === "" ? undefined : await findClassQuestionRow(db, session.id, scope);
  if (!question || question.question_type !== "text") throw new AppError("VALIDATION", "scope must name a text question of this session");
}

/** One cloud's terms before the host's decisions: a regular session's counted entries, or a text question's answers (held ones left out). */
export async function readScopeTerms(db: Db, session: SessionRow, scope: string, filter: SessionFilter): Promise<TermCount[]> {
  if (session.session_type === "regular") return readTermCounts(db, session.id);
  const terms = new Map<string, TermCount>();
  for (const answer of await classAnswersOf(db, session.id, scope)) {
    if (filter.isHeld(answer)) continue;
    const term = normalizeTerm(answer);
    const known = terms.get(term);
    if (known) known.frequency += 1;
    else terms.set(term, { term, frequency: 1, spelling: cloudSpelling(answer) });
  }
  return [...terms.values()];
}

/** This cloud's answers the filter holds back (one per answer, as written): the host's overview lists them, and a ban that matches them keeps them out too. */
export async function readHeldAnswers(db: Db, session: SessionRow, scope: string, filter: SessionFilter): Promise<string[]> {
  if (session.session_type === "regular") return (await listHeldEntries(db, session.id)).map((entry) => entry.content);
  return (await classAnswersOf(db, session.id, scope)).filter((answer) => filter.isHeld(answer));
}

/** Whether any answer of this cloud (in any state) has the term. */
export async function isKnownTerm(db: Db, session: SessionRow, scope: string, term: string): Promise<boolean> {
  if (session.session_type === "regular") return termHasEntries(db, session.id, term);
  return (await classAnswersOf(db, session.id, scope)).some((answer) => normalizeTerm(answer) === term);
}

async function classAnswersOf(db: Db, sessionId: string, questionId: string): Promise<string[]> {
  return (await listClassTextAnswers(db, sessionId)).filter((answer) => answer.questionId === questionId && answer.text.trim() !== "").map((answer) => answer.text);
}
