import { useEffect, useState, type RefObject } from "react";
import type { Stage } from "./view-fit.js";

/** A resize storm (dragging a window edge, entering fullscreen) settles into one re-pack after this long. */
const SETTLE_MS = 200;

/**
 * The stage element's size in CSS px: `live` follows every resize (the view is re-centred at once, no frame is drawn
 * off-centre), `settled` changes once a resize has stopped (the layout is packed afresh for it).
 */
export function useStageSize(ref: RefObject<HTMLElement | null>, enabled: boolean): { live: Stage | null; settled: Stage | null } {
  const [live, setLive] = useState<Stage | null>(null);
  const [settled, setSettled] = useState<Stage | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const same = (a: Stage | null, b: Stage) => a !== null && a.width === b.width && a.height === b.height;
    const measure = (width: number, height: number, now: boolean) => {
      const next = { width: Math.round(width), height: Math.round(height) };
      setLive((current) => (same(current, next) ? current : next));
      clearTimeout(timer);
      const settle = () => setSettled((current) => (same(current, next) ? current : next));
      if (now) settle();
      else timer = setTimeout(settle, SETTLE_MS);
    };
    measure(element.clientWidth, element.clientHeight, true);
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) measure(entry.contentRect.width, entry.contentRect.height, false);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, enabled]);
  return { live, settled };
}
