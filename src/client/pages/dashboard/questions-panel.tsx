import { Plus } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { QUESTION_PROMPT_MAX_LENGTH } from "../../../shared/limits.js";
import type { HostQuestion } from "../../../shared/schemas/question.js";
import { addQuestion, deleteQuestion, reorderQuestions, updateQuestion } from "../../lib/questions-api.js";
import { useT } from "../../i18n/i18n-provider.js";
import { QuestionRow, type QuestionActions } from "./question-row.js";
import type { QuestionsState } from "./use-questions.js";
import "./questions-panel.css";

type Props = { sessionId: string; title: string; state: QuestionsState };

/** The host's questions: add, edit, reorder, delete, Ask one, browse any, hide or reveal results, close answering. */
export function QuestionsPanel({ sessionId, title, state }: Props) {
  const t = useT();
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const [prompt, setPrompt] = useState("");
  const { questions } = state;
  const { change, busy } = state.commands;

  async function add(event: FormEvent) {
    event.preventDefault();
    const added = prompt;
    if (await change(() => addQuestion(sessionId, added))) {
      // The host may already be typing the next question while this one is saved: keep what they typed.
      setPrompt((current) => (current === added ? "" : current));
      toast.success(t("questions.added"));
    }
  }

  const order = (list: HostQuestion[]) => list.map((question) => question.id);

  function actionsFor(question: HostQuestion, index: number): QuestionActions {
    return {
      ask: () => void state.commands.ask(question).then((ok) => ok && (state.view(null), toast.success(t("questions.asked", { number: question.number })))),
      view: () => state.view(question.id),
      save: (next) => change(() => updateQuestion(sessionId, question.id, { prompt: next })),
      move: (offset) => {
        const ids = order(questions);
        [ids[index], ids[index + offset]] = [ids[index + offset]!, ids[index]!];
        void change(() => reorderQuestions(sessionId, ids));
      },
      remove: () => {
        const before = order(questions);
        void change(() => deleteQuestion(sessionId, question.id)).then(
          (ok) =>
            ok &&
            toast.success(t("questions.deleted"), {
              action: { label: t("common.undo"), onClick: () => void restore(question.prompt, before, index) },
            }),
        );
      },
      setHidden: (hidden) => void state.commands.setHidden(question, hidden),
      setClosed: (closed) => void state.commands.setClosed(question, closed),
    };
  }

  /** Undo of a delete: the question comes back with its prompt, in its old place. */
  async function restore(deletedPrompt: string, before: string[], index: number) {
    await change(async () => {
      const added = await addQuestion(sessionId, deletedPrompt);
      if (!added.ok) return added;
      const ids = added.data.questions.map((question) => question.id);
      const restored = ids.at(-1)!;
      const rest = ids.filter((id) => id !== restored);
      rest.splice(Math.min(index, before.length - 1), 0, restored);
      return reorderQuestions(sessionId, rest);
    });
  }

  return (
    <section className="card questions-panel" aria-labelledby={headingId}>
      <h2 className="card__title" id={headingId}>
        {t("questions.title")}
      </h2>
      <p className="card__subtitle questions-panel__intro">{t("questions.intro")}</p>
      {state.loadError ? (
        <p className="questions-panel__error" role="status">
          {t("questions.hostOnly")}
        </p>
      ) : (
        <ol className="questions-panel__list" aria-label={t("questions.listLabel")}>
          {questions.map((question, index) => (
            <QuestionRow
              key={question.id}
              question={question}
              title={title}
              viewed={question.id === state.viewedId}
              isFirst={index === 0}
              isLast={index === questions.length - 1}
              busy={busy}
              actions={actionsFor(question, index)}
            />
          ))}
        </ol>
      )}
      {!state.loadError && (
        <form className="questions-panel__add" onSubmit={add}>
          <label className="field__label" htmlFor={inputId}>
            {t("questions.newLabel")}
          </label>
          <div className="questions-panel__add-row">
            <input
              id={inputId}
              className="input"
              value={prompt}
              maxLength={QUESTION_PROMPT_MAX_LENGTH}
              placeholder={t("questions.newPlaceholder")}
              aria-describedby={hintId}
              onChange={(event) => setPrompt(event.target.value)}
            />
            <button type="submit" className="btn btn--primary" disabled={busy}>
              <Plus size={18} aria-hidden="true" />
              {t("questions.add")}
            </button>
          </div>
          <p className="field__hint" id={hintId}>
            {t("questions.promptHint", { max: QUESTION_PROMPT_MAX_LENGTH })}
          </p>
        </form>
      )}
    </section>
  );
}
