import { MessageCircle } from "lucide-react";
import { presentationText as text } from "../../text/presentation.js";

/** The empty cloud: the spec's waiting text with the code to type (the join bar and QR code stay below). */
export function WaitingForResponses({ code }: { code: string }) {
  const [before, after] = text.waitingMessage(code).split(code);
  return (
    <div className="presentation__waiting">
      <div className="presentation__waiting-icon" aria-hidden="true">
        <MessageCircle size={44} />
      </div>
      <h2 className="presentation__waiting-title">{text.waitingTitle}</h2>
      <p className="presentation__waiting-text">
        {before}
        <strong className="presentation__code-value">{code}</strong>
        {after}
      </p>
    </div>
  );
}
