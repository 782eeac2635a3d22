import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { CLASS_QUESTION_TEXT_MAX, SCALE_HIGHEST, SCALE_LOWEST } from "../../../shared/class-questions.js";
import type { ClassQuestionDraft } from "../../../shared/schemas/class.js";
import { useT } from "../../i18n/i18n-provider.js";

type Props = {
  question: ClassQuestionDraft;
  number: number;
  isFirst: boolean;
  isLast: boolean;
  canRemove: boolean;
  onChange: (question: ClassQuestionDraft) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
};

/** One class question being written: its text, scale or text, the scale's range, and its place in the list. */
export function ClassQuestionRow({ question, number, isFirst, isLast, canRemove, onChange, onMove, onRemove }: Props) {
  const t = useT();
  return (
    <li className="cq-row">
      <span className="cq-row__number" aria-hidden="true">
        {number}
      </span>
      <div className="cq-row__fields">
        {/* A textarea that grows with its text, so a long question stays readable on a phone; no line breaks. */}
        <textarea
          className="textarea cq-row__text"
          rows={1}
          aria-label={t("classQuestions.questionLabel", { number })}
          value={question.text}
          maxLength={CLASS_QUESTION_TEXT_MAX}
          onKeyDown={(event) => {
            // Enter submits the form, as it did when this was a one-line input.
            if (event.key !== "Enter") return;
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }}
          onChange={(event) => onChange({ ...question, text: event.target.value.replace(/[\r\n]+/g, " ") })}
        />
        <div className="cq-row__settings">
          <select
            className="input cq-row__type"
            aria-label={t("classQuestions.typeLabel", { number })}
            value={question.type}
            onChange={(event) => onChange({ ...question, type: event.target.value === "text" ? "text" : "scale" })}
          >
            <option value="scale">{t("classQuestions.scale")}</option>
            <option value="text">{t("classQuestions.text")}</option>
          </select>
          {question.type === "scale" && (
            <span className="cq-row__range">
              <ScaleBound label={t("classQuestions.from")} name={t("classQuestions.fromLabel", { number })} value={question.scaleMin ?? 1} onChange={(scaleMin) => onChange({ ...question, scaleMin })} />
              <ScaleBound label={t("classQuestions.to")} name={t("classQuestions.toLabel", { number })} value={question.scaleMax ?? 10} onChange={(scaleMax) => onChange({ ...question, scaleMax })} />
            </span>
          )}
          <span className="cq-row__tools">
            <button type="button" className="btn btn--sm cq-row__icon" onClick={() => onMove(-1)} disabled={isFirst} aria-label={t("classQuestions.moveUp", { number })}>
              <ArrowUp size={16} aria-hidden="true" />
            </button>
            <button type="button" className="btn btn--sm cq-row__icon" onClick={() => onMove(1)} disabled={isLast} aria-label={t("classQuestions.moveDown", { number })}>
              <ArrowDown size={16} aria-hidden="true" />
            </button>
            <button type="button" className="btn btn--sm cq-row__icon cq-row__remove" onClick={onRemove} disabled={!canRemove} aria-label={t("classQuestions.remove", { number })}>
              <Trash2 size={16} aria-hidden="true" />
            </button>
          </span>
        </div>
      </div>
    </li>
  );
}

/** One end of a scale: a whole number the server checks (0-20, at most 10 apart). */
function ScaleBound({ label, name, value, onChange }: { label: string; name: string; value: number; onChange: (value: number) => void }) {
  return (
    <label>
      <span aria-hidden="true">{label}</span>
      <input
        className="input cq-row__bound"
        type="number"
        min={SCALE_LOWEST}
        max={SCALE_HIGHEST}
        aria-label={name}
        value={value}
        onChange={(event) => onChange(event.target.value.trim() === "" ? SCALE_LOWEST : Number(event.target.value))}
      />
    </label>
  );
}
