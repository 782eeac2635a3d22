import readXlsxFile from "read-excel-file/node";

/** A cell as the tests compare it: empty cells are undefined, as in a sparse row (dates are read as Dates). */
type CellValue = string | number | boolean | Date | undefined;

export type Workbook = {
  /** Sheet names in order. */
  names: string[];
  /** Every row from row 1 (grid[0][0] is A1), empty cells undefined. */
  grid(sheet: string): CellValue[][];
  /** The rows that hold something, each up to its last filled cell, as a spreadsheet lists them. */
  rows(sheet: string): CellValue[][];
};

/** Reads an .xlsx file with a reader independent of the writer, so what the tests see is what a spreadsheet opens. */
export async function readWorkbook(bytes: Buffer): Promise<Workbook> {
  const sheets = await readXlsxFile(bytes);
  const grid = (name: string): CellValue[][] => {
    const sheet = sheets.find((candidate) => candidate.sheet === name);
    if (!sheet) throw new Error(`no sheet named ${name}; the workbook has ${sheets.map((candidate) => candidate.sheet).join(", ")}`);
    return sheet.data.map((row) => row.map((cell) => (cell ?? undefined) as CellValue));
  };
  return {
    names: sheets.map((sheet) => sheet.sheet),
    grid,
    rows: (name) =>
      grid(name)
        .filter((row) => row.some((cell) => cell !== undefined))
        .map((row) => row.slice(0, row.findLastIndex((cell) => cell !== undefined) + 1)),
  };
}
