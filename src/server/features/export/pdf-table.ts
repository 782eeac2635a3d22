import { fitText, type Fonts } from "./pdf-charts.js";
import { ensureSpace, INK, MUTED } from "./pdf-text.js";

export type TableColumn = { label: string; width: number };

const ROW_HEIGHT = 16;
const TWO_LINE_ROW_HEIGHT = 26;

/**
 * A table across the page: a shaded header row, then one line per row, each cell cut to its column with an ellipsis.
 * `notes[i]`, when given, is a small grey second line under row i's first cell.
 */
export function drawTable(doc: PDFKit.PDFDocument, fonts: Fonts, columns: TableColumn[], rows: string[][], notes: (string | undefined)[] = []): void {
  const left = doc.page.margins.left;
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const row = (values: string[], font: string, shade: boolean, note?: string) => {
    const height = note ? TWO_LINE_ROW_HEIGHT : ROW_HEIGHT;
    ensureSpace(doc, height + 2);
    const y = doc.y;
    if (shade) doc.rect(left, y, width, height).fill("#eef2ff");
    doc.font(font).fontSize(8.5).fillColor(INK);
    let x = left;
    values.forEach((value, index) => {
      const columnWidth = columns[index]?.width ?? 50;
      doc.text(fitText(doc, value, columnWidth - 6), x + 3, y + 4, { lineBreak: false });
      x += columnWidth;
    });
    if (note) doc.font(fonts.regular).fontSize(7).fillColor(MUTED).text(fitText(doc, note, (columns[0]?.width ?? 50) - 6), left + 3, y + 15, { lineBreak: false });
    doc.y = y + height;
  };
  row(
    columns.map((column) => column.label),
    fonts.bold,
    true,
  );
  rows.forEach((values, index) => row(values, fonts.regular, false, notes[index]));
  doc.x = left;
}
