import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Waits until no finite animation has run for a moment: a live cloud may start a fade-in just after the last one ended. */
async function waitForSettledPage(page: Page): Promise<void> {
  for (let round = 0; round < 10; round++) {
    const running = await page.evaluate(async () => {
      const finite = () => document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.all(finite().map((animation) => animation.finished.catch(() => undefined)));
      await new Promise((resolve) => setTimeout(resolve, 400));
      return finite().filter((animation) => animation.playState === "running").length;
    });
    if (running === 0) return;
  }
}

/** No serious or critical axe findings, judged on the settled page rather than halfway through a fade-in. */
export async function expectNoSeriousViolations(page: Page, where = ""): Promise<void> {
  await waitForSettledPage(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const prefix = where ? `${where} ` : "";
  expect(serious.map((violation) => `${prefix}${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}
