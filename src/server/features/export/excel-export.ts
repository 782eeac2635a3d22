import ExcelJS from "exceljs";
import { APP_VERSION } from "../../paths.js";
import { describeExportState, type ExportedPrompt, type ExportedQuestion, type ExportedSession, type ExportReport } from "./export-report.js";
import { formatDateTime, wallClockDate } from "./export-time.js";

const DATE_FORMAT = "yyyy-mm-dd hh:mm:ss";
const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE0E7FF" } };

function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.border = { bottom: { style: "thin", color: { argb: "FF6366F1" } } };
  });
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ], unique within the workbook. */
function sheetName(index: number | string, title: string, used: Set<string>): string {
  const clean = title.replace(/[:\\/?*[\]]/g, " ").replace(/\s+/g, " ").trim() || "Session";
  const prefix = typeof index === "number" ? `${index + 1}` : index;
  let name = `${prefix}. ${clean}`.slice(0, 31).trim();
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${prefix}-${n}. ${clean}`.slice(0, 31).trim();
  used.add(name.toLowerCase());
  return name;
}

function addOverview(workbook: ExcelJS.Workbook, report: ExportReport): void {
  const sheet = workbook.addWorksheet("Overview", { views: [{ state: "frozen", ySplit: 3 }] });
  sheet.getCell("A1").value = `Ordsky sessions export — ${formatDateTime(report.generatedAt, report.timeZone)} (${report.timeZone})`;
  sheet.getCell("A1").font = { bold: true, size: 14 };
  sheet.columns = [
    { key: "title", width: 40 },
    { key: "code", width: 10 },
    { key: "type", width: 10 },
    { key: "status", width: 10 },
    { key: "visibility", width: 11 },
    { key: "created", width: 20 },
    { key: "participants", width: 13 },
    { key: "responses", width: 11 },
    { key: "uniqueWords", width: 13 },
  ];
  sheet.getRow(3).values = ["Title", "Code", "Type", "Status", "Visibility", "Created", "Participants", "Responses", "Unique words"];
  styleHeader(sheet.getRow(3));
  for (const { summary } of report.sessions) {
    const row = sheet.addRow({
      title: summary.title,
      code: summary.sessionCode,
      type: summary.sessionType === "class" ? "Class" : "Regular",
      status: summary.isActive ? "Active" : "Inactive",
      visibility: summary.isPublic ? "Public" : "Private",
      created: wallClockDate(summary.createdAt, report.timeZone),
      participants: summary.totalParticipants,
      responses: summary.totalResponses,
      uniqueWords: summary.sessionType === "class" ? null : summary.uniqueWords,
    });
    row.getCell("created").numFmt = DATE_FORMAT;
  }
  sheet.autoFilter = { from: { row: 3, column: 1 }, to: { row: 3, column: 9 } };
}

function addSessionHeader(sheet: ExcelJS.Worksheet, session: ExportedSession, timeZone: string): void {
  const { summary } = session;
  sheet.getCell("A1").value = summary.title;
  sheet.getCell("A1").font = { bold: true, size: 14 };
  const facts: [string, string | number][] = [
    ["Code", summary.sessionCode],
    ["Type", summary.sessionType === "class" ? "Class" : "Regular"],
    ["Status", summary.isActive ? "Active" : "Inactive"],
    ["Created", `${formatDateTime(summary.createdAt, timeZone)} (${timeZone})`],
    ["Participants", summary.totalParticipants],
    ["Responses", summary.totalResponses],
  ];
  facts.forEach(([label, value], index) => {
    sheet.getCell(2 + index, 1).value = label;
    sheet.getCell(2 + index, 1).font = { bold: true };
    sheet.getCell(2 + index, 2).value = value;
  });
}

const FIRST_TABLE_ROW = 9;

function addRegularSheet(sheet: ExcelJS.Worksheet, session: Pick<ExportedSession, "words" | "feedback">, timeZone: string): void {
  [16, 28, 9, 10, 3, 20, 30, 11, 22].forEach((width, index) => (sheet.getColumn(index + 1).width = width));
  sheet.getCell(FIRST_TABLE_ROW - 1, 1).value = "Word frequencies";
  sheet.getCell(FIRST_TABLE_ROW - 1, 6).value = "All feedback";
  sheet.getRow(FIRST_TABLE_ROW - 1).font = { bold: true, size: 12 };
  const header = sheet.getRow(FIRST_TABLE_ROW);
  header.values = ["Rank", "Word", "Count", "State", null, "Time", "Feedback", "Moderated", "State"];
  styleHeader(header);
  // The room's cloud first, ranked; the words the host left out after it, unranked.
  const words = [...session.words.filter((word) => word.state === "shown"), ...session.words.filter((word) => word.state !== "shown")];
  words.forEach((word, index) => {
    const row = sheet.getRow(FIRST_TABLE_ROW + 1 + index);
    if (word.state === "shown") row.getCell(1).value = index + 1;
    row.getCell(2).value = word.word;
    row.getCell(3).value = word.count;
    row.getCell(4).value = WORD_STATE_LABELS[word.state];
  });
  session.feedback.forEach((entry, index) => {
    const row = sheet.getRow(FIRST_TABLE_ROW + 1 + index);
    row.getCell(6).value = wallClockDate(entry.createdAt, timeZone);
    row.getCell(6).numFmt = DATE_FORMAT;
    row.getCell(7).value = entry.content;
    row.getCell(8).value = entry.isModerated ? "Yes" : "No";
    row.getCell(9).value = describeExportState(entry);
  });
  if (session.words.length === 0) sheet.getCell(FIRST_TABLE_ROW + 1, 2).value = "No words yet";
  if (session.feedback.length === 0) sheet.getCell(FIRST_TABLE_ROW + 1, 7).value = "No feedback yet";
}

const WORD_STATE_LABELS = { shown: "Shown", hidden: "Hidden", banned: "Banned" } as const;

function addScaleTable(sheet: ExcelJS.Worksheet, questions: ExportedQuestion[], startRow: number): number {
  const scale = questions.filter((question) => question.type === "scale");
  if (scale.length === 0) return startRow;
  const ratings = scale[0]?.distribution.map((entry) => entry.rating) ?? [];
  sheet.getCell(startRow, 1).value = "Scale questions (count per rating)";
  sheet.getCell(startRow, 1).font = { bold: true, size: 12 };
  const header = sheet.getRow(startRow + 1);
  header.values = ["Question", "Responses", "Average", ...ratings.map(String)];
  styleHeader(header);
  scale.forEach((question, index) => {
    const row = sheet.getRow(startRow + 2 + index);
    row.values = [question.text, question.totalResponses, question.average, ...question.distribution.map((entry) => entry.count)];
    row.getCell(3).numFmt = "0.00";
  });
  return startRow + 2 + scale.length + 1;
}

function addClassSheet(sheet: ExcelJS.Worksheet, session: ExportedSession, timeZone: string): void {
  sheet.getColumn(1).width = 48;
  sheet.getColumn(2).width = 11;
  sheet.getColumn(3).width = 10;
  let row = addScaleTable(sheet, session.questions, FIRST_TABLE_ROW - 1);
  if (session.selfVsOthers) {
    const { self, others, difference } = session.selfVsOthers;
    sheet.getCell(row, 1).value = "Self vs others (self-perception − perception of peers)";
    sheet.getCell(row, 1).font = { bold: true };
    sheet.getCell(row, 2).value = Number(difference.toFixed(2));
    sheet.getCell(row, 3).value = `${self.toFixed(2)} vs ${others.toFixed(2)}`;
    row += 2;
  }
  for (const question of session.questions.filter((item) => item.type === "text")) {
    sheet.getCell(row, 1).value = question.text;
    sheet.getCell(row, 1).font = { bold: true, size: 12 };
    sheet.getCell(row, 2).value = `${question.totalResponses} answers`;
    const header = sheet.getRow(row + 1);
    header.values = ["Answer", "Count", null, "Time", "Answer as given"];
    styleHeader(header);
    const length = Math.max(question.answerFrequencies.length, question.answers.length, 1);
    for (let index = 0; index < length; index++) {
      const cells = sheet.getRow(row + 2 + index);
      const grouped = question.answerFrequencies[index];
      const given = question.answers[index];
      if (grouped) cells.getCell(1).value = grouped.text;
      if (grouped) cells.getCell(2).value = grouped.count;
      if (given) {
        cells.getCell(4).value = wallClockDate(given.createdAt, timeZone);
        cells.getCell(4).numFmt = DATE_FORMAT;
        cells.getCell(5).value = given.text;
      }
    }
    if (question.answers.length === 0) sheet.getCell(row + 2, 1).value = "No answers yet";
    row += 2 + length + 1;
  }
  sheet.getColumn(4).width = 20;
  sheet.getColumn(5).width = 30;
}

/** A question of a session that asked several: the session's facts, the question, its own words and entries. */
function addQuestionSheet(sheet: ExcelJS.Worksheet, session: ExportedSession, prompt: ExportedPrompt, timeZone: string): void {
  addSessionHeader(sheet, session, timeZone);
  // The question heads its sheet; the facts below stay the session's.
  sheet.getCell("A1").value = `Question ${prompt.number}: ${prompt.prompt} (${session.summary.title})`;
  addRegularSheet(sheet, prompt, timeZone);
}

/**
 * The workbook: an overview sheet plus one sheet per session with its words, feedback or class answers, and for a
 * regular session that asked several questions one sheet per question after it.
 */
export async function buildExcelExport(report: ExportReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = `Ordsky ${APP_VERSION}`;
  workbook.created = report.generatedAt;
  addOverview(workbook, report);
  if (report.includeAnalytics) {
    const used = new Set(["overview"]);
    report.sessions.forEach((session, index) => {
      const sheet = workbook.addWorksheet(sheetName(index, session.summary.title, used));
      addSessionHeader(sheet, session, report.timeZone);
      if (session.summary.sessionType === "class") addClassSheet(sheet, session, report.timeZone);
      else addRegularSheet(sheet, session, report.timeZone);
      if (session.prompts.length < 2) return;
      for (const prompt of session.prompts) {
        addQuestionSheet(workbook.addWorksheet(sheetName(`${index + 1}.${prompt.number}`, prompt.prompt, used)), session, prompt, report.timeZone);
      }
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
