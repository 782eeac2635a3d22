import { Users } from "lucide-react";
import { useT } from "../../i18n/i18n-provider.js";

/** In place of the answer form when the session has no room for this participant: said before anything is typed. */
export function SessionFull({ maxParticipants }: { maxParticipants: number }) {
  const t = useT();
  return (
    <div className="session-full" role="status">
      <span className="session-full__icon" aria-hidden="true">
        <Users size={32} />
      </span>
      <h2 className="session-full__title">{t("session.sessionFull")}</h2>
      <p className="session-full__body">{t("session.sessionFullBody", { max: maxParticipants })}</p>
    </div>
  );
}
