import { FileSpreadsheet, FileText } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { ExportFormat } from "../../shared/schemas/admin.js";
import { useT } from "../i18n/i18n-provider.js";
import { useServerError } from "../i18n/use-server-error.js";
import type { ApiResult } from "../lib/api.js";
import { saveDownload, type ExportDownload } from "../lib/export-files.js";
import "./export-file-buttons.css";

type Props = {
  /** Asks the server for the file in `format`. */
  request: (format: ExportFormat) => Promise<ApiResult<ExportDownload>>;
  /** The group's name, and each button's, for screen readers. */
  labels: { group: string; excel: string; pdf: string };
  className?: string;
};

/** An Excel and a PDF button that download a report, each showing it is busy and toasting the file's name or the server's error. */
export function ExportFileButtons({ request, labels, className }: Props) {
  const t = useT();
  const serverError = useServerError();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const result = await request(format);
      if (!result.ok) return void toast.error(serverError(result.error, result.code));
      saveDownload(result.data);
      toast.success(t("dashboard.fileDownloaded", { file: result.data.fileName }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={`export-files${className ? ` ${className}` : ""}`} role="group" aria-label={labels.group}>
      <button type="button" className="btn btn--sm" aria-label={labels.excel} disabled={busy !== null} onClick={() => void download("excel")}>
        {busy === "excel" ? <span className="spinner spinner--sm" aria-hidden="true" /> : <FileSpreadsheet size={16} aria-hidden="true" />}
        {t("dashboard.exportExcel")}
      </button>
      <button type="button" className="btn btn--sm" aria-label={labels.pdf} disabled={busy !== null} onClick={() => void download("pdf")}>
        {busy === "pdf" ? <span className="spinner spinner--sm" aria-hidden="true" /> : <FileText size={16} aria-hidden="true" />}
        {t("dashboard.exportPdf")}
      </button>
    </div>
  );
}
