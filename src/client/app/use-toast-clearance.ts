import { useEffect } from "react";

/**
 * On a phone, toasts rise from the bottom of the screen. A screen marks its primary button with
 * `data-primary-action`; while that button sits in the lower half of the screen, the toasts are lifted to just above
 * it (the page's --toast-clearance, read by global.css), so a toast never covers it, and never the header either.
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
        if (box.top > height / 2) clearance = Math.max(clearance, height - box.top);
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
