import { AlertTriangle } from "lucide-react";
import { QrCard } from "../../components/qr-card/qr-card.js";
import { useT } from "../../i18n/i18n-provider.js";
import type { QrState } from "./use-dashboard-data.js";
import { TitledCard } from "../../components/titled-card.js";

/** The how-to list under the codes, in its order. */
const HOW_TO = ["dashboard.howTo1", "dashboard.howTo2", "dashboard.howTo3", "dashboard.howTo4"] as const;

export function QrCodesTab({ qr, onRetry }: { qr: QrState; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="stack">
      <h2 className="dashboard__section-title">{t("dashboard.qrTitle")}</h2>
      {qr.status === "loading" && (
        <div className="row muted" role="status">
          <span className="spinner spinner--sm" aria-hidden="true" />
          {t("dashboard.generatingQr")}
        </div>
      )}
      {qr.status === "failed" && (
        <div className="card dashboard-qr-failed" role="alert">
          <AlertTriangle size={28} aria-hidden="true" />
          <p className="empty-state__title">{t("dashboard.qrFailedTitle")}</p>
          <p className="muted">{t("dashboard.qrFailedMessage")}</p>
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            {t("common.tryAgain")}
          </button>
        </div>
      )}
      {qr.status === "ready" && (
        <>
          <div className="grid grid--2">
            <QrCard
              title={t("dashboard.forParticipants")}
              description={t("dashboard.forParticipantsDescription")}
              qrCodeUrl={qr.qrCodes.participant.qrCodeUrl}
              url={qr.qrCodes.participant.joinUrl}
              size="large"
            />
            <QrCard
              title={t("dashboard.forManagement")}
              description={t("dashboard.forManagementDescription")}
              qrCodeUrl={qr.qrCodes.admin.qrCodeUrl}
              url={qr.qrCodes.admin.adminUrl}
              // The link may carry the host key; keep it off a projected screen (Copy URL still copies it whole).
              displayUrl={qr.qrCodes.admin.adminUrl.split("#")[0]}
              size="large"
            />
          </div>
          <TitledCard title={t("dashboard.howToTitle")} level={3}>
            <ol className="dashboard-howto">
              {HOW_TO.map((step) => (
                <li key={step}>{t(step)}</li>
              ))}
            </ol>
          </TitledCard>
        </>
      )}
    </div>
  );
}
