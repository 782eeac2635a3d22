import { expect, test, type APIRequestContext } from "@playwright/test";
import { startOwnServer, type OwnServer } from "./helpers/own-server.js";
import { ClassSessionPage } from "./pages/class-session-page.js";
import { SessionPage } from "./pages/session-page.js";

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = (name: string) => (SHOTS ? { path: `${SHOTS}/${name}.png`, fullPage: true } : undefined);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TOO_MANY = "Too many answers at once, please wait a moment";

// One new participant a minute per address: once the test has spent it, a participant the session has not seen
// yet is held back for about a minute, long enough to look at what the page says.
test.describe("a participant held back by the server's answer limits", () => {
  let server: OwnServer;

  test.beforeAll(async () => {
    server = await startOwnServer({ NEW_PARTICIPANTS_PER_MINUTE: "1" });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  async function createSession(request: APIRequestContext, data: Record<string, unknown>): Promise<string> {
    const response = await request.post(`${server.url}/api/sessions`, { data });
    expect(response.status()).toBe(201);
    return (await response.json()).data.sessionId as string;
  }

  /** Brings one new participant into a session, so this address has none left for a while (201 or already 429). */
  async function spendNewParticipant(request: APIRequestContext): Promise<void> {
    const sessionId = await createSession(request, { title: "Spent" });
    const response = await request.post(`${server.url}/api/sessions/${sessionId}/feedback`, { data: { text: "first", participantId: "spender" } });
    expect([201, 429]).toContain(response.status());
  }

  test("the participant page says the words wait for the server, not the network, and writes nothing yet", async ({ browser, request }) => {
    await spendNewParticipant(request);
    const sessionId = await createSession(request, { title: "Forelæsning 3" });
    const context = await browser.newContext(PHONE);
    const participant = new SessionPage(await context.newPage());
    await participant.open(sessionId, server.url);
    // Over the socket, as a connected phone sends its words.
    await expect(participant.page.getByText("Connected", { exact: true })).toBeVisible();
    await participant.word(1).fill("Kaffe");
    await participant.word(2).fill("Pauser");
    await participant.submit.click();

    await expect(participant.thankYou).toBeVisible();
    await expect(participant.toast(TOO_MANY)).toHaveCount(1);
    await expect(participant.listedWord("Kaffe", "Sent in a moment")).toBeVisible();
    await expect(participant.listedWord("Pauser", "Sent in a moment")).toBeVisible();
    await expect(participant.page.getByText(`${TOO_MANY}. 2 words are waiting and will be sent automatically.`)).toBeVisible();
    await expect(participant.page.getByText(/Failed to submit word|Waiting for the network/)).toHaveCount(0);
    await participant.page.screenshot(shot("answer-limits-participant-390"));
    const cloud = (await (await request.get(`${server.url}/api/sessions/${sessionId}/wordcloud`)).json()).data;
    expect(cloud.totalSubmissions).toBe(0);
    await context.close();
  });

  test("the class page says an answer waits for the server, and the evaluation goes on", async ({ browser, request }) => {
    await spendNewParticipant(request);
    const sessionId = await createSession(request, { sessionType: "class", title: "Dansk 2.g" });
    const context = await browser.newContext(PHONE);
    const participant = new ClassSessionPage(await context.newPage());
    await participant.open(sessionId, server.url);
    await expect(participant.counter(1, 5)).toBeVisible();
    await participant.ratingButton(8).click();
    await participant.next.click();

    await expect(participant.toast(TOO_MANY)).toBeVisible();
    await expect(participant.counter(2, 5)).toBeVisible();
    await participant.previous.click();
    await expect(participant.counter(1, 5)).toBeVisible();
    await expect(participant.page.getByText("Sent in a moment", { exact: true })).toBeVisible();
    await participant.page.screenshot(shot("answer-limits-class-390"));
    const analytics = (await (await request.get(`${server.url}/api/sessions/${sessionId}/class-analytics`)).json()).data;
    expect(analytics.totalResponses).toBe(0);
    await context.close();
  });
});
