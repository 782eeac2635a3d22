import type { Locator } from "@playwright/test";

/** A drawn word as the browser lays it out: its element's box on screen and its font size in screen px. */
export type DrawnWord = { word: string; frequency: number; font: number; left: number; top: number; right: number; bottom: number };

/** Every drawn word of a cloud, with its on-screen box (the element's, not only the ink) and font size. */
export async function drawnWords(cloud: Locator): Promise<DrawnWord[]> {
  return cloud.evaluate((node) => {
    const zoom = Number(node.getAttribute("data-zoom"));
    return [...node.querySelectorAll<HTMLElement>(".word-cloud__word")].map((word) => {
      const rect = word.getBoundingClientRect();
      return {
        word: word.dataset.word ?? "",
        frequency: Number(word.dataset.frequency),
        font: Number(word.dataset.size) * zoom,
        left: rect.left,
        top: rect.top,
        right: rect.right,
        bottom: rect.bottom,
      };
    });
  });
}

/** The narrowest gap between two word boxes, as a share of the smaller word's font size (Infinity for one word). */
export function smallestGapShare(words: DrawnWord[]): { share: number; pair: string } {
  let share = Infinity;
  let pair = "";
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length; j++) {
      const a = words[i]!;
      const b = words[j]!;
      const across = Math.max(a.left - b.right, b.left - a.right);
      const down = Math.max(a.top - b.bottom, b.top - a.bottom);
      const gap = Math.max(across, down) / Math.min(a.font, b.font);
      if (gap < share) {
        share = gap;
        pair = `${a.word} / ${b.word}`;
      }
    }
  }
  return { share, pair };
}

/** Share of the stage the words' bounding box covers. */
export async function fillShare(cloud: Locator): Promise<number> {
  return cloud.evaluate((node) => {
    const stage = node.querySelector(".word-cloud__stage")!.getBoundingClientRect();
    const rects = [...node.querySelectorAll(".word-cloud__word")].map((word) => word.getBoundingClientRect());
    const width = Math.min(stage.right, Math.max(...rects.map((rect) => rect.right))) - Math.max(stage.left, Math.min(...rects.map((rect) => rect.left)));
    const height = Math.min(stage.bottom, Math.max(...rects.map((rect) => rect.bottom))) - Math.max(stage.top, Math.min(...rects.map((rect) => rect.top)));
    return (width * height) / (stage.width * stage.height);
  });
}

/** How far the most frequent word's box centre is from the stage's centre, as shares of the stage's width and height. */
export async function topWordOffset(cloud: Locator): Promise<{ x: number; y: number }> {
  return cloud.evaluate((node) => {
    const stage = node.querySelector(".word-cloud__stage")!.getBoundingClientRect();
    const words = [...node.querySelectorAll<HTMLElement>(".word-cloud__word")];
    const top = words.reduce((best, word) => (Number(word.dataset.frequency) > Number(best.dataset.frequency) ? word : best));
    const rect = top.getBoundingClientRect();
    return {
      x: Math.abs((rect.left + rect.right) / 2 - (stage.left + stage.right) / 2) / stage.width,
      y: Math.abs((rect.top + rect.bottom) / 2 - (stage.top + stage.bottom) / 2) / stage.height,
    };
  });
}

/** Where a drawn word stands on screen: its box's centre across and its baseline down (it grows and shrinks about that point), and its font size as drawn. */
export type WordAnchor = { word: string; x: number; y: number; font: number };

/** Every drawn word's anchor, read from its box as the browser draws it now (mid-transition too), and the stage's box. */
export async function wordAnchors(cloud: Locator): Promise<{ stage: { left: number; top: number; width: number; height: number }; words: WordAnchor[] }> {
  return cloud.evaluate((node) => {
    const view = node.querySelector<HTMLElement>(".word-cloud__view")!;
    // The baseline's place in a line-height 1 box of the cloud's font: a zero-height inline block rests on it.
    const probe = document.createElement("div");
    probe.style.cssText = `position:absolute;top:0;left:0;visibility:hidden;line-height:1;font-size:100px;white-space:nowrap;font-family:${view.style.fontFamily};font-weight:${view.style.fontWeight}`;
    probe.innerHTML = 'Hg<span style="display:inline-block;width:0;height:0"></span>';
    document.body.append(probe);
    const line = probe.getBoundingClientRect();
    const baseline = (probe.lastElementChild!.getBoundingClientRect().bottom - line.top) / line.height;
    probe.remove();
    const stage = node.querySelector(".word-cloud__stage")!.getBoundingClientRect();
    const words = [...node.querySelectorAll<HTMLElement>(".word-cloud__word")].map((word) => {
      const box = word.getBoundingClientRect();
      return { word: word.dataset.word ?? "", x: (box.left + box.right) / 2, y: box.top + baseline * box.height, font: box.height };
    });
    return { stage: { left: stage.left, top: stage.top, width: stage.width, height: stage.height }, words };
  });
}

/**
 * The one zoom (screen = scale × before + shift, least squares over the words in both) that best explains how the
 * words' anchors moved between two readings, its fixed point (null when the scale is 1), and the word it explains
 * worst with how far off it is (px).
 */
export function uniformZoomBetween(before: WordAnchor[], after: WordAnchor[]): { scale: number; shift: { x: number; y: number }; origin: { x: number; y: number } | null; worst: { word: string; off: number } } {
  const now = new Map(after.map((anchor) => [anchor.word, anchor]));
  const pairs = before.flatMap((anchor) => (now.has(anchor.word) ? [[anchor, now.get(anchor.word)!] as const] : []));
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const [px, py, qx, qy] = [mean(pairs.map(([p]) => p.x)), mean(pairs.map(([p]) => p.y)), mean(pairs.map(([, q]) => q.x)), mean(pairs.map(([, q]) => q.y))];
  let covariance = 0;
  let variance = 0;
  for (const [p, q] of pairs) {
    covariance += (p.x - px) * (q.x - qx) + (p.y - py) * (q.y - qy);
    variance += (p.x - px) ** 2 + (p.y - py) ** 2;
  }
  const scale = variance > 0 ? covariance / variance : 1;
  const shift = { x: qx - scale * px, y: qy - scale * py };
  let worst = { word: "", off: 0 };
  for (const [p, q] of pairs) {
    const off = Math.hypot(q.x - (scale * p.x + shift.x), q.y - (scale * p.y + shift.y));
    if (off > worst.off) worst = { word: p.word, off };
  }
  const origin = Math.abs(1 - scale) > 1e-6 ? { x: shift.x / (1 - scale), y: shift.y / (1 - scale) } : null;
  return { scale, shift, origin, worst };
}
