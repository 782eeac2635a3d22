import { MAX_PARTICIPANTS_CHOICES, MAX_PARTICIPANTS_MAX, MAX_PARTICIPANTS_MIN } from "../../../shared/limits.js";
import { useT } from "../../i18n/i18n-provider.js";

type Props = { id: string; value: string; onChange: (value: string) => void; outOfRange: boolean };

/** 'Max Participants' as a question the host can answer: how many will answer, what the limit does, quick choices. */
export function CapacityField({ id, value, onChange, outOfRange }: Props) {
  const t = useT();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t("create.maxParticipantsLabel")}
      </label>
      <p className="field__hint" id={`${id}-question`}>
        {t("create.maxParticipantsQuestion")}
      </p>
      <div className="capacity-field">
        <input
          id={id}
          className="input create-form__number"
          type="number"
          inputMode="numeric"
          min={MAX_PARTICIPANTS_MIN}
          max={MAX_PARTICIPANTS_MAX}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={outOfRange}
          aria-describedby={`${id}-question ${id}-hint`}
        />
        <div className="capacity-field__choices" role="group" aria-label={t("create.maxParticipantsChoices")}>
          {MAX_PARTICIPANTS_CHOICES.map((choice) => (
            <button
              key={choice}
              type="button"
              className="capacity-field__choice"
              aria-pressed={value.trim() === String(choice)}
              onClick={() => onChange(String(choice))}
            >
              {choice}
            </button>
          ))}
        </div>
      </div>
      <p className={outOfRange ? "create-form__error" : "field__hint"} id={`${id}-hint`}>
        {outOfRange ? t("create.maxParticipantsRange") : t("create.maxParticipantsHint")}
      </p>
    </div>
  );
}
