import { useIntl } from "react-intl";
import { roundForDisplay } from "../../../shared/analytics.js";
import type { CompareLecture, CompareSide, TermCompare } from "../../../shared/schemas/term.js";
import { ScrollingTable } from "../../components/scrolling-table.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useDecimal } from "../../i18n/use-decimal.js";

type Figures = Pick<CompareLecture, "mean" | "answers" | "withheld" | "respondents" | "responseRate">;

/**
 * The comparison as a table, the chart's text alternative: a row per lecture number (its day for a course), each
 * side's headline mean with its n (a withheld lecture its count only), respondents and response rate, and a last row
 * with the term's pooled figures. The two sides are column groups named by the course (or the term's average).
 */
export function TermCompareTable({ compared, names }: { compared: TermCompare; names: [string, string] }) {
  const t = useT();
  const intl = useIntl();
  const sides = [compared.first, compared.second] as const;
  const longest = Math.max(compared.first.lectures.length, compared.second.lectures.length);
  const numbers = Array.from({ length: longest }, (_, index) => index + 1);
  const subheads = [t("term.colMean"), t("term.colRespondents"), t("term.colRate")];
  return (
    <ScrollingTable label={t("term.compareRegion")}>
      <table className="table term-compare__table">
        <caption className="visually-hidden">{t("term.compareCaption", { first: names[0], second: names[1] })}</caption>
        <colgroup span={1} />
        <colgroup span={3} />
        <colgroup span={3} />
        <thead>
          <tr>
            <td />
            {names.map((name, index) => (
              <th key={index} scope="colgroup" colSpan={3} className="term-compare__side">
                {name}
              </th>
            ))}
          </tr>
          <tr>
            <th scope="col">{t("term.colLecture")}</th>
            {sides.flatMap((side, index) => subheads.map((label) => <th key={`${index}-${label}`} scope="col">{label}</th>))}
          </tr>
        </thead>
        <tbody>
          {numbers.map((number) => (
            <tr key={number}>
              <th scope="row">
                {t("course.lectureShort", { number })}
                {sides[0].lectures[number - 1]?.heldOn && (
                  <span className="term-courses__hint">{intl.formatDate(`${sides[0].lectures[number - 1]!.heldOn}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" })}</span>
                )}
              </th>
              {sides.map((side, index) => (
                <SideCells key={index} side={side} figures={side.lectures[number - 1]} />
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("term.summaryRow")}</th>
            {sides.map((side, index) => (
              <SideCells key={index} side={side} figures={{ ...side, withheld: false }} />
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollingTable>
  );
}

/** One side's three cells: the mean (n), respondents (a mean of courses for the average, one decimal), rate. */
function SideCells({ side, figures }: { side: CompareSide; figures: Figures | undefined }) {
  const t = useT();
  const intl = useIntl();
  const decimal = useDecimal();
  if (!figures) {
    return (
      <td colSpan={3} className="muted small">
        {t("term.notHeld")}
      </td>
    );
  }
  const mean = figures.withheld
    ? t("course.withheldCell", { count: figures.answers })
    : figures.mean === null
      ? "–"
      : t("course.meanWithN", { mean: decimal(roundForDisplay(figures.mean)), count: figures.answers });
  const respondents = side.courseId === null ? decimal(roundForDisplay(figures.respondents)) : intl.formatNumber(figures.respondents);
  return (
    <>
      <td>{mean}</td>
      <td>{respondents}</td>
      <td>{figures.responseRate === null ? "–" : intl.formatNumber(figures.responseRate, { style: "percent" })}</td>
    </>
  );
}
