import { interpretSelfVsOthers, type SelfVsOthersVerdict } from "../../../shared/analytics.js";
import { WORD_CLOUD_COLORS, WORD_FREQUENCY_TOP } from "../../../shared/limits.js";
import { describeWithheld, type ExportedQuestion, type ExportedSession } from "./export-report.js";
import { drawBarChart, drawColumnChart, type Fonts } from "./pdf-charts.js";
import { ensureSpace, heading, INK, note } from "./pdf-text.js";
import type { ReportLocale } from "./report-locale.js";
import type { ReportTextKey } from "./report-texts.js";

// The spec's sentences (section 5), as the class dashboard shows them.
const SELF_VS_OTHERS_SENTENCES: Record<SelfVsOthersVerdict, ReportTextKey> = {
  "self-higher": "selfHigher",
  "peers-higher": "peersHigher",
  similar: "similar",
};

function drawQuestion(doc: PDFKit.PDFDocument, fonts: Fonts, question: ExportedQuestion, index: number, threshold: number, locale: ReportLocale): void {
  const t = locale.t.bind(locale);
  heading(doc, fonts, question.text, 11.5);
  if (question.withheld) return note(doc, fonts, describeWithheld(question, threshold, locale));
  if (question.type === "scale") {
    const average = question.average === null ? t("noAnswersYetLower") : t("averageOf", { value: locale.decimal(question.average) });
    note(doc, fonts, t("scaleSummary", { min: question.scaleMin, max: question.scaleMax, average, responses: locale.count("responseCount", question.totalResponses) }));
    doc.moveDown(0.4);
    drawColumnChart(doc, fonts, question.distribution, WORD_CLOUD_COLORS[index % WORD_CLOUD_COLORS.length] ?? INK);
    return;
  }
  note(doc, fonts, t("textSummary", { answers: locale.count("answerCount", question.totalResponses), distinct: question.answerFrequencies.length }));
  if (question.answerFrequencies.length === 0) return;
  doc.moveDown(0.4);
  const top = question.answerFrequencies.slice(0, WORD_FREQUENCY_TOP);
  drawBarChart(doc, fonts, top.map((answer) => ({ label: answer.text, count: answer.count })), WORD_CLOUD_COLORS[index % WORD_CLOUD_COLORS.length] ?? INK);
  if (question.answerFrequencies.length > top.length) {
    ensureSpace(doc, 30);
    doc.moveDown(0.3);
    const rest = question.answerFrequencies.slice(top.length).map((answer) => `${answer.text} (${locale.integer(answer.count)})`);
    doc.font(fonts.regular).fontSize(9).fillColor(INK).text(t("otherAnswers", { answers: rest.join(" · ") }), doc.page.margins.left, doc.y, { width: 495 });
  }
}

/** A class session's questions (scale ratings as columns, text answers as bars) and its self-vs-others verdict. */
export function drawClassSession(doc: PDFKit.PDFDocument, fonts: Fonts, session: ExportedSession, locale: ReportLocale): void {
  if (session.questions.length === 0) return note(doc, fonts, locale.t("noQuestions"));
  session.questions.forEach((question, index) => drawQuestion(doc, fonts, question, index, session.threshold, locale));
  if (session.selfVsOthers) {
    const { self, others, difference } = session.selfVsOthers;
    // Keep the heading, the figures and the verdict together on one page.
    ensureSpace(doc, 80);
    heading(doc, fonts, locale.t("selfVsOthers"), 11.5);
    note(doc, fonts, locale.t("selfVsOthersLine", { self: locale.decimal(self), others: locale.decimal(others), difference: locale.signed(difference) }));
    doc.font(fonts.regular).fontSize(10).fillColor(INK).text(locale.t(SELF_VS_OTHERS_SENTENCES[interpretSelfVsOthers(difference)]), doc.page.margins.left, doc.y + 4);
  }
}

