import { Lock } from "lucide-react";
import { useT } from "../../i18n/i18n-provider.js";

/** In place of the answer form once the host closes answering: a card read at a glance, not a greyed-out form. */
export function AnsweringClosed() {
  const t = useT();
  return (
    <div className="session-full answering-closed" role="status">
      <span className="session-full__icon" aria-hidden="true">
        <Lock size={32} />
      </span>
      <h2 className="session-full__title">{t("session.answeringClosedTitle")}</h2>
      <p className="session-full__body">{t("session.answeringClosedBody")}</p>
    </div>
  );
}
