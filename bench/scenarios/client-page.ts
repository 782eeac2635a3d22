import type { Browser, BrowserContext, CDPSession, Page } from "@playwright/test";
import { installPageProbe } from "./client-page-probe.js";

/** A fresh browser context on the presentation page, with the probe installed and the CPU throttled as asked. */
export async function openProbedPresentation(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  throttle: number,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  // tsx keeps function names with a __name helper the page does not have; give it one.
  await page.addInitScript({ content: `var __name = (target) => target;\n(${installPageProbe.toString()})();` });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  await page.goto(url);
  return { context, page, cdp };
}
