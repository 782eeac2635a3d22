import { Copy, Link2, QrCode } from "lucide-react";
import { useState } from "react";
import type { Session } from "../../../shared/schemas/session.js";
import { Modal } from "../../components/modal.js";
import { useCopyToClipboard } from "../../lib/clipboard.js";
import { useT } from "../../i18n/i18n-provider.js";
import type { JoinQr } from "./use-class-dashboard.js";
import { DeletionNotice } from "../../components/deletion-notice/deletion-notice.js";
import { TitledCard } from "../../components/titled-card.js";

type Props = { session: Session; joinQr: JoinQr; respondents: number; responses: number };

/** Session Information and Share Session cards, and the 'Join Class Session' QR modal. */
export function SessionCards({ session, joinQr, respondents, responses }: Props) {
  const t = useT();
  const copy = useCopyToClipboard();
  const [qrOpen, setQrOpen] = useState(false);
  const copyLink = () => void copy(joinQr.joinUrl, t("common.sessionLinkCopied"));

  return (
    <div className="grid grid--2">
      <TitledCard title={t("classDashboard.sessionInformation")}>
        <dl className="class-info">
          <div>
            <dt>{t("classDashboard.sessionCode")}</dt>
            <dd className="row" style={{ gap: 8 }}>
              <span className="code-chip">{session.sessionCode}</span>
              <button
                type="button"
                className="icon-btn"
                aria-label={t("classDashboard.copyCode")}
                onClick={() => void copy(session.sessionCode, t("common.sessionCodeCopied"))}
              >
                <Copy size={18} aria-hidden="true" />
              </button>
            </dd>
          </div>
          <div>
            <dt>{t("classDashboard.status")}</dt>
            <dd>
              <span className={`badge ${session.isActive ? "badge--success" : "badge--danger"}`}>
                {session.isActive ? t("common.active") : t("common.inactive")}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t("classDashboard.respondents")}</dt>
            <dd className="class-info__figure">{respondents}</dd>
          </div>
          <div>
            <dt>{t("classDashboard.responses")}</dt>
            <dd className="class-info__figure">{responses}</dd>
          </div>
        </dl>
        <DeletionNotice sessionId={session.id} />
      </TitledCard>

      <TitledCard title={t("classDashboard.shareSession")}>
        <div className="class-share">
          <div className="stack" style={{ gap: 10, flex: 1, minWidth: 0 }}>
            <button type="button" className="btn btn--primary" onClick={copyLink}>
              <Link2 size={18} aria-hidden="true" />
              {t("classDashboard.copySessionLink")}
            </button>
            <p className="muted small class-share__url">{joinQr.joinUrl}</p>
          </div>
          <button type="button" className="class-share__qr" onClick={() => setQrOpen(true)} aria-label={t("classDashboard.enlargeQr")} disabled={!joinQr.qrCodeUrl}>
            {joinQr.qrCodeUrl ? <img src={joinQr.qrCodeUrl} alt="" width={96} height={96} /> : <QrCode size={40} aria-hidden="true" />}
          </button>
        </div>
      </TitledCard>

      {qrOpen && joinQr.qrCodeUrl && (
        <Modal
          title={t("classDashboard.qrModalTitle")}
          onClose={() => setQrOpen(false)}
          footer={
            <>
              <button type="button" className="btn" onClick={copyLink}>
                <Link2 size={18} aria-hidden="true" />
                {t("classDashboard.copySessionLink")}
              </button>
              <button type="button" className="btn btn--primary" onClick={() => setQrOpen(false)}>
                {t("common.close")}
              </button>
            </>
          }
        >
          <div className="class-qr-modal">
            <img src={joinQr.qrCodeUrl} alt={t("classDashboard.qrAlt")} width={280} height={280} />
            <p>{t("classDashboard.qrModalHint")}</p>
            <span className="code-chip class-qr-modal__code">{session.sessionCode}</span>
          </div>
        </Modal>
      )}
    </div>
  );
}
