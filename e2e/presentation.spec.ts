import { expect, test } from "@playwright/test";
import { PresentationPage } from "./pages/presentation-page.js";
import { createSession, submitWord as submit, vocabulary } from "./helpers/sessions-api.js";

test.describe("presentation view", () => {
  // The presentation waiting for responses and then following words and stats live is part of the regular session's
  // end-to-end test in regular-session.spec.ts.

  test("lays out a 100-word cloud in the worker", async ({ page, request }) => {
    const created = await createSession(request);
    for (const [index, word] of vocabulary(100).entries()) {
      for (let vote = 0; vote < 1 + (index % 4); vote++) await submit(request, created.sessionId, word, vote + 1);
    }
    const presentation = new PresentationPage(page);
    await presentation.goto(created.sessionId);
    await expect(presentation.cloud).toHaveAttribute("data-word-count", "100", { timeout: 20_000 });
    const layoutMs = Number(await presentation.cloud.getAttribute("data-layout-ms"));
    test.info().annotations.push({ type: "layout-ms-100-words", description: String(layoutMs) });
    expect(layoutMs).toBeGreaterThan(0);
    expect(layoutMs).toBeLessThan(5_000);
  });

  test("toggles fullscreen and links back to the dashboard", async ({ page, request }) => {
    const created = await createSession(request);
    await submit(request, created.sessionId, "calm");
    const presentation = new PresentationPage(page);
    await presentation.goto(created.sessionId);
    await expect(presentation.dashboardLink).toHaveAttribute("href", `/dashboard/${created.sessionId}`);
    await presentation.fullscreenButton.click();
    await expect(presentation.exitFullscreenButton).toBeVisible();
    await expect(presentation.cloudEntry("calm", 1)).toBeAttached();
    // The whole document is fullscreen, so the app's notifications (outside the presentation) can still be seen.
    expect(await page.evaluate(() => document.fullscreenElement === document.documentElement)).toBe(true);
    expect(await page.evaluate(() => document.fullscreenElement?.contains(document.querySelector("section[aria-label^=Notifications]")))).toBe(true);
    await presentation.exitFullscreenButton.click();
    await expect(presentation.fullscreenButton).toBeVisible();
    await presentation.dashboardLink.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${created.sessionId}$`));
  });

  test("an unknown session shows Session Not Found with the error and Go Home", async ({ page }) => {
    await page.goto("/presentation/doesNotExist123");
    await expect(page.getByRole("heading", { name: "Session Not Found" })).toBeVisible();
    await expect(page.getByText("Session not found", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
