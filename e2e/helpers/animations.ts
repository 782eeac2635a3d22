import { expect, type Page } from "@playwright/test";

/**
 * Resolves once the page is still: every word cloud has placed all the words it lists (its layout runs in a worker,
 * so it can lag the data), and no finite animation or transition is running or waiting to start (a fade-in's
 * stagger counts), also after two more frames. Infinite ones (spinners, the live dot) are ignored. A fact to wait
 * for before a screenshot or an audit, instead of a fixed time.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const unplaced = [...document.querySelectorAll(".word-cloud")].filter(
            (cloud) => cloud.querySelectorAll(".word-cloud__word").length < cloud.querySelectorAll("ul li").length,
          ).length;
          const finite = () => document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
          await Promise.all(finite().map((animation) => animation.finished.catch(() => undefined)));
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return unplaced + finite().filter((animation) => animation.playState === "running").length;
        }),
      { timeout: 15_000 },
    )
    .toBe(0);
}
