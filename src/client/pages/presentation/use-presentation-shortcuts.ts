import { useEffect, useRef } from "react";

export type ShortcutKey = "f" | "q" | "s" | "r" | "l" | "?";

/**
 * Single-key shortcuts for a host at a lectern (F fullscreen, Q QR code, S numbers, R rearrange, L language, ? the list). Keys
 * typed into a field, with a modifier or held down are left alone, and nothing fires while `enabled` is false
 * (a dialog is open).
 */
export function usePresentationShortcuts(actions: Record<ShortcutKey, () => void>, enabled: boolean): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      const key = (event.key === "?" ? "?" : event.key.toLowerCase()) as ShortcutKey;
      const action = latest.current[key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
