import { useEffect, useState } from "react";

/** How long a search box waits after the last keystroke before it asks the server. */
export const SEARCH_DELAY_MS = 300;

/** `value` once it has stayed the same for `delayMs`: a search box asks the server once a pause, not once a keystroke. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
