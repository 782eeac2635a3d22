import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { animationsFinished } from "./animations.js";

/**
 * No serious or critical axe findings, judged on the still page: clouds laid out and animations done, and then
 * audited as a reduced-motion user sees it, so a toast that starts to leave during the audit is never caught half
 * transparent (the still page looks the same either way).
 */
export async function expectNoSeriousViolations(page: Page, where = ""): Promise<void> {
  await animationsFinished(page);
  // A page that already emulates reduced motion (a whole audit run, which then never waits for a fade) keeps it.
  const alreadyStill = await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches);
  if (!alreadyStill) await page.emulateMedia({ reducedMotion: "reduce" });
  // Only violations are read: axe then keeps one node per passed or inapplicable rule instead of all of them.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze().finally(() => (alreadyStill ? undefined : page.emulateMedia({ reducedMotion: null })));
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const prefix = where ? `${where} ` : "";
  // Soft: an audit of many screens reports every screen's findings, not only the first.
  expect.soft(serious.map((violation) => `${prefix}${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}
