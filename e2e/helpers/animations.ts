import { expect, type Page } from "@playwright/test";

/**
 * Resolves once no finite animation or transition is running or waiting to start (a fade-in's stagger counts):
 * every one has finished, and none started in the two frames after the last ended. Infinite ones (spinners,
 * the live dot) are ignored. A fact to wait for before a screenshot or an audit, instead of a fixed time.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const finite = () => document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
          await Promise.all(finite().map((animation) => animation.finished.catch(() => undefined)));
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return finite().filter((animation) => animation.playState === "running").length;
        }),
      { timeout: 15_000 },
    )
    .toBe(0);
}
