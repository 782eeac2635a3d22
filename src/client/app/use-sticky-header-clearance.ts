import { useEffect, type RefObject } from "react";

/**
 * Keeps `--sticky-header` on <html> at the height of the sticky page header (0 where a screen makes it static), so
 * `scroll-padding-top` (global.css) scrolls a control that Tab or Shift+Tab reaches clear of the header instead of
 * under it, where its focus ring would be hidden.
 */
export function useStickyHeaderClearance(headerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const root = document.documentElement;
    const update = () => {
      const sticky = getComputedStyle(header).position === "sticky";
      root.style.setProperty("--sticky-header", `${sticky ? Math.ceil(header.getBoundingClientRect().height) : 0}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--sticky-header");
    };
  }, [headerRef]);
}
