import { WORD_CLOUD_COLORS } from "../../../shared/limits.js";
import { formatFigure, formatRate, ratingsOf, type CourseReport } from "./course-report.js";
import { describeWithheld } from "./export-report.js";
import { formatDay, formatZonedDateTime } from "./export-time.js";
import type { Fonts } from "./pdf-charts.js";
import { renderPdf } from "./pdf-document.js";
import { drawTable } from "./pdf-table.js";
import { ensureSpace, heading, INK, note, plural } from "./pdf-text.js";
import { drawTrendChart } from "./pdf-trend-chart.js";

/**
 * The course report as a study board reads it: the course's facts, its sessions with answers and response rates, per
 * scale question the trend (mean, spread, answers) and a table per lecture, self vs others, and the text answers per
 * lecture. A withheld lecture is named as such wherever its figures would be.
 */
export function buildCoursePdf(report: CourseReport): Promise<Buffer> {
  const title = `Ordsky course report: ${report.page.course.title}`;
  return renderPdf({ title, footer: title, createdAt: report.generatedAt }, (doc, fonts) => {
    drawCourseHeader(doc, fonts, report);
    drawLectures(doc, fonts, report);
    drawScaleTrends(doc, fonts, report);
    drawSelfVsOthers(doc, fonts, report);
    drawTextAnswers(doc, fonts, report);
  });
}

function drawCourseHeader(doc: PDFKit.PDFDocument, fonts: Fonts, { page, generatedAt, timeZone }: CourseReport): void {
  const { course } = page;
  doc.font(fonts.bold).fontSize(22).fillColor(INK).text(course.title, doc.page.margins.left, doc.page.margins.top, { width: 495 });
  doc.moveDown(0.3);
  const facts = [course.term, course.enrolled === null ? "enrolment not given" : `${course.enrolled} enrolled`, plural(page.lectures.length, "session")].filter(Boolean);
  note(doc, fonts, facts.join("  ·  "));
  note(doc, fonts, `Results appear at ${course.threshold} answers  ·  report made ${formatZonedDateTime(generatedAt, timeZone)}`);
}

function drawLectures(doc: PDFKit.PDFDocument, fonts: Fonts, report: CourseReport): void {
  heading(doc, fonts, "Lectures", 14);
  if (report.page.lectures.length === 0) return note(doc, fonts, "This course has no sessions yet.");
  drawTable(
    doc,
    fonts,
    [
      { label: "", width: 26 },
      { label: "Session", width: 150 },
      { label: "Day", width: 70 },
      { label: "Type", width: 62 },
      { label: "Answers", width: 48 },
      { label: "Response rate", width: 82 },
      { label: "Results", width: 57 },
    ],
    report.page.lectures.map((lecture) => [
      report.lectureLabel(lecture.sessionId),
      lecture.title,
      formatDay(lecture.createdAt, report.timeZone),
      lecture.sessionType === "class" ? "Evaluation" : "Word cloud",
      lecture.respondents === null ? "–" : String(lecture.respondents),
      formatRate(lecture.responseRate),
      lecture.sessionType !== "class" ? "" : lecture.withheld ? "withheld" : "shown",
    ]),
  );
  const withheld = report.page.lectures.filter((lecture) => lecture.withheld);
  if (withheld.length > 0) {
    doc.moveDown(0.4);
    note(doc, fonts, `Withheld for anonymity: ${withheld.map((lecture) => report.lectureLabel(lecture.sessionId)).join(", ")}. Fewer than ${report.page.course.threshold} students answered, so only their number is shown.`);
  }
}

function drawScaleTrends(doc: PDFKit.PDFDocument, fonts: Fonts, report: CourseReport): void {
  const rateOf = new Map(report.page.lectures.map((lecture) => [lecture.sessionId, lecture.responseRate]));
  report.page.scaleTrends.forEach((trend, index) => {
    ensureSpace(doc, 230);
    heading(doc, fonts, trend.text, 12);
    note(doc, fonts, `Scale ${trend.scaleMin}–${trend.scaleMax}: the mean of each lecture, whiskers one standard deviation either way, n answers below`);
    drawTrendChart(
      doc,
      fonts,
      trend.points.map((point) => ({ label: report.lectureLabel(point.sessionId), responses: point.responses, average: point.average, spread: point.standardDeviation, withheld: point.withheld })),
      { min: trend.scaleMin, max: trend.scaleMax },
      WORD_CLOUD_COLORS[index % WORD_CLOUD_COLORS.length] ?? INK,
    );
    const ratings = ratingsOf(trend);
    drawTable(
      doc,
      fonts,
      [
        { label: "", width: 28 },
        { label: "Answers", width: 48 },
        { label: "Rate", width: 38 },
        { label: "Mean", width: 54 },
        { label: "SD", width: 34 },
        { label: `Distribution (${ratings[0]}–${ratings.at(-1)})`, width: 293 },
      ],
      trend.points.map((point) => [
        report.lectureLabel(point.sessionId),
        String(point.responses),
        formatRate(rateOf.get(point.sessionId) ?? null),
        point.withheld ? "withheld" : formatFigure(point.average),
        formatFigure(point.standardDeviation),
        point.withheld ? "" : ratings.map((rating) => point.frequencies[String(rating)] ?? 0).join(" · "),
      ]),
    );
  });
}

function drawSelfVsOthers(doc: PDFKit.PDFDocument, fonts: Fonts, report: CourseReport): void {
  const compared = report.page.lectures.filter((lecture) => lecture.selfVsOthers !== null);
  if (compared.length === 0) return;
  ensureSpace(doc, 80);
  heading(doc, fonts, "Self vs others", 12);
  note(doc, fonts, "Self-perception minus perception of peers, per lecture");
  drawTable(
    doc,
    fonts,
    [
      { label: "", width: 28 },
      { label: "Self", width: 60 },
      { label: "Others", width: 60 },
      { label: "Difference", width: 70 },
    ],
    compared.map((lecture) => {
      const comparison = lecture.selfVsOthers;
      const withheld = comparison?.difference === null;
      return [report.lectureLabel(lecture.sessionId), withheld ? "withheld" : formatFigure(comparison?.selfPerception ?? null), formatFigure(comparison?.othersPerception ?? null), formatFigure(comparison?.difference ?? null)];
    }),
  );
}

function drawTextAnswers(doc: PDFKit.PDFDocument, fonts: Fonts, report: CourseReport): void {
  const thresholdOf = new Map(report.page.lectures.map((lecture) => [lecture.sessionId, lecture.threshold ?? report.page.course.threshold]));
  for (const question of report.textAnswers) {
    heading(doc, fonts, question.text, 12);
    for (const lecture of question.lectures) {
      ensureSpace(doc, 30);
      const label = report.lectureLabel(lecture.sessionId);
      doc.font(fonts.bold).fontSize(9.5).fillColor(INK).text(`${label}  `, doc.page.margins.left, doc.y, { continued: true, width: 495 });
      const answers = lecture.withheld
        ? describeWithheld({ totalResponses: lecture.responses }, thresholdOf.get(lecture.sessionId) ?? 0)
        : lecture.answers.length === 0
          ? "no answers"
          : lecture.answers.map((answer) => (answer.count > 1 ? `${answer.text} (${answer.count})` : answer.text)).join(" · ");
      doc.font(fonts.regular).fillColor(INK).text(answers);
      doc.moveDown(0.25);
    }
  }
}
