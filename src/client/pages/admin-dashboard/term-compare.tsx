import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { CompareSide, TermView } from "../../../shared/schemas/term.js";
import { sameHeadline } from "../../../shared/headline-question.js";
import { InlineLoading } from "../../components/state-screens.js";
import { TitledCard } from "../../components/titled-card.js";
import { useT } from "../../i18n/i18n-provider.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { termCompareQuery } from "../../lib/admin-queries.js";
import { TermCompareChart } from "./term-compare-chart.js";
import { TermCompareTable } from "./term-compare-table.js";

const AVERAGE = "";

/**
 * Two of the term's courses side by side, or one against the term's average (the courses asking its headline): a
 * chart of the headline mean per lecture, and the same figures with respondents and rates as a table, its text
 * alternative, under it.
 */
export function TermCompare({ session, view }: { session: AdminSession; view: TermView }) {
  const t = useT();
  const id = useId();
  const [first, setFirst] = useState(view.courses[0]!.id);
  const [second, setSecond] = useState(AVERAGE);
  const against = second === first ? AVERAGE : second;
  const compared = useQuery(termCompareQuery(session, view.term, first, against === AVERAGE ? null : against, t)).data;
  const sideName = (side: CompareSide) => side.title ?? t("term.averageOf", { count: side.courses });
  return (
    <TitledCard title={t("term.compareTitle")}>
      <div className="term-compare__pickers">
        <div>
          <label className="field__label" htmlFor={`${id}-first`}>
            {t("term.compareFirst")}
          </label>
          <select id={`${id}-first`} className="select" value={first} onChange={(event) => setFirst(event.target.value)}>
            {view.courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="field__label" htmlFor={`${id}-second`}>
            {t("term.compareSecond")}
          </label>
          <select id={`${id}-second`} className="select" value={against} onChange={(event) => setSecond(event.target.value)}>
            <option value={AVERAGE}>{t("term.termAverage")}</option>
            {view.courses
              .filter((course) => course.id !== first)
              .map((course) => (
                <option key={course.id} value={course.id}>
                  {course.title}
                </option>
              ))}
          </select>
        </div>
      </div>
      {!compared || compared.first.courseId !== first ? (
        <InlineLoading label={t("term.loading")} />
      ) : (
        <>
          {compared.second.courseId === null && <p className="field__hint">{t("term.averageNote")}</p>}
          {compared.second.courseId !== null && !sameHeadline(compared.first.headline, compared.second.headline) && <p className="field__hint">{t("term.differentHeadlines")}</p>}
          <TermCompareChart compared={compared} names={[sideName(compared.first), sideName(compared.second)]} />
          <TermCompareTable compared={compared} names={[sideName(compared.first), sideName(compared.second)]} />
        </>
      )}
    </TitledCard>
  );
}
