import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import readXlsxFile from "read-excel-file/node";
import { expect, test } from "@playwright/test";
import { actAsHost } from "./helpers/host-key.js";
import { askQuestion, createSession, submitCounts } from "./helpers/sessions-api.js";
import { DashboardPage } from "./pages/dashboard-page.js";
import { HostControls } from "./pages/host-controls.js";

const SHOTS = process.env.E2E_SHOTS_DIR;
const TITLE = "Neuro 101 — uge 3: hukommelse, søvn og læring i en travl studiehverdag";

test.describe("the host's own exports", () => {
  test("the dashboard downloads the Excel workbook and a PDF that opens with the whole title and the cloud as shown, a banned word only marked in its list", async ({ page, request }) => {
    const session = await createSession(request, { title: TITLE, question: "Hvad husker du fra sidst?" });
    await submitCounts(request, session.sessionId, [["hippocampus", 5], ["træt", 3], ["Peter", 2], ["synapser", 2], ["REM-søvn", 1]]);
    await askQuestion(request, session, "Ét ord om dagens forelæsning");
    await submitCounts(request, session.sessionId, [["spændende", 6], ["hukommelse", 4], ["svært", 3], ["Peter", 2], ["søvn", 2], ["kaffe", 1], ["langtidshukommelse", 1]]);
    await actAsHost(page, session);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(session.sessionId);
    const host = new HostControls(page);
    await expect(dashboard.cloudEntry("Peter", 2)).toBeAttached();
    await host.banInput.fill("peter");
    await host.banList.getByRole("button", { name: "Ban", exact: true }).click();
    await expect(dashboard.toast("“peter” is banned")).toBeVisible();
    await expect(dashboard.cloudEntry("Peter", 2)).toHaveCount(0);
    await expect(dashboard.cloudEntry("spændende", 6)).toBeAttached();
    const files = page.getByRole("group", { name: "Download the results as a file" });
    await expect(files).toBeVisible();

    const excel = page.waitForEvent("download");
    await files.getByRole("button", { name: "Download the results as an Excel workbook" }).click();
    const workbookFile = await excel;
    expect(workbookFile.suggestedFilename()).toBe(`ordsky-${session.sessionCode}-${new Date().toISOString().slice(0, 10)}.xlsx`);
    await expect(dashboard.toast(`${workbookFile.suggestedFilename()} downloaded`)).toBeVisible();
    const sheets = await readXlsxFile(readFileSync((await workbookFile.path())!));
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(["Overview", "1. Neuro 101 — uge 3 hukommelse", "1.1. Hvad husker du fra sidst", "1.2. Ét ord om dagens forelæsni"]);
    expect(sheets[3]!.data.flat()).toEqual(expect.arrayContaining(["spændende", 6, "Question 2 Total Submissions", 17, "Question 2 answers given", 19]));

    const pdf = page.waitForEvent("download");
    await files.getByRole("button", { name: "Download the results as a PDF report" }).click();
    const report = await pdf;
    expect(report.suggestedFilename()).toMatch(/^ordsky-[A-Z0-9]{6}-\d{4}-\d\d-\d\d\.pdf$/);
    const file = (await report.path())!;
    expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // Read back by an independent reader: what a PDF viewer shows.
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    expect(text.replace(/\s+/g, " ").trim().startsWith(TITLE)).toBe(true);
    const caption = text.indexOf("The word cloud as shown on the dashboard: Question 2: Ét ord om dagens forelæsning");
    expect(caption).toBeGreaterThan(0);
    expect(text.slice(0, caption)).toContain("spændende");
    expect(text.slice(0, caption)).toContain("hukommelse");
    expect(text).toMatch(/\(Europe\/Copenhagen\)/);
    // The summaries leave the banned word out; each question's list of all feedback marks its entries.
    const [first, ...afterLists] = text.split(/All feedback \(\d+\)/);
    const summaries = [first!, ...afterLists.map((part) => (part.search(/Question \d: /) < 0 ? "" : part.slice(part.search(/Question \d: /))))].join("\n");
    expect(summaries).toContain("Session figures: Total Submissions 28 · Unique Words 10 · 32 answers given");
    expect(summaries).toContain("Question 2 figures: Total Submissions 17 · Unique Words 6 · 19 answers given");
    expect(summaries).not.toContain("Peter");
    expect(text.match(/Peter\s+Banned/g)).toHaveLength(4);
    if (SHOTS) {
      execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "2", file, `${SHOTS}/host-pdf`]);
      // The cloud the PDF drew from, beside it.
      await page.screenshot({ path: `${SHOTS}/dashboard-exports-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(files).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/dashboard-exports-390.png`, fullPage: true });
    }
  });
});
