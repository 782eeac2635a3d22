import { stringify } from "csv-stringify/sync";
import { auditActorLabel, auditDetailText, auditKindLabel } from "../../../shared/audit-labels.js";
import { auditDetailSchema, type AuditExportInput, type AuditPage, type AuditQuery, type AuditRecord } from "../../../shared/schemas/audit.js";
import type { SessionLanguage } from "../../../shared/schemas/session-language.js";
import type { AppContext } from "../../context.js";
import { countAuditRecords, listAuditActors, listAuditRecords, type AuditRecordRow } from "../../store/audit-data.js";
import { reportTimeZone } from "../admin/report-time-zone.js";
import { ReportLocale } from "../export/report-locale.js";
import type { ExportFile } from "../export/export-service.js";
import { getRetentionPolicy } from "../retention/service.js";
import type { AuditCaller } from "./audit-caller.js";
import { recordAudit } from "./record-audit.js";

/** One CSV holds at most this many records (newest first), so an export cannot build an unbounded file in memory. */
export const AUDIT_EXPORT_MAX_RECORDS = 100_000;

function describe(row: AuditRecordRow): AuditRecord {
  const detail = auditDetailSchema.safeParse(JSON.parse(row.detail));
  return {
    id: row.id,
    at: row.at,
    kind: row.kind,
    actorKind: row.actor_kind,
    actor: row.actor,
    target: row.target,
    detail: detail.success ? detail.data : {},
    address: row.address,
  };
}

/** The admin area's audit view: a page of records (newest first) under its filters, and everyone it names. */
export async function listAuditTrail(context: AppContext, query: AuditQuery): Promise<AuditPage> {
  const db = context.store.db;
  const total = await countAuditRecords(db, query);
  const rows = await listAuditRecords(db, { ...query, offset: (query.page - 1) * query.limit });
  return {
    records: rows.map(describe),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
    actors: await listAuditActors(db),
    retentionDays: (await getRetentionPolicy(context)).days,
  };
}

const CSV_HEADINGS: Record<SessionLanguage, (zone: string) => string[]> = {
  en: (zone) => [`Time (${zone})`, "Time (UTC, ISO 8601)", "Who", "Action", "Subject", "Details", "Address"],
  da: (zone) => [`Tidspunkt (${zone})`, "Tidspunkt (UTC, ISO 8601)", "Hvem", "Handling", "Emne", "Detaljer", "Adresse"],
};

/**
 * The filtered trail as CSV in the exporter's language and the institution's time zone (with the UTC time beside
 * it), a cell that a spreadsheet would read as a formula escaped. The export is itself recorded, after it is made.
 */
export async function exportAuditTrail(context: AppContext, caller: AuditCaller, input: AuditExportInput, language: SessionLanguage): Promise<ExportFile> {
  const locale = new ReportLocale(language, await reportTimeZone(context));
  const rows = await listAuditRecords(context.store.db, { ...input, limit: AUDIT_EXPORT_MAX_RECORDS, offset: 0 });
  const lines = rows.map(describe).map((record) => [
    locale.dateTime(record.at, { seconds: true }),
    record.at,
    auditActorLabel(language, record.actorKind, record.actor),
    auditKindLabel(language, record.kind),
    record.target,
    auditDetailText(language, record.detail),
    record.address,
  ]);
  // A byte-order mark, so a spreadsheet opens the Danish letters as UTF-8.
  const body = Buffer.from(`\uFEFF${stringify([CSV_HEADINGS[language](locale.timeZone), ...lines], { escape_formulas: true, record_delimiter: "windows" })}`, "utf8");
  await recordAudit(context, caller, { kind: "audit.exported", detail: { format: "csv", records: rows.length } });
  const day = new Date(context.now()).toISOString().slice(0, 10);
  return { body, fileName: `ordsky-audit-trail-${day}.csv`, contentType: "text/csv; charset=utf-8" };
}
