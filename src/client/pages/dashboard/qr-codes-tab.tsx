import { AlertTriangle } from "lucide-react";
import { QrCard } from "../../components/qr-card/qr-card.js";
import { commonText } from "../../text/common.js";
import { dashboardText as text } from "../../text/dashboard.js";
import type { QrState } from "./use-dashboard-data.js";
import { TitledCard } from "../../components/titled-card.js";

export function QrCodesTab({ qr, onRetry }: { qr: QrState; onRetry: () => void }) {
  return (
    <div className="stack">
      <h2 className="dashboard__section-title">{text.qrTitle}</h2>
      {qr.status === "loading" && (
        <div className="row muted" role="status">
          <span className="spinner spinner--sm" aria-hidden="true" />
          {text.generatingQr}
        </div>
      )}
      {qr.status === "failed" && (
        <div className="card dashboard-qr-failed" role="alert">
          <AlertTriangle size={28} aria-hidden="true" />
          <p className="empty-state__title">{text.qrFailedTitle}</p>
          <p className="muted">{text.qrFailedMessage}</p>
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            {commonText.tryAgain}
          </button>
        </div>
      )}
      {qr.status === "ready" && (
        <>
          <div className="grid grid--2">
            <QrCard
              title={text.forParticipants}
              description={text.forParticipantsDescription}
              qrCodeUrl={qr.qrCodes.participant.qrCodeUrl}
              url={qr.qrCodes.participant.joinUrl}
              size="large"
            />
            <QrCard
              title={text.forManagement}
              description={text.forManagementDescription}
              qrCodeUrl={qr.qrCodes.admin.qrCodeUrl}
              url={qr.qrCodes.admin.adminUrl}
              // The link may carry the host key; keep it off a projected screen (Copy URL still copies it whole).
              displayUrl={qr.qrCodes.admin.adminUrl.split("#")[0]}
              size="large"
            />
          </div>
          <TitledCard title={text.howToTitle} level={3}>
            <ol className="dashboard-howto">
              {text.howTo.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </TitledCard>
        </>
      )}
    </div>
  );
}
