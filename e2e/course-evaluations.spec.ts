import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import readXlsxFile from "read-excel-file/node";
import { expectTableScrollsByKeyboard } from "./helpers/keyboard.js";

const SHOTS = process.env.E2E_SHOTS_DIR;
const LEARNING = "Hvor meget fik du ud af dagens undervisning?";

type Question = { id: string; type: "scale" | "text" };

/** `ratings.length` students answer every question of the lecture, each with their rating and a text of their own. */
async function answerLecture(request: APIRequestContext, sessionId: string, ratings: number[], lecture: string): Promise<void> {
  const questions = (await (await request.get(`/api/sessions/${sessionId}/class-questions`)).json()).data as Question[];
  for (const [student, rating] of ratings.entries()) {
    for (const question of questions) {
      const response = question.type === "scale" ? rating : `ønske${lecture}${student}`;
      const answered = await request.post(`/api/sessions/${sessionId}/class-response`, { data: { questionId: question.id, response, participantId: `${lecture}_${student}` } });
      expect(answered.ok()).toBe(true);
    }
  }
}

/** "New lecture evaluation" on the course page: the new evaluation's dashboard opens; its "Course page" leads back. */
async function newLecture(page: Page, courseUrl: string): Promise<string> {
  await page.getByRole("button", { name: "New lecture evaluation" }).click();
  await expect(page).toHaveURL(/\/class-session\/[^/]+\/dashboard$/);
  const sessionId = /\/class-session\/([^/]+)\/dashboard$/.exec(page.url())![1]!;
  await page.getByRole("link", { name: "Course page" }).click();
  await expect(page).toHaveURL(courseUrl);
  return sessionId;
}

test.describe("a course's evaluations", () => {
  test("a coordinator creates a course, runs three lecture evaluations, sees the trend with a withheld lecture and downloads the report", async ({ page, request }) => {
    test.setTimeout(120_000); // three evaluations with answers, the page, then two files read back
    await page.goto("/");
    await page.getByLabel("New course title").fill("Statistik 1");
    await page.getByLabel("Term (optional)").fill("Efterår 2026");
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(page).toHaveURL(/\/course\/[^/]+$/);
    const courseUrl = page.url();
    await expect(page.getByRole("heading", { level: 1, name: "Statistik 1" })).toBeVisible();
    await page.getByLabel("Students enrolled (optional)").fill("10");
    await page.getByRole("button", { name: "Save course" }).click();
    await expect(page.getByText("Course saved")).toBeVisible();

    const lectures = [await newLecture(page, courseUrl), await newLecture(page, courseUrl), await newLecture(page, courseUrl)];
    await answerLecture(request, lectures[0]!, [6, 7, 8, 7, 7], "a");
    await answerLecture(request, lectures[1]!, [9, 9], "b");
    await answerLecture(request, lectures[2]!, [5, 6, 7, 8, 9, 5], "c");
    await page.reload();

    // The trend of the first question: lecture 2 (2 answers, below the course's 5) is a marked gap, not a point.
    const trend = page.getByRole("img", { name: `Averages of “${LEARNING}” per lecture. The same figures are in the table.` });
    await expect(trend).toBeVisible();
    await expect(trend.getByTestId("trend-column")).toHaveCount(3);
    await expect(trend.getByTestId("trend-column").nth(0)).toHaveAttribute("data-state", "point");
    await expect(trend.getByTestId("trend-column").nth(1)).toHaveAttribute("data-state", "withheld");
    await expect(trend.getByTestId("trend-column").nth(2)).toHaveAttribute("data-state", "point");
    await expect(page.getByText("ønskeb")).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/course-trend-1280.png`, fullPage: true });
    // On a phone the lectures' table scrolls sideways, by keyboard too.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectTableScrollsByKeyboard(page, page.getByRole("region", { name: "Table of lectures" }), page.getByRole("button", { name: "Add an existing session" }));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/course-trend-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    const files = page.getByRole("group", { name: "Download the course report" });
    const pdfDownload = page.waitForEvent("download");
    await files.getByRole("button", { name: "Download the course report as a PDF" }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^ordsky-course-Statistik-1-\d{4}-\d\d-\d\d\.pdf$/);
    const file = (await pdf.path())!;
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    expect(text.trimStart().startsWith("Statistik 1")).toBe(true);
    expect(text).toContain("Withheld for anonymity: L2.");
    expect(text).toMatch(/L1\s+5\s+50%\s+7\.00/);
    expect(text).toMatch(/L2\s+2\s+20%\s+withheld/);
    expect(text).toContain("ønskea0");
    expect(text).not.toContain("ønskeb");
    if (SHOTS) execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "2", file, `${SHOTS}/course-pdf`]);

    const excelDownload = page.waitForEvent("download");
    await files.getByRole("button", { name: "Download the course report as an Excel workbook" }).click();
    const sheets = await readXlsxFile(readFileSync((await (await excelDownload).path())!));
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(["Course", "Scale questions", "Self vs others", "Text answers"]);
    const scale = sheets[1]!.data;
    expect(scale.find((row) => row[0] === "L2")?.slice(0, 4)).toEqual(["L2", 2, 0.2, "withheld"]);
    expect(JSON.stringify(sheets[3]!.data)).not.toContain("ønskeb");

    // In Dansk, with the server's clock in UTC: the page's figures, and the report's in Danish numbers and the
    // institution's time, name for name.
    await page.getByRole("button", { name: "Dansk" }).click();
    const lecturesTable = page.getByRole("region", { name: "Tabel over lektioner" });
    await expect(lecturesTable.getByRole("row").filter({ hasText: "L1" })).toContainText("7,0 (n = 5)");
    const danishDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Hent kursusrapporten som PDF" }).click();
    const danish = execFileSync("pdftotext", ["-layout", (await (await danishDownload).path())!, "-"], { encoding: "utf8" });
    expect(danish).toContain("Tilbageholdt af hensyn til anonymiteten: L2.");
    expect(danish).toMatch(/L1\s+5\s+50 %\s+7,00/);
    expect(danish).toMatch(/rapport lavet \d{1,2}\. [a-z]{3}\.? \d{4} kl\. \d\d\.\d\d \(Europe\/Copenhagen\)/);
    expect(danish).toContain("Kommentarer: ");
  });
});
