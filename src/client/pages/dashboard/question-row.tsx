import { ArrowDown, ArrowUp, Eye, EyeOff, Lock, LockOpen, Pencil, Play, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { QUESTION_PROMPT_MAX_LENGTH } from "../../../shared/limits.js";
import type { HostQuestion } from "../../../shared/schemas/question.js";
import { useT } from "../../i18n/i18n-provider.js";

export type QuestionActions = {
  ask(): void;
  view(): void;
  save(prompt: string): Promise<boolean>;
  move(offset: -1 | 1): void;
  remove(): void;
  setHidden(hidden: boolean): void;
  setClosed(closed: boolean): void;
};

type Props = { question: HostQuestion; title: string; viewed: boolean; isFirst: boolean; isLast: boolean; busy: boolean; actions: QuestionActions };

/** One question of the host's list: its prompt and state, and what the host can do with it. */
export function QuestionRow({ question, title, viewed, isFirst, isLast, busy, actions }: Props) {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const n = question.number;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (draft !== null && (await actions.save(draft))) setDraft(null);
  }

  return (
    <li className={`question-row${question.isCurrent ? " question-row--live" : ""}${viewed ? " question-row--viewed" : ""}`} aria-current={viewed ? "true" : undefined}>
      <div className="question-row__main">
        <span className="question-row__number">{n}</span>
        {draft === null ? (
          <p className={`question-row__prompt${question.prompt ? "" : " question-row__prompt--title"}`}>{question.prompt || t("questions.titleStandsIn", { title })}</p>
        ) : (
          <form className="question-row__edit" onSubmit={save}>
            <input
              className="input"
              aria-label={t("questions.promptLabel", { number: n })}
              value={draft}
              maxLength={QUESTION_PROMPT_MAX_LENGTH}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => event.key === "Escape" && setDraft(null)}
              autoFocus
            />
            <button type="submit" className="btn btn--sm btn--primary" disabled={busy}>
              {t("questions.save")}
            </button>
            <button type="button" className="btn btn--sm" onClick={() => setDraft(null)}>
              {t("common.cancel")}
            </button>
          </form>
        )}
      </div>
      <div className="question-row__meta">
        {question.isCurrent && <span className="badge badge--success">{t("questions.live")}</span>}
        {question.resultsHidden && <span className="badge badge--warning">{t("questions.hiddenBadge")}</span>}
        {question.answeringClosed && <span className="badge badge--danger">{t("questions.closedBadge")}</span>}
        <span className="question-row__count">{t("questions.answers", { count: question.stats.totalSubmissions })}</span>
      </div>
      <div className="question-row__actions">
        {!question.isCurrent && (
          <button type="button" className="btn btn--sm btn--primary" onClick={actions.ask} disabled={busy}>
            <Play size={16} aria-hidden="true" />
            {t("questions.ask")}
          </button>
        )}
        <button type="button" className="btn btn--sm" onClick={actions.view} aria-pressed={viewed} disabled={viewed}>
          {viewed ? t("questions.viewing") : t("questions.view")}
        </button>
        <button type="button" className="btn btn--sm" onClick={() => actions.setHidden(!question.resultsHidden)} disabled={busy}>
          {question.resultsHidden ? <Eye size={16} aria-hidden="true" /> : <EyeOff size={16} aria-hidden="true" />}
          {question.resultsHidden ? t("questions.reveal") : t("questions.hideResults")}
        </button>
        {(question.isCurrent || question.answeringClosed) && (
          <button type="button" className="btn btn--sm" onClick={() => actions.setClosed(!question.answeringClosed)} disabled={busy}>
            {question.answeringClosed ? <LockOpen size={16} aria-hidden="true" /> : <Lock size={16} aria-hidden="true" />}
            {question.answeringClosed ? t("questions.reopenAnswering") : t("questions.closeAnswering")}
          </button>
        )}
        <span className="question-row__tools">
          {draft === null && (
            <button type="button" className="btn btn--sm btn--icon" onClick={() => setDraft(question.prompt)} aria-label={t("questions.editLabel", { number: n })} title={t("questions.edit")}>
              <Pencil size={16} aria-hidden="true" />
            </button>
          )}
          <button type="button" className="btn btn--sm btn--icon" onClick={() => actions.move(-1)} disabled={busy || isFirst} aria-label={t("questions.moveUp", { number: n })}>
            <ArrowUp size={16} aria-hidden="true" />
          </button>
          <button type="button" className="btn btn--sm btn--icon" onClick={() => actions.move(1)} disabled={busy || isLast} aria-label={t("questions.moveDown", { number: n })}>
            <ArrowDown size={16} aria-hidden="true" />
          </button>
          {!question.isCurrent && question.stats.totalSubmissions === 0 && (
            <button type="button" className="btn btn--sm btn--icon question-row__delete" onClick={actions.remove} disabled={busy} aria-label={t("questions.delete", { number: n })}>
              <Trash2 size={16} aria-hidden="true" />
            </button>
          )}
        </span>
      </div>
    </li>
  );
}
