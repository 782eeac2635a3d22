import { useQueries } from "@tanstack/react-query";
import { courseQuery } from "../../lib/course-queries.js";
import { useMyHosting } from "../../lib/use-my-hosting.js";
import { useT } from "../../i18n/i18n-provider.js";

type Props = { id: string; value: string; onChange: (courseId: string) => void };

/**
 * "Course" (optional): the courses this browser or the signed-in account hosts, so a new session lands in one.
 * Not shown to a host who has none.
 */
export function CourseChoice({ id, value, onChange }: Props) {
  const t = useT();
  const { courseIds } = useMyHosting();
  const pages = useQueries({ queries: courseIds.map((courseId) => ({ ...courseQuery(courseId), retry: false })) });
  const courses = pages.flatMap((page) => (page.data ? [page.data.course] : [])).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (courses.length === 0) return null;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t("create.courseLabel")} <span className="muted create-form__optional">{t("create.descriptionOptional")}</span>
      </label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={`${id}-hint`}>
        <option value="">{t("create.noCourse")}</option>
        {courses.map((course) => (
          <option key={course.id} value={course.id}>
            {course.term ? `${course.title} (${course.term})` : course.title}
          </option>
        ))}
      </select>
      <p className="field__hint" id={`${id}-hint`}>
        {t("create.courseHint")}
      </p>
    </div>
  );
}
