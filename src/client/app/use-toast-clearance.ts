import { useEffect } from "react";

/** The strip at the bottom of a phone's screen a toast takes: two lines of text, its padding and the offset. */
const TOAST_ZONE_PX = 120;

/**
 * On a phone, toasts rise from the bottom of the screen. A screen marks its primary button with
 * `data-primary-action`; while that button reaches into the strip a toast takes, the toasts are lifted to just above
 * it (the page's --toast-clearance, read by global.css), so a toast never covers it, and never the header either.
 * A button higher up leaves the toast at the bottom, under it, where it covers nothing the user is filling in (lifted
 * above a button in mid-screen, a toast sat over the class evaluation's answer box).
 */
export function useToastClearance(enabled: boolean): void {
  useEffect(() => {
    const root = document.documentElement;
    if (!enabled) {
      root.style.removeProperty("--toast-clearance");
      return;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      const height = window.innerHeight;
      let clearance = 0;
      for (const button of document.querySelectorAll<HTMLElement>("[data-primary-action]")) {
        const box = button.getBoundingClientRect();
        if (box.height === 0 || box.bottom < 0 || box.top > height) continue;
        if (box.bottom > height - TOAST_ZONE_PX) clearance = Math.max(clearance, height - box.top);
      }
      root.style.setProperty("--toast-clearance", `${Math.round(clearance)}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // Screens load and change under the shell: watch the page, its scrolling and the keyboard opening.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    window.visualViewport?.addEventListener("resize", schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      window.visualViewport?.removeEventListener("resize", schedule);
      root.style.removeProperty("--toast-clearance");
    };
  }, [enabled]);
}
