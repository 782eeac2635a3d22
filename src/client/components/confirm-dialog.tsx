import type { ReactNode } from "react";
import { useT } from "../i18n/i18n-provider.js";
import { Modal } from "./modal.js";

type ConfirmDialogProps = {
  title: string;
  /** What happens, and what stays. */
  children: ReactNode;
  confirmLabel: ReactNode;
  /** The confirming button's look: `danger` for what cannot be undone. */
  tone?: "danger" | "primary";
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an action that is hard to take back: Cancel first (where focus lands), then the action. */
export function ConfirmDialog({ title, children, confirmLabel, tone = "danger", busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT();
  const footer = (
    <>
      <button type="button" className="btn" onClick={onCancel} disabled={busy}>
        {t("common.cancel")}
      </button>
      <button type="button" className={`btn btn--${tone}`} disabled={busy} onClick={onConfirm}>
        {confirmLabel}
      </button>
    </>
  );
  return (
    <Modal title={title} onClose={onCancel} footer={footer}>
      {children}
    </Modal>
  );
}
