import type { ExportCloud, ExportFormat, ExportSessionsInput } from "../../../shared/schemas/admin.js";
import type { SessionLanguage } from "../../../shared/schemas/session-language.js";
import type { AuditCaller } from "../audit/audit-caller.js";
import { recordAudit, sessionTarget } from "../audit/record-audit.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { assertAdminReaches, type AdminReach } from "../admin/overview-service.js";
import type { CourseHost } from "../courses/course-host.js";
import type { SessionHost } from "../sessions/session-host.js";
import { buildCourseExcel } from "./course-excel.js";
import { buildCoursePdf } from "./course-pdf.js";
import { buildCourseReport } from "./course-report.js";
import { buildExcelExport } from "./excel-export.js";
import { buildExportReport, type ExportReport } from "./export-report.js";
import { isoDate } from "./export-time.js";
import { buildPdfExport } from "./pdf-export.js";
import { buildTermExcel } from "./term-excel.js";
import { buildTermPdf } from "./term-pdf.js";
import { buildTermReport } from "./term-report.js";

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

/** Builds the admin export of the selected sessions as a spreadsheet or a PDF report, in the admin's `language`. */
export async function exportSessions(
  context: AppContext,
  input: ExportSessionsInput,
  format: ExportFormat,
  admin: AdminReach,
  language: SessionLanguage,
  caller: AuditCaller,
): Promise<ExportFile> {
  await assertAdminReaches(context, admin, input.sessionIds);
  const report = await buildExportReport(context, { ...input, kind: "admin", language });
  const file = await exportFile(report, format, "sessions-export");
  await recordAudit(context, caller, { kind: "session.exported", target: exportedTarget(report), targetId: report.sessions.length === 1 ? report.sessions[0]!.summary.id : null, detail: { format, sessions: report.sessions.length } });
  return file;
}

/** The sessions an export held, as the trail names them: the first few by title and code. */
function exportedTarget(report: ExportReport): string {
  const named = report.sessions.slice(0, 3).map((session) => sessionTarget({ title: session.summary.title, session_code: session.summary.sessionCode }));
  return report.sessions.length > named.length ? `${named.join("; ")}; …` : named.join("; ");
}

/**
 * The term report of an admin (the demo account: the demo's courses only), Excel or PDF in her `language`, named after
 * the term (ordsky-term-{term}-{ISO date}).
 */
export async function exportTerm(context: AppContext, admin: AdminReach, term: string, format: ExportFormat, language: SessionLanguage, caller: AuditCaller): Promise<ExportFile> {
  const report = await buildTermReport(context, admin, term, language);
  const body = format === "excel" ? await buildTermExcel(report) : await buildTermPdf(report);
  await recordAudit(context, caller, { kind: "term.exported", target: term, detail: { format } });
  return { body, fileName: `ordsky-term-${fileStem(term, "none")}-${isoDate(report.generatedAt)}.${EXTENSIONS[format]}`, contentType: CONTENT_TYPES[format] };
}

/** The course report of a course's host (its key or owner's account): Excel or PDF, named after the course's title. */
export async function exportCourse(context: AppContext, host: CourseHost, format: ExportFormat, caller: AuditCaller, language: SessionLanguage): Promise<ExportFile> {
  takeHostExport(context, caller.address);
  const report = await buildCourseReport(context, host, language);
  const body = format === "excel" ? await buildCourseExcel(report) : await buildCoursePdf(report);
  await recordAudit(context, caller, { kind: "course.exported", target: host.course.title, targetId: host.course.id, detail: { format } });
  return { body, fileName: `ordsky-course-${fileStem(host.course.title)}-${isoDate(report.generatedAt)}.${EXTENSIONS[format]}`, contentType: CONTENT_TYPES[format] };
}

/** A title as part of a file name: letters and digits (any script), the rest one dash, at most 40 characters. */
function fileStem(title: string, empty = "course"): string {
  return title.normalize("NFC").replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "").slice(0, 40) || empty;
}

/** Exports are work for the server: one address may ask for a few at once, then one a while (HOST_EXPORT_*). */
function takeHostExport(context: AppContext, address: string | undefined): void {
  const buckets = context.rateLimits.hostExports;
  const now = performance.now();
  if (address !== undefined && buckets && !buckets.take(address, now)) {
    throw new AppError("RATE_LIMITED", "Too many exports asked for, please wait a moment", buckets.waitMs(address, now));
  }
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
  caller: AuditCaller,
  language: SessionLanguage,
): Promise<ExportFile> {
  const sessionId = row.id;
  takeHostExport(context, caller.address);
  const report = await buildExportReport(context, { sessionIds: [sessionId], includeAnalytics: true, kind: "host", cloud, language });
  const file = await exportFile(report, format, `ordsky-${row.session_code}`);
  await recordAudit(context, caller, { kind: "session.exported", target: sessionTarget(row), targetId: sessionId, detail: { format, sessions: 1 } });
  return file;
}
