import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { CLASS_QUESTION_TEXT_MAX, SCALE_HIGHEST, SCALE_LOWEST } from "../../../shared/class-questions.js";
import type { ClassQuestionDraft } from "../../../shared/schemas/class.js";
import { classQuestionsText as text } from "../../text/class-questions.js";

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
  const bound = (raw: string) => (raw.trim() === "" ? SCALE_LOWEST : Number(raw));
  return (
    <li className="cq-row">
      <span className="cq-row__number" aria-hidden="true">
        {number}
      </span>
      <div className="cq-row__fields">
        <input
          className="input"
          aria-label={text.questionLabel(number)}
          value={question.text}
          maxLength={CLASS_QUESTION_TEXT_MAX}
          onChange={(event) => onChange({ ...question, text: event.target.value })}
        />
        <div className="cq-row__settings">
          <select
            className="input cq-row__type"
            aria-label={text.typeLabel(number)}
            value={question.type}
            onChange={(event) => onChange({ ...question, type: event.target.value === "text" ? "text" : "scale" })}
          >
            <option value="scale">{text.scale}</option>
            <option value="text">{text.text}</option>
          </select>
          {question.type === "scale" && (
            <span className="cq-row__range">
              <label>
                <span aria-hidden="true">{text.from}</span>
                <input
                  className="input cq-row__bound"
                  type="number"
                  min={SCALE_LOWEST}
                  max={SCALE_HIGHEST}
                  aria-label={text.fromLabel(number)}
                  value={question.scaleMin ?? 1}
                  onChange={(event) => onChange({ ...question, scaleMin: bound(event.target.value) })}
                />
              </label>
              <label>
                <span aria-hidden="true">{text.to}</span>
                <input
                  className="input cq-row__bound"
                  type="number"
                  min={SCALE_LOWEST}
                  max={SCALE_HIGHEST}
                  aria-label={text.toLabel(number)}
                  value={question.scaleMax ?? 10}
                  onChange={(event) => onChange({ ...question, scaleMax: bound(event.target.value) })}
                />
              </label>
            </span>
          )}
          <span className="cq-row__tools">
            <button type="button" className="btn btn--sm cq-row__icon" onClick={() => onMove(-1)} disabled={isFirst} aria-label={text.moveUp(number)}>
              <ArrowUp size={16} aria-hidden="true" />
            </button>
            <button type="button" className="btn btn--sm cq-row__icon" onClick={() => onMove(1)} disabled={isLast} aria-label={text.moveDown(number)}>
              <ArrowDown size={16} aria-hidden="true" />
            </button>
            <button type="button" className="btn btn--sm cq-row__icon cq-row__remove" onClick={onRemove} disabled={!canRemove} aria-label={text.remove(number)}>
              <Trash2 size={16} aria-hidden="true" />
            </button>
          </span>
        </div>
      </div>
    </li>
  );
}
