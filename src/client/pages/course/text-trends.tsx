import type { TextTrend } from "../../../shared/schemas/course.js";
import { WithheldResults } from "../../components/class-common/withheld-results.js";
import { WordCloud } from "../../components/word-cloud/word-cloud.js";
import { useT } from "../../i18n/i18n-provider.js";
import { ChartOrTable } from "./chart-or-table.js";
import { PerLectureTable } from "./per-lecture-table.js";
import type { AxisLecture } from "./trend-chart.js";

/** Each text question's answers as one word cloud per lecture, side by side; a withheld lecture says how many answered. */
export function TextTrends({ trends, lectures, threshold }: { trends: TextTrend[]; lectures: AxisLecture[]; threshold: number }) {
  const t = useT();
  const labelOf = new Map(lectures.map((lecture) => [lecture.sessionId, lecture.label]));
  if (trends.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="course-text-title">
      <h2 id="course-text-title">{t("course.textTitle")}</h2>
      {trends.map((trend) => (
        <ChartOrTable
          key={trend.text}
          title={trend.text}
          chart={
            <ul className="course-clouds">
              {trend.lectures.map((lecture) => (
                <li key={lecture.sessionId} className="course-clouds__item">
                  <p className="course-clouds__label">
                    {labelOf.get(lecture.sessionId)} <span className="muted small">· {t("course.answersN", { count: lecture.responses })}</span>
                  </p>
                  {lecture.withheld ? (
                    <WithheldResults answers={lecture.responses} threshold={threshold} compact />
                  ) : (
                    <WordCloud
                      words={lecture.words}
                      width={360}
                      height={220}
                      label={t("course.cloudLabel", { question: trend.text, lecture: labelOf.get(lecture.sessionId) ?? "" })}
                      emptyState={<p className="muted small">{t("course.noAnswers")}</p>}
                    />
                  )}
                </li>
              ))}
            </ul>
          }
          table={
            <PerLectureTable title={trend.text} columns={[t("course.textWords")]}>
              {trend.lectures.map((lecture) => (
                <tr key={lecture.sessionId}>
                  <th scope="row">{labelOf.get(lecture.sessionId)}</th>
                  <td>{lecture.responses}</td>
                  <td>{lecture.withheld ? t("course.withheldCell", { count: lecture.responses }) : lecture.words.map((word) => `${word.text} (${word.frequency})`).join(", ")}</td>
                </tr>
              ))}
            </PerLectureTable>
          }
        />
      ))}
    </section>
  );
}
