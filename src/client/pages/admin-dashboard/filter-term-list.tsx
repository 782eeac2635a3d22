import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus, X } from "lucide-react";
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { toast } from "sonner";
import { FILTER_TERM_MAX_LENGTH, FILTER_TERMS_PER_REQUEST, type FilterListName, type FilterPolicy } from "../../../shared/schemas/word-filter.js";
import { useT } from "../../i18n/i18n-provider.js";
import type { MessageId } from "../../i18n/messages/en.js";
import { addFilterTerms, removeFilterTerms } from "../../lib/admin-api.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { adminKeys } from "../../lib/admin-queries.js";
import { dataOrThrow } from "../../lib/api.js";
import { readFilterTermsDraft } from "./filter-terms-draft.js";
import { useFilterFailure } from "./use-filter-failure.js";
import { SettingNotes } from "./setting-notes.js";

type ListTexts = { title: MessageId; intro: MessageId; addLabel: MessageId; remove: MessageId };

const TEXTS: Record<FilterListName, ListTexts> = {
  hold: { title: "wordFilter.holdTitle", intro: "wordFilter.holdIntro", addLabel: "wordFilter.holdAddLabel", remove: "wordFilter.holdRemove" },
  pass: { title: "wordFilter.passTitle", intro: "wordFilter.passIntro", addLabel: "wordFilter.passAddLabel", remove: "wordFilter.passRemove" },
};

type Props = {
  session: AdminSession;
  list: FilterListName;
  /** The list's terms holding `search` (all of them when it is empty) and how many the list holds. */
  terms: FilterPolicy["alwaysHold"];
  total: number;
  search: string;
  changeable: boolean;
};

/**
 * One of the institution's lists: an add field taking several terms at once, the terms (each with its remove button)
 * in a box that scrolls, so 5,000 terms do not make the page endless, and how many the search shows.
 */
export function FilterTermList({ session, list, terms, total, search, changeable }: Props) {
  const t = useT();
  const ids = useId();
  const texts = TEXTS[list];
  const queryClient = useQueryClient();
  const failureText = useFilterFailure(list);
  const [draft, setDraft] = useState("");
  const box = useRef<HTMLDivElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.wordFilter });
  const add = useMutation({
    mutationFn: (added: string[]) => dataOrThrow(session.call((token) => addFilterTerms(token, list, added))),
    onSuccess: async (_policy, added) => {
      setDraft("");
      toast.success(t("wordFilter.added", { count: added.length, term: added[0]! }));
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (term: string) => dataOrThrow(session.call((token) => removeFilterTerms(token, list, [term]))),
    onSuccess: async (_policy, term) => {
      toast.success(t("wordFilter.removed", { term }));
      await refresh();
      // The pressed button is gone: the focus stays in the list rather than falling back to the page.
      box.current?.focus();
    },
    onError: (error) => {
      const text = failureText(error);
      if (text) toast.error(text);
    },
  });

  const checked = readFilterTermsDraft(draft);
  const problem =
    checked.problem?.kind === "tooLong"
      ? t("wordFilter.tooLong", { term: checked.problem.term, max: FILTER_TERM_MAX_LENGTH })
      : checked.problem?.kind === "tooMany"
        ? t("wordFilter.tooMany", { count: checked.problem.count, limit: FILTER_TERMS_PER_REQUEST })
        : null;
  // What was typed stays in the field after a refusal, beside the server's reason, until it is changed.
  const error = problem ?? (add.error ? failureText(add.error) : null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!changeable || add.isPending || checked.terms.length === 0 || checked.problem) return;
    add.mutate(checked.terms);
  };
  // Enter adds, as in the ban list; Shift+Enter starts a new line, and a pasted list keeps its lines.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const narrowed = search !== "" && terms.length < total;
  return (
    <section className="filter-list" aria-labelledby={`${ids}-title`}>
      <h3 className="filter-list__title" id={`${ids}-title`}>
        {t(texts.title)}
      </h3>
      <p className="field__hint">{t(texts.intro)}</p>
      <form className="filter-list__form" onSubmit={submit} noValidate>
        <label className="field__label" htmlFor={`${ids}-terms`}>
          {t(texts.addLabel)}
        </label>
        <div className="filter-list__row">
          <textarea
            id={`${ids}-terms`}
            className="textarea filter-list__input"
            rows={2}
            value={draft}
            disabled={!changeable}
            aria-invalid={error !== null}
            aria-describedby={`${ids}-hint${error ? ` ${ids}-error` : ""}`}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              setDraft(event.target.value);
              if (add.error) add.reset();
            }}
          />
          <button type="submit" className="btn btn--primary" disabled={!changeable}>
            <Plus size={16} aria-hidden="true" />
            {t("wordFilter.add")}
          </button>
        </div>
        <SettingNotes ids={ids} error={error} hint={t("wordFilter.addHint")} />
      </form>
      <p className="filter-list__count" aria-live="polite">
        {narrowed ? t("wordFilter.showing", { shown: terms.length, total }) : t("wordFilter.count", { count: total })}
      </p>
      <div className="filter-list__box" ref={box} tabIndex={0} role="group" aria-labelledby={`${ids}-title`}>
        {terms.length === 0 ? (
          <p className="muted small">{total === 0 ? t("wordFilter.empty") : t("wordFilter.noMatch", { search })}</p>
        ) : (
          <ul className="filter-chips">
            {terms.map(({ term }) => (
              <li key={term} className={`filter-chip filter-chip--${list}`}>
                <span className="filter-chip__term">{term}</span>
                <button
                  type="button"
                  className="filter-chip__remove"
                  aria-label={t(texts.remove, { term })}
                  disabled={!changeable}
                  onClick={() => !remove.isPending && remove.mutate(term)}
                >
                  <X size={14} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
