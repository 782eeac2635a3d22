import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:5200";
const out = "/tmp/shots";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox", "--disable-gpu"] });
const api = async (method, path, body, headers = {}) => {
  const r = await fetch(base + path, { method, headers: { "content-type": "application/json", ...headers }, body: body ? JSON.stringify(body) : undefined });
  return r.json();
};
const created = (await api("POST", "/api/sessions", { title: "Statistik for økonomer, forelæsning 3", language: "da", maxParticipants: 1000 })).data;
const sid = created.sessionId;
const words = [["fagligt", 9], ["til slut", 4], ["beslutning", 4], ["dataanalyse", 4], ["regression", 9], ["for meget", 3], ["ikke nok", 3], ["dykke ned", 3], ["fagbegreber", 4], ["slutprodukt", 2], ["kanalen", 1], ["cockpit", 1], ["feedback", 2], ["lortefag", 2], ["idiot", 2], ["kraftidiot", 1], ["p-værdi", 3], ["gruppearbejde", 2]];
let n = 0;
const presentation = await browser.newPage({ locale: "da-DK", viewport: { width: 1920, height: 1080 } });
await presentation.goto(`${base}/presentation/${sid}`);
for (const [w, c] of words.slice(0, 8)) for (let i = 0; i < c; i++) await api("POST", `/api/sessions/${sid}/feedback`, { text: w, participantId: `p${n++}` });
await presentation.waitForTimeout(800);
await presentation.screenshot({ path: `${out}/presentation-1920-during.png` });
for (const [w, c] of words.slice(8)) for (let i = 0; i < c; i++) await api("POST", `/api/sessions/${sid}/feedback`, { text: w, participantId: `p${n++}` });
await presentation.waitForTimeout(6000);
await presentation.screenshot({ path: `${out}/presentation-1920-after.png` });
for (const [locale, width] of [["da-DK", 1280], ["da-DK", 390], ["en-GB", 1280]]) {
  const ctx = await browser.newContext({ locale, viewport: { width, height: 900 } });
  await ctx.addInitScript(({ id, key }) => localStorage.setItem("ordsky.hostKeys", JSON.stringify({ [id]: key })), { id: sid, key: created.hostKey });
  const host = await ctx.newPage();
  await host.goto(`${base}/dashboard/${sid}`);
  await host.waitForTimeout(1500);
  const card = host.locator(".host-card--held");
  await card.scrollIntoViewIfNeeded();
  await host.screenshot({ path: `${out}/dashboard-${locale}-${width}.png`, fullPage: width === 390 ? false : false });
  await card.screenshot({ path: `${out}/held-card-${locale}-${width}.png` });
  await ctx.close();
}
// A phone after a held answer.
for (const width of [390, 1280]) {
  const phone = await browser.newPage({ locale: "da-DK", viewport: { width, height: 844 } });
  await phone.goto(`${base}/session/${sid}`);
  await phone.getByLabel("Ord 1", { exact: true }).fill("lortefag");
  await phone.getByLabel("Ord 2", { exact: true }).fill("fagligt");
  await phone.getByRole("button", { name: "Send", exact: true }).click();
  await phone.getByRole("heading", { name: "Tak for dit svar!" }).waitFor();
  await phone.waitForTimeout(500);
  await phone.locator(".thank-you").scrollIntoViewIfNeeded();
  await phone.screenshot({ path: `${out}/phone-held-${width}.png` });
  await phone.close();
}
await browser.close();
console.log(sid);
