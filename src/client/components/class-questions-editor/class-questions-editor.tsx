import { Plus } from "lucide-react";
import { BUILT_IN_SCALE, CLASS_QUESTIONS_MAX } from "../../../shared/class-questions.js";
import type { ClassQuestion, ClassQuestionDraft } from "../../../shared/schemas/class.js";
import { useT } from "../../i18n/i18n-provider.js";
import { ClassQuestionRow } from "./class-question-row.js";
import "./class-questions-editor.css";

/** A session's stored questions as drafts, so saving keeps each one's id (and what analytics know it by). */
export function toDrafts(questions: ClassQuestion[]): ClassQuestionDraft[] {
  return questions.map(({ id, text: questionText, type, scaleMin, scaleMax }) => ({ id, text: questionText, type, scaleMin, scaleMax }));
}

type Props = { value: ClassQuestionDraft[]; onChange: (value: ClassQuestionDraft[]) => void };

/** Edits a class session's questions: text, scale or text, scale range, order; adds and removes them. */
export function ClassQuestionsEditor({ value, onChange }: Props) {
  const t = useT();
  const replace = (index: number, question: ClassQuestionDraft) => onChange(value.map((old, i) => (i === index ? question : old)));
  const move = (index: number, offset: -1 | 1) => {
    const next = [...value];
    [next[index], next[index + offset]] = [next[index + offset]!, next[index]!];
    onChange(next);
  };
  return (
    <div className="cq-editor">
      <ol className="cq-editor__list" aria-label={t("classQuestions.listLabel")}>
        {value.map((question, index) => (
          <ClassQuestionRow
            // Position is identity enough: rows hold no state of their own.
            key={index}
            question={question}
            number={index + 1}
            isFirst={index === 0}
            isLast={index === value.length - 1}
            canRemove={value.length > 1}
            onChange={(next) => replace(index, next)}
            onMove={(offset) => move(index, offset)}
            onRemove={() => onChange(value.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <button
        type="button"
        className="btn btn--sm"
        onClick={() => onChange([...value, { text: "", type: "text", scaleMin: BUILT_IN_SCALE.min, scaleMax: BUILT_IN_SCALE.max }])}
        disabled={value.length >= CLASS_QUESTIONS_MAX}
      >
        <Plus size={16} aria-hidden="true" />
        {t("classQuestions.add")}
      </button>
    </div>
  );
}
