import { WORD_CLOUD_COLORS, WORD_FREQUENCY_TOP } from "../../../shared/limits.js";
import { drawBarChart, fitText, type Fonts } from "./pdf-charts.js";
import { describeExportState, type CloudFigures, type ExportedSession, type ExportReport } from "./export-report.js";
import { drawClassSession } from "./pdf-class-session.js";
import { ensureSpace, heading, INK, MUTED, note, plural } from "./pdf-text.js";
import { formatDateTime, formatZonedDateTime } from "./export-time.js";
import { drawCloud } from "./pdf-cloud.js";
import { renderPdf } from "./pdf-document.js";
import { drawTable } from "./pdf-table.js";

/** A PDF lists at most this many feedback entries per session; the Excel export always holds all of them. */
export const PDF_FEEDBACK_LIMIT = 2000;

function drawOverview(doc: PDFKit.PDFDocument, fonts: Fonts, report: ExportReport): void {
  const columns = [
    { label: "Title", width: 116 },
    // Wide enough for six of the widest letters ("WWWWWW"): a code is never cut short.
    { label: "Code", width: 64 },
    { label: "Type", width: 46 },
    { label: "Status", width: 46 },
    // "28 Nov 2026, 14:05" whole, in the server's zone (named above the table).
    { label: "Created", width: 97 },
    { label: "Participants", width: 65 },
    { label: "Responses", width: 61 },
  ];
  // A session in a course names it on a second line under its title, as the admin list does.
  drawTable(
    doc,
    fonts,
    columns,
    report.sessions.map(({ summary }) => [
      summary.title,
      summary.sessionCode,
      summary.sessionType === "class" ? "Class" : "Regular",
      summary.isActive ? "Active" : "Inactive",
      formatDateTime(summary.createdAt, report.timeZone),
      String(summary.totalParticipants),
      String(summary.totalResponses),
    ]),
    report.sessions.map(({ summary }) => (summary.course ? `Course: ${summary.course.title}` : undefined)),
  );
}

/** The figures of a cloud under the spec's names, and whose they are ("Session", "Question 2"). */
function drawFigures(doc: PDFKit.PDFDocument, fonts: Fonts, owner: string, figures: CloudFigures): void {
  doc.moveDown(0.2);
  doc.font(fonts.bold).fontSize(10).fillColor(INK).text(`${owner} figures: `, doc.page.margins.left, doc.y, { continued: true });
  doc
    .font(fonts.regular)
    .text(`Total Submissions ${figures.totalSubmissions}  ·  Unique Words ${figures.uniqueWords}  ·  ${plural(figures.answers, "answer")} given`, { width: 495 });
}

/** The raw list: every entry with its time and what became of it, banned and hidden ones marked. */
function drawFeedbackList(doc: PDFKit.PDFDocument, fonts: Fonts, session: Pick<ExportedSession, "feedback">, timeZone: string): void {
  const shown = session.feedback.slice(0, PDF_FEEDBACK_LIMIT);
  heading(doc, fonts, `All feedback (${session.feedback.length})`, 12);
  if (shown.length === 0) return note(doc, fonts, "No feedback yet.");
  note(doc, fonts, `Every answer as given, times in ${timeZone}.`);
  doc.moveDown(0.3);
  const left = doc.page.margins.left;
  shown.forEach((entry, index) => {
    ensureSpace(doc, 15);
    const y = doc.y;
    if (index % 2 === 0) doc.rect(left, y, 495, 14).fill("#f3f4f6");
    doc.font(fonts.regular).fontSize(8.5).fillColor(MUTED).text(formatDateTime(entry.createdAt, timeZone, { seconds: true }), left + 3, y + 3, { lineBreak: false });
    doc.fillColor(INK).text(fitText(doc, entry.content, 250), left + 115, y + 3, { lineBreak: false });
    // What became of the entry; "Moderated" still marks a filtered one the host let into the cloud.
    const state = entry.state === "shown" ? (entry.isModerated ? "Moderated" : "") : describeExportState(entry);
    if (state) doc.font(fonts.bold).fillColor(entry.state === "shown" ? MUTED : "#b91c1c").text(fitText(doc, state, 120), left + 375, y + 3, { lineBreak: false });
    doc.y = y + 14;
  });
  doc.x = left;
  if (session.feedback.length > shown.length) {
    note(doc, fonts, `… and ${session.feedback.length - shown.length} more entries; the Excel export holds all of them.`);
  }
}

/** A session that asked several questions: one section per question asked, each with its own figures, words and entries. */
function drawRegularSession(doc: PDFKit.PDFDocument, fonts: Fonts, session: ExportedSession, timeZone: string): void {
  if (session.prompts.length < 2) return drawCloudSection(doc, fonts, session, timeZone);
  for (const prompt of session.prompts) {
    ensureSpace(doc, 120);
    doc.moveDown(0.6);
    heading(doc, fonts, `Question ${prompt.number}: ${prompt.prompt}`, 14);
    drawFigures(doc, fonts, `Question ${prompt.number}`, prompt.figures);
    drawCloudSection(doc, fonts, prompt, timeZone);
  }
}

/**
 * A cloud's summary after the host's decisions (its shown words only: banned and hidden words are not named here)
 * and then its raw list, where they are marked.
 */
function drawCloudSection(doc: PDFKit.PDFDocument, fonts: Fonts, cloud: Pick<ExportedSession, "words" | "feedback">, timeZone: string): void {
  const shown = cloud.words.filter((word) => word.state === "shown");
  const top = shown.slice(0, WORD_FREQUENCY_TOP);
  heading(doc, fonts, `Word frequencies (top ${top.length} of ${shown.length} unique words)`, 12);
  if (top.length === 0) note(doc, fonts, "No words yet.");
  else drawBarChart(doc, fonts, top.map((word) => ({ label: word.word, count: word.count })), WORD_CLOUD_COLORS[0]);
  const leftOut = cloud.feedback.filter((entry) => entry.state === "banned" || entry.state === "hidden").length;
  if (leftOut > 0) {
    doc.moveDown(0.3);
    note(doc, fonts, `Kept out by the host (banned or hidden words): ${plural(leftOut, "answer")}, marked below.`);
  }
  drawFeedbackList(doc, fonts, cloud, timeZone);
}

/** A session's title (whole, however long), its facts, the host's cloud on the host's report, and its results. */
function drawSession(doc: PDFKit.PDFDocument, fonts: Fonts, session: ExportedSession, report: ExportReport): void {
  const { summary } = session;
  const timeZone = report.timeZone;
  doc.font(fonts.bold).fontSize(report.kind === "host" ? 22 : 17).fillColor(INK).text(summary.title, doc.page.margins.left, doc.page.margins.top, { width: 495 });
  doc.moveDown(0.3);
  note(
    doc,
    fonts,
    [
      `Code ${summary.sessionCode}`,
      summary.sessionType === "class" ? "Class session" : "Regular session",
      summary.isActive ? "Active" : "Inactive",
      summary.isPublic ? "Public" : "Private",
      plural(summary.totalParticipants, "participant"),
    ].join("  ·  "),
  );
  const created = `Created ${formatDateTime(summary.createdAt, timeZone)}`;
  note(doc, fonts, report.kind === "host" ? `${created}  ·  report made ${formatZonedDateTime(report.generatedAt, timeZone)}` : `${created} (${timeZone})`);
  if (summary.description) {
    doc.moveDown(0.3).font(fonts.regular).fontSize(10).fillColor(INK).text(summary.description, { width: 495 });
  }
  if (report.cloud) {
    doc.moveDown(0.4);
    drawCloud(doc, fonts, report.cloud);
  }
  if (session.figures) {
    doc.moveDown(0.6);
    drawFigures(doc, fonts, "Session", session.figures);
  }
  if (summary.sessionType === "class") drawClassSession(doc, fonts, session);
  else drawRegularSession(doc, fonts, session, timeZone);
}

/**
 * A readable A4 report. The host's: the session's title, the cloud as shown, then its results; an admin's: an
 * overview table of the selected sessions, then one section per session. Vector charts throughout.
 */
export function buildPdfExport(report: ExportReport): Promise<Buffer> {
  const hostSession = report.kind === "host" ? report.sessions[0] : undefined;
  const name = hostSession ? `Ordsky report: ${hostSession.summary.title}` : "Ordsky sessions export";
  const footer = hostSession ? `Ordsky report ${hostSession.summary.sessionCode}` : name;
  return renderPdf({ title: name, footer, createdAt: report.generatedAt }, (doc, fonts) => {
    if (hostSession) return drawSession(doc, fonts, hostSession, report);
    doc.font(fonts.bold).fontSize(22).fillColor(INK).text(name);
    doc.moveDown(0.2);
    note(doc, fonts, `Generated ${formatZonedDateTime(report.generatedAt, report.timeZone)} · ${plural(report.sessions.length, "session")} · times in ${report.timeZone}`);
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
