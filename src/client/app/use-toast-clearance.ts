import { useEffect } from "react";
import { toastClearance, type ToastLane } from "./toast-placement.js";

/** Sonner's defaults, which app-shell.tsx keeps: 24 px from the screen's edges and 356 px wide; on a phone 16 px and the screen's width. */
const OFFSET_PX = 24;
const WIDTH_PX = 356;
const PHONE_OFFSET_PX = 16;
/** Sonner's gap: how far each toast behind the front one peeks out of the stack. */
const PEEK_PX = 14;
/** A toast of one line, for a stack that is not on screen yet. */
const TOAST_PX = 54;

/**
 * Toasts keep clear of what a screen marks: its primary button (`data-primary-action`) and what the user must be
 * able to read while a toast shows (`data-keep-clear`: the connection status, the words just sent). On a phone they
 * rise from the bottom and are lifted past such boxes; on wider screens they hang from the top right, the spec's
 * place, and move down past one in their corner. The distance is the page's --toast-clearance, read by global.css,
 * measured as the page and its toasts change and as it scrolls. A box higher up leaves the toasts at their edge (lifted above the
 * evaluation's Previous/Next in mid-screen, a toast sat over the class evaluation's answer box).
 */
export function useToastClearance(isPhone: boolean): void {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const width = root.clientWidth;
      const depth = stackDepth();
      const lane: ToastLane = isPhone
        ? { edge: "bottom", offset: PHONE_OFFSET_PX, left: 0, right: width, depth }
        : { edge: "top", offset: OFFSET_PX, left: width - OFFSET_PX - WIDTH_PX, right: width - OFFSET_PX, depth };
      const boxes = [...document.querySelectorAll<HTMLElement>("[data-primary-action], [data-keep-clear]")].map((element) => element.getBoundingClientRect());
      root.style.setProperty("--toast-clearance", `${Math.round(toastClearance(lane, window.innerHeight, boxes))}px`);
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
  }, [isPhone]);
}

/**
 * How deep the stack on screen reaches: its front toast and those behind it peeking out (sonner's collapsed stack).
 * Measured, so a toast fits the gap between two boxes it keeps clear of when there is room for it.
 */
function stackDepth(): number {
  const shown = [...document.querySelectorAll<HTMLElement>("[data-sonner-toast][data-visible='true']:not([data-removed='true'])")];
  const front = shown.find((toast) => toast.dataset.front === "true") ?? shown[0];
  return (front?.offsetHeight || TOAST_PX) + PEEK_PX * Math.max(0, shown.length - 1);
}
