import { WORD_CLOUD_COLORS } from "../../../shared/limits.js";
import { formatFigure, formatRate, ratingsOf, type CourseReport } from "./course-report.js";
import { describeWithheld } from "./export-report.js";
import type { Fonts } from "./pdf-charts.js";
import { renderPdf } from "./pdf-document.js";
import { drawTable } from "./pdf-table.js";
import { ensureSpace, heading, INK, MUTED, note } from "./pdf-text.js";
import { drawTrendChart } from "./pdf-trend-chart.js";

/**
 * The course report as a study board reads it, in the report's language: the course's facts, its sessions with
 * respondents and response rates, per scale question the trend (mean, spread, answers) and a table per lecture, self
 * vs others, and each lecture's text answers as comments. A withheld lecture is named as such wherever its figures
 * would be; names wrap, never cut.
 */
export function buildCoursePdf(report: CourseReport): Promise<Buffer> {
  const title = report.locale.t("courseReport", { title: report.page.course.title });
  return renderPdf({ title, footer: title, createdAt: report.generatedAt, locale: report.locale }, (doc, fonts) => {
    drawCourseHeader(doc, fonts, report);
    drawLectures(doc, fonts, report);
    drawScaleTrends(doc, fonts, report);
    drawSelfVsOthers(doc, fonts, report);
    drawComments(doc, fonts, report);
  });
}

function drawCourseHeader(doc: PDFKit.PDFDocument, fonts: Fonts, { page, generatedAt, locale }: CourseReport): void {
  const t = locale.t.bind(locale);
  const { course } = page;
  doc.font(fonts.bold).fontSize(22).fillColor(INK).text(course.title, doc.page.margins.left, doc.page.margins.top, { width: 495 });
  doc.moveDown(0.3);
  const facts = [course.term, course.enrolled === null ? t("enrolmentNotGiven") : t("enrolledCount", { n: course.enrolled }), locale.count("sessionCount", page.lectures.length)];
  note(doc, fonts, facts.filter(Boolean).join("  ·  "));
  note(doc, fonts, t("resultsAppearLine", { answers: locale.count("thresholdAnswers", course.threshold), date: locale.zoned(generatedAt) }));
}

function drawLectures(doc: PDFKit.PDFDocument, fonts: Fonts, report: CourseReport): void {
  const { locale } = report;
  const t = locale.t.bind(locale);
  heading(doc, fonts, t("lectures"), 14);
  if (report.page.lectures.length === 0) return note(doc, fonts, t("noSessionsYet"));
  drawTable(
    doc,
    fonts,
    [
      { label: "", width: 22 },
      { label: t("session"), width: 132 },
      { label: t("day"), width: 68 },
      { label: t("type"), width: 60 },
      { label: t("respondents"), width: 80 },
      { label: t("responseRate"), width: 70 },
      { label: t("results"), width: 63 },
    ],
    report.page.lectures.map((lecture) => [
      report.lectureLabel(lecture.sessionId),
      lecture.title,
      locale.calendarDay(lecture.heldOn),
      t(lecture.sessionType === "class" ? "evaluation" : "wordCloud"),
      lecture.respondents === null ? "–" : locale.integer(lecture.respondents),
      formatRate(lecture.responseRate, locale),
      lecture.sessionType !== "class" ? "" : t(lecture.withheld ? "withheldShort" : "shown"),
    ]),
  );
  const withheld = report.page.lectures.filter((lecture) => lecture.withheld);
  if (withheld.length > 0) {
    doc.moveDown(0.4);
    note(doc, fonts, t("withheldLectures", { lectures: withheld.map((lecture) => report.lectureLabel(lecture.sessionId)).join(", "), threshold: report.page.course.threshold }));
  }
}

function drawScaleTrends(doc: PDFKit.PDFDocument, fonts: Fonts, report: CourseReport): void {
  const { locale } = report;
  const t = locale.t.bind(locale);
  const rateOf = new Map(report.page.lectures.map((lecture) => [lecture.sessionId, lecture.responseRate]));
  report.page.scaleTrends.forEach((trend, index) => {
    ensureSpace(doc, 230);
    heading(doc, fonts, trend.text, 12);
    note(doc, fonts, t("scaleTrendNote", { min: trend.scaleMin, max: trend.scaleMax }));
    drawTrendChart(
      doc,
      fonts,
      trend.points.map((point) => ({ label: report.lectureLabel(point.sessionId), responses: point.responses, average: point.average, spread: point.standardDeviation, withheld: point.withheld })),
      { min: trend.scaleMin, max: trend.scaleMax },
      WORD_CLOUD_COLORS[index % WORD_CLOUD_COLORS.length] ?? INK,
      locale,
    );
    const ratings = ratingsOf(trend);
    drawTable(
      doc,
      fonts,
      [
        { label: "", width: 28 },
        { label: t("answers"), width: 48 },
        { label: t("rate"), width: 44 },
        { label: t("mean"), width: 64 },
        { label: t("sd"), width: 64 },
        { label: t("distribution", { min: ratings[0] ?? 0, max: ratings.at(-1) ?? 0 }), width: 247 },
      ],
      trend.points.map((point) => [
        report.lectureLabel(point.sessionId),
        locale.integer(point.responses),
        formatRate(rateOf.get(point.sessionId) ?? null, locale),
        point.withheld ? t("withheldShort") : formatFigure(point.average, locale),
        formatFigure(point.standardDeviation, locale),
        point.withheld ? "" : ratings.map((rating) => point.frequencies[String(rating)] ?? 0).join(" · "),
      ]),
    );
  });
}

function drawSelfVsOthers(doc: PDFKit.PDFDocument, fonts: Fonts, report: CourseReport): void {
  const { locale } = report;
  const t = locale.t.bind(locale);
  const compared = report.page.lectures.filter((lecture) => lecture.selfVsOthers !== null);
  if (compared.length === 0) return;
  ensureSpace(doc, 80);
  heading(doc, fonts, t("selfVsOthers"), 12);
  note(doc, fonts, t("selfVsOthersNote"));
  drawTable(
    doc,
    fonts,
    [
      { label: "", width: 28 },
      { label: t("self"), width: 60 },
      { label: t("others"), width: 60 },
      { label: t("difference"), width: 70 },
    ],
    compared.map((lecture) => {
      const comparison = lecture.selfVsOthers;
      if (comparison?.difference === null || comparison === null) return [report.lectureLabel(lecture.sessionId), t("withheldShort"), "", ""];
      return [report.lectureLabel(lecture.sessionId), formatFigure(comparison.selfPerception, locale), formatFigure(comparison.othersPerception, locale), locale.signed(comparison.difference)];
    }),
  );
}

/** Each text question's answers per lecture as comments: the distinct answers, most given first, with their counts. */
function drawComments(doc: PDFKit.PDFDocument, fonts: Fonts, report: CourseReport): void {
  const { locale } = report;
  const t = locale.t.bind(locale);
  const thresholdOf = new Map(report.page.lectures.map((lecture) => [lecture.sessionId, lecture.threshold ?? report.page.course.threshold]));
  const left = doc.page.margins.left;
  for (const question of report.textAnswers) {
    heading(doc, fonts, `${t("comments")}: ${question.text}`, 12);
    for (const lecture of question.lectures) {
      ensureSpace(doc, 30);
      doc.font(fonts.bold).fontSize(9.5).fillColor(INK).text(`${report.lectureLabel(lecture.sessionId)} · ${locale.count("answerCount", lecture.responses)}`, left, doc.y, { width: 495 });
      if (lecture.withheld) {
        doc.font(fonts.regular).fillColor(MUTED).text(describeWithheld({ totalResponses: lecture.responses }, thresholdOf.get(lecture.sessionId) ?? 0, locale), left + 12, doc.y, { width: 483 });
      } else if (lecture.answers.length === 0) {
        doc.font(fonts.regular).fillColor(MUTED).text(t("noAnswers"), left + 12, doc.y, { width: 483 });
      } else {
        doc.font(fonts.regular).fontSize(9.5).fillColor(INK);
        for (const answer of lecture.answers) {
          ensureSpace(doc, 14);
          doc.text(`•  ${answer.text}${answer.count > 1 ? ` (${locale.integer(answer.count)})` : ""}`, left + 12, doc.y, { width: 483 });
        }
      }
      doc.moveDown(0.35);
    }
  }
  doc.x = left;
}
