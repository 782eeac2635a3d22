import { useCallback, useEffect, useState } from "react";

/**
 * Fullscreen through the Fullscreen API, on the whole document: the presentation then covers the window (see
 * `.presentation--fullscreen`), and the app's toasts, which live outside it, stay visible (in element fullscreen only
 * that element's subtree is drawn). Where the API is missing or refused (older iPads, embedded browsers) the same
 * toggle covers the window without it.
 */
export function useFullscreen() {
  const [native, setNative] = useState(false);
  const [immersive, setImmersive] = useState(false);

  useEffect(() => {
    const sync = () => setNative(document.fullscreenElement === document.documentElement);
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);

  useEffect(() => {
    if (!immersive) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setImmersive(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [immersive]);

  const toggle = useCallback(async () => {
    if (native) {
      await document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (immersive) {
      setImmersive(false);
      return;
    }
    const root = document.documentElement;
    if (document.fullscreenEnabled && root.requestFullscreen) {
      try {
        await root.requestFullscreen();
        return;
      } catch {
        // refused (e.g. not triggered by a gesture): fall back below
      }
    }
    setImmersive(true);
  }, [native, immersive]);

  return { isFullscreen: native || immersive, toggle };
}
