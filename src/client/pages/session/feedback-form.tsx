import { Send } from "lucide-react";
import { useRef, type FormEvent } from "react";
import { toast } from "sonner";
import { FEEDBACK_INPUT_COUNT } from "../../../shared/limits.js";
import type { EntryState } from "../../lib/outbox-entry.js";
import { useT } from "../../i18n/i18n-provider.js";
import type { WordEntry } from "./use-word-outbox.js";
import { WordInput } from "./word-input.js";

type FeedbackFormProps = {
  values: string[];
  /** Per box, the word it holds in the outbox (shown instead of the typed value) and where it is on its way. */
  held: ({ text: string; state: EntryState } | null)[];
  onChange: (values: string[]) => void;
  isActive: boolean;
  /** Why answering is off while it is (default: the session is not active). */
  inactiveNote?: string;
  busy: boolean;
  onSubmit: (entries: WordEntry[]) => void;
};

/**
 * Four answer boxes: Enter moves to the next box and submits from the last; blank boxes are ignored, and so are
 * boxes whose word is already on its way.
 */
export function FeedbackForm({ values, held, onChange, isActive, inactiveNote, busy, onSubmit }: FeedbackFormProps) {
  const t = useT();
  const note = inactiveNote ?? t("session.notActive");
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  function submit() {
    if (busy) return;
    const entries = values
      .map((value, index) => ({ index, text: value.trim() }))
      .filter((entry) => entry.text !== "" && !held[entry.index]);
    if (entries.length === 0) {
      // One toast per message however often Submit is pressed: a repeated press refreshes it instead of stacking.
      toast.error(t("session.enterAtLeastOneWord"), { id: "enter-at-least-one-word" });
      inputs.current[0]?.focus();
      return;
    }
    if (!isActive) {
      toast.error(note, { id: "session-not-active" });
      return;
    }
    onSubmit(entries);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  const disabled = !isActive || busy;

  return (
    <form className="feedback-form" onSubmit={handleSubmit} noValidate aria-labelledby="feedback-form-title" aria-describedby="feedback-form-hint">
      <h2 className="feedback-form__title" id="feedback-form-title">
        {t("session.formTitle")}
      </h2>
      <p className="feedback-form__hint" id="feedback-form-hint">
        {t("session.formHint")}
      </p>
      {!isActive && (
        <p className="feedback-form__inactive" role="status">
          {note}
        </p>
      )}
      <div className="feedback-form__inputs">
        {Array.from({ length: FEEDBACK_INPUT_COUNT }, (_, index) => (
          <WordInput
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            index={index}
            isLast={index === FEEDBACK_INPUT_COUNT - 1}
            value={held[index]?.text ?? values[index] ?? ""}
            state={held[index]?.state ?? null}
            disabled={!isActive && !held[index]}
            readOnly={busy || Boolean(held[index])}
            onChange={(value) => onChange(values.map((old, i) => (i === index ? value : old)))}
            onEnter={() => (index < FEEDBACK_INPUT_COUNT - 1 ? inputs.current[index + 1]?.focus() : submit())}
          />
        ))}
      </div>
      <button type="submit" className="btn btn--primary btn--lg btn--block feedback-form__submit" disabled={disabled} data-primary-action>
        {busy ? <span className="spinner spinner--sm spinner--on-primary" aria-hidden="true" /> : <Send size={20} aria-hidden="true" />}
        {busy ? t("session.submitting") : t("session.submit")}
      </button>
    </form>
  );
}
