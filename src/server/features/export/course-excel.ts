import { ratingsOf, type CourseReport } from "./course-report.js";
import { describeWithheld } from "./export-report.js";
import { HEADING_STYLE, SheetGrid, TITLE_STYLE, writeWorkbook } from "./excel-sheet.js";

/** Shares as spreadsheet percentages: the cell holds 0.62, a number a coordinator can sum and chart. */
const PERCENT = "0%";
const DECIMALS = "0.00";

/**
 * The course report as a workbook in the report's language: the course and its sessions, the scale questions per
 * lecture, self vs others, text answers. Counts, rates, means and spreads are numbers; sheet names are translated.
 */
export function buildCourseExcel(report: CourseReport): Promise<Buffer> {
  return writeWorkbook([courseSheet(report), scaleSheet(report), selfVsOthersSheet(report), textSheet(report)], { stickyRows: 0 });
}

function courseSheet(report: CourseReport): SheetGrid {
  const { locale } = report;
  const t = locale.t.bind(locale);
  const { course, lectures } = report.page;
  const sheet = new SheetGrid(t("courseSheet"));
  sheet.widths.push(8, 48, 14, 12, 14, 14, 14, 14, 22, 8);
  sheet.set(1, 1, `${course.title} — ${locale.zoned(report.generatedAt)}`, TITLE_STYLE);
  const facts: [string, string | number][] = [
    [t("term"), course.term],
    [t("enrolled"), course.enrolled ?? t("notGiven")],
    [t("resultsAppearAt"), locale.count("thresholdAnswers", course.threshold)],
  ];
  facts.forEach(([label, value], index) => {
    sheet.set(2 + index, 1, label, { fontWeight: "bold" });
    sheet.set(2 + index, 2, value);
  });
  const header = 6;
  // The headline: each lecture's mean of the course's first scale question, with the answers it stands on.
  const headline = lectures.find((lecture) => lecture.means.length > 0)?.means[0]?.question;
  sheet.header(header, [
    t("lecture"),
    t("session"),
    t("heldOn"),
    t("code"),
    t("type"),
    t("respondents"),
    t("responseRate"),
    t("results"),
    ...(headline ? [t("headlineMean", { question: headline }), "n"] : []),
  ]);
  lectures.forEach((lecture, index) => {
    const row = header + 1 + index;
    sheet.set(row, 1, report.lectureLabel(lecture.sessionId));
    sheet.set(row, 2, lecture.title, { wrap: true });
    sheet.set(row, 3, new Date(`${lecture.heldOn}T00:00:00Z`), { format: "yyyy-mm-dd" });
    sheet.set(row, 4, lecture.sessionCode);
    sheet.set(row, 5, t(lecture.sessionType === "class" ? "evaluation" : "wordCloud"));
    sheet.set(row, 6, lecture.respondents ?? undefined);
    sheet.set(row, 7, lecture.responseRate ?? undefined, { format: PERCENT });
    if (lecture.sessionType === "class") sheet.set(row, 8, t(lecture.withheld ? "withheldShort" : "shown"));
    const mean = lecture.means.find((entry) => entry.question === headline);
    if (mean) {
      if (mean.withheld) sheet.set(row, 9, t("withheldShort"));
      else sheet.set(row, 9, mean.mean ?? undefined, { format: DECIMALS });
      sheet.set(row, 10, mean.answers);
    }
  });
  return sheet;
}

function scaleSheet(report: CourseReport): SheetGrid {
  const { locale } = report;
  const t = locale.t.bind(locale);
  const sheet = new SheetGrid(t("scaleSheet"));
  sheet.widths.push(10, 10, 14, 12, 12);
  const rateOf = new Map(report.page.lectures.map((lecture) => [lecture.sessionId, lecture.responseRate]));
  let row = 1;
  for (const trend of report.page.scaleTrends) {
    const ratings = ratingsOf(trend);
    sheet.set(row, 1, `${trend.text} (${trend.scaleMin}–${trend.scaleMax})`, HEADING_STYLE);
    sheet.header(row + 1, [t("lecture"), t("answers"), t("responseRate"), t("mean"), t("sd"), ...ratings.map(String)]);
    trend.points.forEach((point, index) => {
      const at = row + 2 + index;
      sheet.set(at, 1, report.lectureLabel(point.sessionId));
      sheet.set(at, 2, point.responses);
      sheet.set(at, 3, rateOf.get(point.sessionId) ?? undefined, { format: PERCENT });
      if (point.withheld) return sheet.set(at, 4, t("withheldShort"));
      sheet.set(at, 4, point.average ?? undefined, { format: DECIMALS });
      sheet.set(at, 5, point.standardDeviation ?? undefined, { format: DECIMALS });
      ratings.forEach((rating, column) => sheet.set(at, 6 + column, point.frequencies[String(rating)] ?? 0));
    });
    row += 2 + trend.points.length + 1;
  }
  if (row === 1) sheet.set(1, 1, t("noScaleQuestions"));
  return sheet;
}

function selfVsOthersSheet(report: CourseReport): SheetGrid {
  const { locale } = report;
  const t = locale.t.bind(locale);
  const sheet = new SheetGrid(t("selfVsOthersSheet"));
  sheet.widths.push(10, 12, 12, 12);
  sheet.set(1, 1, t("selfVsOthersNote"), { fontWeight: "bold" });
  sheet.header(2, [t("lecture"), t("self"), t("others"), t("difference")]);
  report.page.lectures
    .filter((lecture) => lecture.selfVsOthers !== null)
    .forEach((lecture, index) => {
      const row = 3 + index;
      const comparison = lecture.selfVsOthers;
      sheet.set(row, 1, report.lectureLabel(lecture.sessionId));
      if (!comparison || comparison.difference === null) return sheet.set(row, 2, t("withheldShort"));
      sheet.set(row, 2, comparison.selfPerception ?? undefined, { format: DECIMALS });
      sheet.set(row, 3, comparison.othersPerception ?? undefined, { format: DECIMALS });
      sheet.set(row, 4, comparison.difference, { format: `+${DECIMALS};−${DECIMALS};${DECIMALS}` });
    });
  return sheet;
}

/** Each lecture's distinct text answers with their counts: the comments a study board reads. */
function textSheet(report: CourseReport): SheetGrid {
  const { locale } = report;
  const t = locale.t.bind(locale);
  const sheet = new SheetGrid(t("textSheet"));
  sheet.widths.push(10, 60, 10);
  const thresholdOf = new Map(report.page.lectures.map((lecture) => [lecture.sessionId, lecture.threshold ?? report.page.course.threshold]));
  let row = 1;
  for (const question of report.textAnswers) {
    sheet.set(row, 1, question.text, HEADING_STYLE);
    sheet.header(row + 1, [t("lecture"), t("answer"), t("count")]);
    row += 2;
    for (const lecture of question.lectures) {
      const label = report.lectureLabel(lecture.sessionId);
      if (lecture.withheld) {
        sheet.set(row, 1, label);
        sheet.set(row, 2, describeWithheld({ totalResponses: lecture.responses }, thresholdOf.get(lecture.sessionId) ?? 0, locale));
        row += 1;
        continue;
      }
      for (const answer of lecture.answers) {
        sheet.set(row, 1, label);
        sheet.set(row, 2, answer.text, { wrap: true });
        sheet.set(row, 3, answer.count);
        row += 1;
      }
    }
    row += 1;
  }
  if (row === 1) sheet.set(1, 1, t("noTextQuestions"));
  return sheet;
}
