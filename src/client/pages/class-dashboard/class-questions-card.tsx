import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Lock } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import type { ClassQuestionDraft } from "../../../shared/schemas/class.js";
import { ClassQuestionsEditor, toDrafts } from "../../components/class-questions-editor/class-questions-editor.js";
import { dataOrThrow } from "../../lib/api.js";
import { replaceClassQuestions } from "../../lib/class-api.js";
import { classQuestionsQuery, sessionKeys } from "../../lib/session-queries.js";
import { useT } from "../../i18n/i18n-provider.js";

/**
 * The session's questions on the class dashboard: editable by the host until the first answer arrives, then a
 * locked list that says why (answers to a changed question would no longer say what they answered).
 */
export function ClassQuestionsCard({ sessionId, locked }: { sessionId: string; locked: boolean }) {
  const t = useT();
  const headingId = useId();
  const queryClient = useQueryClient();
  const questions = useQuery(classQuestionsQuery(sessionId));
  const [draft, setDraft] = useState<ClassQuestionDraft[] | null>(null);
  const value = draft ?? toDrafts(questions.data ?? []);
  const save = useMutation({
    mutationFn: () => dataOrThrow(replaceClassQuestions(sessionId, value)),
    onSuccess: (saved) => {
      queryClient.setQueryData(sessionKeys.classQuestions(sessionId), saved);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.classAnalytics(sessionId) });
      setDraft(null);
      toast.success(t("classQuestions.saved"));
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <section className="card class-questions-card" aria-labelledby={headingId}>
      <h2 className="card__title" id={headingId}>
        {locked && <Lock size={18} aria-hidden="true" />}
        {t("classQuestions.title")}
      </h2>
      {locked ? (
        <>
          <p className="class-questions-card__locked">{t("classQuestions.locked")}</p>
          <ol className="class-questions-card__list" aria-label={t("classQuestions.listLabel")}>
            {(questions.data ?? []).map((question) => (
              <li key={question.id}>
                {question.text}{" "}
                <span className="muted">{question.type === "scale" ? `(${question.scaleMin}–${question.scaleMax})` : `(${t("classQuestions.text")})`}</span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <>
          <ClassQuestionsEditor value={value} onChange={setDraft} />
          <div className="class-questions-card__actions">
            <button type="button" className="btn btn--primary" onClick={() => save.mutate()} disabled={draft === null || save.isPending}>
              {save.isPending ? t("classQuestions.saving") : t("classQuestions.save")}
            </button>
            {draft !== null && (
              <button type="button" className="btn" onClick={() => setDraft(null)}>
                {t("classQuestions.reset")}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
