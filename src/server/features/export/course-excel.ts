import { formatRate, ratingsOf, type CourseReport } from "./course-report.js";
import { describeWithheld } from "./export-report.js";
import { HEADING_STYLE, SheetGrid, TITLE_STYLE, writeWorkbook } from "./excel-sheet.js";
import { formatZonedDateTime, wallClockDate } from "./export-time.js";

/** The course report as a workbook: the course and its sessions, the scale questions per lecture, self vs others, text answers. */
export function buildCourseExcel(report: CourseReport): Promise<Buffer> {
  return writeWorkbook([courseSheet(report), scaleSheet(report), selfVsOthersSheet(report), textSheet(report)], { stickyRows: 0 });
}

const WITHHELD = "withheld";

function courseSheet(report: CourseReport): SheetGrid {
  const { course, lectures } = report.page;
  const sheet = new SheetGrid("Course");
  sheet.widths.push(8, 40, 20, 12, 10, 14, 12, 12);
  sheet.set(1, 1, `${course.title} — ${formatZonedDateTime(report.generatedAt, report.timeZone)}`, TITLE_STYLE);
  const facts: [string, string | number][] = [
    ["Term", course.term],
    ["Enrolled", course.enrolled ?? "not given"],
    ["Results appear at", `${course.threshold} answers`],
  ];
  facts.forEach(([label, value], index) => {
    sheet.set(2 + index, 1, label, { fontWeight: "bold" });
    sheet.set(2 + index, 2, value);
  });
  const header = 6;
  sheet.header(header, ["Lecture", "Session", `Created (${report.timeZone})`, "Code", "Type", "Answers", "Response rate", "Results"]);
  lectures.forEach((lecture, index) => {
    const row = header + 1 + index;
    [
      report.lectureLabel(lecture.sessionId),
      lecture.title,
      wallClockDate(lecture.createdAt, report.timeZone),
      lecture.sessionCode,
      lecture.sessionType === "class" ? "Evaluation" : "Word cloud",
      lecture.respondents ?? undefined,
      lecture.responseRate === null ? undefined : formatRate(lecture.responseRate),
      lecture.sessionType !== "class" ? undefined : lecture.withheld ? WITHHELD : "shown",
    ].forEach((value, column) => sheet.set(row, column + 1, value));
  });
  return sheet;
}

function scaleSheet(report: CourseReport): SheetGrid {
  const sheet = new SheetGrid("Scale questions");
  sheet.widths.push(10, 10, 14, 10, 10);
  const rateOf = new Map(report.page.lectures.map((lecture) => [lecture.sessionId, lecture.responseRate]));
  let row = 1;
  for (const trend of report.page.scaleTrends) {
    const ratings = ratingsOf(trend);
    sheet.set(row, 1, `${trend.text} (${trend.scaleMin}–${trend.scaleMax})`, HEADING_STYLE);
    sheet.header(row + 1, ["Lecture", "Answers", "Response rate", "Mean", "SD", ...ratings.map(String)]);
    trend.points.forEach((point, index) => {
      const at = row + 2 + index;
      sheet.set(at, 1, report.lectureLabel(point.sessionId));
      sheet.set(at, 2, point.responses);
      const rate = rateOf.get(point.sessionId) ?? null;
      if (rate !== null) sheet.set(at, 3, formatRate(rate));
      if (point.withheld) return sheet.set(at, 4, WITHHELD);
      sheet.set(at, 4, point.average ?? undefined, { format: "0.00" });
      sheet.set(at, 5, point.standardDeviation ?? undefined, { format: "0.00" });
      ratings.forEach((rating, column) => sheet.set(at, 6 + column, point.frequencies[String(rating)] ?? 0));
    });
    row += 2 + trend.points.length + 1;
  }
  if (row === 1) sheet.set(1, 1, "No scale questions yet");
  return sheet;
}

function selfVsOthersSheet(report: CourseReport): SheetGrid {
  const sheet = new SheetGrid("Self vs others");
  sheet.widths.push(10, 12, 12, 12);
  sheet.header(1, ["Lecture", "Self", "Others", "Difference"]);
  report.page.lectures
    .filter((lecture) => lecture.selfVsOthers !== null)
    .forEach((lecture, index) => {
      const row = 2 + index;
      const comparison = lecture.selfVsOthers;
      sheet.set(row, 1, report.lectureLabel(lecture.sessionId));
      if (!comparison || comparison.difference === null) return sheet.set(row, 2, WITHHELD);
      sheet.set(row, 2, comparison.selfPerception ?? undefined, { format: "0.00" });
      sheet.set(row, 3, comparison.othersPerception ?? undefined, { format: "0.00" });
      sheet.set(row, 4, comparison.difference, { format: "0.00" });
    });
  return sheet;
}

function textSheet(report: CourseReport): SheetGrid {
  const sheet = new SheetGrid("Text answers");
  sheet.widths.push(10, 50, 10);
  const thresholdOf = new Map(report.page.lectures.map((lecture) => [lecture.sessionId, lecture.threshold ?? report.page.course.threshold]));
  let row = 1;
  for (const question of report.textAnswers) {
    sheet.set(row, 1, question.text, HEADING_STYLE);
    sheet.header(row + 1, ["Lecture", "Answer", "Count"]);
    row += 2;
    for (const lecture of question.lectures) {
      const label = report.lectureLabel(lecture.sessionId);
      if (lecture.withheld) {
        sheet.set(row, 1, label);
        sheet.set(row, 2, describeWithheld({ totalResponses: lecture.responses }, thresholdOf.get(lecture.sessionId) ?? 0));
        row += 1;
        continue;
      }
      for (const answer of lecture.answers) {
        sheet.set(row, 1, label);
        sheet.set(row, 2, answer.text);
        sheet.set(row, 3, answer.count);
        row += 1;
      }
    }
    row += 1;
  }
  if (row === 1) sheet.set(1, 1, "No text questions yet");
  return sheet;
}
