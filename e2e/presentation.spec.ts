import { expect, test } from "@playwright/test";
import { PresentationPage } from "./pages/presentation-page.js";
import { createSession, submitCounts, submitWord as submit, vocabulary } from "./helpers/sessions-api.js";
import { DashboardPage } from "./pages/dashboard-page.js";

test.describe("presentation view", () => {
  // The presentation waiting for responses and then following words and stats live is part of the regular session's
  // end-to-end test in regular-session.spec.ts.

  test("shows the dashboard's totals with 150 unique words, though only the top 100 are drawn, and names the top word", async ({ page, request }) => {
    const created = await createSession(request);
    // 150 words (the first 20 given twice, the first 4 more) and stop words, which are no cloud word and count nowhere.
    await submitCounts(request, created.sessionId, [
      ...vocabulary(150).map((word, index): [string, number] => [word, index < 4 ? 5 + index : index < 20 ? 2 : 1]),
      ["the", 3],
    ]);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(created.sessionId);
    await expect(dashboard.statValue("Unique Words")).toHaveText("150");
    const submissions = await dashboard.statValue("Total Submissions").textContent();
    // The sum of the shown words' frequencies (the spec's Total Submissions), the 50 not drawn included.
    expect(Number(submissions)).toBe(4 * 5 + 6 + 16 * 2 + 130);

    const presentation = new PresentationPage(page);
    await presentation.goto(created.sessionId);
    await expect(presentation.stat("Unique Words")).toHaveText("150");
    await expect(presentation.stat("Total Submissions")).toHaveText(submissions!);
    await expect(presentation.stat("Most Popular")).toHaveText("8");
    await expect(presentation.mostPopularWord).toHaveText(vocabulary(4)[3]!);
    await expect(page.getByText(/^Showing top \d+ of 150 words$/)).toBeVisible();
  });

  test("lays out a 100-word cloud in the worker", async ({ page, request }) => {
    const created = await createSession(request);
    for (const [index, word] of vocabulary(100).entries()) {
      for (let vote = 0; vote < 1 + (index % 4); vote++) await submit(request, created.sessionId, word, vote + 1);
    }
    const presentation = new PresentationPage(page);
    await presentation.goto(created.sessionId);
    // Every word is laid out; those that would be drawn under the hall's smallest size are left out from the bottom.
    await expect(presentation.cloud).toHaveAttribute("data-layout-count", /[1-9]/, { timeout: 20_000 });
    // Read together: a later layout (a quiet-moment repack, a word that found room) may change how many are drawn.
    await expect
      .poll(async () => {
        const drawn = Number(await presentation.cloud.getAttribute("data-word-count"));
        const notes = await page.getByText(/^Showing top \d+ of 100 words$/).allTextContents();
        return drawn === 100 || notes.includes(`Showing top ${drawn} of 100 words`);
      })
      .toBe(true);
    const layoutMs = Number(await presentation.cloud.getAttribute("data-layout-ms"));
    test.info().annotations.push({ type: "layout-ms-100-words", description: String(layoutMs) });
    expect(layoutMs).toBeGreaterThan(0);
    expect(layoutMs).toBeLessThan(5_000);
  });

  test("an update lost on the way is noticed by its version and made good by a fresh snapshot, without a reload", async ({ page, request }) => {
    const { sessionId } = await createSession(request);
    // The first cloud update after the page joined never reaches it, as when a proxy drops a frame.
    let dropped = 0;
    let joins = 0;
    let snapshots = 0;
    await page.routeWebSocket(/\/ws/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        if (typeof message === "string" && message.includes('"join-session"')) joins += 1;
        server.send(message);
      });
      server.onMessage((message) => {
        if (typeof message === "string" && message.includes('"word-cloud-update"')) snapshots += 1;
        if (dropped === 0 && typeof message === "string" && message.includes('"word-cloud-delta"')) {
          dropped += 1;
          return;
        }
        ws.send(message);
      });
    });
    const presentation = new PresentationPage(page);
    await presentation.goto(sessionId);
    await expect(presentation.waitingHeading).toBeVisible();
    // Joined, and the join's snapshot sent: the next entry reaches the page as a delta, not inside that snapshot.
    await expect.poll(() => snapshots).toBeGreaterThan(0);
    const joined = joins;

    await submit(request, sessionId, "lost");
    await expect.poll(() => dropped).toBe(1);
    await expect(presentation.waitingHeading).toBeVisible();
    // The next update follows a version the page never had: it asks again, and the snapshot holds both words.
    await submit(request, sessionId, "found");
    await expect(presentation.cloudEntry("lost", 1)).toBeAttached();
    await expect(presentation.cloudEntry("found", 1)).toBeAttached();
    await expect(presentation.stat("Total Submissions")).toHaveText("2");
    expect(joins, "the page joined again for a snapshot").toBe(joined + 1);
  });

  test("gives anyone the spec's Fullscreen toggle and Dashboard button, and no count on a word the pointer rests on", async ({ page, request }) => {
    const created = await createSession(request);
    await submit(request, created.sessionId, "calm");
    // No host key: a projector anyone opened.
    const presentation = new PresentationPage(page);
    await presentation.goto(created.sessionId);
    await presentation.showBar();
    await expect(presentation.dashboardLink).toHaveAttribute("href", `/dashboard/${created.sessionId}`);
    await presentation.fullscreenButton.click();
    await expect(presentation.exitFullscreenButton).toBeVisible();
    await expect(presentation.cloudEntry("calm", 1)).toBeAttached();
    await page.locator('.word-cloud__word[data-word="calm"]').hover();
    await expect(page.locator(".word-cloud__tooltip")).toHaveCount(0);
    // The whole document is fullscreen, so the app's notifications (outside the presentation) can still be seen.
    expect(await page.evaluate(() => document.fullscreenElement === document.documentElement)).toBe(true);
    expect(await page.evaluate(() => document.fullscreenElement?.contains(document.querySelector("section[aria-label^=Notifications]")))).toBe(true);
    await presentation.showBar();
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
