import { useEffect, useRef } from "react";
import { createKeyedThrottle } from "../../lib/keyed-throttle.js";

/**
 * Runs the latest `callback` at once, then at most once per `intervalMs` with the last call of each window never
 * lost. Unlike a debounce, a steady stream of live updates (one per tick while a hall answers) still refreshes once
 * per interval instead of waiting for the room to fall silent. Nothing runs after unmount.
 */
export function useThrottledCallback(callback: () => void, intervalMs: number): () => void {
  const latest = useRef(callback);
  latest.current = callback;
  const mounted = useRef(true);
  const throttled = useRef<(() => void) | null>(null);
  if (throttled.current === null) {
    const throttle = createKeyedThrottle(intervalMs);
    throttled.current = () => throttle("", () => mounted.current && latest.current());
  }
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  return throttled.current;
}
