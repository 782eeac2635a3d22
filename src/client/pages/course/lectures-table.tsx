import { FolderMinus } from "lucide-react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { formatSignedDifference, roundForDisplay } from "../../../shared/analytics.js";
import { useDecimal } from "../../i18n/use-decimal.js";
import type { CourseLecture } from "../../../shared/schemas/course.js";
import { ScrollingTable } from "../../components/scrolling-table.js";
import { useT } from "../../i18n/i18n-provider.js";

/**
 * The course's sessions in the order they were held: a link to each with its day, the students who answered
 * (respondents), the response rate (a bar, when the course knows how many are enrolled), the lecture's headline
 * figure (the mean of the course's first scale question, with the answers it stands on) and self vs others, in the
 * charts' decimals. A table already, so it is its own text alternative.
 */
export function LecturesTable({ lectures, labels, onRemove }: { lectures: CourseLecture[]; labels: Map<string, string>; onRemove: (lecture: CourseLecture) => void }) {
  const t = useT();
  const intl = useIntl();
  const decimal = useDecimal();
  if (lectures.length === 0) return <p className="muted">{t("course.noLectures")}</p>;
  const headline = lectures.find((lecture) => lecture.means.length > 0)?.means[0]?.question ?? null;
  return (
    <ScrollingTable label={t("course.lecturesTable")}>
      <table className="table course-lectures">
        <thead>
          <tr>
            <th scope="col">{t("course.colSession")}</th>
            <th scope="col">{t("course.colRespondents")}</th>
            <th scope="col">{t("course.colRate")}</th>
            {headline !== null && (
              <th scope="col">
                {t("course.colHeadline")}
                <span className="course-lectures__hint">{headline}</span>
              </th>
            )}
            <th scope="col">
              {t("course.colSelfVsOthers")}
              <span className="course-lectures__hint">{t("course.selfVsOthersExplained")}</span>
            </th>
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
                  <span className="muted small course-lectures__date">{intl.formatDate(`${lecture.heldOn}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" })}</span>
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
                {headline !== null && <td>{headlineText(lecture, headline, t, decimal)}</td>}
                <td>{selfVsOthersText(lecture, t, decimal)}</td>
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

type Decimal = ReturnType<typeof useDecimal>;

/** The mean of the course's first scale question in this lecture, with n; withheld below the threshold. */
function headlineText(lecture: CourseLecture, question: string, t: ReturnType<typeof useT>, decimal: Decimal): string {
  const mean = lecture.means.find((entry) => entry.question === question);
  if (!mean) return "–";
  if (mean.withheld) return t("course.withheldCell", { count: mean.answers });
  if (mean.mean === null) return "–";
  return t("course.meanWithN", { mean: decimal(roundForDisplay(mean.mean)), count: mean.answers });
}

function selfVsOthersText(lecture: CourseLecture, t: ReturnType<typeof useT>, decimal: Decimal): string {
  const comparison = lecture.selfVsOthers;
  if (!comparison) return "–";
  if (comparison.selfPerception === null || comparison.othersPerception === null || comparison.difference === null) return t("course.withheldCell", { count: lecture.respondents ?? 0 });
  // One decimal, as the charts: the difference is what the two rounded figures show apart.
  return t("course.selfOthers", {
    self: decimal(roundForDisplay(comparison.selfPerception)),
    others: decimal(roundForDisplay(comparison.othersPerception)),
    difference: decimal(formatSignedDifference(comparison.difference, 1)),
  });
}
