import { useId } from "react";
import type { ClassQuestion } from "../../../shared/schemas/class.js";
import { classText } from "../../text/class.js";

type ScaleAnswerProps = {
  question: ClassQuestion;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  disabled: boolean;
};

/** A number input and a row of round rating buttons; both edit the same answer. */
export function ScaleAnswer({ question, value, onChange, onSubmit, disabled }: ScaleAnswerProps) {
  const inputId = useId();
  const ratings: number[] = [];
  for (let rating = question.scaleMin; rating <= question.scaleMax; rating++) ratings.push(rating);

  return (
    <div className="class-scale">
      <p className="muted">{classText.rateOnScale(question.scaleMin, question.scaleMax)}</p>
      <div className="field class-scale__field">
        <label className="field__label" htmlFor={inputId}>
          {classText.ratingInputLabel}
        </label>
        <input
          id={inputId}
          className="input class-scale__input"
          type="number"
          inputMode="numeric"
          min={question.scaleMin}
          max={question.scaleMax}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              onSubmit();
            }
          }}
        />
      </div>
      <div className="class-scale__buttons" role="group" aria-label={classText.ratingButtonsLabel}>
        {ratings.map((rating) => (
          <button
            key={rating}
            type="button"
            className="class-scale__button"
            aria-pressed={value.trim() === String(rating)}
            disabled={disabled}
            onClick={() => onChange(String(rating))}
          >
            {rating}
          </button>
        ))}
      </div>
      <div className="class-scale__ends" aria-hidden="true">
        <span>{classText.low(question.scaleMin)}</span>
        <span>{classText.high(question.scaleMax)}</span>
      </div>
    </div>
  );
}
