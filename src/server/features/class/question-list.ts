import { nanoid } from "nanoid";
import type { Transaction } from "kysely";
import { BUILT_IN_CLASS_QUESTIONS, BUILT_IN_SCALE } from "../../../shared/class-questions.js";
import { CLASS_TEXT_MAX_LENGTH } from "../../../shared/limits.js";
import type { ClassQuestionDraft } from "../../../shared/schemas/class.js";
import type { ClassQuestionRow } from "../../store/class-data.js";
import type { CourseQuestionsTable, Database } from "../../store/schema.js";

const BUILT_IN_KEYS = new Set(BUILT_IN_CLASS_QUESTIONS.map((question) => question.key));

/** One question of a list as it will be stored (a session's or a course's template), and the row it keeps. */
type PlannedQuestion<Row> = Omit<CourseQuestionsTable, "course_id"> & { kept: Row | undefined };

/**
 * A question list in the order given. A draft naming an existing question keeps its id and key; a built-in key is
 * taken at most once, so self vs others finds each of its two questions.
 */
export function planQuestions<Row extends { id: string; question_key: string }>(drafts: ClassQuestionDraft[], existing: Row[]): PlannedQuestion<Row>[] {
  const known = new Map(existing.map((row) => [row.id, row]));
  const usedKeys = new Set<string>();
  return drafts.map((draft, position) => {
    const kept = draft.id === undefined ? undefined : known.get(draft.id);
    const wanted = kept ? kept.question_key : (draft.key ?? "");
    const key = BUILT_IN_KEYS.has(wanted) && !usedKeys.has(wanted) ? wanted : "";
    if (key) usedKeys.add(key);
    const scale = draft.type === "scale";
    return {
      id: kept?.id ?? nanoid(),
      position,
      question_key: key,
      text: draft.text,
      question_type: draft.type,
      scale_min: scale ? (draft.scaleMin ?? BUILT_IN_SCALE.min) : BUILT_IN_SCALE.min,
      scale_max: scale ? (draft.scaleMax ?? BUILT_IN_SCALE.max) : BUILT_IN_SCALE.max,
      kept,
    };
  });
}

/**
 * Writes a session's class questions in the order given, replacing what it had (see planQuestions). A kept question
 * keeps its answer length; a new one gets `answerMaxLength` (by default the longest its list already allows).
 */
export async function writeClassQuestions(
  trx: Transaction<Database>,
  sessionId: string,
  drafts: ClassQuestionDraft[],
  existing: ClassQuestionRow[] = [],
  answerMaxLength = longestAnswerOf(existing),
): Promise<void> {
  const rows = planQuestions(drafts, existing).map(({ kept, ...row }) => ({
    ...row,
    session_id: sessionId,
    answer_max_length: kept ? Number(kept.answer_max_length) : answerMaxLength,
  }));
  await trx.deleteFrom("class_questions").where("session_id", "=", sessionId).execute();
  await trx.insertInto("class_questions").values(rows).execute();
}

/** A question added to an evaluation allows what its other questions allow (a course's evaluation may allow more than 25). */
function longestAnswerOf(existing: ClassQuestionRow[]): number {
  return Math.max(CLASS_TEXT_MAX_LENGTH, ...existing.map((row) => Number(row.answer_max_length)));
}
