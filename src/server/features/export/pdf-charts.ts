export type Fonts = { regular: string; bold: string };

const INK = "#111827";
const MUTED = "#6b7280";
const CONTENT_WIDTH = 495;

/** Shortens text with an ellipsis until it fits the width at the current font and size. */
export function fitText(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let end = text.length;
  while (end > 0 && doc.widthOfString(`${text.slice(0, end)}…`) > width) end--;
  return `${text.slice(0, end)}…`;
}

/** Horizontal bars (label · bar · count), each bar's length relative to the largest count, drawn as vector rectangles. */
export function drawBarChart(doc: PDFKit.PDFDocument, fonts: Fonts, items: { label: string; count: number }[], color: string): void {
  const left = doc.page.margins.left;
  const labelWidth = 150;
  const barMax = CONTENT_WIDTH - labelWidth - 45;
  const rowHeight = 16;
  const max = Math.max(0, ...items.map((item) => item.count));
  for (const item of items) {
    if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    doc.font(fonts.regular).fontSize(9).fillColor(INK);
    doc.text(fitText(doc, item.label, labelWidth - 8), left, y + 3, { lineBreak: false });
    const width = max > 0 ? Math.max(2, (barMax * item.count) / max) : 0;
    doc.rect(left + labelWidth, y + 2, width, rowHeight - 5).fill(color);
    doc.fillColor(INK).text(String(item.count), left + labelWidth + width + 5, y + 3, { lineBreak: false });
    doc.y = y + rowHeight;
  }
  doc.x = left;
}

/** Vertical columns for a rating distribution (1..10): count above each column, rating below, a base line. */
export function drawColumnChart(doc: PDFKit.PDFDocument, fonts: Fonts, distribution: { rating: number; count: number }[], color: string): void {
  const left = doc.page.margins.left;
  const chartHeight = 80;
  const totalHeight = chartHeight + 34;
  if (doc.y + totalHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y + 12;
  const slot = Math.min(40, CONTENT_WIDTH / Math.max(1, distribution.length));
  const max = Math.max(0, ...distribution.map((entry) => entry.count));
  doc.font(fonts.regular).fontSize(8.5);
  distribution.forEach((entry, index) => {
    const x = left + index * slot;
    const height = max > 0 ? (chartHeight * entry.count) / max : 0;
    if (height > 0) doc.rect(x + 6, top + chartHeight - height, slot - 12, height).fill(color);
    doc.fillColor(entry.count > 0 ? INK : MUTED).text(String(entry.count), x, top + chartHeight - height - 11, { width: slot, align: "center", lineBreak: false });
    doc.fillColor(INK).text(String(entry.rating), x, top + chartHeight + 4, { width: slot, align: "center", lineBreak: false });
  });
  doc
    .moveTo(left, top + chartHeight)
    .lineTo(left + slot * distribution.length, top + chartHeight)
    .lineWidth(0.8)
    .strokeColor(MUTED)
    .stroke();
  doc.x = left;
  doc.y = top + totalHeight - 12;
}
