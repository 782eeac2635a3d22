import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { CLASS_TEXT_LONGEST, CLASS_TEXT_MAX_LENGTH } from "../../../shared/limits.js";
import type { Course, UpdateCourseInput } from "../../../shared/schemas/course.js";
import { MIN_RESPONSES_HIGHEST } from "../../../shared/schemas/evaluation-threshold.js";
import { dataOrThrow } from "../../lib/api.js";
import { courseKeys } from "../../lib/course-queries.js";
import { updateCourse } from "../../lib/courses-api.js";
import { useT } from "../../i18n/i18n-provider.js";

/** Title, term, enrolment, the text answers' length and the threshold (raised only) of the course. */
export function CourseDetailsCard({ course }: { course: Course }) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(course.title);
  const [term, setTerm] = useState(course.term);
  const [enrolled, setEnrolled] = useState(course.enrolled === null ? "" : String(course.enrolled));
  const [length, setLength] = useState(String(course.answerMaxLength));
  const [threshold, setThreshold] = useState(String(course.threshold));
  const save = useMutation({
    mutationFn: () => {
      const input: UpdateCourseInput = { title, term, enrolled: enrolled.trim() === "" ? null : Number(enrolled), answerMaxLength: Number(length) };
      if (Number(threshold) !== course.threshold) input.minResponses = Number(threshold);
      return dataOrThrow(updateCourse(course.id, input));
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: courseKeys.course(course.id) });
      toast.success(t("course.saved"));
    },
    onError: (error) => toast.error(error.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 className="card__title" id={`${id}-title`}>
        {t("course.detailsTitle")}
      </h2>
      <form className="course-form" onSubmit={submit}>
        <label className="field">
          <span className="field__label">{t("course.titleLabel")}</span>
          <input className="input" value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={200} />
        </label>
        <label className="field">
          <span className="field__label">{t("course.termLabel")}</span>
          <input className="input" value={term} onChange={(event) => setTerm(event.target.value)} placeholder={t("course.termPlaceholder")} maxLength={60} />
        </label>
        <label className="field">
          <span className="field__label">{t("course.enrolledLabel")}</span>
          <input className="input" type="number" inputMode="numeric" min={1} value={enrolled} onChange={(event) => setEnrolled(event.target.value)} aria-describedby={`${id}-enrolled`} />
          <span className="field__hint" id={`${id}-enrolled`}>
            {t("course.enrolledHint")}
          </span>
        </label>
        <label className="field">
          <span className="field__label">{t("course.lengthLabel")}</span>
          <input className="input" type="number" inputMode="numeric" min={CLASS_TEXT_MAX_LENGTH} max={CLASS_TEXT_LONGEST} value={length} onChange={(event) => setLength(event.target.value)} aria-describedby={`${id}-length`} />
          <span className="field__hint" id={`${id}-length`}>
            {t("course.lengthHint")}
          </span>
        </label>
        <label className="field">
          <span className="field__label">{t("course.thresholdLabel")}</span>
          <input className="input" type="number" inputMode="numeric" min={course.threshold} max={MIN_RESPONSES_HIGHEST} value={threshold} onChange={(event) => setThreshold(event.target.value)} aria-describedby={`${id}-threshold`} />
          <span className="field__hint" id={`${id}-threshold`}>
            {t("course.thresholdHint")}
          </span>
        </label>
        <div className="course-form__actions">
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            {t("course.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
