import { expect, test, type APIRequestContext } from "@playwright/test";
import { createSession } from "./helpers/sessions-api.js";
import { tabTo } from "./helpers/keyboard.js";
import { AdminDashboardPage } from "./pages/admin-dashboard-page.js";
import { ClassSessionPage } from "./pages/class-session-page.js";
import { SessionPage } from "./pages/session-page.js";

// Keyboard only: Tab, Shift+Tab, Enter, Space and the arrow keys; no click anywhere in these flows.

async function createClassSession(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/sessions", { data: { sessionType: "class", title: "Keyboard class" } });
  expect(response.status()).toBe(201);
  return (await response.json()).data.sessionId as string;
}

test.describe("keyboard only", () => {
  test("a participant joins by code and submits four words", async ({ page, request }) => {
    const { sessionId, sessionCode } = await createSession(request, { title: "Keyboard lecture" });
    await page.goto("/");
    await tabTo(page, page.getByLabel("Session code"));
    await page.keyboard.type(sessionCode.toLowerCase());
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/session/${sessionId}$`));

    // After joining, focus is on the session's heading, not on the page body.
    const session = new SessionPage(page);
    await expect(session.title).toHaveText("Keyboard lecture");
    await expect(session.title).toBeFocused();

    await tabTo(page, session.word(1));
    for (const word of ["clear", "calm", "curious", "tired"]) {
      await page.keyboard.type(word);
      await page.keyboard.press("Enter");
    }
    await expect(session.thankYou).toBeFocused();
    for (const word of ["clear", "calm", "curious", "tired"]) await expect(session.cloudWord(word, 1)).toBeAttached();

    // Back to the form: focus lands in the first box again.
    await tabTo(page, session.submitAnother);
    await page.keyboard.press("Enter");
    await expect(session.word(1)).toBeFocused();
  });

  test("a class evaluation from start to finish, the scale as one radio group", async ({ page, request }) => {
    const sessionId = await createClassSession(request);
    const evaluation = new ClassSessionPage(page);
    await evaluation.open(sessionId);
    await expect(evaluation.counter(1, 5)).toBeVisible();

    for (const [index, rating] of [7, 4, 9].entries()) {
      await expect(evaluation.counter(index + 1, 5)).toBeVisible();
      // Each new question takes the focus (its heading), so a screen reader reads it out.
      if (index > 0) await expect(evaluation.questionTitle).toBeFocused();
      // One tab stop for the ten ratings: Tab from the number field lands on the first, arrows move the choice.
      await tabTo(page, evaluation.ratingInput);
      await page.keyboard.press("Tab");
      await expect(evaluation.ratingButton(1)).toBeFocused();
      await page.keyboard.press("Space");
      for (let step = 1; step < rating; step++) await page.keyboard.press("ArrowRight");
      await expect(evaluation.ratingButton(rating)).toBeChecked();
      await expect(evaluation.ratingInput).toHaveValue(String(rating));
      await page.keyboard.press("Tab");
      await expect(page.getByRole("radio").and(page.locator(":focus"))).toHaveCount(0);
      await page.keyboard.press("Shift+Tab");
      await expect(evaluation.ratingButton(rating)).toBeFocused();
      await page.keyboard.press("Enter");
    }
    for (const [index, answer] of ["more examples", "less talking"].entries()) {
      await expect(evaluation.counter(index + 4, 5)).toBeVisible();
      await expect(evaluation.questionTitle).toBeFocused();
      await tabTo(page, evaluation.answerBox);
      await page.keyboard.type(answer);
      if (index === 0) await page.keyboard.press("Enter");
    }
    await tabTo(page, evaluation.complete);
    await page.keyboard.press("Enter");
    const done = page.getByRole("heading", { name: "Evaluation Complete!" });
    await expect(done).toBeFocused();
    await tabTo(page, page.getByRole("link", { name: "View Results" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/class-session/${sessionId}/dashboard$`));
  });

  test("a host creates a session and opens the presentation", async ({ page }) => {
    await page.goto("/");
    await tabTo(page, page.getByRole("button", { name: "Create Session" }).first());
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByLabel("Session Title"));
    await page.keyboard.type("Keyboard keynote");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

    // Presentation opens a window of its own; the dashboard stays where it was.
    await tabTo(page, page.getByRole("link", { name: "Presentation" }));
    const [presentation] = await Promise.all([page.waitForEvent("popup"), page.keyboard.press("Enter")]);
    await expect(page).toHaveURL(/\/dashboard\//);
    await expect(presentation.getByRole("heading", { level: 1, name: "Keyboard keynote" })).toBeVisible();
    // The shortcuts dialog opens and closes from the keyboard, and focus returns to its button.
    const shortcuts = presentation.getByRole("button", { name: "Keyboard shortcuts" });
    await tabTo(presentation, shortcuts);
    await presentation.keyboard.press("Enter");
    await expect(presentation.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
    await presentation.keyboard.press("Escape");
    await expect(presentation.getByRole("dialog")).toHaveCount(0);
    await expect(shortcuts).toBeFocused();
  });

  test("an admin signs in, selects a session and exports it", async ({ page, request }) => {
    const email = `keyboard-${Date.now()}@example.com`;
    expect((await request.post("/api/admin/register", { data: { email, password: "secret-keys" } })).status()).toBe(201);
    await createSession(request, { title: "Keyboard export" });
    await page.goto("/admin/login");
    const signIn = page.getByRole("form", { name: "Admin Login" });
    await tabTo(page, signIn.getByLabel("Email"));
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await expect(signIn.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.type("secret-keys");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

    const dashboard = new AdminDashboardPage(page);
    // The tabs are one tab stop; the arrow keys move between them.
    await tabTo(page, dashboard.overviewTab);
    await page.keyboard.press("ArrowRight");
    await expect(dashboard.sessionsTab).toBeFocused();
    await page.keyboard.press("Enter");
    await tabTo(page, dashboard.search);
    await page.keyboard.type("Keyboard export");
    await expect(dashboard.rows).toHaveCount(1);
    await tabTo(page, page.getByRole("checkbox", { name: "Select Keyboard export" }));
    await page.keyboard.press("Space");
    await tabTo(page, dashboard.excel, { backwards: true });
    const download = page.waitForEvent("download");
    await page.keyboard.press("Enter");
    expect((await download).suggestedFilename()).toMatch(/^sessions-export-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });
});
