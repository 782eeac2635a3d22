import { useId } from "react";
import { CHARACTERS_LEFT_WARNING } from "../../../shared/limits.js";
import { useT } from "../../i18n/i18n-provider.js";

type TextAnswerProps = {
  labelledBy: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  disabled: boolean;
  /** The question's longest answer (the spec's 25, or what its course allowed). */
  maxLength: number;
};

/** A 4-row textarea limited to the question's length (the spec's 25) (further typing is ignored) with a grey/yellow/red remaining counter. */
export function TextAnswer({ labelledBy, value, onChange, onSubmit, disabled, maxLength }: TextAnswerProps) {
  const t = useT();
  const counterId = useId();
  const left = maxLength - value.length;
  const tone = left <= 0 ? "limit" : left <= CHARACTERS_LEFT_WARNING ? "warning" : "normal";

  return (
    <div className="class-text">
      <textarea
        className="textarea class-text__input"
        rows={4}
        maxLength={maxLength}
        placeholder={t("classEval.textPlaceholder")}
        aria-labelledby={labelledBy}
        aria-describedby={counterId}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value.slice(0, maxLength))}
        onKeyDown={(event) => {
          // Answers are a few words; Enter moves on like in the regular feedback boxes, Shift+Enter is ignored by the limit anyway.
          if (event.key === "Enter" && !event.shiftKey) {
            event.preventDefault();
            onSubmit();
          }
        }}
      />
      <p id={counterId} className={`class-text__counter class-text__counter--${tone}`}>
        {tone === "limit" ? t("classEval.characterLimitReached", { max: maxLength }) : t("classEval.charactersLeft", { count: left })}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {tone === "limit" ? t("classEval.characterLimitReached", { max: maxLength }) : ""}
      </p>
    </div>
  );
}
