import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { animationsFinished } from "./animations.js";

/** No serious or critical axe findings, judged on the settled page rather than halfway through a fade-in. */
export async function expectNoSeriousViolations(page: Page, where = ""): Promise<void> {
  await animationsFinished(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const prefix = where ? `${where} ` : "";
  expect(serious.map((violation) => `${prefix}${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}
