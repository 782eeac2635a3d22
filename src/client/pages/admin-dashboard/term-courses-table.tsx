import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { roundForDisplay } from "../../../shared/analytics.js";
import type { TermCourse, TermView } from "../../../shared/schemas/term.js";
import { ScrollingTable } from "../../components/scrolling-table.js";
import { useLocale, useT } from "../../i18n/i18n-provider.js";
import { useDecimal } from "../../i18n/use-decimal.js";
import type { MessageId } from "../../i18n/messages/en.js";
import { sortCourses, type SortKey, type SortOrder } from "./term-sort.js";
import { sameHeadline } from "../../../shared/headline-question.js";
import { DirectionText } from "./term-direction.js";

const COLUMNS: { key: SortKey; label: MessageId }[] = [
  { key: "lectures", label: "term.colLectures" },
  { key: "respondents", label: "term.colRespondents" },
  { key: "responseRate", label: "term.colRate" },
  { key: "mean", label: "term.colMean" },
  { key: "spread", label: "term.colSpread" },
  { key: "answers", label: "term.colAnswers" },
  { key: "direction", label: "term.colDirection" },
  { key: "withheld", label: "term.colWithheld" },
];

/**
 * The term's courses, one row each, sortable by any column (a button in its header; the header says how it is
 * sorted with aria-sort). A course whose headline is another question than the term's names it under its title.
 */
export function TermCoursesTable({ view, name }: { view: TermView; name: string }) {
  const t = useT();
  const { locale } = useLocale();
  const [order, setOrder] = useState<SortOrder>({ key: "title", ascending: true });
  const courses = useMemo(() => sortCourses(view.courses, order, locale), [view.courses, order, locale]);
  const sortBy = (key: SortKey) => setOrder((current) => ({ key, ascending: current.key === key ? !current.ascending : true }));
  const header = (key: SortKey, label: string) => (
    <th scope="col" key={key} aria-sort={order.key === key ? (order.ascending ? "ascending" : "descending") : "none"}>
      <button type="button" className="sort-btn" onClick={() => sortBy(key)}>
        {label}
        {order.key !== key ? <ArrowUpDown size={14} aria-hidden="true" /> : order.ascending ? <ArrowUp size={14} aria-hidden="true" /> : <ArrowDown size={14} aria-hidden="true" />}
      </button>
    </th>
  );
  return (
    <ScrollingTable label={t("term.coursesRegion")}>
      <table className="table term-courses">
        <caption className="visually-hidden">{t("term.coursesCaption", { term: name })}</caption>
        <thead>
          <tr>
            {header("title", t("term.colCourse"))}
            {COLUMNS.map((column) => header(column.key, t(column.label)))}
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => (
            <CourseRow key={course.id} course={course} view={view} />
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

function CourseRow({ course, view }: { course: TermCourse; view: TermView }) {
  const t = useT();
  const intl = useIntl();
  const decimal = useDecimal();
  const figure = (value: number | null) => (value === null ? "–" : decimal(roundForDisplay(value)));
  return (
    <tr>
      <th scope="row">
        {course.title}
        {view.headline !== null && !sameHeadline(course.headline, view.headline) && (
          <span className="term-courses__hint">{course.headline ? t("term.otherHeadline", { question: course.headline.question }) : t("term.noHeadline")}</span>
        )}
      </th>
      <td>{intl.formatNumber(course.lectures)}</td>
      <td>{intl.formatNumber(course.respondents)}</td>
      <td>{course.responseRate === null ? <span className="muted small">{t("term.rateUnknown")}</span> : intl.formatNumber(course.responseRate, { style: "percent" })}</td>
      <td>{figure(course.mean)}</td>
      <td>{figure(course.spread)}</td>
      <td>{intl.formatNumber(course.answers)}</td>
      <td>
        <DirectionText direction={course.direction} />
      </td>
      <td>
        {course.withheldLectures.length === 0
          ? "–"
          : t("term.withheldList", {
              count: course.withheldLectures.length,
              lectures: course.withheldLectures.map((number) => t("course.lectureShort", { number })).join(", "),
            })}
      </td>
    </tr>
  );
}
