import { useEffect, useState, type RefObject } from "react";

const DEFAULT_SIZE = { width: 800, height: 500 };
/** Below this width an 800x500 layout would be drawn at under 75% scale and its smallest words become unreadable. */
const NARROW_BELOW = 600;
const STEP = 20;

/**
 * The spec's 800x500 cloud on wide screens; on a phone the cloud is laid out at the panel's own width (in 20px
 * steps, so small resizes do not re-run the layout) with a squarer shape, so words are drawn at their real size.
 */
export function useCloudSize(container: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState(DEFAULT_SIZE);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const available = element.clientWidth;
      if (available === 0 || available >= NARROW_BELOW) {
        setSize(DEFAULT_SIZE);
        return;
      }
      const width = Math.max(240, Math.floor(available / STEP) * STEP);
      setSize((current) => (current.width === width ? current : { width, height: Math.round(width * 0.85) }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [container]);

  return size;
}
