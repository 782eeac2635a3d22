import { expect, test, type APIRequestContext } from "@playwright/test";
import { pausePageClock } from "./helpers/clock.js";
import { ClassSessionPage } from "./pages/class-session-page.js";
import { DashboardPage } from "./pages/dashboard-page.js";
import { SessionPage } from "./pages/session-page.js";

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = (name: string) => (SHOTS ? { path: `${SHOTS}/${name}.png`, fullPage: true } : undefined);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function createSession(request: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await request.post("/api/sessions", { data });
  expect(response.status()).toBe(201);
  return (await response.json()).data.sessionId as string;
}

async function wordCloud(request: APIRequestContext, sessionId: string) {
  return (await (await request.get(`/api/sessions/${sessionId}/wordcloud`)).json()).data as {
    totalSubmissions: number;
    words: { text: string; frequency: number }[];
  };
}

test.describe("offline outbox and protocol", () => {
  test("words submitted offline survive a reload and are counted once when the phone is back online", async ({ browser, request }) => {
    const sessionId = await createSession(request, { title: "Lecture hall Wi-Fi" });
    const context = await browser.newContext(PHONE);
    let page = await context.newPage();
    let participant = new SessionPage(page);
    await participant.open(sessionId);

    await context.setOffline(true);
    await participant.word(1).fill("Kaffe");
    await participant.word(2).fill("Pauser");
    await participant.submit.click();
    // Safely queued: the thank-you view names what waits for the network.
    await expect(participant.thankYou).toBeVisible();
    await expect(page.getByText("2 words will be sent once your phone is back online.")).toBeVisible();
    await expect(participant.listedWord("Kaffe", "Waiting for the network")).toBeVisible();
    await expect(participant.listedWord("Pauser", "Waiting for the network")).toBeVisible();
    await page.screenshot(shot("outbox-offline-390"));

    // A reload without a network cannot load the page; the words are kept in the outbox all the same.
    await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    expect((await wordCloud(request, sessionId)).totalSubmissions).toBe(0);
    // Chromium's error page reloads by itself once the network is back, racing the visit below: close it first.
    await page.close();
    await context.setOffline(false);
    // Words left by the earlier visit are the submission on screen: the page opens on its thank-you view.
    page = await context.newPage();
    participant = new SessionPage(page);
    await page.goto(`/session/${sessionId}`);
    // The toast first: it leaves after a few seconds, which on a busy machine the checks before it could outlast.
    await expect(participant.toast("2 word(s) submitted!")).toBeVisible();
    await expect(participant.thankYou).toBeVisible();
    await expect(participant.listedWord("Kaffe", "Sent")).toBeVisible();
    await expect(participant.listedWord("Pauser", "Sent")).toBeVisible();
    await page.screenshot(shot("outbox-sent-after-reload-390"));
    const cloud = await wordCloud(request, sessionId);
    expect(cloud.totalSubmissions).toBe(2);
    expect(cloud.words.map((word) => [word.text, word.frequency]).sort()).toEqual([
      ["Kaffe", 1],
      ["Pauser", 1],
    ]);

    // Nothing is left to send: another visit sends nothing more.
    await participant.open(sessionId);
    await expect(participant.word(1)).toBeEditable();
    expect((await wordCloud(request, sessionId)).totalSubmissions).toBe(2);
    await context.close();
  });

  test("a word whose acknowledgement is lost goes again over HTTP under the same id and is counted once", async ({ page, request }) => {
    const sessionId = await createSession(request, { title: "Lost acknowledgement" });
    // The server gets the word over the socket, but its answer never reaches the page.
    await page.routeWebSocket(/\/ws/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (typeof message === "string" && message.includes('"feedback-submitted"')) return;
        ws.send(message);
      });
    });
    await page.clock.install();
    const participant = new SessionPage(page);
    await participant.open(sessionId);
    await participant.word(1).fill("Gruppearbejde");
    await participant.submit.click();
    // From here the page's clock stands still, so it waits for the answer however long the checks below take.
    await pausePageClock(page);
    // The server has the word; the page, without an answer, waits 5 s for it and then sends it again over HTTP.
    await expect.poll(async () => (await wordCloud(request, sessionId)).totalSubmissions).toBe(1);
    await expect(participant.thankYou).toBeHidden();
    await page.clock.fastForward(5_000);
    await expect(participant.thankYou).toBeVisible();
    await expect(participant.listedWord("Gruppearbejde", "Sent")).toBeVisible();
    expect(await wordCloud(request, sessionId)).toMatchObject({ totalSubmissions: 1, words: [{ text: "Gruppearbejde", frequency: 1 }] });
  });

  test("a refused word leaves the outbox and goes back into its box with the server's text", async ({ page, request }) => {
    const sessionId = await createSession(request, { title: "Small room", maxParticipants: 1 });
    const participant = new SessionPage(page);
    await participant.open(sessionId);
    // The last place goes to someone else while this phone is open (a full session would say so before typing).
    expect((await request.post(`/api/sessions/${sessionId}/feedback`, { data: { text: "Tavle", participantId: "p-first" } })).status()).toBe(201);
    await participant.word(1).fill("Kridt");
    await participant.submit.click();
    await expect(participant.toast("Session is full")).toBeVisible();
    await expect(participant.word(1)).toHaveValue("Kridt");
    await expect(participant.word(1)).toBeEditable();
    await expect(participant.counter(1)).toHaveText("20 characters left");
    await expect(participant.thankYou).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("ordsky.outbox.v1"))).toBeNull();
    expect((await wordCloud(request, sessionId)).totalSubmissions).toBe(1);
  });

  // The dashboard joining as a host screen and following the counts without fetching the session again is part of the
  // regular session's end-to-end test in regular-session.spec.ts.

  test("class answers given offline wait in the outbox and are counted once when the network is back", async ({ browser, request }) => {
    const sessionId = await createSession(request, { title: "Offline evaluation", sessionType: "class" });
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const evaluation = new ClassSessionPage(page);
    await evaluation.open(sessionId);
    await expect(evaluation.counter(1, 5)).toBeVisible();

    await context.setOffline(true);
    await evaluation.ratingButton(8).click();
    await evaluation.next.click();
    await expect(evaluation.counter(2, 5)).toBeVisible();
    await evaluation.previous.click();
    await expect(page.getByText("Waiting for the network", { exact: true })).toBeVisible();
    await page.screenshot(shot("outbox-class-offline-390"));

    await context.setOffline(false);
    await expect(page.getByText("Sent", { exact: true })).toBeVisible({ timeout: 15_000 });
    const analytics = (await (await request.get(`/api/sessions/${sessionId}/class-analytics`)).json()).data;
    expect(analytics.totalResponses).toBe(1);
    expect(analytics.scaleQuestions[0]).toMatchObject({ average: 8, totalResponses: 1 });
    await context.close();
  });

  test("a server of another protocol version makes the page say it must be reloaded; malformed messages are ignored", async ({ page, request }) => {
    const sessionId = await createSession(request, { title: "Updated overnight" });
    await request.post(`/api/sessions/${sessionId}/feedback`, { data: { text: "Tavle", participantId: "p-before" } });
    let version = "2";
    await page.routeWebSocket(/\/ws/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        // This tab was loaded before an update: it names an older version than the server's.
        server.send(typeof message === "string" ? message.replace(/"protocolVersion":\d+/, `"protocolVersion":${version}`) : message);
      });
      server.onMessage((message) => {
        // Garbage in front of every real message must not break the page.
        ws.send("not json at all");
        ws.send(JSON.stringify({ type: "word-cloud-delta", sessionId, data: { baseVersion: "x" } }));
        ws.send(message);
      });
    });
    const participant = new SessionPage(page);
    await participant.open(sessionId);
    await expect(participant.cloudWord("Tavle", 1)).toBeAttached();
    await request.post(`/api/sessions/${sessionId}/feedback`, { data: { text: "Kridt", participantId: "p-live" } });
    await expect(participant.cloudWord("Kridt", 1)).toBeAttached();
    await expect(participant.updateNotice).toBeHidden();

    version = "1";
    await page.reload();
    await expect(participant.updateNotice).toBeVisible();
    await expect(participant.updateNotice.getByRole("button", { name: "Reload" })).toBeVisible();
    await page.screenshot(shot("protocol-mismatch-1280"));
  });
});
