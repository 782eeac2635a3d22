import type { ExportCloud, ExportFormat, ExportSessionsInput } from "../../../shared/schemas/admin.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { assertAdminReaches, type AdminReach } from "../admin/overview-service.js";
import type { SessionHost } from "../sessions/session-host.js";
import { buildExcelExport } from "./excel-export.js";
import { buildExportReport, type ExportReport } from "./export-report.js";
import { isoDate } from "./export-time.js";
import { buildPdfExport } from "./pdf-export.js";

export type ExportFile = { body: Buffer; fileName: string; contentType: string };

const CONTENT_TYPES: Record<ExportFormat, string> = {
  excel: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

const EXTENSIONS: Record<ExportFormat, string> = { excel: "xlsx", pdf: "pdf" };

async function exportFile(report: ExportReport, format: ExportFormat, stem: string): Promise<ExportFile> {
  const body = format === "excel" ? await buildExcelExport(report) : await buildPdfExport(report);
  return { body, fileName: `${stem}-${isoDate(report.generatedAt)}.${EXTENSIONS[format]}`, contentType: CONTENT_TYPES[format] };
}

/** Builds the admin export of the selected sessions as a spreadsheet or a PDF report. */
export async function exportSessions(context: AppContext, input: ExportSessionsInput, format: ExportFormat, admin: AdminReach): Promise<ExportFile> {
  await assertAdminReaches(context, admin, input.sessionIds);
  return exportFile(await buildExportReport(context, { ...input, kind: "admin" }), format, "sessions-export");
}

/**
 * The host's own export of one session (host key or admin token): the workbook an admin gets for it, or a PDF that
 * opens with the session's title and the cloud as the host's dashboard shows it (`cloud`), named after its code
 * (ordsky-ABC123-{ISO date}).
 */
export async function exportHostSession(
  context: AppContext,
  { session: row }: SessionHost,
  format: ExportFormat,
  cloud: ExportCloud | undefined,
  address: string | undefined,
): Promise<ExportFile> {
  const sessionId = row.id;
  const buckets = context.rateLimits.hostExports;
  const now = performance.now();
  if (address !== undefined && buckets && !buckets.take(address, now)) {
    throw new AppError("RATE_LIMITED", "Too many exports asked for, please wait a moment", buckets.waitMs(address, now));
  }
  const report = await buildExportReport(context, { sessionIds: [sessionId], includeAnalytics: true, kind: "host", cloud });
  return exportFile(report, format, `ordsky-${row.session_code}`);
}
