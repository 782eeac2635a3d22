import { EyeOff, Lock, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../i18n/i18n-provider.js";

/** What the stage shows in place of a cloud: an icon, a heading the back row can read, and a line under it. */
function StageMessage({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="presentation__waiting">
      <div className="presentation__waiting-icon" aria-hidden="true">
        {icon}
      </div>
      <h2 className="presentation__waiting-title">{title}</h2>
      {children && <p className="presentation__waiting-text">{children}</p>}
    </div>
  );
}

/** The empty cloud: the spec's waiting text with the code to type (the join bar and QR code stay below). */
export function WaitingForResponses({ code }: { code: string }) {
  const t = useT();
  return (
    <StageMessage icon={<MessageCircle size={44} />} title={t("presentation.waitingTitle")}>
      {t("presentation.waitingBefore")}
      <strong className="presentation__code-value">{code}</strong>
      {t("presentation.waitingAfter")}
    </StageMessage>
  );
}

/** While the host hides the current question's results: this screen is sent no words until they are revealed. */
export function ResultsSoon({ code, closed }: { code: string; closed: boolean }) {
  const t = useT();
  if (closed) return <AnsweringClosedMessage>{t("presentation.resultsSoon")}</AnsweringClosedMessage>;
  return (
    <StageMessage icon={<EyeOff size={44} />} title={t("presentation.resultsSoon")}>
      {t("presentation.resultsSoonHint", { code })}
    </StageMessage>
  );
}

/** Answering closed with no cloud to show: the closing is the news, in the stage's largest type. */
export function AnsweringClosedMessage({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <StageMessage icon={<Lock size={44} />} title={t("presentation.answeringClosed")}>
      {children}
    </StageMessage>
  );
}
