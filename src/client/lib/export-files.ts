import { ERROR_CODES } from "../../shared/error-codes.js";
import { httpRoutes } from "../../shared/http-routes.js";
import type { ExportCloud, ExportFormat } from "../../shared/schemas/admin.js";
import { routeUrl, type ApiResult, type RouteInput } from "./api.js";
import { downloadBlob } from "./download.js";
import { courseAuthHeaders } from "./course-keys.js";
import { hostAuthHeaders } from "./host-keys.js";
import type { Locale } from "../i18n/locale.js";

export type ExportDownload = { blob: Blob; fileName: string };

const EXTENSIONS: Record<ExportFormat, string> = { excel: "xlsx", pdf: "pdf" };

/**
 * Asks the server for an Excel, PDF or CSV file (the audit trail's, which names no format) and returns it; the name
 * comes from Content-Disposition, else `{fallbackStem}-{ISO date}`. Failures carry the server's error text, as
 * every API call's do.
 */
export async function requestExportFile<N extends "exportHostSession" | "exportAdminSessions" | "exportCourse" | "exportTerm" | "exportAuditTrail">(
  name: N,
  input: RouteInput<N>,
  headers: Record<string, string>,
  fallbackStem: string,
): Promise<ApiResult<ExportDownload>> {
  const route = httpRoutes[name];
  const format = (input as { params?: { format: ExportFormat } }).params?.format;
  let response: Response;
  try {
    response = await fetch(routeUrl(route, input), { method: route.method, headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(input.body) });
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof Error && error.message ? error.message : "Network error" };
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { error?: string; code?: unknown } | null;
    const code = ERROR_CODES.find((known) => known === payload?.code);
    return { ok: false, status: response.status, error: payload?.error ?? `HTTP ${response.status}: ${response.statusText}`, ...(code ? { code } : {}) };
  }
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${fallbackStem}-${new Date().toISOString().slice(0, 10)}.${format ? EXTENSIONS[format] : "csv"}`;
  return { ok: true, data: { blob: await response.blob(), fileName } };
}

/**
 * The host's own Excel workbook or PDF report of a session (host key or admin token), written in `language` (the
 * interface's); the PDF opens with `cloud`, as the dashboard shows it.
 */
export function exportHostSession(sessionId: string, format: ExportFormat, language: Locale, cloud?: ExportCloud): Promise<ApiResult<ExportDownload>> {
  const body = format === "pdf" && cloud ? { cloud, language } : { language };
  return requestExportFile("exportHostSession", { params: { id: sessionId, format }, body }, hostAuthHeaders(sessionId), "ordsky");
}

/** The course report (course key or owner's account) in `language`: trends, lectures and comments, withheld lectures marked. */
export function exportCourse(courseId: string, format: ExportFormat, language: Locale): Promise<ApiResult<ExportDownload>> {
  return requestExportFile("exportCourse", { params: { id: courseId, format }, body: { language } }, courseAuthHeaders(courseId), "ordsky-course");
}

/** Hands a file to the browser's download manager. */
export function saveDownload({ blob, fileName }: ExportDownload): void {
  downloadBlob(blob, fileName);
}
