import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:5200"; const sid = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });
for (const width of [390, 1280]) {
  const phone = await browser.newPage({ locale: "da-DK", viewport: { width, height: 844 } });
  await phone.goto(`${base}/session/${sid}`);
  await phone.getByLabel("Ord 1", { exact: true }).fill("lortefag");
  await phone.getByLabel("Ord 2", { exact: true }).fill("fagligt");
  await phone.getByRole("button", { name: "Send", exact: true }).click();
  await phone.getByRole("heading", { name: "Tak for dit svar!" }).waitFor();
  await phone.waitForTimeout(600);
  await phone.locator(".thank-you").scrollIntoViewIfNeeded();
  await phone.screenshot({ path: `/tmp/shots/phone-held-${width}.png` });
  await phone.close();
}
await browser.close();
