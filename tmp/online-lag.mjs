import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });
let lagged = 0;
for (let i = 0; i < 40; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent("<p>x</p>");
  await context.setOffline(true);
  if (await page.evaluate(() => navigator.onLine)) lagged++;
  await context.close();
}
console.log("navigator.onLine still true right after setOffline:", lagged, "of 40");
await browser.close();
