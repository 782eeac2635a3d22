import { nanoid } from "nanoid";
import type { Transaction } from "kysely";
import { BUILT_IN_CLASS_QUESTIONS, BUILT_IN_SCALE } from "../../../shared/class-questions.js";
import type { ClassQuestionDraft } from "../../../shared/schemas/class.js";
import type { ClassQuestionRow } from "../../store/class-data.js";
import type { Database } from "../../store/schema.js";

const BUILT_IN_KEYS = new Set(BUILT_IN_CLASS_QUESTIONS.map((question) => question.key));

/**
 * Writes a session's class questions in the order given, replacing what it had. A draft naming an existing question
 * keeps its id and key; a built-in key is taken at most once, so self vs others finds each of its two questions.
 */
export async function writeClassQuestions(trx: Transaction<Database>, sessionId: string, drafts: ClassQuestionDraft[], existing: ClassQuestionRow[] = []): Promise<void> {
  const known = new Map(existing.map((row) => [row.id, row]));
  const usedKeys = new Set<string>();
  const rows = drafts.map((draft, position) => {
    const kept = draft.id === undefined ? undefined : known.get(draft.id);
    const wanted = kept ? kept.question_key : (draft.key ?? "");
    const key = BUILT_IN_KEYS.has(wanted) && !usedKeys.has(wanted) ? wanted : "";
    if (key) usedKeys.add(key);
    const scale = draft.type === "scale";
    return {
      id: kept?.id ?? nanoid(),
      session_id: sessionId,
      position,
      question_key: key,
      text: draft.text,
      question_type: draft.type,
      scale_min: scale ? (draft.scaleMin ?? BUILT_IN_SCALE.min) : BUILT_IN_SCALE.min,
      scale_max: scale ? (draft.scaleMax ?? BUILT_IN_SCALE.max) : BUILT_IN_SCALE.max,
    };
  });
  await trx.deleteFrom("class_questions").where("session_id", "=", sessionId).execute();
  await trx.insertInto("class_questions").values(rows).execute();
}
