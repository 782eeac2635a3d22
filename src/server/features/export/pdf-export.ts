import { WORD_CLOUD_COLORS, WORD_FREQUENCY_TOP } from "../../../shared/limits.js";
import { drawBarChart, fitText, type Fonts } from "./pdf-charts.js";
import { describeExportState, type CloudFigures, type ExportedSession, type ExportReport } from "./export-report.js";
import { drawClassSession } from "./pdf-class-session.js";
import { ensureSpace, heading, INK, MUTED, note } from "./pdf-text.js";
import type { ReportLocale } from "./report-locale.js";
import { drawCloud } from "./pdf-cloud.js";
import { renderPdf } from "./pdf-document.js";
import { drawTable } from "./pdf-table.js";

/** A PDF lists at most this many feedback entries per session; the Excel export always holds all of them. */
export const PDF_FEEDBACK_LIMIT = 2000;

function drawOverview(doc: PDFKit.PDFDocument, fonts: Fonts, report: ExportReport): void {
  const locale = report.locale;
  const t = locale.t.bind(locale);
  const columns = [
    { label: t("title"), width: 112 },
    // Wide enough for six of the widest letters ("WWWWWW"): a code is never cut short.
    { label: t("code"), width: 64 },
    { label: t("type"), width: 52 },
    { label: t("status"), width: 46 },
    // "28 Nov 2026, 14:05" whole, in the institution's zone (named above the table).
    { label: t("created"), width: 97 },
    { label: t("participants"), width: 66 },
    { label: t("responses"), width: 58 },
  ];
  // A session in a course names it on a second line under its title, as the admin list does.
  drawTable(
    doc,
    fonts,
    columns,
    report.sessions.map(({ summary }) => [
      summary.title,
      summary.sessionCode,
      t(summary.sessionType === "class" ? "classType" : "regularType"),
      t(summary.isActive ? "active" : "inactive"),
      locale.dateTime(summary.createdAt),
      locale.integer(summary.totalParticipants),
      locale.integer(summary.totalResponses),
    ]),
    report.sessions.map(({ summary }) => (summary.course ? t("courseOf", { title: summary.course.title }) : undefined)),
  );
}

/** The figures of a cloud under the spec's names, and whose they are ("Session", "Question 2"). */
function drawFigures(doc: PDFKit.PDFDocument, fonts: Fonts, owner: string, figures: CloudFigures, locale: ReportLocale): void {
  doc.moveDown(0.2);
  doc.font(fonts.bold).fontSize(10).fillColor(INK).text(locale.t("figuresOf", { owner }), doc.page.margins.left, doc.y, { continued: true });
  const line = locale.t("figuresLine", { submissions: figures.totalSubmissions, words: figures.uniqueWords, answers: locale.count("answerCount", figures.answers) });
  doc.font(fonts.regular).text(line, { width: 495 });
}

/** The raw list: every entry with its time and what became of it, banned and hidden ones marked. */
function drawFeedbackList(doc: PDFKit.PDFDocument, fonts: Fonts, session: Pick<ExportedSession, "feedback">, locale: ReportLocale): void {
  const t = locale.t.bind(locale);
  const shown = session.feedback.slice(0, PDF_FEEDBACK_LIMIT);
  heading(doc, fonts, t("allFeedbackCount", { n: session.feedback.length }), 12);
  if (shown.length === 0) return note(doc, fonts, `${t("noFeedbackYet")}.`);
  note(doc, fonts, t("everyAnswerAsGiven", { zone: locale.timeZone }));
  doc.moveDown(0.3);
  const left = doc.page.margins.left;
  shown.forEach((entry, index) => {
    ensureSpace(doc, 15);
    const y = doc.y;
    if (index % 2 === 0) doc.rect(left, y, 495, 14).fill("#f3f4f6");
    doc.font(fonts.regular).fontSize(8.5).fillColor(MUTED).text(locale.dateTime(entry.createdAt, { seconds: true }), left + 3, y + 3, { lineBreak: false });
    doc.fillColor(INK).text(fitText(doc, entry.content, 250), left + 115, y + 3, { lineBreak: false });
    // What became of the entry; "Moderated" still marks a filtered one the host let into the cloud.
    const state = entry.state === "shown" ? (entry.isModerated ? t("moderated") : "") : describeExportState(entry, locale);
    if (state) doc.font(fonts.bold).fillColor(entry.state === "shown" ? MUTED : "#b91c1c").text(fitText(doc, state, 120), left + 375, y + 3, { lineBreak: false });
    doc.y = y + 14;
  });
  doc.x = left;
  if (session.feedback.length > shown.length) {
    note(doc, fonts, t("moreEntries", { n: session.feedback.length - shown.length }));
  }
}

/** A session that asked several questions: one section per question asked, each with its own figures, words and entries. */
function drawRegularSession(doc: PDFKit.PDFDocument, fonts: Fonts, session: ExportedSession, locale: ReportLocale): void {
  if (session.prompts.length < 2) return drawCloudSection(doc, fonts, session, locale);
  for (const prompt of session.prompts) {
    ensureSpace(doc, 120);
    doc.moveDown(0.6);
    heading(doc, fonts, locale.t("questionPrompt", { n: prompt.number, prompt: prompt.prompt }), 14);
    drawFigures(doc, fonts, locale.t("question", { n: prompt.number }), prompt.figures, locale);
    drawCloudSection(doc, fonts, prompt, locale);
  }
}

/**
 * A cloud's summary after the host's decisions (its shown words only: banned and hidden words are not named here)
 * and then its raw list, where they are marked.
 */
function drawCloudSection(doc: PDFKit.PDFDocument, fonts: Fonts, cloud: Pick<ExportedSession, "words" | "feedback">, locale: ReportLocale): void {
  const shown = cloud.words.filter((word) => word.state === "shown");
  const top = shown.slice(0, WORD_FREQUENCY_TOP);
  heading(doc, fonts, locale.t("wordFrequenciesTop", { top: top.length, all: shown.length }), 12);
  if (top.length === 0) note(doc, fonts, `${locale.t("noWordsYet")}.`);
  else drawBarChart(doc, fonts, top.map((word) => ({ label: word.word, count: word.count })), WORD_CLOUD_COLORS[0]);
  const leftOut = cloud.feedback.filter((entry) => entry.state === "banned" || entry.state === "hidden").length;
  if (leftOut > 0) {
    doc.moveDown(0.3);
    note(doc, fonts, locale.t("keptOutByHost", { answers: locale.count("answerCount", leftOut) }));
  }
  drawFeedbackList(doc, fonts, cloud, locale);
}

/** A session's title (whole, however long), its facts, the host's cloud on the host's report, and its results. */
function drawSession(doc: PDFKit.PDFDocument, fonts: Fonts, session: ExportedSession, report: ExportReport): void {
  const { summary } = session;
  const locale = report.locale;
  const t = locale.t.bind(locale);
  doc.font(fonts.bold).fontSize(report.kind === "host" ? 22 : 17).fillColor(INK).text(summary.title, doc.page.margins.left, doc.page.margins.top, { width: 495 });
  doc.moveDown(0.3);
  note(
    doc,
    fonts,
    [
      t("codeOf", { code: summary.sessionCode }),
      t(summary.sessionType === "class" ? "classSession" : "regularSession"),
      t(summary.isActive ? "active" : "inactive"),
      t(summary.isPublic ? "public" : "private"),
      locale.count("participantCount", summary.totalParticipants),
    ].join("  ·  "),
  );
  const created = t("createdOn", { date: locale.dateTime(summary.createdAt) });
  note(doc, fonts, report.kind === "host" ? `${created}  ·  ${t("reportMade", { date: locale.zoned(report.generatedAt) })}` : `${created} (${locale.timeZone})`);
  if (summary.description) {
    doc.moveDown(0.3).font(fonts.regular).fontSize(10).fillColor(INK).text(summary.description, { width: 495 });
  }
  if (report.cloud) {
    doc.moveDown(0.4);
    drawCloud(doc, fonts, report.cloud, locale);
  }
  if (session.figures) {
    doc.moveDown(0.6);
    drawFigures(doc, fonts, t("session"), session.figures, locale);
  }
  if (summary.sessionType === "class") drawClassSession(doc, fonts, session, locale);
  else drawRegularSession(doc, fonts, session, locale);
}

/**
 * A readable A4 report. The host's: the session's title, the cloud as shown, then its results; an admin's: an
 * overview table of the selected sessions, then one section per session. Vector charts throughout.
 */
export function buildPdfExport(report: ExportReport): Promise<Buffer> {
  const locale = report.locale;
  const hostSession = report.kind === "host" ? report.sessions[0] : undefined;
  const name = hostSession ? locale.t("sessionReport", { title: hostSession.summary.title }) : locale.t("sessionsExport");
  const footer = hostSession ? locale.t("sessionReportFooter", { code: hostSession.summary.sessionCode }) : name;
  return renderPdf({ title: name, footer, createdAt: report.generatedAt, locale }, (doc, fonts) => {
    if (hostSession) return drawSession(doc, fonts, hostSession, report);
    doc.font(fonts.bold).fontSize(22).fillColor(INK).text(name);
    doc.moveDown(0.2);
    note(doc, fonts, locale.t("generated", { date: locale.zoned(report.generatedAt), sessions: locale.count("sessionCount", report.sessions.length), zone: locale.timeZone }));
    doc.moveDown(1);
    drawOverview(doc, fonts, report);
    if (report.includeAnalytics) {
      for (const session of report.sessions) {
        doc.addPage();
        drawSession(doc, fonts, session, report);
      }
    }
  });
}
