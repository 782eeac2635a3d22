import { toast } from "sonner";
import { errorStatus } from "../../lib/api.js";
import { forgetCourseKey, getCourseKey, saveCourseKey } from "../../lib/course-keys.js";
import { forgetHostKey, getHostKey, saveHostKey } from "../../lib/host-keys.js";
import { useT } from "../../i18n/i18n-provider.js";
import { MyCourseGroup } from "./my-course-group.js";
import { MySessionRow, RemoveButton } from "./my-session-row.js";
import { useMySessions } from "./use-my-sessions.js";

/**
 * "My sessions": the courses this browser or the signed-in account hosts, each with its sessions under it, then the
 * sessions in none of them, each listed once. What a key of this browser's brought is removable (an account's stays).
 */
export function MySessions() {
  const t = useT();
  const { courses, loose, signedIn } = useMySessions();
  // A course this browser cannot open any more (deleted, or its key no longer valid) shows only while a key is kept for it.
  const shownCourses = courses.filter(({ id, query }) => query.data || ([403, 404].includes(errorStatus(query.error)) && getCourseKey(id)));
  if (shownCourses.length === 0 && loose.length === 0) return null;

  const removeSession = (id: string, title: string) => {
    const key = forgetHostKey(id);
    toast.success(t("landing.removed", { title }), key ? { action: { label: t("landing.undo"), onClick: () => saveHostKey(id, key) } } : undefined);
  };
  const removeCourse = (id: string, title: string) => {
    const key = forgetCourseKey(id);
    toast.success(t("course.removedCourse", { title }), key ? { action: { label: t("landing.undo"), onClick: () => saveCourseKey(id, key) } } : undefined);
  };

  return (
    <section className="my-sessions" aria-labelledby="my-sessions-title">
      <div className="public-sessions__header">
        <h2 id="my-sessions-title">{t("landing.mySessionsTitle")}</h2>
        <p className="muted">{shownCourses.length > 0 ? t("landing.mySessionsSubtitleCourses") : signedIn ? t("landing.mySessionsSubtitleSignedIn") : t("landing.mySessionsSubtitle")}</p>
      </div>
      {shownCourses.length > 0 && (
        <ul className="my-sessions__courses">
          {shownCourses.map(({ id, query }) => (
            <li key={id} className="card my-course">
              {query.data ? (
                <MyCourseGroup page={query.data} onRemove={getCourseKey(id) ? () => removeCourse(id, query.data.course.title) : null} />
              ) : (
                <div className="my-session__main">
                  <p className="my-session__title">{t("course.goneTitle")}</p>
                  <RemoveButton label={t("course.removeCourse", { title: t("course.goneTitle") })} onRemove={() => removeCourse(id, t("course.goneTitle"))} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {loose.length > 0 && (
        <>
          {shownCourses.length > 0 && <h3 className="my-sessions__subheading">{t("landing.notInCourse")}</h3>}
          <ul className="my-sessions__list">
            {loose.map(({ id, query }) => (
              <li key={id} className="card my-session">
                {query.data ? (
                  <MySessionRow session={query.data} onRemove={getHostKey(id) ? () => removeSession(id, query.data.title) : null} />
                ) : (
                  <div className="my-session__main">
                    <p className="my-session__title">{errorStatus(query.error) === 404 ? t("landing.goneTitle") : t("landing.loadingSession")}</p>
                    {errorStatus(query.error) === 404 && <p className="muted small">{t("landing.gone")}</p>}
                    <RemoveButton label={t("landing.removeFromList", { title: t("landing.goneTitle") })} onRemove={() => removeSession(id, t("landing.goneTitle"))} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
