import { useEffect, useState, type RefObject } from "react";

/** The element's content size, rounded and settled (a resize storm ends in one update). */
export function useElementSize(ref: RefObject<HTMLElement | null>, enabled: boolean): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) {
      setSize(null);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const width = Math.round(element.clientWidth);
      const height = Math.round(element.clientHeight);
      setSize((current) => (current && current.width === width && current.height === height ? current : { width, height }));
    };
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(measure, 150);
    });
    observer.observe(element);
    measure();
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, enabled]);
  return size;
}
