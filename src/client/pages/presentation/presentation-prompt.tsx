import type { Session } from "../../../shared/schemas/session.js";
import { useT } from "../../i18n/i18n-provider.js";

/**
 * The question the room answers, large enough for the back row: shown once the host has written a prompt or asks
 * more than one question (an empty prompt lets the title, already in the bar, stand in).
 */
export function PresentationPrompt({ session }: { session: Session }) {
  const t = useT();
  const question = session.currentQuestion;
  if (!question || (question.count < 2 && question.prompt === "")) return null;
  return (
    <div className="presentation__prompt" aria-live="polite">
      {question.count > 1 && <p className="presentation__prompt-number">{t("presentation.questionOf", { number: question.number, count: question.count })}</p>}
      <p className="presentation__prompt-text">{question.prompt || session.title}</p>
    </div>
  );
}

/** Once answering is closed, over the cloud: said in type the back row reads, not as a small badge. */
export function ClosedBanner() {
  const t = useT();
  return (
    <div className="presentation__closed-banner" role="status">
      <h2 className="presentation__closed-title">{t("presentation.answeringClosed")}</h2>
    </div>
  );
}
