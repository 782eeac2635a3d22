/** Text blocks the PDF report's sections share: headings, notes, page breaks. */
import type { Fonts } from "./pdf-charts.js";

export const INK = "#111827";
export const MUTED = "#4b5563";

export function ensureSpace(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function heading(doc: PDFKit.PDFDocument, fonts: Fonts, text: string, size: number): void {
  ensureSpace(doc, size * 3);
  doc.moveDown(0.6).font(fonts.bold).fontSize(size).fillColor(INK).text(text, doc.page.margins.left, doc.y);
  doc.moveDown(0.3);
}

export function note(doc: PDFKit.PDFDocument, fonts: Fonts, text: string): void {
  doc.font(fonts.regular).fontSize(9.5).fillColor(MUTED).text(text, doc.page.margins.left, doc.y);
}

