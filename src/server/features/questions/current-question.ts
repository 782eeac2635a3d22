import type { CurrentQuestion } from "../../../shared/schemas/question.js";
import type { AppContext } from "../../context.js";
import { listQuestionRows } from "../../store/questions-data.js";
import type { SessionRow } from "../../store/sessions-data.js";

/** The question a regular session asks now, as every screen of the room sees it; null for class sessions. */
export async function readCurrentQuestion(context: AppContext, session: SessionRow): Promise<CurrentQuestion | null> {
  if (session.current_question_id === null) return null;
  const rows = await listQuestionRows(context.store.db, session.id);
  const index = rows.findIndex((row) => row.id === session.current_question_id);
  const row = rows[index];
  if (!row) return null;
  return {
    id: row.id,
    number: index + 1,
    count: rows.length,
    prompt: row.prompt,
    resultsHidden: Number(row.results_hidden) === 1,
    answeringClosed: Number(row.answering_closed) === 1,
  };
}
