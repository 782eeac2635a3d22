import { useState, type ReactNode } from "react";
import { useT } from "../../i18n/i18n-provider.js";

/** A card whose figures show as a chart or, at a press of its toggle, as a table (the chart's text alternative). */
export function ChartOrTable({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  const t = useT();
  const [asTable, setAsTable] = useState(false);
  return (
    <article className="card course-chart">
      <div className="course-chart__head">
        <h3 className="course-chart__title">{title}</h3>
        <button type="button" className="btn btn--sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {asTable ? t("course.showChart") : t("course.showTable")}
        </button>
      </div>
      {asTable ? table : chart}
    </article>
  );
}
