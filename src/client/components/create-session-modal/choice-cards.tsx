import { useId, type ReactNode } from "react";

export type ChoiceCard<K extends string> = { key: K; label: string; hint: string; icon: ReactNode };

/** Radio cards: native radios (arrow keys, one tab stop) styled as selectable cards, each with an icon and a hint. */
export function ChoiceCards<K extends string>({ legend, options, value, onChange }: { legend: string; options: ChoiceCard<K>[]; value: K; onChange: (key: K) => void }) {
  const name = useId();
  return (
    <fieldset className="type-choice">
      <legend className="field__label">{legend}</legend>
      <div className="type-choice__options">
        {options.map((option) => (
          <label key={option.key} className={`type-card${value === option.key ? " type-card--selected" : ""}`}>
            <input
              type="radio"
              className="type-card__radio"
              name={name}
              value={option.key}
              checked={value === option.key}
              onChange={() => onChange(option.key)}
              aria-describedby={`${name}-${option.key}-hint`}
            />
            <span className="type-card__icon" aria-hidden="true">
              {option.icon}
            </span>
            <span className="type-card__text">
              <span className="type-card__label">{option.label}</span>
              <span className="type-card__hint" id={`${name}-${option.key}-hint`}>
                {option.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
