import { Lock, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../i18n/i18n-provider.js";

/** A card in place of the answer form, read at a glance: why this phone cannot answer now. */
function FormStandIn({ icon, title, body, className = "" }: { icon: ReactNode; title: string; body: string; className?: string }) {
  return (
    <div className={`session-full ${className}`.trim()} role="status">
      <span className="session-full__icon" aria-hidden="true">
        {icon}
      </span>
      <h2 className="session-full__title">{title}</h2>
      <p className="session-full__body">{body}</p>
    </div>
  );
}

/** In place of the answer form when the session has no room for this participant: said before anything is typed. */
export function SessionFull({ maxParticipants }: { maxParticipants: number }) {
  const t = useT();
  return <FormStandIn icon={<Users size={32} />} title={t("session.sessionFull")} body={t("session.sessionFullBody", { max: maxParticipants })} />;
}

/** In place of the answer form once the host closes answering: a card, not a greyed-out form. */
export function AnsweringClosed() {
  const t = useT();
  return <FormStandIn icon={<Lock size={32} />} title={t("session.answeringClosedTitle")} body={t("session.answeringClosedBody")} className="answering-closed" />;
}
