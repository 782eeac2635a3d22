import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { PresentationPage } from "./pages/presentation-page.js";
import { expectNoSeriousViolations } from "./helpers/accessibility.js";

type Created = { sessionId: string; sessionCode: string; hostKey: string };

async function createSession(request: APIRequestContext, title = "Lecture 7: Feedback"): Promise<Created> {
  const response = await request.post("/api/sessions", { data: { title, maxParticipants: 1000 } });
  expect(response.status()).toBe(201);
  return (await response.json()).data as Created;
}

async function submit(request: APIRequestContext, sessionId: string, text: string, participant = 1): Promise<void> {
  const response = await request.post(`/api/sessions/${sessionId}/feedback`, { data: { text, participantId: `participant_e2e_${participant}` } });
  expect(response.status(), `submitting ${text}`).toBe(201);
}

/** Distinct, non-stop-word terms. */
const vocabulary = (count: number) => Array.from({ length: count }, (_, index) => `term${index.toString(36).padStart(2, "0")}x`);

test.describe("presentation view", () => {
  test("waits for responses, then shows words and stats live without a reload", async ({ page, request }) => {
    const created = await createSession(request);
    const presentation = new PresentationPage(page);
    await presentation.goto(created.sessionId);
    await expect(presentation.title).toHaveText("Lecture 7: Feedback");
    await expect(presentation.sessionCode).toHaveText(`Session: ${created.sessionCode}`);
    await expect(presentation.waitingHeading).toBeVisible();
    await expect(page.getByText(`Share session code ${created.sessionCode} to start collecting feedback`)).toBeVisible();
    await expect(presentation.live).toBeVisible();
    await expect(presentation.stat("Unique Words")).toHaveText("0");
    await expect(presentation.stat("Most Popular")).toHaveText("0");

    await submit(request, created.sessionId, "clear");
    await submit(request, created.sessionId, "clear", 2);
    await submit(request, created.sessionId, "inspiring", 3);

    await expect(presentation.cloudEntry("clear", 2)).toBeAttached();
    await expect(presentation.cloudEntry("inspiring", 1)).toBeAttached();
    await expect(presentation.waitingHeading).toBeHidden();
    await expect(presentation.cloudWords).toHaveCount(2);
    await expect(presentation.stat("Unique Words")).toHaveText("2");
    await expect(presentation.stat("Total Submissions")).toHaveText("3");
    await expect(presentation.stat("Most Popular")).toHaveText("2");
    await expectNoSeriousViolations(page);
  });

  test("keeps placed words still when counts change and fits new words around them", async ({ page, request }) => {
    const created = await createSession(request);
    const words = vocabulary(30);
    // A spread of counts (top word 6) so one more vote never doubles the top frequency.
    for (const [index, word] of words.entries()) {
      for (let vote = 0; vote < Math.max(1, 6 - Math.floor(index / 5)); vote++) await submit(request, created.sessionId, word, vote + 1);
    }
    const presentation = new PresentationPage(page);
    await presentation.goto(created.sessionId);
    await expect(presentation.cloudWords).toHaveCount(30);
    const before = await presentation.wordPositions();
    const layoutsBefore = await presentation.layoutCount();

    for (const word of [words[7]!, words[12]!, words[20]!]) await submit(request, created.sessionId, word, 9);
    for (const word of ["fresh1x", "fresh2x", "fresh3x"]) await submit(request, created.sessionId, word, 9);
    await expect(presentation.cloudWords).toHaveCount(33);
    await expect.poll(() => presentation.layoutCount()).toBeGreaterThan(layoutsBefore);
    await expect(presentation.cloudEntry(words[7]!, 6)).toBeAttached();

    const after = await presentation.wordPositions();
    const moved = [...before].filter(([word, spot]) => {
      const now = after.get(word);
      return !now || Math.hypot(now.x - spot.x, now.y - spot.y) > 10;
    });
    expect(moved.length, `moved: ${moved.map(([word]) => word).join(", ")}`).toBeLessThanOrEqual(3);
  });

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
