import type { Fonts } from "./pdf-charts.js";
import { ensureSpace, INK, MUTED } from "./pdf-text.js";

export type TableColumn = { label: string; width: number };

const FONT_SIZE = 8.5;
const NOTE_SIZE = 7;
const PADDING = 4;

/**
 * A table across the page: a shaded header row, then the rows, each cell wrapping within its column (a session's or
 * a lecture's name is never cut: three lectures of one course differ at their end), and the header row again at the
 * top of each page the table goes on to. `notes[i]`, when given, is a small grey line under row i's first cell.
 */
export function drawTable(doc: PDFKit.PDFDocument, fonts: Fonts, columns: TableColumn[], rows: string[][], notes: (string | undefined)[] = []): void {
  const left = doc.page.margins.left;
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const cellWidth = (index: number) => (columns[index]?.width ?? 50) - 2 * 3;
  const labels = columns.map((column) => column.label);
  const row = (values: string[], font: string, shade: boolean, note?: string) => {
    doc.font(font).fontSize(FONT_SIZE);
    const textHeight = Math.max(...values.map((value, index) => (value ? doc.heightOfString(value, { width: cellWidth(index) }) : 0)), FONT_SIZE);
    doc.font(fonts.regular).fontSize(NOTE_SIZE);
    const noteHeight = note ? doc.heightOfString(note, { width: cellWidth(0) }) + 1 : 0;
    const height = Math.ceil(textHeight + noteHeight + 2 * PADDING);
    // A table that goes on over a page break starts the new page with its header row again.
    if (values !== labels && doc.y + height + 2 > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      row(labels, fonts.bold, true);
    }
    ensureSpace(doc, height + 2);
    const y = doc.y;
    if (shade) doc.rect(left, y, width, height).fill("#eef2ff");
    doc.font(font).fontSize(FONT_SIZE).fillColor(INK);
    let x = left;
    values.forEach((value, index) => {
      if (value) doc.text(value, x + 3, y + PADDING, { width: cellWidth(index) });
      x += columns[index]?.width ?? 50;
    });
    if (note) doc.font(fonts.regular).fontSize(NOTE_SIZE).fillColor(MUTED).text(note, left + 3, y + PADDING + textHeight + 1, { width: cellWidth(0) });
    doc.y = y + height;
  };
  // The header with room for a row under it, never alone at a page's foot.
  ensureSpace(doc, 48);
  row(labels, fonts.bold, true);
  rows.forEach((values, index) => row(values, fonts.regular, false, notes[index]));
  doc.x = left;
}
