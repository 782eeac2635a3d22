import { fitText, type Fonts } from "./pdf-charts.js";
import { ensureSpace, INK } from "./pdf-text.js";

export type TableColumn = { label: string; width: number };

const ROW_HEIGHT = 16;

/** A table across the page: a shaded header row, then one line per row, each cell cut to its column with an ellipsis. */
export function drawTable(doc: PDFKit.PDFDocument, fonts: Fonts, columns: TableColumn[], rows: string[][]): void {
  const left = doc.page.margins.left;
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const row = (values: string[], font: string, shade: boolean) => {
    ensureSpace(doc, ROW_HEIGHT + 2);
    const y = doc.y;
    if (shade) doc.rect(left, y, width, ROW_HEIGHT).fill("#eef2ff");
    doc.font(font).fontSize(8.5).fillColor(INK);
    let x = left;
    values.forEach((value, index) => {
      const columnWidth = columns[index]?.width ?? 50;
      doc.text(fitText(doc, value, columnWidth - 6), x + 3, y + 4, { lineBreak: false });
      x += columnWidth;
    });
    doc.y = y + ROW_HEIGHT;
  };
  row(
    columns.map((column) => column.label),
    fonts.bold,
    true,
  );
  for (const values of rows) row(values, fonts.regular, false);
  doc.x = left;
}
