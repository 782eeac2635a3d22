import { useMutation } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { dataOrThrow } from "../../lib/api.js";
import { saveCourseKey } from "../../lib/course-keys.js";
import { createCourse } from "../../lib/courses-api.js";
import { useT } from "../../i18n/i18n-provider.js";

/** "Create a course", always offered: the course page is where lectures are created, so the way in comes first. */
export function CreateCourseCard() {
  const t = useT();
  const navigate = useNavigate();
  const [title, setTitle] = useState("");
  const [term, setTerm] = useState("");
  const create = useMutation({
    mutationFn: () => dataOrThrow(createCourse({ title, term })),
    onSuccess: (created) => {
      saveCourseKey(created.courseId, created.hostKey);
      toast.success(t("course.created"));
      void navigate(`/course/${created.courseId}`);
    },
    onError: (error) => toast.error(error.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <section className="my-sessions" aria-labelledby="create-course-title">
      <form className="card my-session my-course__create" onSubmit={submit}>
        <div>
          <h2 className="my-session__title" id="create-course-title">
            {t("course.createTitle")}
          </h2>
          <p className="muted small">{t("course.createIntro")}</p>
        </div>
        <div className="my-course__create-fields">
          <label className="field">
            <span className="field__label">{t("course.newCourseTitleLabel")}</span>
            <input className="input" value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={200} />
          </label>
          <label className="field">
            <span className="field__label">{t("course.newCourseTermLabel")}</span>
            <input className="input" value={term} onChange={(event) => setTerm(event.target.value)} placeholder={t("course.termPlaceholder")} maxLength={60} />
          </label>
          <button type="submit" className="btn btn--primary" disabled={create.isPending}>
            <Plus size={16} aria-hidden="true" />
            {t("course.createButton")}
          </button>
        </div>
      </form>
    </section>
  );
}
