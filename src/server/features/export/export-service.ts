import type { ExportFormat, ExportSessionsInput } from "../../../shared/schemas/admin.js";
import type { AppContext } from "../../context.js";
import { assertAdminReaches, type AdminReach } from "../admin/overview-service.js";
import { buildExcelExport } from "./excel-export.js";
import { buildExportReport } from "./export-report.js";
import { isoDate } from "./export-time.js";
import { buildPdfExport } from "./pdf-export.js";

export type ExportFile = { body: Buffer; fileName: string; contentType: string };

const CONTENT_TYPES: Record<ExportFormat, string> = {
  excel: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

const EXTENSIONS: Record<ExportFormat, string> = { excel: "xlsx", pdf: "pdf" };

/** Builds the admin export of the selected sessions as a spreadsheet or a PDF report. */
export async function exportSessions(context: AppContext, input: ExportSessionsInput, format: ExportFormat, admin: AdminReach): Promise<ExportFile> {
  await assertAdminReaches(context, admin, input.sessionIds);
  const report = await buildExportReport(context, input);
  const body = format === "excel" ? await buildExcelExport(report) : await buildPdfExport(report);
  return { body, fileName: `sessions-export-${isoDate(report.generatedAt)}.${EXTENSIONS[format]}`, contentType: CONTENT_TYPES[format] };
}
