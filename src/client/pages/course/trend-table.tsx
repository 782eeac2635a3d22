import type { ScaleTrend } from "../../../shared/schemas/course.js";
import { roundForDisplay } from "../../../shared/analytics.js";
import { useDecimal } from "../../i18n/use-decimal.js";
import { useT } from "../../i18n/i18n-provider.js";
import { PerLectureTable } from "./per-lecture-table.js";
import type { AxisLecture } from "./trend-chart.js";

/** The chart's figures as a table: one row per lecture that asked the question. */
export function TrendTable({ trend, lectures }: { trend: ScaleTrend; lectures: AxisLecture[] }) {
  const t = useT();
  const decimal = useDecimal();
  const labelOf = new Map(lectures.map((lecture) => [lecture.sessionId, lecture.label]));
  return (
    <PerLectureTable title={trend.text} columns={[t("course.colAverage"), t("course.colSpread"), t("course.colDistribution")]}>
      {trend.points.map((point) => (
        <tr key={point.sessionId}>
          <th scope="row">{labelOf.get(point.sessionId)}</th>
          <td>{point.responses}</td>
          {point.withheld ? (
            <td colSpan={3}>{t("course.withheldCell", { count: point.responses })}</td>
          ) : (
            <>
              <td>{point.average === null ? "–" : decimal(roundForDisplay(point.average))}</td>
              <td>{point.standardDeviation === null ? "–" : decimal(roundForDisplay(point.standardDeviation))}</td>
              <td className="small">
                {Object.entries(point.frequencies)
                  .filter(([, count]) => count > 0)
                  .map(([rating, count]) => `${rating}: ${count}`)
                  .join(" · ")}
              </td>
            </>
          )}
        </tr>
      ))}
    </PerLectureTable>
  );
}
