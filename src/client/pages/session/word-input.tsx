import type { KeyboardEvent, Ref } from "react";
import { CHARACTERS_LEFT_WARNING, FEEDBACK_MAX_LENGTH } from "../../../shared/limits.js";
import type { EntryState } from "../../lib/outbox-entry.js";
import { useT } from "../../i18n/i18n-provider.js";
import { EntryStatus } from "../../components/entry-status.js";

type WordInputProps = {
  index: number;
  isLast: boolean;
  value: string;
  disabled: boolean;
  readOnly: boolean;
  /** The state of the word this box holds in the outbox; null while it is being typed. */
  state: EntryState | null;
  ref?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onEnter: () => void;
};

/**
 * One answer box with its live remaining-character count (yellow at 5 or fewer left, red at the limit), or, once
 * its word is in the outbox, where that word is on its way.
 */
export function WordInput({ index, isLast, value, disabled, readOnly, state, ref, onChange, onEnter }: WordInputProps) {
  const t = useT();
  const id = `word-${index}`;
  const remaining = FEEDBACK_MAX_LENGTH - value.length;
  const tone = remaining <= 0 ? "danger" : remaining <= CHARACTERS_LEFT_WARNING ? "warning" : "normal";

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onEnter();
  }

  return (
    <div className="word-input">
      <div className="word-input__top">
        <label className="word-input__label" htmlFor={id}>
          {t("session.wordLabel", { index: index + 1 })}
        </label>
        {state ? (
          <EntryStatus state={state} id={`${id}-counter`} />
        ) : (
          <span className={`word-input__counter word-input__counter--${tone}`} id={`${id}-counter`}>
            {remaining <= 0 ? t("session.characterLimitReached") : t("session.charactersLeft", { count: remaining })}
          </span>
        )}
      </div>
      <input
        ref={ref}
        id={id}
        className={`input word-input__field word-input__field--${state ? `held word-input__field--${state}` : tone}`}
        value={value}
        maxLength={FEEDBACK_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={t("session.wordPlaceholder", { index: index + 1 })}
        aria-describedby={`${id}-counter`}
        autoComplete="off"
        autoCapitalize="none"
        enterKeyHint={isLast ? "send" : "next"}
      />
      <span className="visually-hidden" aria-live="polite">
        {remaining <= 0 ? t("session.characterLimitReached") : ""}
      </span>
    </div>
  );
}
