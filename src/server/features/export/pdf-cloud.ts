import { WORD_CLOUD_COLORS } from "../../../shared/limits.js";
import type { DrawnCloud } from "./export-report.js";
import type { Fonts } from "./pdf-charts.js";
import { ensureSpace, MUTED } from "./pdf-text.js";
import type { ReportLocale } from "./report-locale.js";

const CONTENT_WIDTH = 495;
const MAX_HEIGHT = 300;
const FRAME = "#d1d5db";

/**
 * The cloud as the dashboard placed it, in vector text: the stage scaled into the page's width (at most MAX_HEIGHT
 * high), each word at its place, size and colour. The PDF's font runs wider or narrower than the browser's, so a
 * word wider than the browser drew it is set smaller until it fits the same width and never runs into its neighbours.
 */
export function drawCloud(doc: PDFKit.PDFDocument, fonts: Fonts, cloud: DrawnCloud, locale: ReportLocale): void {
  const left = doc.page.margins.left;
  const scale = Math.min(CONTENT_WIDTH / cloud.width, MAX_HEIGHT / cloud.height);
  const height = cloud.height * scale;
  const offsetX = left + (CONTENT_WIDTH - cloud.width * scale) / 2;
  ensureSpace(doc, height + 30);
  const top = doc.y + 8;
  doc.roundedRect(left, top, CONTENT_WIDTH, height, 6).lineWidth(0.8).strokeColor(FRAME).stroke();
  doc.save();
  doc.roundedRect(left, top, CONTENT_WIDTH, height, 6).clip();
  doc.font(fonts.bold);
  for (const word of cloud.words) {
    let size = word.fontSize * scale;
    doc.fontSize(size);
    const measured = doc.widthOfString(word.text);
    const drawn = word.width * scale;
    if (measured > drawn) {
      size *= drawn / measured;
      doc.fontSize(size);
    }
    const width = Math.min(measured, drawn);
    doc
      .fillColor(WORD_CLOUD_COLORS[word.color] ?? WORD_CLOUD_COLORS[0])
      .text(word.text, offsetX + word.x * scale - width / 2, top + word.y * scale, { lineBreak: false, baseline: "alphabetic" });
  }
  doc.restore();
  doc.font(fonts.regular).fontSize(9).fillColor(MUTED).text(locale.t("cloudCaption", { caption: cloud.caption }), left, top + height + 6, { width: CONTENT_WIDTH, align: "center" });
  doc.x = left;
}
