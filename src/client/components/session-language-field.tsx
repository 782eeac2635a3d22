import { sessionLanguageSchema, type SessionLanguage } from "../../shared/schemas/session-language.js";
import { useT } from "../i18n/i18n-provider.js";
import { LOCALE_NAMES } from "../i18n/locale.js";

type Props = { id: string; value: SessionLanguage; onChange: (language: SessionLanguage) => void };

/** "Language of the answers" (Dansk / English), each named in its own language: the word filter reads answers as words of it. */
export function SessionLanguageField({ id, value, onChange }: Props) {
  const t = useT();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t("sessionLanguage.label")}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(event) => onChange(sessionLanguageSchema.parse(event.target.value))}
        aria-describedby={`${id}-hint`}
      >
        {sessionLanguageSchema.options.map((language) => (
          <option key={language} value={language} lang={language}>
            {LOCALE_NAMES[language]}
          </option>
        ))}
      </select>
      <p className="field__hint" id={`${id}-hint`}>
        {t("sessionLanguage.hint")}
      </p>
    </div>
  );
}
