import type { ReactNode } from "react";
import { useT } from "../../i18n/i18n-provider.js";
import { ScrollingTable } from "../../components/scrolling-table.js";

type Props = { title: string; /** The columns after Lecture and Answers. */ columns: string[]; children: ReactNode };

/** One question's figures as a table, a row per lecture (`children`), for the charts and clouds of the course page. */
export function PerLectureTable({ title, columns, children }: Props) {
  const t = useT();
  return (
    <ScrollingTable label={title}>
      <table className="table">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t("course.colLecture")}</th>
            <th scope="col">{t("course.colQuestionAnswers")}</th>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollingTable>
  );
}
