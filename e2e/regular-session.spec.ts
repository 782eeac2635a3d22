import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { pausePageClock } from "./helpers/clock.js";
import { DashboardPage } from "./pages/dashboard-page.js";
import { LandingPage } from "./pages/landing-page.js";
import { PresentationPage } from "./pages/presentation-page.js";
import { SessionPage } from "./pages/session-page.js";

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = (name: string, fullPage = true) => (SHOTS ? { path: `${SHOTS}/${name}.png`, fullPage } : undefined);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

type Created = { sessionId: string; sessionCode: string; hostKey: string };

async function createSession(request: APIRequestContext, data: Record<string, unknown>): Promise<Created> {
  const response = await request.post("/api/sessions", { data });
  expect(response.status()).toBe(201);
  return (await response.json()).data as Created;
}

async function setActive(request: APIRequestContext, sessionId: string, hostKey: string, isActive: boolean, title: string): Promise<void> {
  const response = await request.put(`/api/sessions/${sessionId}`, {
    headers: { "X-Host-Key": hostKey },
    data: { title, description: "", isActive, isPublic: false, maxParticipants: 100 },
  });
  expect(response.ok()).toBe(true);
}

async function wordCloud(request: APIRequestContext, sessionId: string) {
  const body = await (await request.get(`/api/sessions/${sessionId}/wordcloud`)).json();
  return body.data as { totalSubmissions: number; words: { text: string; frequency: number }[] };
}

test.describe("regular session", () => {
  // One of the suite's two end-to-end tests of live updates (the other: the class dashboard's, class-evaluation.spec.ts):
  // the dashboard and the presentation, open before anyone answers, follow the phone's words without a reload.
  test("a host creates a session, a phone joins by its lower-case code, words appear live on the dashboard and the presentation, and closing the session stops the form without a reload", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000); // three pages (dashboard, presentation, phone) from creation to closing
    const hostContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const host = new LandingPage(await hostContext.newPage());
    // The dashboard joins the session's socket as a host screen and follows the counts without fetching the session.
    const joins: unknown[] = [];
    host.page.on("websocket", (socket) =>
      socket.on("framesent", (frame) => {
        if (typeof frame.payload === "string" && frame.payload.includes('"join-session"')) joins.push(JSON.parse(frame.payload));
      }),
    );
    const sessionReads: string[] = [];
    host.page.on("request", (sent) => {
      if (sent.method() === "GET" && /^\/api\/sessions\/[^/]+$/.test(new URL(sent.url()).pathname)) sessionReads.push(sent.url());
    });
    await host.open();
    await host.createButton.click();
    await expect(host.dialog.getByRole("heading", { name: "Create New Regular Session" })).toBeVisible();
    const title = "Friday lecture feedback";
    // The spec's figures: every entry counts (the dialog's lecturer defaults are off).
    const sessionId = await host.createSession({ title, description: "One word about today" });
    const hostKey = await host.hostKey(sessionId);
    const session = (await (await request.get(`/api/sessions/${sessionId}`)).json()).data as { sessionCode: string; maxParticipants: number; isPublic: boolean };
    expect(session.sessionCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(session.maxParticipants).toBe(100);
    expect(session.isPublic).toBe(false);

    // The host's dashboard, before anyone answers.
    const dashboard = new DashboardPage(host.page);
    await expect(dashboard.heading).toBeVisible();
    await expect(host.page.getByText(title, { exact: true })).toBeVisible();
    await expect(dashboard.sessionCode).toHaveText(session.sessionCode);
    await expect(host.page.getByText("No feedback yet")).toBeVisible();
    await expect(host.page.getByText("Share your session code to start collecting feedback!")).toBeVisible();
    await expect(host.page.getByText("Word frequencies will appear here")).toBeVisible();
    await expect(dashboard.presentationLink).toHaveAttribute("href", `/presentation/${sessionId}`);
    await expect(dashboard.viewSessionLink).toHaveAttribute("href", `/session/${sessionId}`);
    await expect(dashboard.statValue("Total Submissions")).toHaveText("0");
    await expect.poll(() => joins).toContainEqual(expect.objectContaining({ type: "join-session", sessionId, role: "host", protocolVersion: 2 }));
    const readsAfterLoad = sessionReads.length;

    // The presentation, before anyone answers.
    const presentation = new PresentationPage(await hostContext.newPage());
    await presentation.goto(sessionId);
    await expect(presentation.title).toHaveText(title);
    await expect(presentation.sessionCode).toHaveText(`Session: ${session.sessionCode}`);
    await expect(presentation.waitingHeading).toBeVisible();
    await expect(presentation.page.getByText(`Share session code ${session.sessionCode} to start collecting feedback`)).toBeVisible();
    await expect(presentation.live).toBeVisible();
    await expect(presentation.stat("Unique Words")).toHaveText("0");
    await expect(presentation.stat("Most Popular")).toHaveText("0");

    const phoneContext = await browser.newContext(PHONE);
    const phoneLanding = new LandingPage(await phoneContext.newPage());
    await phoneLanding.open();
    await phoneLanding.codeInput.fill(session.sessionCode.toLowerCase());
    await expect(phoneLanding.codeInput).toHaveValue(session.sessionCode);
    await phoneLanding.joinButton.click();
    await expect(phoneLanding.toast("Joined session successfully!")).toBeVisible();
    await phoneLanding.page.waitForURL(`**/session/${sessionId}`);

    const participant = new SessionPage(phoneLanding.page);
    await expect(participant.title).toHaveText(title);
    await expect(participant.page.getByText("One word about today")).toBeVisible();
    await expect(participant.page.getByText("Connected", { exact: true })).toBeVisible();
    await expect(participant.page.getByText("No feedback yet")).toBeVisible();
    await expect(participant.page.getByText("Be the first to share your thoughts!")).toBeVisible();
    await expect(participant.backToDashboard).toHaveAttribute("href", `/dashboard/${sessionId}`);
    await participant.page.screenshot(shot("participant-form-390"));

    // A tie between spellings shows the one that sorts last: "Clear" over "CLEAR".
    await participant.typeWithEnter(["Clear", "examples", " CLEAR ", "more breaks"]);
    await expect(participant.toast("4 word(s) submitted!")).toBeVisible();
    await expect(participant.thankYou).toBeVisible();
    await expect(participant.page.getByText("Your words have been added to the word cloud. Wait for the session owner to share the results or ask the next question.")).toBeVisible();
    await expect(participant.page.getByText("Waiting for next question...")).toBeVisible();
    await expect(participant.cloudWord("Clear", 2)).toBeAttached();
    await expect(participant.cloudWord("examples", 1)).toBeAttached();
    await expect(participant.stat("4 submissions")).toBeVisible();
    await expect(participant.stat("3 unique words")).toBeVisible();
    await participant.page.screenshot(shot("participant-thank-you-390"));

    const cloud = await wordCloud(request, sessionId);
    expect(cloud.totalSubmissions).toBe(4);
    expect(cloud.words.map((word) => [word.text.toLowerCase(), word.frequency])).toEqual(
      expect.arrayContaining([
        ["clear", 2],
        ["examples", 1],
        ["more breaks", 1],
      ]),
    );
    // The presentation and the dashboard opened before anyone answered show the words and stats without a reload.
    await expect(presentation.cloudEntry("Clear", 2)).toBeAttached();
    await expect(presentation.cloudEntry("more breaks", 1)).toBeAttached();
    await expect(presentation.waitingHeading).toBeHidden();
    await expect(presentation.cloudWords).toHaveCount(3);
    await expect(presentation.stat("Unique Words")).toHaveText("3");
    await expect(presentation.stat("Total Submissions")).toHaveText("4");
    await expect(presentation.stat("Most Popular")).toHaveText("2");
    await expect(presentation.mostPopularWord).toHaveText("Clear");
    await expect(dashboard.cloudEntry("Clear", 2)).toBeAttached();
    await expect(dashboard.cloudEntry("examples", 1)).toBeAttached();
    await expect(dashboard.cloudWords).toHaveCount(3);
    await expect(dashboard.frequencyRow(1)).toContainText("Clear");
    await expect(dashboard.frequencyRow(1)).toContainText("2 times");
    await expect(dashboard.frequencyRow(2)).toContainText("1 time");
    await expect(dashboard.statValue("Total Submissions")).toHaveText("4");
    await expect(dashboard.statValue("Unique Words")).toHaveText("3");
    await expect(dashboard.statValue("Total Words")).toHaveText("5");
    await expect(dashboard.feedbackTab).toHaveText("Participant Feedback (4)");
    expect(sessionReads.length, "the dashboard fetched the session again").toBe(readsAfterLoad);
    await dashboard.cloudWords.filter({ hasText: "Clear" }).hover();
    await expect(host.page.locator(".word-cloud__tooltip")).toHaveText("Submitted 2 time(s)");

    await participant.submitAnother.click();
    for (const box of participant.words()) await expect(box).toHaveValue("");
    await expect(participant.word(1)).toBeFocused();

    // The host closes the session: the open participant page refuses at once.
    await setActive(request, sessionId, hostKey, false, title);
    await expect(participant.notActive).toBeVisible();
    for (const box of participant.words()) await expect(box).toBeDisabled();
    await expect(participant.submit).toBeDisabled();
    await participant.page.screenshot(shot("participant-inactive-390"));

    await setActive(request, sessionId, hostKey, true, title);
    await expect(participant.notActive).toBeHidden();
    await expect(participant.word(1)).toBeEnabled();
    await expect(participant.submit).toBeEnabled();

    await hostContext.close();
    await phoneContext.close();
  });

  test("a phone whose page goes out of sight tells the server, and shows what it missed when it is back", async ({ page, request }) => {
    const { sessionId } = await createSession(request, { title: "Lommen" });
    const sent: { type: string; visible?: boolean }[] = [];
    page.on("websocket", (socket) => socket.on("framesent", (frame) => sent.push(JSON.parse(String(frame.payload)))));
    const phone = new SessionPage(page);
    await phone.open(sessionId);
    const setVisibility = (state: "hidden" | "visible") =>
      page.evaluate((value) => {
        Object.defineProperty(document, "visibilityState", { value, configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
      }, state);

    await setVisibility("hidden");
    await expect.poll(() => sent.filter((message) => message.type === "set-visibility")).toEqual([{ type: "set-visibility", sessionId, visible: false }]);
    await request.post(`/api/sessions/${sessionId}/feedback`, { data: { text: "Mørke", participantId: "p-elsewhere" } });
    await setVisibility("visible");
    await expect(phone.cloudWord("Mørke", 1)).toBeAttached();
    expect(sent.filter((message) => message.type === "set-visibility").map((message) => message.visible)).toEqual([false, true]);
  });

  test("the answer form validates, counts characters and works with touch-sized boxes at 390 px", async ({ browser, request }) => {
    const { sessionId } = await createSession(request, { title: "Counters" });
    const context = await browser.newContext(PHONE);
    const participant = new SessionPage(await context.newPage());
    await participant.open(sessionId);

    await participant.submit.click();
    await expect(participant.toast("Please enter at least one word")).toBeVisible();
    await participant.word(2).fill("    ");
    await participant.submit.click();
    await expect(participant.toast("Please enter at least one word")).toHaveCount(1);
    await expect(participant.thankYou).toBeHidden();

    await expect(participant.counter(1)).toHaveText("25 characters left");
    await participant.word(1).fill("abcdefghijklmnopqrst");
    await expect(participant.counter(1)).toHaveText("5 characters left");
    await expect(participant.counter(1)).toHaveCSS("color", "rgb(161, 98, 7)");
    await participant.word(1).fill("abcdefghijklmnopqrstuvwx");
    await expect(participant.counter(1)).toHaveText("1 character left");
    await participant.word(1).press("y");
    await expect(participant.counter(1)).toHaveText("Character limit reached");
    await expect(participant.counter(1)).toHaveCSS("color", "rgb(200, 30, 30)");
    await participant.word(1).press("z");
    await expect(participant.word(1)).toHaveValue("abcdefghijklmnopqrstuvwxy");
    await expect(participant.counter(3)).toHaveText("25 characters left");
    await expect(participant.counter(3)).toHaveCSS("color", "rgb(90, 97, 120)");
    await participant.page.screenshot(shot("participant-counters-390", false));

    for (const box of participant.words()) {
      const size = await box.boundingBox();
      expect(size!.height).toBeGreaterThanOrEqual(48);
      expect(Number.parseFloat(await box.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
    }
    expect((await participant.submit.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    expect(await participant.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Blank boxes are ignored and entries are trimmed.
    await participant.word(1).fill("  tydelig  ");
    await participant.word(2).fill("");
    await participant.word(3).fill("sjovt");
    await participant.submit.click();
    await expect(participant.toast("2 word(s) submitted!")).toBeVisible();
    await expect(participant.thankYou).toBeVisible();
    const cloud = await wordCloud(request, sessionId);
    expect(cloud.words.map((word) => word.text).sort()).toEqual(["sjovt", "tydelig"]);
    await expect(participant.stat("2 submissions")).toBeVisible();
    await expect(participant.stat("2 unique words")).toBeVisible();
    await context.close();
  });

  test("an inactive session's page shows the note and disabled form from the start", async ({ page, request }) => {
    const created = await createSession(request, { title: "Closed" });
    await setActive(request, created.sessionId, created.hostKey, false, "Closed");
    const participant = new SessionPage(page);
    await participant.open(created.sessionId);
    await expect(participant.notActive).toBeVisible();
    for (const box of participant.words()) await expect(box).toBeDisabled();
    await expect(participant.submit).toBeDisabled();
    await page.screenshot(shot("participant-inactive-1280"));
  });

  test("create dialog: title per type, required title, max participants range and fallback, public flag", async ({ page, request }) => {
    const landing = new LandingPage(page);
    await landing.open();
    await page.screenshot(shot("landing-1280"));
    await landing.createButton.click();
    await expect(landing.dialog.getByRole("heading", { name: "Create New Regular Session" })).toBeVisible();
    await expect(landing.sessionType("Regular Session")).toBeChecked();
    await expect(landing.dialog.getByText("Participants send short words that grow into a live word cloud.")).toBeVisible();
    await page.screenshot(shot("create-modal-regular-1280", false));
    await landing.sessionType("Class Session").check();
    await expect(landing.dialog.getByRole("heading", { name: "Create New Class Session" })).toBeVisible();
    await page.screenshot(shot("create-modal-class-1280", false));
    await landing.sessionType("Regular Session").check();

    await expect(landing.confirmCreate).toBeDisabled();
    await landing.sessionTitle.fill("   ");
    await expect(landing.confirmCreate).toBeDisabled();
    await landing.description.focus();
    await expect(landing.dialog.getByText("Session title is required")).toBeVisible();
    await expect(landing.description).toHaveAttribute("rows", "3");

    await landing.maxParticipants.fill("5000");
    await expect(landing.dialog.getByText("Max participants must be between 1 and 1000")).toBeVisible();
    await expect(landing.maxParticipants).toHaveAttribute("aria-invalid", "true");
    await landing.sessionTitle.fill("Public one");
    await landing.confirmCreate.click();
    await expect(landing.toast("Max participants must be between 1 and 1000")).toBeVisible();
    await expect(landing.dialog).toBeVisible();

    // An empty (non-numeric) value falls back to 100.
    await landing.maxParticipants.fill("");
    await landing.makePublic.check();
    await landing.confirmCreate.click();
    await page.waitForURL(/\/dashboard\/[^/]+$/);
    const sessionId = page.url().split("/").pop()!;
    const created = (await (await request.get(`/api/sessions/${sessionId}`)).json()).data;
    expect(created).toMatchObject({ title: "Public one", maxParticipants: 100, isPublic: true, sessionType: "regular", isActive: true });

    await landing.open();
    await landing.createButton.click();
    await landing.cancel.click();
    await expect(landing.dialog).toBeHidden();
    await expect(landing.createButton).toBeFocused();
  });

  test("class sessions: created into the class dashboard, joined straight into the evaluation, and /session redirects", async ({ page, request }) => {
    const landing = new LandingPage(page);
    await landing.open();
    const sessionId = await landing.createSession({ title: "Dansk 2.g", type: "class" });
    expect(await landing.hostKey(sessionId)).toBeTruthy();
    const { sessionCode } = (await (await request.get(`/api/sessions/${sessionId}`)).json()).data;

    await landing.open();
    await landing.join(sessionCode);
    await page.waitForURL(`**/class-session/${sessionId}`);

    await page.goto(`/session/${sessionId}`);
    await page.waitForURL(`**/class-session/${sessionId}`);
  });

  test("join form: upper-cases, ignores spaces, is disabled when empty and reports unknown codes; an unknown session id says 'Session not found' and goes home", async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.open();
    await expect(landing.joinButton).toBeDisabled();
    await landing.codeInput.fill("   ");
    await expect(landing.codeInput).toHaveValue("");
    await expect(landing.joinButton).toBeDisabled();
    await landing.codeInput.fill(" zz zzzz9 ");
    await expect(landing.codeInput).toHaveValue("ZZZZZZ");
    await landing.joinButton.click();
    await expect(landing.toast("Session not found")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // In the same browser: a new document, so the toast below is the unknown id's, not the join form's.
    await page.goto("/session/doesNotExist123");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Session not found" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("public sessions are listed with status, two-line description and counts, and open the participant page", async ({ page, request }) => {
    const open = await createSession(request, {
      title: "Open house questions",
      description: "A long description that goes on and on. ".repeat(8),
      isPublic: true,
    });
    for (const text of ["kaffe", "kage", "kaffe"]) {
      await request.post(`/api/sessions/${open.sessionId}/feedback`, { data: { text, participantId: "participant_seed" } });
    }
    const closed = await createSession(request, { title: "Closed public session", isPublic: true });
    await request.put(`/api/sessions/${closed.sessionId}`, {
      headers: { "X-Host-Key": closed.hostKey },
      data: { title: "Closed public session", description: "", isActive: false, isPublic: true, maxParticipants: 100 },
    });
    await createSession(request, { title: "A private session" });

    const landing = new LandingPage(page);
    await landing.open();
    await expect(landing.publicSessions.getByRole("heading", { name: "Public Sessions" })).toBeVisible();
    const card = landing.publicCard("Open house questions");
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(card.getByText("3 submissions")).toBeVisible();
    await expect(card.getByText("2 unique words")).toBeVisible();
    const description = card.getByText(/A long description/);
    await expect(description).toHaveCSS("-webkit-line-clamp", "2");
    const lineHeight = Number.parseFloat(await description.evaluate((element) => getComputedStyle(element).lineHeight));
    expect((await description.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    await expect(landing.publicCard("Closed public session").getByText("Inactive", { exact: true })).toBeVisible();
    await expect(landing.publicCard("A private session")).toHaveCount(0);
    await page.screenshot(shot("landing-public-1280"));

    await card.getByRole("link", { name: /View Session/ }).click();
    await page.waitForURL(`**/session/${open.sessionId}`);
    await expect(new SessionPage(page).title).toHaveText("Open house questions");
  });

  test("the public list stays hidden when empty and reports a failed load", async ({ page }) => {
    // The only way to see these two branches on a shared server is to answer the list call ourselves.
    await page.route("**/api/sessions", (route) =>
      route.request().method() === "GET" ? route.fulfill({ json: { success: true, data: [] } }) : route.continue(),
    );
    const landing = new LandingPage(page);
    await landing.open();
    await expect(landing.joinButton).toBeVisible();
    await expect(page.getByRole("heading", { name: "Public Sessions" })).toHaveCount(0);

    await page.unroute("**/api/sessions");
    await page.route("**/api/sessions", (route) =>
      route.request().method() === "GET" ? route.fulfill({ status: 500, json: { success: false, error: "boom" } }) : route.continue(),
    );
    await landing.open();
    await expect(landing.toast("Failed to load sessions")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Public Sessions" })).toHaveCount(0);
  });

  test("a submission that gets no answer times out after 10 s and the form can be used again, the word still queued", async ({ page, request }) => {
    const { sessionId } = await createSession(request, { title: "Slow network" });
    // The socket stays up but never answers a submission, and the HTTP fallback hangs: nothing completes.
    await page.routeWebSocket(/\/ws/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        if (typeof message === "string" && message.includes('"submit-feedback"')) return;
        server.send(message);
      });
    });
    await page.route(`**/api/sessions/${sessionId}/feedback`, () => undefined);
    await page.clock.install();
    const participant = new SessionPage(page);
    await participant.open(sessionId);
    await participant.word(1).fill("patience");
    await participant.submit.click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    // The page's clock stops, then moves a second at a time until the timeout shows. The 10 s timer starts when the
    // outbox hands the word over, a moment around this one, so a single jump of exactly 10 s could stop just short.
    const submitted = await page.evaluate(() => Date.now());
    await pausePageClock(page);
    const timeout = participant.toast("Submission timeout - please try again");
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000);
        return timeout.isVisible();
      }, { intervals: [50], timeout: 30_000 })
      .toBe(true);
    const waited = (await page.evaluate(() => Date.now())) - submitted;
    expect(waited, "the form waited about 10 s for an answer").toBeGreaterThanOrEqual(9_000);
    expect(waited).toBeLessThanOrEqual(12_000);
    await expect(participant.submit).toHaveText("Submit");
    await expect(participant.submit).toBeEnabled();
    // The word stays in its box, queued under its id; the outbox keeps trying.
    await expect(participant.word(1)).toHaveValue("patience");
    await expect(participant.counter(1)).toHaveText("Sending…");
    await expect(participant.thankYou).toBeHidden();
  });

  test("a word the server cannot take now is named, waits in the outbox and goes once the server takes it", async ({ page, request }) => {
    const { sessionId } = await createSession(request, { title: "Flaky server" });
    // No live channel: every word goes through the HTTP call.
    await page.routeWebSocket(/\/ws/, (ws) => ws.close());
    await page.route(`**/api/sessions/${sessionId}/feedback`, (route) => {
      const text = (route.request().postDataJSON() as { text: string }).text;
      return text === "second" ? route.fulfill({ status: 503, body: "" }) : route.continue();
    });
    const participant = new SessionPage(page);
    await participant.open(sessionId);
    await participant.word(1).fill("first");
    await participant.word(2).fill("second");
    await participant.word(3).fill("third");
    await participant.submit.click();
    await expect(participant.toast("Failed to submit word: second")).toBeVisible();
    await expect(participant.toast("2 word(s) submitted!")).toBeVisible();
    await expect(participant.thankYou).toBeVisible();
    await expect(page.getByText("1 word is waiting and will be sent automatically.")).toBeVisible();
    await expect(participant.listedWord("second", "Waiting for the network")).toBeVisible();
    await expect(participant.listedWord("first", "Sent")).toBeVisible();
    expect((await wordCloud(request, sessionId)).words.map((word) => word.text).sort()).toEqual(["first", "third"]);

    await page.unroute(`**/api/sessions/${sessionId}/feedback`);
    await expect(participant.listedWord("second", "Sent")).toBeVisible({ timeout: 15_000 });
    expect((await wordCloud(request, sessionId)).words.map((word) => word.text).sort()).toEqual(["first", "second", "third"]);
  });
});
