import { X } from "lucide-react";
import { useId, useRef, type ReactNode } from "react";
import { useT } from "../i18n/i18n-provider.js";
import { useModalDialog } from "./use-modal-dialog.js";

type ModalProps = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** Escape is handled by the caller (e.g. a detail view that must close first). */
  ignoreEscape?: boolean;
};

/**
 * A modal on the native <dialog> (use-modal-dialog.ts: inert page behind, no scrolling, focus returned to the opener);
 * focus moves to the first field. Escape, the backdrop and the X close it.
 */
export function Modal({ title, onClose, children, footer, wide, ignoreEscape }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useModalDialog(dialogRef, {
    onCancel: ignoreEscape ? undefined : onClose,
    initialFocus: (dialog) => dialog.querySelector<HTMLElement>("input, textarea, select, button:not([data-modal-close])"),
  });

  return (
    <dialog
      className={`modal${wide ? " modal--wide" : ""}`}
      aria-labelledby={titleId}
      ref={dialogRef}
      // A press on the backdrop lands on the <dialog> itself; its content sits in .modal__panel.
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={t("common.close")} data-modal-close>
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </dialog>
  );
}
