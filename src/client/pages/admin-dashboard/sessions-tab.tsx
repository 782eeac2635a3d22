import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileSpreadsheet, FileText, Search, X } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { AdminSessionSummary, AdminSessionTypeFilter, ExportFormat } from "../../../shared/schemas/admin.js";
import { EmptyState, InlineLoading } from "../../components/state-screens.js";
import { deleteAdminSession, exportAdminSessions } from "../../lib/admin-api.js";
import { saveDownload } from "../../lib/export-files.js";
import { adminKeys } from "../../lib/admin-queries.js";
import { dataOrThrow, errorStatus } from "../../lib/api.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { DeleteSessionModal } from "./delete-session-modal.js";
import { Pagination } from "./pagination.js";
import { SessionsTable } from "./sessions-table.js";
import { useAdminSessions } from "./use-admin-sessions.js";
import { useLocale, useT } from "../../i18n/i18n-provider.js";

/** Search, filter, select, export and delete sessions. */
export function SessionsTab({ session }: { session: AdminSession }) {
  const t = useT();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const list = useAdminSessions(session);
  const [deleting, setDeleting] = useState<AdminSessionSummary | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const deletion = useMutation({
    mutationFn: (id: string) => dataOrThrow(session.call((token) => deleteAdminSession(token, id))),
    onSuccess: (_data, id) => {
      toast.success(t("admin.sessionDeleted"));
      list.forget(id);
      // The list and the totals both changed.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      const status = errorStatus(error);
      if (status !== 401) toast.error(status === 0 ? t("admin.networkError") : t("admin.failedToDelete"));
    },
    onSettled: () => setDeleting(null),
  });

  const runExport = async (format: ExportFormat) => {
    if (list.selected.size === 0) return void toast.error(t("admin.selectSessionsToExport"));
    setExporting(format);
    try {
      const result = await session.call((token) => exportAdminSessions(token, format, [...list.selected], locale));
      if (result.ok) {
        saveDownload(result.data);
        toast.success(t("admin.exportCompleted", { format: format }));
      } else if (result.status !== 401) {
        console.error("Export failed:", result.error);
        toast.error(t("admin.exportFailed"));
      }
    } catch (error) {
      console.error("Export failed:", error);
      toast.error(t("admin.exportFailed"));
    } finally {
      setExporting(null);
    }
  };

  const confirmDelete = async () => {
    if (deleting) await deletion.mutateAsync(deleting.id).catch(() => undefined);
  };

  const count = list.selected.size;
  return (
    <section className="card admin-sessions" aria-label={t("admin.sessionsTab")}>
      <div className="admin-toolbar">
        <div className="admin-search">
          <Search size={18} aria-hidden="true" className="admin-search__icon" />
          <label className="visually-hidden" htmlFor="admin-search">
            {t("admin.searchLabel")}
          </label>
          <input
            id="admin-search"
            className="input"
            type="search"
            placeholder={t("admin.searchPlaceholder")}
            value={list.search}
            onChange={(event) => list.changeSearch(event.target.value)}
          />
        </div>
        <label className="visually-hidden" htmlFor="admin-type-filter">
          {t("admin.typeFilterLabel")}
        </label>
        <select
          id="admin-type-filter"
          className="select admin-type-filter"
          value={list.type}
          onChange={(event) => list.changeType(event.target.value as AdminSessionTypeFilter)}
        >
          <option value="all">{t("admin.allTypes")}</option>
          <option value="regular">{t("admin.regularSessions")}</option>
          <option value="class">{t("admin.classSessions")}</option>
        </select>
        {count > 0 && (
          <div className="row admin-selection-actions">
            <button type="button" className="btn btn--sm" onClick={() => runExport("excel")} disabled={exporting !== null}>
              <FileSpreadsheet size={16} aria-hidden="true" />
              {exporting === "excel" ? t("admin.exporting") : t("admin.excel")}
            </button>
            <button type="button" className="btn btn--sm" onClick={() => runExport("pdf")} disabled={exporting !== null}>
              <FileText size={16} aria-hidden="true" />
              {exporting === "pdf" ? t("admin.exporting") : t("admin.pdf")}
            </button>
            <button type="button" className="btn btn--sm btn--ghost" onClick={list.clearSelection}>
              <X size={16} aria-hidden="true" />
              {t("admin.clearSelection", { count: count })}
            </button>
          </div>
        )}
      </div>

      {list.sessions.length > 0 && (
        <div className="row admin-selection-bar">
          <button type="button" className="link-btn" onClick={list.selectAll}>
            {t("admin.selectAll")}
          </button>
          <span className="muted small" aria-live="polite">
            {t("admin.selectedCount", { selected: count, total: list.pagination.total })}
          </span>
        </div>
      )}

      {list.loading && list.sessions.length === 0 ? (
        <InlineLoading label={t("admin.loadingSessions")} />
      ) : list.sessions.length === 0 ? (
        <EmptyState title={t("admin.noSessionsFound")} />
      ) : (
        <div aria-busy={list.loading}>
          <SessionsTable
            sessions={list.sessions}
            selected={list.selected}
            onToggle={list.toggle}
            onSelectAll={list.selectAll}
            onClear={list.clearSelection}
            onDelete={setDeleting}
          />
        </div>
      )}

      <Pagination pagination={list.pagination} onPage={list.setPage} />
      {deleting && <DeleteSessionModal session={deleting} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />}
    </section>
  );
}
