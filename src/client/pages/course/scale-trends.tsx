import type { ScaleTrend } from "../../../shared/schemas/course.js";
import { useT } from "../../i18n/i18n-provider.js";
import { ChartOrTable } from "./chart-or-table.js";
import { TrendChart, type AxisLecture } from "./trend-chart.js";
import { TrendTable } from "./trend-table.js";

/** Every scale question of the course's evaluations, one chart each, over the lectures in order. */
export function ScaleTrends({ trends, lectures }: { trends: ScaleTrend[]; lectures: AxisLecture[] }) {
  const t = useT();
  return (
    <section className="stack" aria-labelledby="course-trends-title">
      <div>
        <h2 id="course-trends-title">{t("course.trendsTitle")}</h2>
        <p className="muted small">{t("course.trendsIntro")}</p>
      </div>
      {trends.length === 0 ? (
        <p className="muted">{t("course.noTrends")}</p>
      ) : (
        <div className="course-trends">
          {trends.map((trend) => (
            <ChartOrTable
              key={`${trend.text}|${trend.scaleMin}|${trend.scaleMax}`}
              title={trend.text}
              chart={<TrendChart trend={trend} lectures={lectures} />}
              table={<TrendTable trend={trend} lectures={lectures} />}
            />
          ))}
        </div>
      )}
    </section>
  );
}
