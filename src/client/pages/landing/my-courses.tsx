import { useMutation, useQueries, useQuery } from "@tanstack/react-query";
import { GraduationCap, Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { dataOrThrow, errorStatus } from "../../lib/api.js";
import { forgetCourseKey, getCourseKey, saveCourseKey } from "../../lib/course-keys.js";
import { courseQuery } from "../../lib/course-queries.js";
import { createCourse } from "../../lib/courses-api.js";
import { signedInHostQuery, signInOptionsQuery } from "../../lib/sign-in-queries.js";
import { useHostedCourseIds } from "../../lib/use-hosted-sessions.js";
import { useT } from "../../i18n/i18n-provider.js";

/**
 * "My courses": the courses this browser holds a key for and, for a host signed in with the institution, the ones
 * their account created, each with its sessions; and a form that creates a course.
 */
export function MyCourses() {
  const t = useT();
  const keyIds = useHostedCourseIds();
  const institution = useQuery(signInOptionsQuery()).data?.oidc ?? null;
  const owned = useQuery(signedInHostQuery(institution !== null)).data?.courseIds ?? [];
  const ids = [...new Set([...keyIds, ...owned])];
  const courses = useQueries({ queries: ids.map((id) => ({ ...courseQuery(id), retry: false })) });
  const remove = (id: string, title: string) => {
    const key = forgetCourseKey(id);
    toast.success(t("course.removedCourse", { title }), key ? { action: { label: t("landing.undo"), onClick: () => saveCourseKey(id, key) } } : undefined);
  };
  return (
    <section className="my-sessions" aria-labelledby="my-courses-title">
      <div className="public-sessions__header">
        <h2 id="my-courses-title">{t("course.myCoursesTitle")}</h2>
        <p className="muted">{t("course.myCoursesSubtitle")}</p>
      </div>
      <ul className="my-sessions__list">
        {ids.map((id, index) => {
          const query = courses[index]!;
          const page = query.data;
          if (!page) {
            if (errorStatus(query.error) !== 404 && errorStatus(query.error) !== 403) return null;
            return getCourseKey(id) ? (
              <li key={id} className="card my-session">
                <p className="my-session__title">{t("landing.goneTitle")}</p>
                <RemoveCourse title={t("landing.goneTitle")} onRemove={() => remove(id, t("landing.goneTitle"))} />
              </li>
            ) : null;
          }
          return (
            <li key={id} className="card my-session">
              <div className="my-session__main">
                <div className="my-session__heading">
                  <GraduationCap size={20} aria-hidden="true" />
                  <h3 className="my-session__title">{page.course.title}</h3>
                </div>
                <p className="my-session__facts muted small">
                  <span className="badge">{t("course.mySessionsCourse")}</span>
                  {page.course.term && <span>{page.course.term}</span>}
                  <span className="my-session__answers">{t("course.sessionsInCourse", { count: page.lectures.length })}</span>
                </p>
                {page.lectures.length > 0 && (
                  <ul className="my-course__sessions">
                    {page.lectures.map((lecture) => (
                      <li key={lecture.sessionId}>
                        <Link to={lecture.sessionType === "class" ? `/class-session/${lecture.sessionId}/dashboard` : `/dashboard/${lecture.sessionId}`}>{lecture.title}</Link>
                      </li>
                    ))}
                  </ul>
                )}
                <div className="my-session__actions">
                  <Link className="btn btn--sm btn--primary" to={`/course/${id}`} aria-label={t("course.openCourseNamed", { title: page.course.title })}>
                    <GraduationCap size={16} aria-hidden="true" />
                    {t("course.openCourse")}
                  </Link>
                  {getCourseKey(id) && <RemoveCourse title={page.course.title} onRemove={() => remove(id, page.course.title)} />}
                </div>
              </div>
            </li>
          );
        })}
        <li className="card my-session">
          <CreateCourseForm />
        </li>
      </ul>
    </section>
  );
}

function CreateCourseForm() {
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
    <form className="my-course__create" onSubmit={submit} aria-label={t("course.createTitle")}>
      <h3 className="my-session__title">{t("course.createTitle")}</h3>
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
    </form>
  );
}

function RemoveCourse({ title, onRemove }: { title: string; onRemove: () => void }) {
  const t = useT();
  return (
    <button type="button" className="icon-btn my-session__remove" aria-label={t("course.removeCourse", { title })} title={t("course.removeCourse", { title })} onClick={onRemove}>
      <Trash2 size={16} aria-hidden="true" />
    </button>
  );
}
