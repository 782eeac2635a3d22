import { existsSync } from "node:fs";
import PDFDocument from "pdfkit";
import { interpretSelfVsOthers, type SelfVsOthersVerdict } from "../../../shared/analytics.js";
import { WORD_CLOUD_COLORS, WORD_FREQUENCY_TOP } from "../../../shared/limits.js";
import { APP_VERSION } from "../../paths.js";
import { drawBarChart, drawColumnChart, fitText, type Fonts } from "./pdf-charts.js";
import { describeExportState, type ExportedQuestion, type ExportedSession, type ExportReport } from "./export-report.js";
import { formatDateTime } from "./export-time.js";

/** A PDF lists at most this many feedback entries per session; the Excel export always holds all of them. */
export const PDF_FEEDBACK_LIMIT = 2000;

const DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const DEJAVU_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const INK = "#111827";
const MUTED = "#4b5563";

// DejaVu covers far more than Danish (any script a participant may type); Helvetica's WinAnsi set still has æ, ø, å.
function loadFonts(doc: PDFKit.PDFDocument): Fonts {
  if (existsSync(DEJAVU) && existsSync(DEJAVU_BOLD)) {
    doc.registerFont("body", DEJAVU);
    doc.registerFont("bold", DEJAVU_BOLD);
    return { regular: "body", bold: "bold" };
  }
  return { regular: "Helvetica", bold: "Helvetica-Bold" };
}

// The spec's sentences (section 5), as the class dashboard shows them.
const SELF_VS_OTHERS_SENTENCES: Record<SelfVsOthersVerdict, string> = {
  "self-higher": "Students rate themselves as more active than their peers",
  "peers-higher": "Students rate their peers as more active than themselves",
  similar: "Self and peer activity ratings are similar",
};

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

function ensureSpace(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function heading(doc: PDFKit.PDFDocument, fonts: Fonts, text: string, size: number): void {
  ensureSpace(doc, size * 3);
  doc.moveDown(0.6).font(fonts.bold).fontSize(size).fillColor(INK).text(text, doc.page.margins.left, doc.y);
  doc.moveDown(0.3);
}

function note(doc: PDFKit.PDFDocument, fonts: Fonts, text: string): void {
  doc.font(fonts.regular).fontSize(9.5).fillColor(MUTED).text(text, doc.page.margins.left, doc.y);
}

function drawOverview(doc: PDFKit.PDFDocument, fonts: Fonts, report: ExportReport): void {
  const columns = [
    { label: "Title", width: 116 },
    // Wide enough for six of the widest letters ("WWWWWW"): a code is never cut short.
    { label: "Code", width: 64 },
    { label: "Type", width: 46 },
    { label: "Status", width: 46 },
    { label: "Created", width: 85 },
    { label: "Participants", width: 70 },
    { label: "Responses", width: 68 },
  ];
  const left = doc.page.margins.left;
  const row = (values: string[], font: string, shade: boolean) => {
    ensureSpace(doc, 18);
    const y = doc.y;
    if (shade) doc.rect(left, y, 495, 16).fill("#eef2ff");
    doc.font(font).fontSize(8.5).fillColor(INK);
    let x = left;
    values.forEach((value, index) => {
      const width = columns[index]?.width ?? 50;
      doc.text(fitText(doc, value, width - 6), x + 3, y + 4, { lineBreak: false });
      x += width;
    });
    doc.y = y + 16;
  };
  row(
    columns.map((column) => column.label),
    fonts.bold,
    true,
  );
  for (const { summary } of report.sessions) {
    row(
      [
        summary.title,
        summary.sessionCode,
        summary.sessionType === "class" ? "Class" : "Regular",
        summary.isActive ? "Active" : "Inactive",
        formatDateTime(summary.createdAt, report.timeZone).slice(0, 16),
        String(summary.totalParticipants),
        String(summary.totalResponses),
      ],
      fonts.regular,
      false,
    );
  }
  doc.x = left;
}

function drawFeedbackList(doc: PDFKit.PDFDocument, fonts: Fonts, session: Pick<ExportedSession, "feedback">, timeZone: string): void {
  const shown = session.feedback.slice(0, PDF_FEEDBACK_LIMIT);
  heading(doc, fonts, `All feedback (${session.feedback.length})`, 12);
  if (shown.length === 0) return note(doc, fonts, "No feedback yet.");
  const left = doc.page.margins.left;
  shown.forEach((entry, index) => {
    ensureSpace(doc, 15);
    const y = doc.y;
    if (index % 2 === 0) doc.rect(left, y, 495, 14).fill("#f3f4f6");
    doc.font(fonts.regular).fontSize(8.5).fillColor(MUTED).text(formatDateTime(entry.createdAt, timeZone), left + 3, y + 3, { lineBreak: false });
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

/** A session that asked several questions: one section per question, each with its own words and entries. */
function drawRegularSession(doc: PDFKit.PDFDocument, fonts: Fonts, session: ExportedSession, timeZone: string): void {
  if (session.prompts.length < 2) return drawCloudSection(doc, fonts, session, timeZone);
  for (const prompt of session.prompts) {
    ensureSpace(doc, 120);
    doc.moveDown(0.6);
    heading(doc, fonts, `Question ${prompt.number}: ${prompt.prompt}`, 14);
    note(doc, fonts, plural(prompt.feedback.length, "answer"));
    drawCloudSection(doc, fonts, prompt, timeZone);
  }
}

function drawCloudSection(doc: PDFKit.PDFDocument, fonts: Fonts, session: Pick<ExportedSession, "words" | "feedback">, timeZone: string): void {
  const shown = session.words.filter((word) => word.state === "shown");
  const top = shown.slice(0, WORD_FREQUENCY_TOP);
  heading(doc, fonts, `Word frequencies (top ${top.length} of ${shown.length} unique words)`, 12);
  if (top.length === 0) note(doc, fonts, "No words yet.");
  else drawBarChart(doc, fonts, top.map((word) => ({ label: word.word, count: word.count })), WORD_CLOUD_COLORS[0]);
  const leftOut = session.words.filter((word) => word.state !== "shown");
  if (leftOut.length > 0) {
    const listed = leftOut.slice(0, 50).map((word) => `${word.word} (${word.state}, ${word.count})`);
    note(doc, fonts, `Left out of the cloud by the host: ${listed.join(", ")}${leftOut.length > listed.length ? ", …" : "."}`);
  }
  drawFeedbackList(doc, fonts, session, timeZone);
}

function drawQuestion(doc: PDFKit.PDFDocument, fonts: Fonts, question: ExportedQuestion, index: number): void {
  heading(doc, fonts, question.text, 11.5);
  if (question.type === "scale") {
    const average = question.average === null ? "no answers yet" : `average ${question.average.toFixed(2)}`;
    note(doc, fonts, `Scale ${question.scaleMin}–${question.scaleMax}: ${average}, ${plural(question.totalResponses, "response")}`);
    doc.moveDown(0.4);
    drawColumnChart(doc, fonts, question.distribution, WORD_CLOUD_COLORS[index % WORD_CLOUD_COLORS.length] ?? INK);
    return;
  }
  note(doc, fonts, `${plural(question.totalResponses, "answer")}, ${question.answerFrequencies.length} distinct`);
  if (question.answerFrequencies.length === 0) return;
  doc.moveDown(0.4);
  const top = question.answerFrequencies.slice(0, WORD_FREQUENCY_TOP);
  drawBarChart(doc, fonts, top.map((answer) => ({ label: answer.text, count: answer.count })), WORD_CLOUD_COLORS[index % WORD_CLOUD_COLORS.length] ?? INK);
  if (question.answerFrequencies.length > top.length) {
    ensureSpace(doc, 30);
    doc.moveDown(0.3);
    const rest = question.answerFrequencies.slice(top.length).map((answer) => `${answer.text} (${answer.count})`);
    doc.font(fonts.regular).fontSize(9).fillColor(INK).text(`Other answers: ${rest.join(" · ")}`, doc.page.margins.left, doc.y, { width: 495 });
  }
}

function drawClassSession(doc: PDFKit.PDFDocument, fonts: Fonts, session: ExportedSession): void {
  if (session.questions.length === 0) return note(doc, fonts, "This session has no questions.");
  session.questions.forEach((question, index) => drawQuestion(doc, fonts, question, index));
  if (session.selfVsOthers) {
    const { self, others, difference } = session.selfVsOthers;
    // Keep the heading, the figures and the verdict together on one page.
    ensureSpace(doc, 80);
    heading(doc, fonts, "Self vs others", 11.5);
    const sign = difference > 0 ? "+" : difference < 0 ? "−" : "";
    note(doc, fonts, `Self-perception ${self.toFixed(2)}, perception of peers ${others.toFixed(2)}, difference ${sign}${Math.abs(difference).toFixed(2)}`);
    doc.font(fonts.regular).fontSize(10).fillColor(INK).text(SELF_VS_OTHERS_SENTENCES[interpretSelfVsOthers(difference)], doc.page.margins.left, doc.y + 4);
  }
}

function drawSession(doc: PDFKit.PDFDocument, fonts: Fonts, session: ExportedSession, timeZone: string): void {
  const { summary } = session;
  doc.addPage();
  doc.font(fonts.bold).fontSize(17).fillColor(INK).text(summary.title, doc.page.margins.left, doc.page.margins.top, { width: 495 });
  doc.moveDown(0.3);
  note(
    doc,
    fonts,
    [
      `Code ${summary.sessionCode}`,
      summary.sessionType === "class" ? "Class session" : "Regular session",
      summary.isActive ? "Active" : "Inactive",
      summary.isPublic ? "Public" : "Private",
      `Created ${formatDateTime(summary.createdAt, timeZone)}`,
      plural(summary.totalParticipants, "participant"),
      plural(summary.totalResponses, "response"),
    ].join("  ·  "),
  );
  if (summary.description) {
    doc.moveDown(0.3).font(fonts.regular).fontSize(10).fillColor(INK).text(summary.description, { width: 495 });
  }
  if (summary.sessionType === "class") drawClassSession(doc, fonts, session);
  else drawRegularSession(doc, fonts, session, timeZone);
}

function addPageNumbers(doc: PDFKit.PDFDocument, fonts: Fonts): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(fonts.regular).fontSize(8).fillColor(MUTED);
    doc.text(`Ordsky sessions export · page ${index + 1} of ${range.count}`, doc.page.margins.left, doc.page.height - 32, { width: 495, align: "center", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** A readable A4 report: an overview table, then one section per session with vector charts. */
export function buildPdfExport(report: ExportReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    bufferPages: true,
    info: { Title: "Ordsky sessions export", Creator: `Ordsky ${APP_VERSION}`, CreationDate: report.generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const fonts = loadFonts(doc);
  doc.font(fonts.bold).fontSize(22).fillColor(INK).text("Ordsky sessions export");
  doc.moveDown(0.2);
  note(doc, fonts, `Generated ${formatDateTime(report.generatedAt, report.timeZone)} (${report.timeZone}) · ${plural(report.sessions.length, "session")}`);
  doc.moveDown(1);
  drawOverview(doc, fonts, report);
  if (report.includeAnalytics) for (const session of report.sessions) drawSession(doc, fonts, session, report.timeZone);
  addPageNumbers(doc, fonts);
  doc.end();
  return done;
}
