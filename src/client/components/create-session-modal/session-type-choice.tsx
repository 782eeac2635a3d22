import { ClipboardList, Cloud } from "lucide-react";
import { useId, type ReactNode } from "react";
import type { SessionType } from "../../../shared/schemas/session.js";
import { useT } from "../../i18n/i18n-provider.js";
import type { MessageId } from "../../i18n/messages/en.js";

const OPTIONS: { type: SessionType; label: MessageId; hint: MessageId; icon: ReactNode }[] = [
  { type: "regular", label: "create.regularSession", hint: "create.regularSessionHint", icon: <Cloud size={22} /> },
  { type: "class", label: "create.classSession", hint: "create.classSessionHint", icon: <ClipboardList size={22} /> },
];

/** Two radio cards: native radios (arrow keys, one tab stop) styled as selectable cards. */
export function SessionTypeChoice({ value, onChange }: { value: SessionType; onChange: (type: SessionType) => void }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="type-choice">
      <legend className="field__label">{t("create.sessionTypeLegend")}</legend>
      <div className="type-choice__options">
        {OPTIONS.map((option) => (
          <label key={option.type} className={`type-card${value === option.type ? " type-card--selected" : ""}`}>
            <input
              type="radio"
              className="type-card__radio"
              name={name}
              value={option.type}
              checked={value === option.type}
              onChange={() => onChange(option.type)}
              aria-describedby={`${name}-${option.type}-hint`}
            />
            <span className="type-card__icon" aria-hidden="true">
              {option.icon}
            </span>
            <span className="type-card__text">
              <span className="type-card__label">{t(option.label)}</span>
              <span className="type-card__hint" id={`${name}-${option.type}-hint`}>
                {t(option.hint)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
