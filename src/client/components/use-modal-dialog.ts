import { useEffect, useRef, type RefObject } from "react";

/**
 * Shows a native <dialog> as a modal for as long as the calling component is mounted: the browser makes the rest of
 * the page inert (no clicks, no Tab, hidden from screen readers) and keeps focus inside; the page behind does not
 * scroll (global.css); `initialFocus` picks what gets the focus first, and on unmount the focus returns to the element
 * that had it before (the opener). Escape fires the dialog's "cancel", which calls `onCancel` (the dialog stays under
 * React's control and closes only when the caller unmounts it); without `onCancel` Escape does nothing here.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  { onCancel, initialFocus }: { onCancel?: () => void; initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null | undefined },
): void {
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;
  const initialFocusRef = useRef(initialFocus);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    initialFocusRef.current?.(dialog)?.focus();
    const cancel = (event: Event) => {
      // Only this dialog's own Escape: a nested dialog's "cancel" does not bubble, but be sure.
      if (event.target !== dialog) return;
      event.preventDefault();
      cancelRef.current?.();
    };
    dialog.addEventListener("cancel", cancel);
    return () => {
      dialog.removeEventListener("cancel", cancel);
      if (dialog.open) dialog.close();
      previouslyFocused?.focus?.();
    };
  }, [dialogRef]);
}
