import { useEffect, useRef, useState } from "react";

/** Passes a changing message on to an aria-live region at most once per interval, so a busy room stays calm. */
export function useThrottledAnnouncement(message: string, intervalMs = 10_000): string {
  const [announced, setAnnounced] = useState("");
  const last = useRef(0);
  const latest = useRef(message);
  latest.current = message;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (message === announced || timer.current) return;
    const wait = Math.max(0, last.current + intervalMs - Date.now());
    timer.current = setTimeout(() => {
      timer.current = undefined;
      last.current = Date.now();
      setAnnounced(latest.current);
    }, wait);
  }, [message, announced, intervalMs]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return announced;
}
