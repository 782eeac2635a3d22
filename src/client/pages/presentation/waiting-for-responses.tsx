import { MessageCircle } from "lucide-react";
import { useT } from "../../i18n/i18n-provider.js";

/** The empty cloud: the spec's waiting text with the code to type (the join bar and QR code stay below). */
export function WaitingForResponses({ code }: { code: string }) {
  const t = useT();
  return (
    <div className="presentation__waiting">
      <div className="presentation__waiting-icon" aria-hidden="true">
        <MessageCircle size={44} />
      </div>
      <h2 className="presentation__waiting-title">{t("presentation.waitingTitle")}</h2>
      <p className="presentation__waiting-text">
        {t("presentation.waitingBefore")}
        <strong className="presentation__code-value">{code}</strong>
        {t("presentation.waitingAfter")}
      </p>
    </div>
  );
}
