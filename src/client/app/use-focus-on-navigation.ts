import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** How long a screen may take to load (its chunk, its data) before focus is left where it is. */
const GIVE_UP_MS = 5_000;

/**
 * After each navigation inside the app, focus goes to the new screen's main heading, unless the screen already put
 * it somewhere (a field with autofocus) — so a keyboard or screen-reader user starts at the top of what changed
 * instead of on the page body. Screens load lazily, so it waits for the heading to appear.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const started = performance.now();
    let frame = requestAnimationFrame(function look() {
      const active = document.activeElement;
      if (active && active !== document.body && document.contains(active) && !active.closest(".shell-bar")) return;
      const heading = document.querySelector<HTMLElement>("main h1, h1");
      if (heading) {
        if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
        heading.focus({ preventScroll: true });
        return;
      }
      if (performance.now() - started < GIVE_UP_MS) frame = requestAnimationFrame(look);
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
