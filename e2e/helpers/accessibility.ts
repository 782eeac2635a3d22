import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import { expect, type Frame, type Page } from "@playwright/test";
import { animationsFinished } from "./animations.js";

type Finding = { id: string; impact?: string | null; nodes: { target: unknown[] }[] };

// The minified build: the package's `source` is the readable one, more than twice the size to parse in every page.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe in the page itself, put there once per document. (The Playwright wrapper injects axe again on every
 * audit and finishes each one in a blank page of its own, which made an audit of a dozen screens cost minutes.)
 * Our pages have no frames, so one document is the whole page (a page framed by another site is audited in its frame).
 */
async function violations(audited: Page | Frame): Promise<Finding[]> {
  if (!(await audited.evaluate(() => "axe" in window))) await audited.evaluate(AXE_SOURCE);
  // Only violations are read: axe then keeps one node per passed or inapplicable rule instead of all of them.
  return audited.evaluate(async () => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ["violations"] });
    return results.violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map(({ target }) => ({ target: [...target] })) }));
  });
}

/**
 * No serious or critical axe findings, judged on the still page: clouds laid out and animations done, and then
 * audited as a reduced-motion user sees it, so a toast that starts to leave during the audit is never caught half
 * transparent (the still page looks the same either way).
 */
export async function expectNoSeriousViolations(page: Page, where = "", frame?: Frame): Promise<void> {
  await animationsFinished(page);
  // A page that already emulates reduced motion (a whole audit run, which then never waits for a fade) keeps it.
  const alreadyStill = await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches);
  if (!alreadyStill) await page.emulateMedia({ reducedMotion: "reduce" });
  const found = await violations(frame ?? page).finally(() => (alreadyStill ? undefined : page.emulateMedia({ reducedMotion: null })));
  const serious = found.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const prefix = where ? `${where} ` : "";
  // Soft: an audit of many screens reports every screen's findings, not only the first.
  expect.soft(serious.map((violation) => `${prefix}${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}
