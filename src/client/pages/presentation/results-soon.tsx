import { EyeOff } from "lucide-react";
import { useT } from "../../i18n/i18n-provider.js";

/** While the host hides the current question's results: this screen is sent no words until they are revealed. */
export function ResultsSoon({ code, closed }: { code: string; closed: boolean }) {
  const t = useT();
  return (
    <div className="presentation__waiting">
      <div className="presentation__waiting-icon" aria-hidden="true">
        <EyeOff size={44} />
      </div>
      <h2 className="presentation__waiting-title">{t("presentation.resultsSoon")}</h2>
      {!closed && <p className="presentation__waiting-text">{t("presentation.resultsSoonHint", { code })}</p>}
    </div>
  );
}
