import { useQueries } from "@tanstack/react-query";
import { GraduationCap } from "lucide-react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import type { CoursePage } from "../../../shared/schemas/course.js";
import { sessionQuery } from "../../lib/session-queries.js";
import { useT } from "../../i18n/i18n-provider.js";
import { MySessionRow, RemoveButton } from "./my-session-row.js";
import { COUNT_REFRESH_MS } from "./use-my-sessions.js";

/**
 * A course in My sessions with its sessions under it, in lecture order. Its sessions are taken out of the course on
 * the course page, so they have no remove button here; the course's own is there when this browser holds its key.
 */
export function MyCourseGroup({ page, onRemove }: { page: CoursePage; onRemove: (() => void) | null }) {
  const t = useT();
  const intl = useIntl();
  // What tells a course's lectures apart: their number and the day they were held ("Lecture 3 · 12 Feb").
  const numbers = new Map(page.lectures.filter((lecture) => lecture.sessionType === "class").map((lecture, index) => [lecture.sessionId, index + 1]));
  const tagOf = (lecture: CoursePage["lectures"][number]) => {
    const date = intl.formatDate(`${lecture.heldOn}T12:00:00Z`, { day: "numeric", month: "short", timeZone: "UTC" });
    const number = numbers.get(lecture.sessionId);
    return number === undefined ? date : t("course.lectureTag", { number, date });
  };
  const { course, lectures } = page;
  const sessions = useQueries({ queries: lectures.map((lecture) => ({ ...sessionQuery(lecture.sessionId), refetchInterval: COUNT_REFRESH_MS })) });
  const titleId = `my-course-${course.id}`;
  return (
    <section className="my-course__main" aria-labelledby={titleId}>
      <div className="my-session__heading">
        <GraduationCap size={22} aria-hidden="true" className="my-course__icon" />
        <h3 className="my-session__title" id={titleId}>
          {course.title}
        </h3>
      </div>
      <p className="my-session__facts muted small">
        <span className="badge">{t("course.mySessionsCourse")}</span>
        {course.term && <span>{course.term}</span>}
        <span className="my-session__answers">{t("course.sessionsInCourse", { count: lectures.length })}</span>
      </p>
      <div className="my-session__actions">
        <Link className="btn btn--sm btn--primary" to={`/course/${course.id}`} aria-label={t("course.openCourseNamed", { title: course.title })}>
          <GraduationCap size={16} aria-hidden="true" />
          {t("course.openCourse")}
        </Link>
        {onRemove && <RemoveButton label={t("course.removeCourse", { title: course.title })} onRemove={onRemove} />}
      </div>
      {lectures.length === 0 ? (
        <p className="muted small">{t("course.noSessionsYet")}</p>
      ) : (
        <ul className="my-course__sessions">
          {lectures.map((lecture, index) => {
            const session = sessions[index]?.data;
            return (
              <li key={lecture.sessionId} className="my-session my-course__session">
                {session ? <MySessionRow session={session} onRemove={null} lectureTag={tagOf(lecture)} /> : <p className="my-session__title">{lecture.title}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
