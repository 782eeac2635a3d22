// A workbook's sheets as the exports write them: cells set one by one, styles shared.
import writeExcelFile, { type CellObject, type SheetData } from "write-excel-file/node";

const DATE_FORMAT = "yyyy-mm-dd hh:mm:ss";
const HEADER_STYLE: CellObject = { fontWeight: "bold", backgroundColor: "#E0E7FF", bottomBorderStyle: "thin", bottomBorderColor: "#6366F1" };
export const TITLE_STYLE: CellObject = { fontWeight: "bold", fontSize: 14 };
export const HEADING_STYLE: CellObject = { fontWeight: "bold", fontSize: 12 };

type Value = string | number | Date | null | undefined;
export type WorkbookFeature = NonNullable<NonNullable<Parameters<typeof writeExcelFile>[1]>["features"]>[number];

/** One sheet written cell by cell (rows and columns count from 1, as in the spreadsheet), then handed over whole. */
export class SheetGrid {
  private readonly rows: (CellObject | null)[][] = [];
  readonly widths: number[] = [];

  constructor(readonly name: string) {}

  set(row: number, column: number, value: Value, style: CellObject = {}): void {
    if (value === null || value === undefined) return;
    const cells = (this.rows[row - 1] ??= []);
    const cell: CellObject =
      value instanceof Date
        ? { ...style, value, type: Date, format: style.format ?? DATE_FORMAT }
        : typeof value === "number"
          ? { ...style, value, type: Number }
          : { ...style, value, type: String };
    cells[column - 1] = cell;
  }

  /** A header row: the values from column 1 on, bold on the header fill with a rule below. */
  header(row: number, values: Value[]): void {
    values.forEach((value, index) => this.set(row, index + 1, value, HEADER_STYLE));
  }

  data(): SheetData {
    return Array.from(this.rows, (cells) => Array.from(cells ?? [], (cell) => cell ?? null));
  }
}

/**
 * Sheet names: at most 31 characters, none of : \ / ? * [ ], not ending in an apostrophe, unique within the workbook
 * (as Excel compares them, ignoring case). The number leads, so a long title is cut and its number kept.
 */
export function sheetName(index: number | string, title: string, used: Set<string>): string {
  const clean = title.replace(/[:\\/?*[\]]/g, " ").replace(/\s+/g, " ").trim() || "Session";
  const prefix = typeof index === "number" ? `${index + 1}` : index;
  const cut = (text: string) => text.slice(0, 31).trim().replace(/'+$/, "");
  let name = cut(`${prefix}. ${clean}`);
  for (let n = 2; used.has(name.toLowerCase()); n++) name = cut(`${prefix}-${n}. ${clean}`);
  used.add(name.toLowerCase());
  return name;
}

/** The workbook's bytes; the first sheet's first `stickyRows` rows stay in view while scrolling. */
export async function writeWorkbook(sheets: SheetGrid[], options: { stickyRows?: number; features?: WorkbookFeature[] } = {}): Promise<Buffer> {
  const written = sheets.map((sheet, index) => ({
    data: sheet.data(),
    sheet: sheet.name,
    columns: sheet.widths.map((width) => ({ width })),
    ...(index === 0 && options.stickyRows ? { stickyRowsCount: options.stickyRows } : {}),
  }));
  return (await writeExcelFile(written, { features: options.features ?? [] }).toBuffer()) as Buffer;
}
