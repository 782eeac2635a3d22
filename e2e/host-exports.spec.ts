import { readFileSync } from "node:fs";
import readXlsxFile from "read-excel-file/node";
import { expect, test } from "@playwright/test";
import { actAsHost } from "./helpers/host-key.js";
import { createSession, submitCounts } from "./helpers/sessions-api.js";
import { DashboardPage } from "./pages/dashboard-page.js";

const SHOTS = process.env.E2E_SHOTS_DIR;

test.describe("the host's own exports", () => {
  test("the dashboard downloads the session's Excel workbook and PDF report, which open", async ({ page, request }) => {
    const session = await createSession(request, { title: "Neuro 101 — uge 3" });
    await submitCounts(request, session.sessionId, [["hippocampus", 3], ["træt", 2]]);
    await actAsHost(page, session);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(session.sessionId);
    const files = page.getByRole("group", { name: "Download the results as a file" });
    await expect(files).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-exports.png` });

    const excel = page.waitForEvent("download");
    await files.getByRole("button", { name: "Download the results as an Excel workbook" }).click();
    const workbookFile = await excel;
    expect(workbookFile.suggestedFilename()).toBe(`ordsky-${session.sessionCode}-${new Date().toISOString().slice(0, 10)}.xlsx`);
    await expect(dashboard.toast(`${workbookFile.suggestedFilename()} downloaded`)).toBeVisible();
    const sheets = await readXlsxFile(readFileSync((await workbookFile.path())!));
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(["Overview", "1. Neuro 101 — uge 3"]);
    const values = sheets[1]!.data.flat();
    expect(values).toEqual(expect.arrayContaining(["hippocampus", 3, "træt", 2]));

    const pdf = page.waitForEvent("download");
    await files.getByRole("button", { name: "Download the results as a PDF report" }).click();
    const report = await pdf;
    expect(report.suggestedFilename()).toMatch(/^ordsky-[A-Z0-9]{6}-\d{4}-\d\d-\d\d\.pdf$/);
    expect(readFileSync((await report.path())!).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});
