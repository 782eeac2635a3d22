import { useId } from "react";
import { useT } from "../i18n/i18n-provider.js";
import "./class-window-fields.css";

/** The two `datetime-local` fields of an evaluation's window (in this browser's zone), with what an empty one means. */
export function ClassWindowFields({
  opens,
  closes,
  onChange,
  invalid,
}: {
  opens: string;
  closes: string;
  onChange: (next: { opens: string; closes: string }) => void;
  /** The close is not after the opening: said beside the Closes field. */
  invalid: boolean;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="class-window-fields">
      <p className="field__hint" id={`${id}-hint`}>
        {t("classWindow.hint")}
      </p>
      <div className="class-window-fields__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-opens`}>
            {t("classWindow.opens")}
          </label>
          <input id={`${id}-opens`} className="input" type="datetime-local" value={opens} aria-describedby={`${id}-hint`} onChange={(event) => onChange({ opens: event.target.value, closes })} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-closes`}>
            {t("classWindow.closes")}
          </label>
          <input
            id={`${id}-closes`}
            className="input"
            type="datetime-local"
            value={closes}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-order` : `${id}-hint`}
            onChange={(event) => onChange({ opens, closes: event.target.value })}
          />
        </div>
      </div>
      {invalid && (
        <p className="class-window-fields__error" id={`${id}-order`} role="alert">
          {t("classWindow.order")}
        </p>
      )}
    </div>
  );
}

/** Whether two `datetime-local` values are out of order (both set, the close not after the opening). */
export function windowOutOfOrder(opens: string, closes: string): boolean {
  return opens !== "" && closes !== "" && new Date(closes).getTime() <= new Date(opens).getTime();
}
