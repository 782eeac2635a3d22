import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });
const page = await browser.newPage({ locale: "da-DK", viewport: { width: 390, height: 844 } });
page.on("console", (m) => console.log("console:", m.text()));
await page.goto(`http://127.0.0.1:5200/session/${process.argv[2]}`);
await page.waitForTimeout(3000);
await page.screenshot({ path: "/tmp/shots/debug.png" });
console.log((await page.content()).slice(0, 600));
await browser.close();
