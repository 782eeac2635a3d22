import { meanOf } from "../../../shared/analytics.js";
import { isShown, type TermLecture } from "../terms/term-figures.js";
import { sameHeadline } from "../../../shared/headline-question.js";
import { formatFigure, formatRate } from "./course-report.js";
import type { Fonts } from "./pdf-charts.js";
import { renderPdf } from "./pdf-document.js";
import { drawTable } from "./pdf-table.js";
import { heading, INK, note } from "./pdf-text.js";
import type { ReportLocale } from "./report-locale.js";
import { directionText, lectureLabels, termName, type TermReport } from "./term-report.js";

/** The width between an A4 landscape page's margins. */
const WIDTH = 742;
const NO_BREAK = "\u00a0";

/**
 * The term report as a study board attaches it to its minutes, in the report's language: the term's courses with
 * their lectures, respondents, response rate, headline mean, spread, direction and withheld lectures, then each
 * course's headline per lecture and the term's average per lecture. Names wrap, never cut; a withheld lecture shows
 * its count and nothing else.
 */
export function buildTermPdf(report: TermReport): Promise<Buffer> {
  const title = report.locale.t("termReport", { term: termName(report) });
  // Landscape: nine columns of figures beside a course's whole name.
  return renderPdf({ title, footer: title, createdAt: report.generatedAt, locale: report.locale, landscape: true }, (doc, fonts) => {
    drawHeader(doc, fonts, report);
    if (report.courses.length === 0) return note(doc, fonts, report.locale.t("noCoursesInTerm"));
    drawCourses(doc, fonts, report);
    drawHeadlinesPerLecture(doc, fonts, report);
    drawAverage(doc, fonts, report);
  });
}

function drawHeader(doc: PDFKit.PDFDocument, fonts: Fonts, report: TermReport): void {
  const { locale } = report;
  doc.font(fonts.bold).fontSize(22).fillColor(INK).text(termName(report), doc.page.margins.left, doc.page.margins.top, { width: WIDTH });
  doc.moveDown(0.3);
  const lectures = report.courses.reduce((sum, course) => sum + course.row.lectures, 0);
  note(doc, fonts, [locale.count("courseCount", report.courses.length), locale.count("lectureEvaluationCount", lectures), locale.t("reportMadeLine", { date: locale.zoned(report.generatedAt) })].join("  ·  "));
}

function drawCourses(doc: PDFKit.PDFDocument, fonts: Fonts, report: TermReport): void {
  const { locale, headline } = report;
  const t = locale.t.bind(locale);
  heading(doc, fonts, t("courses"), 14);
  if (headline) note(doc, fonts, t("headlineNote", { question: `“${headline.question}”`, min: headline.scaleMin, max: headline.scaleMax }));
  note(doc, fonts, t("directionNote"));
  note(doc, fonts, t("withheldNote"));
  doc.moveDown(0.4);
  drawTable(
    doc,
    fonts,
    [
      { label: t("course"), width: 200 },
      { label: t("lectures"), width: 62 },
      { label: t("respondents"), width: 76 },
      { label: t("responseRate"), width: 70 },
      { label: t("mean"), width: 68 },
      { label: t("sd"), width: 62 },
      { label: "n", width: 40 },
      { label: t("direction"), width: 60 },
      { label: t("withheldLecturesColumn"), width: 104 },
    ],
    report.courses.map(({ row }) => [
      row.title,
      locale.integer(row.lectures),
      locale.integer(row.respondents),
      formatRate(row.responseRate, locale),
      formatFigure(row.mean, locale),
      formatFigure(row.spread, locale),
      locale.integer(row.answers),
      directionText(row.direction, locale),
      row.withheldLectures.length === 0 ? "–" : t("withheldList", { n: row.withheldLectures.length, lectures: lectureLabels(row.withheldLectures, locale) }),
    ]),
    // A course whose headline is another question than the term's says which, under its name.
    report.courses.map(({ row }) => {
      if (headline === null || sameHeadline(row.headline, headline)) return undefined;
      return row.headline ? t("headlineOther", { question: row.headline.question, min: row.headline.scaleMin, max: row.headline.scaleMax }) : t("noHeadline");
    }),
  );
}

/**
 * "L1 7,20 (n = 18)", "L2 tilbageholdt (n = 3)": a lecture's headline, its count only while withheld, held together by
 * no-break spaces so a line breaks between lectures, never inside one.
 */
function lectureHeadline(lecture: TermLecture, locale: ReportLocale): string {
  const label = locale.t("lectureLabel", { n: lecture.number });
  const count = `(n = ${locale.integer(lecture.answers)})`;
  const parts = lecture.withheld ? [label, locale.t("withheldShort"), count] : isShown(lecture) ? [label, formatFigure(meanOf(lecture.frequencies), locale), count] : [label, "–"];
  return parts.join(" ").replace(/ /g, NO_BREAK);
}

function drawHeadlinesPerLecture(doc: PDFKit.PDFDocument, fonts: Fonts, report: TermReport): void {
  const { locale } = report;
  heading(doc, fonts, locale.t("headlinePerLecture"), 14);
  drawTable(
    doc,
    fonts,
    [
      { label: locale.t("course"), width: 200 },
      { label: locale.t("headlinePerLecture"), width: WIDTH - 200 },
    ],
    report.courses.map(({ data }) => [data.title, data.lectures.map((lecture) => lectureHeadline(lecture, locale)).join(`${NO_BREAK}·  `) || "–"]),
  );
}

function drawAverage(doc: PDFKit.PDFDocument, fonts: Fonts, report: TermReport): void {
  const { locale, headline, average } = report;
  if (!headline || average.lectures.length === 0) return;
  const t = locale.t.bind(locale);
  heading(doc, fonts, t("termAverage"), 14);
  note(doc, fonts, t("averageNote", { question: `“${headline.question}”` }));
  doc.moveDown(0.4);
  drawTable(
    doc,
    fonts,
    [
      { label: t("lecture"), width: 70 },
      { label: t("courses"), width: 70 },
      { label: t("respondentsPerCourse"), width: 200 },
      { label: t("responseRate"), width: 90 },
      { label: t("mean"), width: 90 },
      { label: "n", width: 70 },
    ],
    average.lectures.map((lecture) => [
      t("lectureLabel", { n: lecture.number }),
      locale.integer(lecture.courses),
      locale.decimal(lecture.respondents, 1),
      formatRate(lecture.responseRate, locale),
      lecture.mean === null ? (lecture.withheld ? t("withheldShort") : "–") : formatFigure(lecture.mean, locale),
      locale.integer(lecture.answers),
    ]),
  );
}
