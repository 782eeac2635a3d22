import type { ReactNode } from "react";
import { Modal } from "./modal.js";
import "./qr-card/qr-card.css";

type QrModalProps = {
  title: string;
  qrCodeUrl: string;
  /** The session code shown under the code, for people who would rather type it. */
  sessionCode?: string;
  instructions: string;
  onClose: () => void;
  footer?: ReactNode;
};

/** A large QR code in a dialog (closes on the backdrop, the X or Escape). */
export function QrModal({ title, qrCodeUrl, sessionCode, instructions, onClose, footer }: QrModalProps) {
  return (
    <Modal title={title} onClose={onClose} footer={footer}>
      <div className="qr-modal">
        <img className="qr-modal__image" src={qrCodeUrl} alt={title} width={320} height={320} />
        {sessionCode && <p className="qr-modal__code code-chip">{sessionCode}</p>}
        <p className="qr-modal__instructions">{instructions}</p>
      </div>
    </Modal>
  );
}
