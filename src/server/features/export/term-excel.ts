import { meanOf } from "../../../shared/analytics.js";
import { isShown, rateOf } from "../terms/term-figures.js";
import { HEADING_STYLE, SheetGrid, TITLE_STYLE, writeWorkbook } from "./excel-sheet.js";
import { directionText, lectureLabels, termName, type TermReport } from "./term-report.js";

/** Shares as spreadsheet percentages (the cell holds 0.62), means and spreads as numbers with two decimals. */
const PERCENT = "0%";
const DECIMALS = "0.00";

/**
 * The term report as a workbook in the report's language: the courses, every lecture's headline, and the term's
 * average per lecture. Counts, rates, means and spreads are numbers a coordinator sums and charts; a withheld lecture
 * has its counts and the word "withheld" where its mean would be.
 */
export function buildTermExcel(report: TermReport): Promise<Buffer> {
  return writeWorkbook([coursesSheet(report), lecturesSheet(report), averageSheet(report)], { stickyRows: 0 });
}

function coursesSheet(report: TermReport): SheetGrid {
  const { locale, headline } = report;
  const t = locale.t.bind(locale);
  const sheet = new SheetGrid(t("coursesSheet"));
  sheet.widths.push(40, 10, 12, 12, 12, 12, 8, 12, 12, 16, 40, 10, 10);
  sheet.set(1, 1, `${t("termReport", { term: termName(report) })} — ${locale.zoned(report.generatedAt)}`, TITLE_STYLE);
  if (headline) sheet.set(2, 1, t("headlineNote", { question: `“${headline.question}”`, min: headline.scaleMin, max: headline.scaleMax }));
  sheet.set(3, 1, t("directionNote"));
  sheet.set(4, 1, t("withheldNote"));
  const header = 6;
  sheet.header(header, [
    t("course"),
    t("lectures"),
    t("respondents"),
    t("responseRate"),
    t("mean"),
    t("sd"),
    "n",
    t("direction"),
    t("withheldLecturesColumn"),
    t("lectures"),
    t("headlineQuestion"),
    t("enrolled"),
    t("threshold"),
  ]);
  report.courses.forEach(({ row }, index) => {
    const at = header + 1 + index;
    sheet.set(at, 1, row.title, { wrap: true });
    sheet.set(at, 2, row.lectures);
    sheet.set(at, 3, row.respondents);
    sheet.set(at, 4, row.responseRate ?? undefined, { format: PERCENT });
    sheet.set(at, 5, row.mean ?? undefined, { format: DECIMALS });
    sheet.set(at, 6, row.spread ?? undefined, { format: DECIMALS });
    sheet.set(at, 7, row.answers);
    sheet.set(at, 8, directionText(row.direction, locale));
    sheet.set(at, 9, row.withheldLectures.length);
    sheet.set(at, 10, row.withheldLectures.length === 0 ? undefined : lectureLabels(row.withheldLectures, locale));
    sheet.set(at, 11, row.headline ? `${row.headline.question} (${row.headline.scaleMin}–${row.headline.scaleMax})` : t("noHeadline"), { wrap: true });
    sheet.set(at, 12, row.enrolled ?? t("notGiven"));
    sheet.set(at, 13, row.threshold);
  });
  if (report.courses.length === 0) sheet.set(header + 1, 1, t("noCoursesInTerm"));
  return sheet;
}

/** One row per lecture evaluation: its course, number, name, day, respondents, rate and headline (its n while withheld). */
function lecturesSheet(report: TermReport): SheetGrid {
  const { locale } = report;
  const t = locale.t.bind(locale);
  const sheet = new SheetGrid(t("lecturesSheet"));
  sheet.widths.push(40, 8, 48, 12, 12, 12, 12, 8, 14);
  sheet.header(1, [t("course"), t("lecture"), t("session"), t("heldOn"), t("respondents"), t("responseRate"), t("mean"), "n", t("results")]);
  let at = 2;
  for (const { data } of report.courses) {
    for (const lecture of data.lectures) {
      sheet.set(at, 1, data.title, { wrap: true });
      sheet.set(at, 2, t("lectureLabel", { n: lecture.number }));
      sheet.set(at, 3, lecture.title, { wrap: true });
      sheet.set(at, 4, new Date(`${lecture.heldOn}T00:00:00Z`), { format: "yyyy-mm-dd" });
      sheet.set(at, 5, lecture.respondents);
      sheet.set(at, 6, rateOf([lecture]) ?? undefined, { format: PERCENT });
      if (lecture.withheld) sheet.set(at, 7, t("withheldShort"));
      else if (isShown(lecture)) sheet.set(at, 7, meanOf(lecture.frequencies) ?? undefined, { format: DECIMALS });
      sheet.set(at, 8, lecture.answers);
      sheet.set(at, 9, t(lecture.withheld ? "withheldShort" : "shown"));
      at += 1;
    }
  }
  return sheet;
}

function averageSheet(report: TermReport): SheetGrid {
  const { locale, headline, average } = report;
  const t = locale.t.bind(locale);
  const sheet = new SheetGrid(t("termAverageSheet"));
  sheet.widths.push(10, 10, 16, 14, 12, 10);
  if (!headline) {
    sheet.set(1, 1, t("noScaleQuestions"));
    return sheet;
  }
  sheet.set(1, 1, t("averageNote", { question: `“${headline.question}”` }), HEADING_STYLE);
  sheet.header(2, [t("lecture"), t("courses"), t("respondentsPerCourse"), t("responseRate"), t("mean"), "n"]);
  average.lectures.forEach((lecture, index) => {
    const at = 3 + index;
    sheet.set(at, 1, t("lectureLabel", { n: lecture.number }));
    sheet.set(at, 2, lecture.courses);
    sheet.set(at, 3, lecture.respondents, { format: "0.0" });
    sheet.set(at, 4, lecture.responseRate ?? undefined, { format: PERCENT });
    if (lecture.mean !== null) sheet.set(at, 5, lecture.mean, { format: DECIMALS });
    else if (lecture.withheld) sheet.set(at, 5, t("withheldShort"));
    sheet.set(at, 6, lecture.answers);
  });
  return sheet;
}
