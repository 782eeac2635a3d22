import type { Kysely } from "kysely";
import type { HeldWordCount } from "../../../shared/schemas/moderation.js";
import { cloudSpelling, normalizeTerm } from "../../../shared/words.js";
import { listClassQuestionRows, listClassTextAnswers } from "../../store/class-data.js";
import type { Database } from "../../store/schema.js";
import type { SessionRow } from "../../store/sessions-data.js";
import type { SessionFilter } from "../word-filter/session-filter.js";
import { readHeldAnswers } from "./scope-terms.js";

export type HeldWords = { total: number; words: HeldWordCount[] };

/**
 * What the filter holds back from the room in every cloud of a session, for its host: each word (as first written;
 * one row for it across a class session's questions, as Allow is for the session) with its count, the part that
 * matched and whose list it was on, most given first; `scope` is the first cloud it was held in. A class question answered by
 * fewer than the anonymity `threshold` shows nothing of its answers, held ones included (see analyseClassSession).
 */
export async function listHeldWords(db: Kysely<Database>, session: SessionRow, filter: SessionFilter, threshold: number): Promise<HeldWords> {
  const words = new Map<string, HeldWordCount>();
  const count = async (scope: string) => {
    for (const answer of await readHeldAnswers(db, session, scope, filter)) addHeldAnswer(words, answer, scope, filter);
  };
  if (session.session_type === "regular") await count("");
  else {
    const answered = new Map<string, number>();
    for (const answer of await listClassTextAnswers(db, session.id)) if (answer.text.trim() !== "") answered.set(answer.questionId, (answered.get(answer.questionId) ?? 0) + 1);
    for (const question of await listClassQuestionRows(db, session.id)) {
      if (question.question_type === "text" && (answered.get(question.id) ?? 0) >= threshold) await count(question.id);
    }
  }
  const sorted = [...words.values()].sort((a, b) => b.frequency - a.frequency || a.word.localeCompare(b.word, "da"));
  return { total: sorted.reduce((sum, word) => sum + word.frequency, 0), words: sorted };
}

/** Counts one held answer under its word, with the part that matched and whose list it was on. */
function addHeldAnswer(words: Map<string, HeldWordCount>, answer: string, scope: string, filter: SessionFilter): void {
  const term = normalizeTerm(answer);
  const known = words.get(term);
  if (known) {
    known.frequency += 1;
    return;
  }
  const verdict = filter.judge(answer);
  const reason = verdict.held ? { part: verdict.part, source: verdict.source } : { part: term, source: "filter" as const };
  words.set(term, { word: cloudSpelling(answer), frequency: 1, scope, ...reason });
}
