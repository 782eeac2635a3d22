import { useEffect, useRef } from "react";

/** Runs the latest `callback` once calls have paused for `delayMs`; pending calls are dropped on unmount. */
export function useDebouncedCallback(callback: () => void, delayMs: number): () => void {
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const schedule = useRef(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), delayMs);
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return schedule.current;
}
