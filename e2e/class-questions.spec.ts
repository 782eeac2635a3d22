import { expect, test } from "@playwright/test";
import { ClassSessionPage } from "./pages/class-session-page.js";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.describe("class questions", () => {
  test("the host edits the built-in questions in the create dialog, a student answers them, and the list locks", async ({ browser }) => {
    const hostContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await hostContext.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Create Session" }).first().click();
    const modal = page.getByRole("dialog");
    await modal.getByRole("radio", { name: /Class Session/ }).check();
    await modal.getByLabel("Session Title").fill("Fysik C");
    const list = modal.getByRole("list", { name: "Class questions" });
    await expect(list.getByRole("listitem")).toHaveCount(5);
    await expect(modal.getByLabel("Question 1", { exact: true })).toHaveValue("Hvor meget fik du ud af dagens undervisning?");

    // Question 1 becomes a 1-5 scale with its own text; the last question goes; a text question is added first in line.
    await modal.getByLabel("Question 1", { exact: true }).fill("Hvor klart var dagens forsøg?");
    await modal.getByLabel("Highest rating of question 1").fill("5");
    await modal.getByRole("button", { name: "Remove question 5" }).click();
    await modal.getByRole("button", { name: "Add question" }).click();
    await modal.getByLabel("Question 5", { exact: true }).fill("Hvad skal vi gentage?");
    for (const position of [5, 4, 3, 2]) await modal.getByRole("button", { name: `Move question ${position} up` }).click();
    await expect(modal.getByLabel("Question 1", { exact: true })).toHaveValue("Hvad skal vi gentage?");
    await modal.getByRole("button", { name: "Create Session" }).click();
    await expect(page).toHaveURL(/\/class-session\/[^/]+\/dashboard$/);
    const sessionId = /class-session\/([^/]+)\/dashboard/.exec(page.url())![1]!;

    // The dashboard edits until the first answer: a change of text is saved.
    const card = page.getByRole("region", { name: "Questions", exact: true });
    await card.getByLabel("Question 5", { exact: true }).fill("Hvad vil du gerne have mere af i næste uge?");
    await card.getByRole("button", { name: "Save questions" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Questions saved" })).toBeVisible();

    const phoneContext = await browser.newContext(PHONE);
    const student = new ClassSessionPage(await phoneContext.newPage());
    await student.open(sessionId);
    await student.expectQuestion(1, 5, "Hvad skal vi gentage?");
    await student.answerBox.fill("forsøgene");
    await student.next.click();
    await student.expectQuestion(2, 5, "Hvor klart var dagens forsøg?");
    await expect(student.ratingButton(5)).toBeVisible();
    await expect(student.ratingButton(6)).toHaveCount(0);
    await student.ratingButton(4).click();
    await student.next.click();
    await student.expectQuestion(3, 5, "Hvor aktiv synes du selv du har været?");

    // The first answer locks the list, and the dashboard says why.
    await expect(card.getByText(/The questions are locked: answers have arrived/)).toBeVisible();
    await expect(card.getByRole("button", { name: "Save questions" })).toHaveCount(0);
    await expect(card.getByRole("list", { name: "Class questions" }).getByRole("listitem").nth(4)).toContainText("Hvad vil du gerne have mere af i næste uge?");
    await Promise.all([hostContext.close(), phoneContext.close()]);
  });
  test("a long question stays readable whole on a phone, and Enter in it still creates the session", async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Create Session" }).first().click();
    const modal = page.getByRole("dialog");
    await modal.getByRole("radio", { name: /Class Session/ }).check();
    await modal.getByLabel("Session Title").fill("Kemi B");
    const question = modal.getByLabel("Question 4", { exact: true });
    const long = "Hvad vil du gerne have mere af i de kommende uger, både i laboratoriet og i teoritimerne?";
    await question.fill(long);
    await expect(question).toHaveValue(long);
    // Every line of the text is inside the box: nothing scrolls out of sight.
    expect(await question.evaluate((box) => box.scrollHeight <= box.clientHeight + 1 && box.clientHeight > 60)).toBe(true);
    await question.press("Enter");
    await expect(page).toHaveURL(/\/class-session\/[^/]+\/dashboard$/);
    await context.close();
  });
});
