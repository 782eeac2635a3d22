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
