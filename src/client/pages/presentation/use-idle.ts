import { useEffect, useState } from "react";

/** True once the pointer and keyboard have been still for `ms` while `enabled` (fullscreen hides its controls then). */
export function useIdle(enabled: boolean, ms: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setIdle(false);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), ms);
    };
    wake();
    const events = ["pointermove", "pointerdown", "keydown"] as const;
    for (const name of events) document.addEventListener(name, wake);
    return () => {
      clearTimeout(timer);
      for (const name of events) document.removeEventListener(name, wake);
    };
  }, [enabled, ms]);
  return idle;
}
