// Throwaway screenshot script (not part of the project).
import { chromium } from "@playwright/test";
const base = process.env.BASE;
const out = "/work/notes/shots/threshold";
const api = async (method, path, body, headers = {}) => {
  const response = await fetch(base + path, { method, headers: { "content-type": "application/json", ...headers }, body: body ? JSON.stringify(body) : undefined });
  return response.json();
};
const created = (await api("POST", "/api/sessions", { sessionType: "class", title: "Statistik 2 — Forelæsning 4", description: "", minResponses: 5 })).data;
const questions = (await api("GET", `/api/sessions/${created.sessionId}/class-questions`)).data;
for (let student = 0; student < 3; student++) {
  for (const q of questions) await api("POST", `/api/sessions/${created.sessionId}/class-response`, { questionId: q.id, response: q.type === "scale" ? 6 + student : "Flere regneeksempler", participantId: `student_${student}` });
}
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });
for (const lang of ["en", "da"]) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
    await context.addInitScript((l) => localStorage.setItem("ordsky.language", l), lang);
    const page = await context.newPage();
    await page.goto(`${base}/class-session/${created.sessionId}/dashboard#hostKey=${created.hostKey}`);
    await page.getByTestId("withheld-results").first().waitFor();
    await page.screenshot({ path: `${out}/host-withheld-${lang}-${width}.png`, fullPage: true });
    if (lang === "en") {
      await page.getByRole("button", { name: "Settings" }).click();
      await page.getByLabel("Results appear at (answers)").waitFor();
      await page.screenshot({ path: `${out}/settings-${width}.png` });
    }
    const student = await (await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } })).newPage();
    await student.addInitScript((l) => localStorage.setItem("ordsky.language", l), lang);
    await student.goto(`${base}/class-session/${created.sessionId}/dashboard`);
    await student.getByTestId("withheld-results").first().waitFor();
    await student.screenshot({ path: `${out}/student-withheld-${lang}-${width}.png`, fullPage: true });
  }
}
await browser.close();
