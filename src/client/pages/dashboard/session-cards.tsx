import { Copy, Download, KeyRound, Link2, QrCode } from "lucide-react";
import type { Session } from "../../../shared/schemas/session.js";
import { copyToClipboard } from "../../lib/clipboard.js";
import { commonText } from "../../text/common.js";
import { dashboardText as text } from "../../text/dashboard.js";
import type { QrState } from "./use-dashboard-data.js";
import { TitledCard } from "../../components/titled-card.js";

type Props = {
  session: Session;
  qr: QrState;
  onCopyCode: () => void;
  onCopyLink: () => void;
  onEnlargeQr: () => void;
  onExport: () => void;
  /** The #hostKey link, when this browser holds the key. */
  managementLink: string | null;
  /** Participants admitted so far (live with the question list's counts). */
  participants: number;
};

/** The information card (code, status, visibility, participants) and the share card (link, QR thumbnail, export). */
export function SessionCards({ session, qr, onCopyCode, onCopyLink, onEnlargeQr, onExport, managementLink, participants }: Props) {
  return (
    <div className="grid grid--2">
      <TitledCard title={text.infoTitle}>
        <dl className="dashboard-facts">
          <div className="dashboard-facts__row">
            <dt>{text.sessionCode}</dt>
            <dd className="row" style={{ gap: 8 }}>
              <span className="code-chip dashboard__code" data-testid="session-code">
                {session.sessionCode}
              </span>
              <button type="button" className="icon-btn dashboard__copy" onClick={onCopyCode} aria-label={text.copyCode} title={text.copyCode}>
                <Copy size={16} aria-hidden="true" />
              </button>
            </dd>
          </div>
          <div className="dashboard-facts__row">
            <dt>{text.status}</dt>
            <dd>
              <span className={`badge ${session.isActive ? "badge--success" : "badge--danger"}`}>{session.isActive ? commonText.active : commonText.inactive}</span>
            </dd>
          </div>
          <div className="dashboard-facts__row">
            <dt>{text.visibility}</dt>
            <dd>
              <span className={`badge ${session.isPublic ? "badge--info" : ""}`}>{session.isPublic ? commonText.public : commonText.private}</span>
            </dd>
          </div>
          <div className="dashboard-facts__row">
            <dt>{text.participants}</dt>
            <dd>
              <span className={`badge ${participants >= session.maxParticipants ? "badge--danger" : ""}`}>{text.participantsOf(participants, session.maxParticipants)}</span>
            </dd>
          </div>
        </dl>
      </TitledCard>
      <TitledCard title={text.shareTitle}>
        <div className="dashboard-share">
          <button type="button" className="dashboard-share__qr" onClick={onEnlargeQr} disabled={qr.status !== "ready"} aria-label={text.enlargeQr}>
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
              {text.copyLink}
            </button>
            <button type="button" className="btn btn--block" onClick={onExport}>
              <Download size={18} aria-hidden="true" />
              {text.exportData}
            </button>
          </div>
        </div>
        {managementLink && (
          <div className="dashboard-manage-link">
            <button
              type="button"
              className="btn btn--sm"
              aria-describedby="management-link-warning"
              onClick={() => void copyToClipboard(managementLink, text.managementLinkCopied)}
            >
              <KeyRound size={16} aria-hidden="true" />
              {text.copyManagementLink}
            </button>
            <p className="small dashboard-manage-link__warning" id="management-link-warning">
              {text.managementLinkWarning}
            </p>
          </div>
        )}
      </TitledCard>
    </div>
  );
}
