import { useCallback } from "react";
import { toast } from "sonner";
import { useT } from "../i18n/i18n-provider.js";

/**
 * Copies text and shows the given success toast (none for null: the caller confirms it beside the button), or the
 * failure toast (in the chosen language) when the browser refuses.
 */
export function useCopyToClipboard(): (text: string, successMessage: string | null) => Promise<boolean> {
  const t = useT();
  return useCallback((text, successMessage) => copyToClipboard(text, successMessage, t("common.copyFailed")), [t]);
}

async function copyToClipboard(text: string, successMessage: string | null, failureMessage: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
    } else {
      copyWithTextarea(text);
    }
    if (successMessage !== null) toast.success(successMessage);
    return true;
  } catch {
    try {
      copyWithTextarea(text);
      if (successMessage !== null) toast.success(successMessage);
      return true;
    } catch {
      toast.error(failureMessage);
      return false;
    }
  }
}

/** Fallback for plain-http LAN addresses, where the async clipboard API is not available. */
function copyWithTextarea(text: string): void {
  const textarea = document.createElement("textarea");
  textarea.value = text;
  textarea.setAttribute("readonly", "");
  textarea.style.position = "fixed";
  textarea.style.opacity = "0";
  document.body.appendChild(textarea);
  textarea.select();
  const copied = document.execCommand("copy");
  textarea.remove();
  if (!copied) throw new Error("copy refused");
}
