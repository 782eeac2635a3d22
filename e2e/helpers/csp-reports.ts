import type { Page } from "@playwright/test";

/**
 * Collects what the page's Content-Security-Policy refused: every `securitypolicyviolation` event (Chromium reports
 * a refused `new Function` this way even when the script catches the throw) and every console error or warning
 * that mentions the policy. Call before the page loads; read with `reports()` after each load.
 */
export async function watchCspReports(page: Page): Promise<{ reports: () => Promise<string[]> }> {
  const console: string[] = [];
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && /Content Security Policy|unsafe-eval/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspReports: string[] }).cspReports = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`));
  });
  return {
    reports: async () => [...console.splice(0), ...(await page.evaluate(() => (window as unknown as { cspReports: string[] }).cspReports))],
  };
}
