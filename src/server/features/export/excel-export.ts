import writeExcelFile, { type CellObject, type SheetData } from "write-excel-file/node";
import { describeExportState, type ExportedPrompt, type ExportedQuestion, type ExportedSession, type ExportReport } from "./export-report.js";
import { formatDateTime, wallClockDate } from "./export-time.js";

const DATE_FORMAT = "yyyy-mm-dd hh:mm:ss";
const HEADER_STYLE: CellObject = { fontWeight: "bold", backgroundColor: "#E0E7FF", bottomBorderStyle: "thin", bottomBorderColor: "#6366F1" };
const TITLE_STYLE: CellObject = { fontWeight: "bold", fontSize: 14 };
const HEADING_STYLE: CellObject = { fontWeight: "bold", fontSize: 12 };
const OVERVIEW_HEADER_ROW = 3;

type Value = string | number | Date | null | undefined;
type WorkbookFeature = NonNullable<NonNullable<Parameters<typeof writeExcelFile>[1]>["features"]>[number];

/** One sheet written cell by cell (rows and columns count from 1, as in the spreadsheet), then handed over whole. */
class SheetGrid {
  private readonly rows: (CellObject | null)[][] = [];
  readonly widths: number[] = [];

  constructor(readonly name: string) {}

  set(row: number, column: number, value: Value, style: CellObject = {}): void {
    if (value === null || value === undefined) return;
    const cells = (this.rows[row - 1] ??= []);
    const cell: CellObject =
      value instanceof Date
        ? { ...style, value, type: Date, format: style.format ?? DATE_FORMAT }
        : typeof value === "number"
          ? { ...style, value, type: Number }
          : { ...style, value, type: String };
    cells[column - 1] = cell;
  }

  /** A header row: the values from column 1 on, bold on the header fill with a rule below. */
  header(row: number, values: Value[]): void {
    values.forEach((value, index) => this.set(row, index + 1, value, HEADER_STYLE));
  }

  data(): SheetData {
    return Array.from(this.rows, (cells) => Array.from(cells ?? [], (cell) => cell ?? null));
  }
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

function overviewSheet(report: ExportReport): SheetGrid {
  const sheet = new SheetGrid("Overview");
  sheet.widths.push(40, 10, 10, 10, 11, 20, 13, 11, 13);
  sheet.set(1, 1, `Ordsky sessions export — ${formatDateTime(report.generatedAt, report.timeZone)} (${report.timeZone})`, TITLE_STYLE);
  sheet.header(OVERVIEW_HEADER_ROW, ["Title", "Code", "Type", "Status", "Visibility", "Created", "Participants", "Responses", "Unique words"]);
  report.sessions.forEach(({ summary }, index) => {
    const row = OVERVIEW_HEADER_ROW + 1 + index;
    [
      summary.title,
      summary.sessionCode,
      summary.sessionType === "class" ? "Class" : "Regular",
      summary.isActive ? "Active" : "Inactive",
      summary.isPublic ? "Public" : "Private",
      wallClockDate(summary.createdAt, report.timeZone),
      summary.totalParticipants,
      summary.totalResponses,
      summary.sessionType === "class" ? null : summary.uniqueWords,
    ].forEach((value, column) => sheet.set(row, column + 1, value));
  });
  return sheet;
}

/** The Overview's header row filters its table, as a spreadsheet's own "Filter" button would. */
const overviewFilter: WorkbookFeature = {
  files: {
    transform: {
      "xl/worksheets/sheet{id}.xml": {
        transform: (content, _options, { sheetIndex }) =>
          sheetIndex === 0 ? content.replace("</sheetData>", `</sheetData><autoFilter ref="A${OVERVIEW_HEADER_ROW}:I${OVERVIEW_HEADER_ROW}"/>`) : content,
      },
    },
  },
};

function addSessionHeader(sheet: SheetGrid, session: ExportedSession, timeZone: string, title = session.summary.title): void {
  const { summary } = session;
  sheet.set(1, 1, title, TITLE_STYLE);
  const facts: [string, string | number][] = [
    ["Code", summary.sessionCode],
    ["Type", summary.sessionType === "class" ? "Class" : "Regular"],
    ["Status", summary.isActive ? "Active" : "Inactive"],
    ["Created", `${formatDateTime(summary.createdAt, timeZone)} (${timeZone})`],
    ["Participants", summary.totalParticipants],
    ["Responses", summary.totalResponses],
  ];
  facts.forEach(([label, value], index) => {
    sheet.set(2 + index, 1, label, { fontWeight: "bold" });
    sheet.set(2 + index, 2, value);
  });
}

const FIRST_TABLE_ROW = 9;
const WORD_STATE_LABELS = { shown: "Shown", hidden: "Hidden", banned: "Banned" } as const;

function addRegularTables(sheet: SheetGrid, session: Pick<ExportedSession, "words" | "feedback">, timeZone: string): void {
  sheet.widths.splice(0, sheet.widths.length, 16, 28, 9, 10, 3, 20, 30, 11, 22);
  sheet.set(FIRST_TABLE_ROW - 1, 1, "Word frequencies", HEADING_STYLE);
  sheet.set(FIRST_TABLE_ROW - 1, 6, "All feedback", HEADING_STYLE);
  sheet.header(FIRST_TABLE_ROW, ["Rank", "Word", "Count", "State", null, "Time", "Feedback", "Moderated", "State"]);
  // The room's cloud first, ranked; the words the host left out after it, unranked.
  const words = [...session.words.filter((word) => word.state === "shown"), ...session.words.filter((word) => word.state !== "shown")];
  words.forEach((word, index) => {
    const row = FIRST_TABLE_ROW + 1 + index;
    if (word.state === "shown") sheet.set(row, 1, index + 1);
    sheet.set(row, 2, word.word);
    sheet.set(row, 3, word.count);
    sheet.set(row, 4, WORD_STATE_LABELS[word.state]);
  });
  session.feedback.forEach((entry, index) => {
    const row = FIRST_TABLE_ROW + 1 + index;
    sheet.set(row, 6, wallClockDate(entry.createdAt, timeZone));
    sheet.set(row, 7, entry.content);
    sheet.set(row, 8, entry.isModerated ? "Yes" : "No");
    sheet.set(row, 9, describeExportState(entry));
  });
  if (session.words.length === 0) sheet.set(FIRST_TABLE_ROW + 1, 2, "No words yet");
  if (session.feedback.length === 0) sheet.set(FIRST_TABLE_ROW + 1, 7, "No feedback yet");
}

function addScaleTable(sheet: SheetGrid, questions: ExportedQuestion[], startRow: number): number {
  const scale = questions.filter((question) => question.type === "scale");
  if (scale.length === 0) return startRow;
  const ratings = scale[0]?.distribution.map((entry) => entry.rating) ?? [];
  sheet.set(startRow, 1, "Scale questions (count per rating)", HEADING_STYLE);
  sheet.header(startRow + 1, ["Question", "Responses", "Average", ...ratings.map(String)]);
  scale.forEach((question, index) => {
    const row = startRow + 2 + index;
    sheet.set(row, 1, question.text);
    sheet.set(row, 2, question.totalResponses);
    sheet.set(row, 3, question.average, { format: "0.00" });
    question.distribution.forEach((entry, column) => sheet.set(row, 4 + column, entry.count));
  });
  return startRow + 2 + scale.length + 1;
}

function addClassTables(sheet: SheetGrid, session: ExportedSession, timeZone: string): void {
  sheet.widths.splice(0, sheet.widths.length, 48, 11, 10, 20, 30);
  let row = addScaleTable(sheet, session.questions, FIRST_TABLE_ROW - 1);
  if (session.selfVsOthers) {
    const { self, others, difference } = session.selfVsOthers;
    sheet.set(row, 1, "Self vs others (self-perception − perception of peers)", { fontWeight: "bold" });
    sheet.set(row, 2, Number(difference.toFixed(2)));
    sheet.set(row, 3, `${self.toFixed(2)} vs ${others.toFixed(2)}`);
    row += 2;
  }
  for (const question of session.questions.filter((item) => item.type === "text")) {
    sheet.set(row, 1, question.text, HEADING_STYLE);
    sheet.set(row, 2, `${question.totalResponses} answers`);
    sheet.header(row + 1, ["Answer", "Count", null, "Time", "Answer as given"]);
    const length = Math.max(question.answerFrequencies.length, question.answers.length, 1);
    for (let index = 0; index < length; index++) {
      const grouped = question.answerFrequencies[index];
      const given = question.answers[index];
      sheet.set(row + 2 + index, 1, grouped?.text);
      sheet.set(row + 2 + index, 2, grouped?.count);
      if (given) {
        sheet.set(row + 2 + index, 4, wallClockDate(given.createdAt, timeZone));
        sheet.set(row + 2 + index, 5, given.text);
      }
    }
    if (question.answers.length === 0) sheet.set(row + 2, 1, "No answers yet");
    row += 2 + length + 1;
  }
}

/** A question of a session that asked several: the session's facts, the question, its own words and entries. */
function questionSheet(name: string, session: ExportedSession, prompt: ExportedPrompt, timeZone: string): SheetGrid {
  const sheet = new SheetGrid(name);
  // The question heads its sheet; the facts below stay the session's.
  addSessionHeader(sheet, session, timeZone, `Question ${prompt.number}: ${prompt.prompt} (${session.summary.title})`);
  addRegularTables(sheet, prompt, timeZone);
  return sheet;
}

/**
 * The workbook: an overview sheet plus one sheet per session with its words, feedback or class answers, and for a
 * regular session that asked several questions one sheet per question after it.
 */
export async function buildExcelExport(report: ExportReport): Promise<Buffer> {
  const sheets = [overviewSheet(report)];
  if (report.includeAnalytics) {
    const used = new Set(["overview"]);
    report.sessions.forEach((session, index) => {
      const sheet = new SheetGrid(sheetName(index, session.summary.title, used));
      addSessionHeader(sheet, session, report.timeZone);
      if (session.summary.sessionType === "class") addClassTables(sheet, session, report.timeZone);
      else addRegularTables(sheet, session, report.timeZone);
      sheets.push(sheet);
      if (session.prompts.length < 2) return;
      for (const prompt of session.prompts) {
        sheets.push(questionSheet(sheetName(`${index + 1}.${prompt.number}`, prompt.prompt, used), session, prompt, report.timeZone));
      }
    });
  }
  const written = sheets.map((sheet, index) => ({
    data: sheet.data(),
    sheet: sheet.name,
    columns: sheet.widths.map((width) => ({ width })),
    ...(index === 0 ? { stickyRowsCount: OVERVIEW_HEADER_ROW } : {}),
  }));
  return (await writeExcelFile(written, { features: [overviewFilter] }).toBuffer()) as Buffer;
}
