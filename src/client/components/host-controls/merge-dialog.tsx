import { useId, useMemo, useState, type FormEvent } from "react";
import type { Word } from "../../../shared/schemas/feedback.js";
import { normalizeTerm } from "../../../shared/words.js";
import { useT } from "../../i18n/i18n-provider.js";
import { Modal } from "../modal.js";
import { majoritySpelling } from "./majority-spelling.js";
import type { useHostAction } from "./use-host-action.js";

type Props = {
  /** The words the cloud shows, to choose from. */
  words: Pick<Word, "text" | "frequency">[];
  /** Chosen when the dialog opens (the word whose menu opened it). */
  initial: string[];
  scope?: string;
  hostAction: ReturnType<typeof useHostAction>;
  onClose: () => void;
};

const CUSTOM = "\u0000custom";

/** Merge several words into one: tick the words, pick the spelling the cloud shows (or type another). */
export function MergeDialog({ words, initial, scope, hostAction, onClose }: Props) {
  const t = useT();
  const ids = useId();
  const [chosen, setChosen] = useState<string[]>(initial);
  const [filter, setFilter] = useState("");
  // "Show as" follows the majority (the most given of the ticked spellings) until the host picks one themselves.
  const [label, setLabel] = useState(() => majoritySpelling(initial, words));
  const [picked, setPicked] = useState(false);
  const [custom, setCustom] = useState("");
  const listed = useMemo(() => {
    const wanted = normalizeTerm(filter);
    return words.filter((word) => chosen.includes(word.text) || normalizeTerm(word.text).includes(wanted));
  }, [words, filter, chosen]);
  const showAs = label === CUSTOM ? custom.trim() : label;
  const ready = chosen.length >= 2 && showAs !== "" && !hostAction.isPending;

  const toggle = (word: string) => {
    const next = chosen.includes(word) ? chosen.filter((text) => text !== word) : [...chosen, word];
    setChosen(next);
    if (!picked || (label !== CUSTOM && !next.includes(label))) {
      setLabel(majoritySpelling(next, words));
      setPicked(false);
    }
  };

  const pick = (value: string) => {
    setLabel(value);
    setPicked(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    hostAction.mutate({ type: "merge-words", words: chosen, label: showAs, scope: scope ?? "" }, { onSuccess: onClose });
  };

  return (
    <Modal
      title={t("moderation.mergeTitle")}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" form={`${ids}-form`} className="btn btn--primary" disabled={!ready}>
            {t("moderation.mergeSubmit", { count: chosen.length })}
          </button>
        </>
      }
    >
      <form id={`${ids}-form`} className="stack merge-dialog" onSubmit={submit}>
        <p className="muted">{t("moderation.mergeIntro")}</p>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-filter`}>
            {t("moderation.mergeFilter")}
          </label>
          <input id={`${ids}-filter`} className="input" value={filter} onChange={(event) => setFilter(event.target.value)} autoComplete="off" />
        </div>
        <fieldset className="merge-dialog__words">
          <legend className="field__label">{t("moderation.mergeWords")}</legend>
          {listed.length === 0 && <p className="muted small">{t("moderation.mergeNoMatch")}</p>}
          <ul className="merge-dialog__list">
            {listed.map((word) => (
              <li key={word.text}>
                <label className="checkbox">
                  <input type="checkbox" checked={chosen.includes(word.text)} onChange={() => toggle(word.text)} />
                  <span className="merge-dialog__word">{word.text}</span>
                  <span className="muted small">{t("moderation.timesShort", { count: word.frequency })}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset className="merge-dialog__label">
          <legend className="field__label">{t("moderation.mergeShowAs")}</legend>
          {chosen.map((word) => (
            <label key={word} className="checkbox">
              <input type="radio" name={`${ids}-label`} checked={label === word} onChange={() => pick(word)} />
              {word}
            </label>
          ))}
          <label className="checkbox">
            <input type="radio" name={`${ids}-label`} checked={label === CUSTOM} onChange={() => pick(CUSTOM)} />
            {t("moderation.mergeCustom")}
          </label>
          {label === CUSTOM && (
            <input className="input" aria-label={t("moderation.mergeCustom")} value={custom} maxLength={25} onChange={(event) => setCustom(event.target.value)} autoFocus />
          )}
        </fieldset>
      </form>
    </Modal>
  );
}

