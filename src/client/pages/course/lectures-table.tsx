import { FolderMinus } from "lucide-react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { formatSignedDifference, roundForDisplay } from "../../../shared/analytics.js";
import type { CourseLecture } from "../../../shared/schemas/course.js";
import { ScrollingTable } from "../../components/scrolling-table.js";
import { useT } from "../../i18n/i18n-provider.js";

/**
 * The course's sessions in order: a link to each, who answered, the response rate (a bar, when the course knows how
 * many are enrolled) and self vs others. A table already, so it is its own text alternative.
 */
export function LecturesTable({ lectures, labels, onRemove }: { lectures: CourseLecture[]; labels: Map<string, string>; onRemove: (lecture: CourseLecture) => void }) {
  const t = useT();
  const intl = useIntl();
  if (lectures.length === 0) return <p className="muted">{t("course.noLectures")}</p>;
  return (
    <ScrollingTable label={t("course.lecturesTable")}>
      <table className="table course-lectures">
        <thead>
          <tr>
            <th scope="col">{t("course.colSession")}</th>
            <th scope="col">{t("course.colAnswers")}</th>
            <th scope="col">{t("course.colRate")}</th>
            <th scope="col">{t("course.colSelfVsOthers")}</th>
            <th scope="col">{t("course.colActions")}</th>
          </tr>
        </thead>
        <tbody>
          {lectures.map((lecture) => {
            const isClass = lecture.sessionType === "class";
            const to = isClass ? `/class-session/${lecture.sessionId}/dashboard` : `/dashboard/${lecture.sessionId}`;
            return (
              <tr key={lecture.sessionId}>
                <th scope="row">
                  <span className="course-lectures__label">{labels.get(lecture.sessionId) ?? t("course.wordCloudSession")}</span>{" "}
                  <Link to={to}>{lecture.title}</Link>
                  <span className="muted small course-lectures__date">{intl.formatDate(lecture.createdAt, { dateStyle: "medium" })}</span>
                </th>
                <td>{lecture.respondents ?? "–"}</td>
                <td>
                  {lecture.responseRate === null ? (
                    <span className="muted small">{isClass ? t("course.rateUnknown") : "–"}</span>
                  ) : (
                    <span className="course-rate">
                      <span className="course-rate__bar" aria-hidden="true">
                        <span style={{ width: `${Math.min(100, lecture.responseRate * 100)}%` }} />
                      </span>
                      {intl.formatNumber(lecture.responseRate, { style: "percent" })}
                    </span>
                  )}
                </td>
                <td>{selfVsOthersText(lecture, t)}</td>
                <td>
                  <button type="button" className="btn btn--sm btn--ghost" onClick={() => onRemove(lecture)} aria-label={t("course.removeSession", { title: lecture.title })}>
                    <FolderMinus size={16} aria-hidden="true" />
                    {t("course.removeFromCourse")}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

function selfVsOthersText(lecture: CourseLecture, t: ReturnType<typeof useT>): string {
  const comparison = lecture.selfVsOthers;
  if (!comparison) return "–";
  if (comparison.selfPerception === null || comparison.othersPerception === null || comparison.difference === null) return t("course.withheldCell", { count: lecture.respondents ?? 0 });
  return t("course.selfOthers", {
    self: roundForDisplay(comparison.selfPerception),
    others: roundForDisplay(comparison.othersPerception),
    difference: formatSignedDifference(comparison.difference),
  });
}
