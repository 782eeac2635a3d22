import { describeExportState, describeWithheld, type ExportedPrompt, type ExportedQuestion, type ExportedSession, type ExportReport } from "./export-report.js";
import { HEADING_STYLE, SheetGrid, sheetName, TITLE_STYLE, writeWorkbook, type WorkbookFeature } from "./excel-sheet.js";
import type { ReportLocale } from "./report-locale.js";

const OVERVIEW_HEADER_ROW = 3;


function overviewSheet(report: ExportReport): SheetGrid {
  const locale = report.locale;
  const t = locale.t.bind(locale);
  const sheet = new SheetGrid(t("overview"));
  sheet.widths.push(40, 28, 10, 10, 10, 11, 20, 13, 11, 17, 14);
  sheet.set(1, 1, `${t("sessionsExport")} — ${locale.zoned(report.generatedAt)}`, TITLE_STYLE);
  sheet.header(OVERVIEW_HEADER_ROW, [
    t("title"),
    t("course"),
    t("code"),
    t("type"),
    t("status"),
    t("visibility"),
    t("createdIn", { zone: locale.timeZone }),
    t("participants"),
    t("responses"),
    t("totalSubmissions"),
    t("uniqueWords"),
  ]);
  report.sessions.forEach(({ summary, figures }, index) => {
    const row = OVERVIEW_HEADER_ROW + 1 + index;
    [
      summary.title,
      summary.course?.title,
      summary.sessionCode,
      t(summary.sessionType === "class" ? "classType" : "regularType"),
      t(summary.isActive ? "active" : "inactive"),
      t(summary.isPublic ? "public" : "private"),
      locale.wallClock(summary.createdAt),
      summary.totalParticipants,
      summary.totalResponses,
      figures?.totalSubmissions,
      figures?.uniqueWords,
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
          sheetIndex === 0 ? content.replace("</sheetData>", `</sheetData><autoFilter ref="A${OVERVIEW_HEADER_ROW}:K${OVERVIEW_HEADER_ROW}"/>`) : content,
      },
    },
  },
};

type Fact = [label: string, value: string | number];

/** A sheet's title in row 1 and its facts below it, a label and its value per row (at most FIRST_TABLE_ROW - 4 of them). */
function addHeader(sheet: SheetGrid, title: string, facts: Fact[]): void {
  sheet.set(1, 1, title, TITLE_STYLE);
  facts.forEach(([label, value], index) => {
    sheet.set(2 + index, 1, label, { fontWeight: "bold" });
    sheet.set(2 + index, 2, value);
  });
}

/** A session's facts, and for a regular session its figures over every question, named as the session's. */
function sessionFacts(session: ExportedSession, locale: ReportLocale): Fact[] {
  const t = locale.t.bind(locale);
  const { summary, figures } = session;
  const facts: Fact[] = [
    [t("code"), summary.sessionCode],
    [t("type"), t(summary.sessionType === "class" ? "classType" : "regularType")],
    [t("status"), t(summary.isActive ? "active" : "inactive")],
    [t("created"), locale.zoned(summary.createdAt)],
    [t("participants"), summary.totalParticipants],
  ];
  if (!figures) return [...facts, [t("responses"), summary.totalResponses]];
  return [...facts, [t("sessionAnswersGiven"), figures.answers], [t("sessionTotalSubmissions"), figures.totalSubmissions], [t("sessionUniqueWords"), figures.uniqueWords]];
}

const FIRST_TABLE_ROW = 12;

/** The cloud's shown words, ranked (banned and hidden words stay out), beside every entry with what became of it. */
function addRegularTables(sheet: SheetGrid, cloud: Pick<ExportedSession, "words" | "feedback">, locale: ReportLocale): void {
  const t = locale.t.bind(locale);
  sheet.widths.splice(0, sheet.widths.length, 28, 28, 9, 3, 20, 30, 11, 22);
  sheet.set(FIRST_TABLE_ROW - 1, 1, t("wordFrequencies"), HEADING_STYLE);
  sheet.set(FIRST_TABLE_ROW - 1, 5, t("allFeedback"), HEADING_STYLE);
  sheet.header(FIRST_TABLE_ROW, [t("rank"), t("word"), t("count"), null, t("timeIn", { zone: locale.timeZone }), t("feedback"), t("moderated"), t("state")]);
  const shown = cloud.words.filter((word) => word.state === "shown");
  shown.forEach((word, index) => {
    const row = FIRST_TABLE_ROW + 1 + index;
    sheet.set(row, 1, index + 1);
    sheet.set(row, 2, word.word);
    sheet.set(row, 3, word.count);
  });
  cloud.feedback.forEach((entry, index) => {
    const row = FIRST_TABLE_ROW + 1 + index;
    sheet.set(row, 5, locale.wallClock(entry.createdAt));
    sheet.set(row, 6, entry.content);
    sheet.set(row, 7, t(entry.isModerated ? "yes" : "no"));
    sheet.set(row, 8, describeExportState(entry, locale));
  });
  if (shown.length === 0) sheet.set(FIRST_TABLE_ROW + 1, 2, t("noWordsYet"));
  if (cloud.feedback.length === 0) sheet.set(FIRST_TABLE_ROW + 1, 6, t("noFeedbackYet"));
}

function addScaleTable(sheet: SheetGrid, questions: ExportedQuestion[], startRow: number, threshold: number, locale: ReportLocale): number {
  const t = locale.t.bind(locale);
  const scale = questions.filter((question) => question.type === "scale");
  if (scale.length === 0) return startRow;
  const ratings = scale.find((question) => !question.withheld)?.distribution.map((entry) => entry.rating) ?? [];
  sheet.set(startRow, 1, t("scaleQuestions"), HEADING_STYLE);
  sheet.header(startRow + 1, [t("questionColumn"), t("responses"), t("average"), ...ratings.map(String)]);
  scale.forEach((question, index) => {
    const row = startRow + 2 + index;
    sheet.set(row, 1, question.text);
    sheet.set(row, 2, question.totalResponses);
    if (question.withheld) sheet.set(row, 3, describeWithheld(question, threshold, locale));
    else sheet.set(row, 3, question.average, { format: "0.00" });
    question.distribution.forEach((entry, column) => sheet.set(row, 4 + column, entry.count));
  });
  return startRow + 2 + scale.length + 1;
}

function addClassTables(sheet: SheetGrid, session: ExportedSession, locale: ReportLocale): void {
  const t = locale.t.bind(locale);
  sheet.widths.splice(0, sheet.widths.length, 48, 11, 10, 20, 30);
  let row = addScaleTable(sheet, session.questions, FIRST_TABLE_ROW - 1, session.threshold, locale);
  if (session.selfVsOthers) {
    const { self, others, difference } = session.selfVsOthers;
    sheet.set(row, 1, t("selfVsOthersColumn"), { fontWeight: "bold" });
    sheet.set(row, 2, Number(difference.toFixed(2)), { format: "0.00" });
    sheet.set(row, 3, t("selfVersusOthers", { self: locale.decimal(self), others: locale.decimal(others) }));
    row += 2;
  }
  for (const question of session.questions.filter((item) => item.type === "text")) {
    sheet.set(row, 1, question.text, HEADING_STYLE);
    sheet.set(row, 2, locale.count("answerCount", question.totalResponses));
    if (question.withheld) {
      sheet.set(row + 1, 1, describeWithheld(question, session.threshold, locale));
      row += 3;
      continue;
    }
    // A class answer keeps only the day it was given (UTC), never the time.
    sheet.header(row + 1, [t("answer"), t("count"), null, t("dayUtc"), t("answerAsGiven")]);
    const length = Math.max(question.answerFrequencies.length, question.answers.length, 1);
    for (let index = 0; index < length; index++) {
      const grouped = question.answerFrequencies[index];
      const given = question.answers[index];
      sheet.set(row + 2 + index, 1, grouped?.text);
      sheet.set(row + 2 + index, 2, grouped?.count);
      if (given) {
        sheet.set(row + 2 + index, 4, given.createdAt.slice(0, 10));
        sheet.set(row + 2 + index, 5, given.text);
      }
    }
    if (question.answers.length === 0) sheet.set(row + 2, 1, t("noAnswersYet"));
    row += 2 + length + 1;
  }
}

/** A question of a session that asked several: its own figures, named as the question's, its words and entries. */
function questionSheet(name: string, session: ExportedSession, prompt: ExportedPrompt, locale: ReportLocale): SheetGrid {
  const t = locale.t.bind(locale);
  const sheet = new SheetGrid(name);
  const n = prompt.number;
  addHeader(sheet, `${t("questionPrompt", { n, prompt: prompt.prompt })} (${session.summary.title})`, [
    [t("session"), session.summary.title],
    [t("code"), session.summary.sessionCode],
    [t("questionAnswersGiven", { n }), prompt.figures.answers],
    [t("questionTotalSubmissions", { n }), prompt.figures.totalSubmissions],
    [t("questionUniqueWords", { n }), prompt.figures.uniqueWords],
  ]);
  addRegularTables(sheet, prompt, locale);
  return sheet;
}

/**
 * The workbook: an overview sheet plus one sheet per session with its words, feedback or class answers, and for a
 * regular session that asked several questions one sheet per question asked after it, in the report's language.
 */
export async function buildExcelExport(report: ExportReport): Promise<Buffer> {
  const locale = report.locale;
  const overview = overviewSheet(report);
  const sheets = [overview];
  if (report.includeAnalytics) {
    const used = new Set([overview.name.toLowerCase()]);
    report.sessions.forEach((session, index) => {
      const sheet = new SheetGrid(sheetName(index, session.summary.title, used));
      addHeader(sheet, session.summary.title, sessionFacts(session, locale));
      if (session.summary.sessionType === "class") addClassTables(sheet, session, locale);
      else addRegularTables(sheet, session, locale);
      sheets.push(sheet);
      if (session.prompts.length < 2) return;
      for (const prompt of session.prompts) {
        sheets.push(questionSheet(sheetName(`${index + 1}.${prompt.number}`, prompt.prompt, used), session, prompt, locale));
      }
    });
  }
  return writeWorkbook(sheets, { stickyRows: OVERVIEW_HEADER_ROW, features: [overviewFilter] });
}
