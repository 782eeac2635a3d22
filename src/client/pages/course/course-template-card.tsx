import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "sonner";
import type { ClassQuestionDraft } from "../../../shared/schemas/class.js";
import type { Course } from "../../../shared/schemas/course.js";
import { ClassQuestionsEditor, toDrafts } from "../../components/class-questions-editor/class-questions-editor.js";
import { dataOrThrow } from "../../lib/api.js";
import { courseKeys } from "../../lib/course-queries.js";
import { replaceCourseQuestions } from "../../lib/courses-api.js";
import { useT } from "../../i18n/i18n-provider.js";

/** The questions the course's next lecture evaluations are created with; those already created keep theirs. */
export function CourseTemplateCard({ course }: { course: Course }) {
  const t = useT();
  const headingId = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ClassQuestionDraft[] | null>(null);
  const value = draft ?? toDrafts(course.questions);
  const save = useMutation({
    mutationFn: () => dataOrThrow(replaceCourseQuestions(course.id, value)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: courseKeys.course(course.id) });
      setDraft(null);
      toast.success(t("course.templateSaved"));
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 className="card__title" id={headingId}>
        {t("course.templateTitle")}
      </h2>
      <p className="muted small">{t("course.templateHint")}</p>
      <ClassQuestionsEditor value={value} onChange={setDraft} />
      <div className="course-form__actions">
        <button type="button" className="btn btn--primary" onClick={() => save.mutate()} disabled={draft === null || save.isPending}>
          {t("course.templateSave")}
        </button>
      </div>
    </section>
  );
}
