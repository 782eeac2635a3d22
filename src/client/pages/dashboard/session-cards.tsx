import { Copy, Download, KeyRound, Link2, QrCode } from "lucide-react";
import type { ExportCloud } from "../../../shared/schemas/admin.js";
import type { Session } from "../../../shared/schemas/session.js";
import { useCopyToClipboard } from "../../lib/clipboard.js";
import { useLocale, useT } from "../../i18n/i18n-provider.js";
import type { QrState } from "./use-dashboard-data.js";
import { DeletionNotice } from "../../components/deletion-notice/deletion-notice.js";
import { TitledCard } from "../../components/titled-card.js";
import { ExportFileButtons } from "../../components/export-file-buttons.js";
import { exportHostSession } from "../../lib/export-files.js";
import { capacityLevel, type CapacityLevel } from "../../components/capacity-notice/capacity.js";

const CAPACITY_BADGE: Record<CapacityLevel, string> = { room: "", filling: "badge--warning", full: "badge--danger" };

type Props = {
  session: Session;
  qr: QrState;
  onCopyCode: () => void;
  onCopyLink: () => void;
  onEnlargeQr: () => void;
  onExport: () => void;
  /** The cloud as the dashboard shows it now, for the PDF's first page (none while the cloud is not on screen). */
  drawnCloud: () => ExportCloud | undefined;
  /** The #hostKey link, when this browser holds the key. */
  managementLink: string | null;
  /** This browser may act as the host: the host's own files (Excel, PDF) are offered. */
  host: boolean;
  /** Participants admitted so far (live with the question list's counts). */
  participants: number;
};

/** The information card (code, status, visibility, participants) and the share card (link, QR thumbnail, export). */
export function SessionCards({ session, qr, onCopyCode, onCopyLink, onEnlargeQr, onExport, drawnCloud, managementLink, host, participants }: Props) {
  const t = useT();
  const { locale } = useLocale();
  const copy = useCopyToClipboard();
  return (
    <div className="grid dashboard-session-cards">
      <TitledCard title={t("dashboard.infoTitle")}>
        <dl className="dashboard-facts">
          <div className="dashboard-facts__row">
            <dt>{t("dashboard.sessionCode")}</dt>
            <dd className="row" style={{ gap: 8 }}>
              <span className="code-chip dashboard__code" data-testid="session-code">
                {session.sessionCode}
              </span>
              <button type="button" className="icon-btn dashboard__copy" onClick={onCopyCode} aria-label={t("dashboard.copyCode")} title={t("dashboard.copyCode")}>
                <Copy size={16} aria-hidden="true" />
              </button>
            </dd>
          </div>
          <div className="dashboard-facts__row">
            <dt>{t("dashboard.status")}</dt>
            <dd>
              <span className={`badge ${session.isActive ? "badge--success" : "badge--danger"}`}>{session.isActive ? t("common.active") : t("common.inactive")}</span>
            </dd>
          </div>
          <div className="dashboard-facts__row">
            <dt>{t("dashboard.visibility")}</dt>
            <dd>
              <span className={`badge ${session.isPublic ? "badge--info" : ""}`}>{session.isPublic ? t("common.public") : t("common.private")}</span>
            </dd>
          </div>
          <div className="dashboard-facts__row">
            <dt>{t("dashboard.participants")}</dt>
            <dd>
              <span className={`badge ${CAPACITY_BADGE[capacityLevel(participants, session.maxParticipants)]}`}>{t("dashboard.participantsOf", { count: participants, max: session.maxParticipants })}</span>
            </dd>
          </div>
        </dl>
        <DeletionNotice sessionId={session.id} />
      </TitledCard>
      <TitledCard title={t("dashboard.shareTitle")}>
        <div className="dashboard-share">
          <button type="button" className="dashboard-share__qr" onClick={onEnlargeQr} disabled={qr.status !== "ready"} aria-label={t("dashboard.enlargeQr")}>
            {qr.status === "ready" ? (
              <img src={qr.qrCodes.participant.qrCodeUrl} alt="" width={96} height={96} />
            ) : qr.status === "loading" ? (
              <span className="spinner spinner--sm" aria-hidden="true" />
            ) : (
              <QrCode size={40} aria-hidden="true" />
            )}
          </button>
          <div className="dashboard-share__buttons">
            <button type="button" className="btn btn--block" onClick={onCopyLink}>
              <Link2 size={18} aria-hidden="true" />
              {t("dashboard.copyLink")}
            </button>
            <button type="button" className="btn btn--block" onClick={onExport}>
              <Download size={18} aria-hidden="true" />
              {t("dashboard.exportData")}
            </button>
            {host && (
              <ExportFileButtons
                className="dashboard-export-files"
                request={(format) => exportHostSession(session.id, format, locale, format === "pdf" ? drawnCloud() : undefined)}
                labels={{ group: t("dashboard.exportFilesLabel"), excel: t("dashboard.exportExcelLabel"), pdf: t("dashboard.exportPdfLabel") }}
              />
            )}
          </div>
        </div>
        {managementLink && (
          <div className="dashboard-manage-link">
            <button
              type="button"
              className="btn btn--sm"
              aria-describedby="management-link-warning"
              onClick={() => void copy(managementLink, t("dashboard.managementLinkCopied"))}
            >
              <KeyRound size={16} aria-hidden="true" />
              {t("dashboard.copyManagementLink")}
            </button>
            <p className="small dashboard-manage-link__warning" id="management-link-warning">
              {t("dashboard.managementLinkWarning")}
            </p>
          </div>
        )}
      </TitledCard>
    </div>
  );
}
