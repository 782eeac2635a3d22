import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useT } from "../i18n/i18n-provider.js";

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
 * A modal on the native <dialog>: the browser makes the rest of the page inert (no clicks, no Tab, hidden from
 * screen readers) and traps focus; the page behind does not scroll (global.css); focus moves to the first field and
 * returns where it was on close. Escape, the backdrop and the X close it.
 */
export function Modal({ title, onClose, children, footer, wide, ignoreEscape }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const firstField = dialog.querySelector<HTMLElement>("input, textarea, select, button:not([data-modal-close])");
    firstField?.focus();
    return () => {
      if (dialog.open) dialog.close();
      previouslyFocused?.focus?.();
    };
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    // Escape fires "cancel"; the dialog stays under React's control and closes only when the caller unmounts it.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (!ignoreEscape) onCloseRef.current();
    };
    dialog?.addEventListener("cancel", onCancel);
    return () => dialog?.removeEventListener("cancel", onCancel);
  }, [ignoreEscape]);

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
