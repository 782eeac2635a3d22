import { CLOUD_FONT, CLOUD_FONT_WEIGHT } from "./layout-protocol.js";

let cached: number | null = null;

/**
 * Where the alphabetic baseline sits below the top of a word's box at `line-height: 1`, in em. The layout places
 * words by centre and baseline (as the canvas drew them); an HTML word is positioned by its box, so it is shifted
 * up by this much. A line box of 1em holds the font's ascent and descent centred: the baseline is at
 * (1 + ascent − descent) / 2 em, with the same font metrics the layout's canvas used.
 */
export function baselineEm(): number {
  if (cached !== null) return cached;
  const context = typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d");
  if (!context) return 0.8;
  context.font = `normal ${CLOUD_FONT_WEIGHT} 100px ${CLOUD_FONT}`;
  const metrics = context.measureText("Hg");
  const ascent = metrics.fontBoundingBoxAscent / 100;
  const descent = metrics.fontBoundingBoxDescent / 100;
  cached = Number.isFinite(ascent) && Number.isFinite(descent) && ascent > 0 ? (1 + ascent - descent) / 2 : 0.8;
  return cached;
}
