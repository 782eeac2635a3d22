import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:5200"; const out = "/tmp/shots";
const api = async (method, path, body, headers = {}) => (await fetch(base + path, { method, headers: { "content-type": "application/json", ...headers }, body: body ? JSON.stringify(body) : undefined })).json();
const course = (await api("POST", "/api/courses", { title: "Statistik for økonomer", term: "Efterår 2026", enrolled: 40 })).data;
const ch = { "x-host-key": course.hostKey };
const lecture = (await api("POST", `/api/courses/${course.courseId}/sessions`, { sessionType: "class", title: "Statistik for økonomer — Lektion 1", language: "da" }, ch)).data;
const questions = (await api("GET", `/api/sessions/${lecture.sessionId}/class-questions`)).data;
const texts = ["fagligt", "til slut", "lortefag", "dataanalyse", "fagligt", "beslutninger", "kraftidiot", "mere tid", "fagligt", "lortefag"];
for (const [i, text] of texts.entries()) {
  for (const q of questions) {
    const response = q.type === "scale" ? 5 + (i % 5) : i % 2 ? "mere tid" : text;
    await api("POST", `/api/sessions/${lecture.sessionId}/class-response`, { questionId: q.id, response: q.type === "scale" ? response : (q.key === undefined ? text : text), participantId: `s${i}` });
  }
}
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });
for (const [locale, width] of [["da-DK", 1280], ["da-DK", 390]]) {
  const ctx = await browser.newContext({ locale, viewport: { width, height: 900 } });
  await ctx.addInitScript(({ sid, key, cid, ckey }) => { localStorage.setItem("ordsky.hostKeys", JSON.stringify({ [sid]: key })); localStorage.setItem("ordsky.courseKeys", JSON.stringify({ [cid]: ckey })); }, { sid: lecture.sessionId, key: lecture.hostKey, cid: course.courseId, ckey: course.hostKey });
  const page = await ctx.newPage();
  await page.goto(`${base}/class-session/${lecture.sessionId}/dashboard`);
  await page.locator(".host-card--held").waitFor();
  await page.locator(".host-card--held").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/class-dashboard-held-${locale}-${width}.png` });
  await page.goto(`${base}/course/${course.courseId}`);
  await page.locator(".course-held-back").waitFor();
  await page.locator(".course-held-back").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/course-held-${locale}-${width}.png` });
  await ctx.close();
}
await browser.close();
