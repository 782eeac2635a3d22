import { expect, test, type APIRequestContext, type Request } from "@playwright/test";
import { actAsHost } from "./helpers/host-key.js";
import { createSession, submitWord, type CreatedSession } from "./helpers/sessions-api.js";
import { DashboardPage } from "./pages/dashboard-page.js";
import { PresentationPage } from "./pages/presentation-page.js";

async function addQuestion(request: APIRequestContext, session: CreatedSession, prompt: string): Promise<void> {
  const response = await request.post(`/api/sessions/${session.sessionId}/questions`, { data: { prompt }, headers: { "x-host-key": session.hostKey } });
  expect(response.status()).toBe(201);
}

async function requireApproval(request: APIRequestContext, session: CreatedSession): Promise<void> {
  const data = { title: "Lecture 7: Feedback", description: "", isActive: true, isPublic: false, maxParticipants: 1000, requireApproval: true };
  const response = await request.put(`/api/sessions/${session.sessionId}`, { data, headers: { "x-host-key": session.hostKey } });
  expect(response.status()).toBe(200);
}

test.describe("presenter's bar", () => {
  test("the host runs the session from the presentation, which the public view follows; a participant's copy has no bar and its keys change nothing", async ({ page, browser, request }) => {
    const session = await createSession(request);
    await addQuestion(request, session, "What should we repeat?");
    await submitWord(request, session.sessionId, "synapse");
    await actAsHost(page, session);
    await page.clock.install();
    const host = new PresentationPage(page);
    await host.goto(session.sessionId);
    await expect(host.cloudEntry("synapse", 1)).toBeAttached();

    // A participant opens the same address: no host's bar (only the spec's Dashboard button and Fullscreen toggle),
    // and the host's keys send nothing.
    const participantContext = await browser.newContext();
    const audience = new PresentationPage(await participantContext.newPage());
    const sent: Request[] = [];
    audience.page.on("request", (sentRequest) => sentRequest.method() !== "GET" && sent.push(sentRequest));
    await audience.goto(session.sessionId);
    await expect(audience.cloudEntry("synapse", 1)).toBeAttached();
    await expect(audience.presenterBar).toHaveCount(0);
    await expect(audience.dashboardLink).toHaveAttribute("href", `/dashboard/${session.sessionId}`);
    await expect(audience.fullscreenButton).toBeAttached();
    for (const key of ["n", "ArrowRight", "PageDown", "h", "c", "a"]) await audience.page.keyboard.press(key);
    await audience.page.keyboard.press("?");
    const list = audience.page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(list).toBeVisible();
    await expect(list.locator("kbd", { hasText: "N" })).toHaveCount(0);
    await audience.page.keyboard.press("Escape");
    expect(sent).toEqual([]);
    await expect(audience.page.getByText("Question 1 of 2", { exact: true })).toBeVisible();

    // Next question, hide and reveal, close and reopen: the public view follows each.
    await expect(host.questionPosition).toHaveText("Question 1 of 2");
    await expect(host.previousQuestionButton).toBeDisabled();
    await host.showBar();
    // Shown (once it has slid in), the bar covers none of the join line or the numbers the room reads to join.
    await expect(host.presenterBar).toHaveAttribute("data-shown", "true");
    const footerTop = async () => Math.min(...(await Promise.all([host.joinBar, page.locator(".presentation__stats")].map(async (row) => (await row.boundingBox())!.y))));
    const barBottom = async () => {
      const bar = (await host.presenterBar.boundingBox())!;
      return bar.y + bar.height;
    };
    await expect.poll(async () => (await footerTop()) - (await barBottom()), { message: "room between the bar and the join line" }).toBeGreaterThanOrEqual(0);
    await host.nextQuestionButton.click();
    await expect(audience.page.getByText("What should we repeat?")).toBeVisible();
    await expect(audience.page.getByText("Question 2 of 2", { exact: true })).toBeVisible();
    await expect(host.questionPosition).toHaveText("Question 2 of 2");
    await expect(host.previousQuestionButton).toBeEnabled();
    await host.showBar();
    await host.barButton("Hide results").click();
    await expect(audience.page.getByText("Results will be shown soon")).toBeVisible();
    await expect(host.barButton("Reveal results")).toBeVisible();
    await host.showBar();
    await host.barButton("Reveal results").click();
    await expect(audience.waitingHeading).toBeVisible();
    await host.showBar();
    await host.barButton("Close answering").click();
    await expect(audience.page.getByText("Answering is closed")).toBeVisible();
    await expect(host.barButton("Reopen answering")).toBeVisible();
    // The same by keyboard: C reopens, H hides, P asks the previous question again.
    await page.keyboard.press("c");
    await expect(host.barButton("Close answering")).toBeVisible();
    await expect(audience.page.getByText("Answering is closed")).toBeHidden();
    await page.keyboard.press("p");
    await expect(audience.cloudEntry("synapse", 1)).toBeAttached();
    await expect(audience.page.getByText("Question 1 of 2", { exact: true })).toBeVisible();
    // H hides the question the presentation shows: wait until it shows the first again (the audience may be first).
    await expect(host.questionPosition).toHaveText("Question 1 of 2");
    await page.keyboard.press("h");
    await expect(audience.page.getByText("Results will be shown soon")).toBeVisible();
    await expect(audience.cloudWords).toHaveCount(0);

    // The bar hides after a few still seconds (no pointer events then), shows on a pointer move, and stays while
    // keyboard focus is inside it (or the pointer rests on it, so the pointer leaves it first).
    await page.mouse.move(5, 5);
    await page.clock.fastForward(4_000);
    await expect(host.presenterBar).toHaveAttribute("data-shown", "false");
    await expect(host.presenterBar).toHaveCSS("pointer-events", "none");
    await host.showBar();
    await expect(host.presenterBar).toHaveAttribute("data-shown", "true");
    await host.nextQuestionButton.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(host.nextQuestionButton).toBeFocused();
    await page.clock.fastForward(4_000);
    await expect(host.presenterBar).toHaveAttribute("data-shown", "false");
    await expect(host.presenterBar).toHaveCSS("pointer-events", "auto");
    await expect(host.presenterBar).toHaveCSS("opacity", "1");
    await participantContext.close();
  });

  test("with approval on, the bar shows how many answers wait and A approves the clean ones", async ({ page, request }) => {
    const session = await createSession(request);
    await requireApproval(request, session);
    await actAsHost(page, session);
    const host = new PresentationPage(page);
    await host.goto(session.sessionId);
    await expect(host.waitingCount).toHaveText("0 answers waiting");
    await submitWord(request, session.sessionId, "dopamine", 1);
    await submitWord(request, session.sessionId, "dopamine", 2);
    await expect(host.waitingCount).toHaveText("2 answers waiting");
    await expect(host.approveAllButton).toHaveAccessibleName("Approve all (2)");
    await expect(host.cloudWords).toHaveCount(0);
    await page.keyboard.press("a");
    await expect(host.cloudEntry("dopamine", 2)).toBeAttached();
    await expect(host.waitingCount).toHaveText("0 answers waiting");
  });

  test("Presentation opens its own window and the dashboard stays open", async ({ page, request }) => {
    const session = await createSession(request);
    await actAsHost(page, session);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(session.sessionId);
    const [popup] = await Promise.all([page.waitForEvent("popup"), dashboard.presentationLink.click()]);
    await expect(popup).toHaveURL(new RegExp(`/presentation/${session.sessionId}$`));
    await expect(new PresentationPage(popup).presenterBar).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${session.sessionId}$`));
    await expect(dashboard.heading).toBeVisible();
  });
});
