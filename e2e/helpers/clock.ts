import type { Page } from "@playwright/test";

/**
 * Stops the page's installed clock a moment from now. `clock.pauseAt` refuses a time already past, and on a busy
 * machine the page's clock can pass any fixed margin between reading it and pausing, so a refused try goes again.
 */
export async function pausePageClock(page: Page): Promise<void> {
  for (;;) {
    const soon = (await page.evaluate(() => Date.now())) + 250;
    try {
      await page.clock.pauseAt(soon);
      return;
    } catch (error) {
      if (!String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
}
