import { useEffect, useState } from "react";

/**
 * The smallest word a projector may show (issue 22): a reader eight screen-heights away needs letters about 1/38 of
 * the screen's height, 28 px on a 1080-line screen. Follows the window (fullscreen or not, a resized window).
 */
export const HALL_HEIGHT_SHARE = 1 / 38;
const LEAST_FONT = 12;

export function hallMinFont(screenHeight: number): number {
  return Math.max(LEAST_FONT, Math.ceil(screenHeight * HALL_HEIGHT_SHARE));
}

export function useHallMinFont(): number {
  const [minFont, setMinFont] = useState(() => hallMinFont(window.innerHeight));
  useEffect(() => {
    const update = () => setMinFont(hallMinFont(window.innerHeight));
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return minFont;
}
