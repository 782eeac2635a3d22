import { useId, type KeyboardEvent } from "react";
import type { ClassQuestion } from "../../../shared/schemas/class.js";
import { useT } from "../../i18n/i18n-provider.js";

type ScaleAnswerProps = {
  question: ClassQuestion;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  disabled: boolean;
};

/**
 * A number input and a row of round ratings; both edit the same answer. The ratings are native radio buttons: one
 * tab stop, arrow keys move the choice, a screen reader hears "5, radio button, 5 of 10".
 */
export function ScaleAnswer({ question, value, onChange, onSubmit, disabled }: ScaleAnswerProps) {
  const t = useT();
  const inputId = useId();
  const groupName = useId();
  const ratings: number[] = [];
  for (let rating = question.scaleMin; rating <= question.scaleMax; rating++) ratings.push(rating);
  const submitOnEnter = (event: KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <div className="class-scale">
      <p className="muted">{t("classEval.rateOnScale", { min: question.scaleMin, max: question.scaleMax })}</p>
      <div className="field class-scale__field">
        <label className="field__label" htmlFor={inputId}>
          {t("classEval.ratingInputLabel")}
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
          onKeyDown={submitOnEnter}
        />
      </div>
      <fieldset className="class-scale__buttons" disabled={disabled}>
        <legend className="visually-hidden">{t("classEval.ratingButtonsLabel")}</legend>
        {ratings.map((rating) => (
          <label key={rating} className="class-scale__button">
            <input
              type="radio"
              className="class-scale__radio"
              name={groupName}
              value={rating}
              checked={value.trim() === String(rating)}
              onChange={() => onChange(String(rating))}
              onKeyDown={submitOnEnter}
            />
            {rating}
          </label>
        ))}
      </fieldset>
      <div className="class-scale__ends" aria-hidden="true">
        <span>{t("classEval.low", { min: question.scaleMin })}</span>
        <span>{t("classEval.high", { max: question.scaleMax })}</span>
      </div>
    </div>
  );
}
