import { useEffect, useRef } from "react";

/** This screen's keys, which anyone watching may press (they change only this screen). */
export type ViewKey = "f" | "q" | "s" | "r" | "l" | "?";
/** The host's keys, which change the session; → / ← and Page Down / Page Up are what presentation clickers send. */
export type HostKey = "n" | "p" | "arrowright" | "arrowleft" | "pagedown" | "pageup" | "h" | "c" | "a";
export type ShortcutActions = Record<ViewKey, () => void> & Partial<Record<HostKey, () => void>>;

/**
 * Single-key shortcuts for a host at a lectern (see the ? list). Keys typed into a field, with a modifier or held
 * down are left alone, and nothing fires while `enabled` is false (a dialog is open). A key without an action here
 * (a host key in a participant's browser) keeps its browser default.
 */
export function usePresentationShortcuts(actions: ShortcutActions, enabled: boolean): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      const key = (event.key === "?" ? "?" : event.key.toLowerCase()) as ViewKey | HostKey;
      const action = (latest.current as Partial<Record<ViewKey | HostKey, () => void>>)[key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
