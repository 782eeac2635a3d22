import { FileSpreadsheet, FileText } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { ExportCloud, ExportFormat } from "../../../shared/schemas/admin.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useServerError } from "../../i18n/use-server-error.js";
import { exportHostSession, saveDownload } from "../../lib/export-files.js";

type Props = { sessionId: string; drawnCloud: () => ExportCloud | undefined };

/** The host's Excel workbook and PDF report of the session (the PDF opening with the cloud as shown), beside the JSON export. */
export function HostExportButtons({ sessionId, drawnCloud }: Props) {
  const t = useT();
  const serverError = useServerError();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const result = await exportHostSession(sessionId, format, format === "pdf" ? drawnCloud() : undefined);
      if (!result.ok) return void toast.error(serverError(result.error, result.code));
      saveDownload(result.data);
      toast.success(t("dashboard.fileDownloaded", { file: result.data.fileName }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="dashboard-export-files" role="group" aria-label={t("dashboard.exportFilesLabel")}>
      <button type="button" className="btn btn--sm" aria-label={t("dashboard.exportExcelLabel")} disabled={busy !== null} onClick={() => void download("excel")}>
        {busy === "excel" ? <span className="spinner spinner--sm" aria-hidden="true" /> : <FileSpreadsheet size={16} aria-hidden="true" />}
        {t("dashboard.exportExcel")}
      </button>
      <button type="button" className="btn btn--sm" aria-label={t("dashboard.exportPdfLabel")} disabled={busy !== null} onClick={() => void download("pdf")}>
        {busy === "pdf" ? <span className="spinner spinner--sm" aria-hidden="true" /> : <FileText size={16} aria-hidden="true" />}
        {t("dashboard.exportPdf")}
      </button>
    </div>
  );
}
