import { interpretSelfVsOthers, type SelfVsOthersVerdict } from "../../../shared/analytics.js";
import { WORD_CLOUD_COLORS, WORD_FREQUENCY_TOP } from "../../../shared/limits.js";
import { describeWithheld, type ExportedQuestion, type ExportedSession } from "./export-report.js";
import { drawBarChart, drawColumnChart, type Fonts } from "./pdf-charts.js";
import { ensureSpace, heading, INK, note, plural } from "./pdf-text.js";

// The spec's sentences (section 5), as the class dashboard shows them.
const SELF_VS_OTHERS_SENTENCES: Record<SelfVsOthersVerdict, string> = {
  "self-higher": "Students rate themselves as more active than their peers",
  "peers-higher": "Students rate their peers as more active than themselves",
  similar: "Self and peer activity ratings are similar",
};

function drawQuestion(doc: PDFKit.PDFDocument, fonts: Fonts, question: ExportedQuestion, index: number, threshold: number): void {
  heading(doc, fonts, question.text, 11.5);
  if (question.withheld) return note(doc, fonts, describeWithheld(question, threshold));
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

/** A class session's questions (scale ratings as columns, text answers as bars) and its self-vs-others verdict. */
export function drawClassSession(doc: PDFKit.PDFDocument, fonts: Fonts, session: ExportedSession): void {
  if (session.questions.length === 0) return note(doc, fonts, "This session has no questions.");
  session.questions.forEach((question, index) => drawQuestion(doc, fonts, question, index, session.threshold));
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

