import { useCallback, useEffect, useState, type RefObject } from "react";

/**
 * Fullscreen on the given element through the Fullscreen API. Where the API is missing or refused (older iPads,
 * embedded browsers) the same toggle switches an in-page "immersive" mode that covers the window instead.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [immersive, setImmersive] = useState(false);

  useEffect(() => {
    const sync = () => setNative(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, [target]);

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
    const element = target.current;
    if (element && document.fullscreenEnabled && element.requestFullscreen) {
      try {
        await element.requestFullscreen();
        return;
      } catch {
        // refused (e.g. not triggered by a gesture): fall back below
      }
    }
    setImmersive(true);
  }, [native, immersive, target]);

  return { isFullscreen: native || immersive, isImmersiveFallback: immersive, toggle };
}
