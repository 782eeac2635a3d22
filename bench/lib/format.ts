export type Row = { metric: string; target?: string; measured: string; pass?: boolean | null };
export type ScenarioReport = { name: string; title: string; rows: Row[]; notes: string[] };

type Num = number | null | undefined;

const valid = (value: Num): value is number => typeof value === "number" && Number.isFinite(value);

export function fmtMs(value: Num): string {
  if (!valid(value)) return "—";
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 2 : 1)} ms`;
}

export function fmtCount(value: Num): string {
  return valid(value) ? Math.round(value).toLocaleString("en-US") : "—";
}

export function fmtBytes(value: Num): string {
  if (!valid(value)) return "—";
  const units = ["B", "KB", "MB", "GB"];
  let scaled = value;
  let unit = 0;
  while (Math.abs(scaled) >= 1024 && unit < units.length - 1) {
    scaled /= 1024;
    unit += 1;
  }
  return `${scaled.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

export function fmtSeconds(value: Num): string {
  return valid(value) ? `${value.toFixed(2)} s` : "—";
}

export function fmtRatio(value: Num): string {
  return valid(value) ? `${value >= 100 ? value.toFixed(0) : value.toFixed(1)}×` : "—";
}

/** ✓ when the measured value is within the limit, ✗ when not, blank when unmeasured. */
export function atMost(value: Num, limit: number): boolean | null {
  return valid(value) ? value <= limit : null;
}

export function atLeast(value: Num, limit: number): boolean | null {
  return valid(value) ? value >= limit : null;
}

const mark = (pass: boolean | null | undefined) => (pass === true ? "✓" : pass === false ? "✗" : "");

export function renderText(report: ScenarioReport): string {
  const header = ["metric", "target", "measured", ""];
  const cells = report.rows.map((row) => [row.metric, row.target ?? "", row.measured, mark(row.pass)]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => (line[column] ?? "").length)));
  const line = (values: string[]) => values.map((value, column) => value.padEnd(widths[column] ?? 0)).join("  ").trimEnd();
  return [
    `\n== ${report.name}: ${report.title}`,
    line(header),
    line(widths.map((width) => "-".repeat(width))),
    ...cells.map(line),
    ...report.notes.map((note) => `  · ${note}`),
  ].join("\n");
}

const cell = (text: string) => text.replaceAll("|", "\\|");

export function renderMarkdown(report: ScenarioReport): string {
  return [
    `### ${report.name}: ${report.title}`,
    "",
    "| metric | target | measured | |",
    "| --- | --- | --- | --- |",
    ...report.rows.map((row) => `| ${cell(row.metric)} | ${cell(row.target ?? "")} | ${cell(row.measured)} | ${mark(row.pass)} |`),
    "",
    ...report.notes.map((note) => `- ${note}`),
    "",
  ].join("\n");
}
