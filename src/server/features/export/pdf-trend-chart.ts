import type { Fonts } from "./pdf-charts.js";
import { INK, MUTED } from "./pdf-text.js";
import type { ReportLocale } from "./report-locale.js";

/** One lecture's point: its mean with a spread around it, or a gap (withheld, or nobody answered). */
export type TrendChartPoint = { label: string; responses: number; average: number | null; spread: number | null; withheld: boolean };

const CHART_HEIGHT = 110;
const AXIS_WIDTH = 28;
const WIDTH = 495;

/**
 * A trend across lectures: each lecture's mean as a dot with whiskers one standard deviation either way, the dots
 * joined while they follow each other, and under each its lecture and number of answers. A withheld lecture is a
 * marked gap that breaks the line: never a point.
 */
export function drawTrendChart(doc: PDFKit.PDFDocument, fonts: Fonts, points: TrendChartPoint[], scale: { min: number; max: number }, color: string, locale: ReportLocale): void {
  const left = doc.page.margins.left;
  const totalHeight = CHART_HEIGHT + 44;
  if (doc.y + totalHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y + 10;
  const x0 = left + AXIS_WIDTH;
  const slot = Math.min(64, (WIDTH - AXIS_WIDTH) / Math.max(1, points.length));
  const span = Math.max(1, scale.max - scale.min);
  const yOf = (value: number) => top + CHART_HEIGHT - ((Math.min(scale.max, Math.max(scale.min, value)) - scale.min) / span) * CHART_HEIGHT;
  const xOf = (index: number) => x0 + slot * (index + 0.5);

  doc.font(fonts.regular).fontSize(7.5);
  for (const value of [scale.min, (scale.min + scale.max) / 2, scale.max]) {
    const y = yOf(value);
    doc.moveTo(x0, y).lineTo(x0 + slot * points.length, y).lineWidth(0.4).strokeColor("#d1d5db").stroke();
    doc.fillColor(MUTED).text(locale.decimal(value, Number.isInteger(value) ? 0 : 1), left, y - 4, { width: AXIS_WIDTH - 6, align: "right", lineBreak: false });
  }

  // The line first, broken at every gap, so dots and whiskers are drawn over it.
  points.forEach((point, index) => {
    const next = points[index + 1];
    if (point.average === null || !next || next.average === null) return;
    doc.moveTo(xOf(index), yOf(point.average)).lineTo(xOf(index + 1), yOf(next.average)).lineWidth(1.4).strokeColor(color).stroke();
  });

  points.forEach((point, index) => {
    const x = xOf(index);
    if (point.average === null) {
      doc.moveTo(x, top + 4).lineTo(x, top + CHART_HEIGHT).lineWidth(0.8).dash(3, { space: 3 }).strokeColor(MUTED).stroke().undash();
      // The label sits on a white patch over the dashed line, so both stay readable.
      doc.rect(x - slot / 2 + 4, top + CHART_HEIGHT / 2 - 6, slot - 8, 13).fill("#ffffff");
      doc.font(fonts.regular).fontSize(7).fillColor(MUTED).text(locale.t(point.withheld ? "withheldShort" : "noAnswers"), x - slot / 2, top + CHART_HEIGHT / 2 - 4, { width: slot, align: "center", lineBreak: false });
    } else {
      if (point.spread !== null && point.spread > 0) {
        const high = yOf(point.average + point.spread);
        const low = yOf(point.average - point.spread);
        doc.moveTo(x, high).lineTo(x, low).lineWidth(0.9).strokeColor(color).stroke();
        doc.moveTo(x - 4, high).lineTo(x + 4, high).stroke();
        doc.moveTo(x - 4, low).lineTo(x + 4, low).stroke();
      }
      doc.circle(x, yOf(point.average), 3.6).fill(color);
      doc.font(fonts.bold).fontSize(7.5).fillColor(INK).text(locale.decimal(point.average, 1), x + 5, yOf(point.average) - 10, { lineBreak: false });
    }
    doc.font(fonts.bold).fontSize(8).fillColor(INK).text(point.label, x - slot / 2, top + CHART_HEIGHT + 5, { width: slot, align: "center", lineBreak: false });
    doc.font(fonts.regular).fontSize(7.5).fillColor(MUTED).text(`n=${locale.integer(point.responses)}`, x - slot / 2, top + CHART_HEIGHT + 16, { width: slot, align: "center", lineBreak: false });
  });
  doc.moveTo(x0, top + CHART_HEIGHT).lineTo(x0 + slot * points.length, top + CHART_HEIGHT).lineWidth(0.8).strokeColor(MUTED).stroke();
  doc.x = left;
  doc.y = top + totalHeight - 10;
}
