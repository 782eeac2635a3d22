import { expect, test } from "@playwright/test";
import { createSession } from "./helpers/sessions-api.js";
import { DashboardPage } from "./pages/dashboard-page.js";
import { LandingPage } from "./pages/landing-page.js";
import { PresentationPage } from "./pages/presentation-page.js";
import { QuestionsPanel } from "./pages/questions-panel.js";
import { SessionPage } from "./pages/session-page.js";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = (name: string) => (SHOTS ? { path: `${SHOTS}/${name}.png` } : undefined);

test.describe("several questions in one session", () => {
  test("the host asks a second question: a waiting phone moves to it live, the presentation shows its prompt, the host browses back, hides and reveals", async ({
    browser,
  }) => {
    test.setTimeout(120_000); // four pages (dashboard, presentation, two phones) through a whole lecture
    const hostContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const landing = new LandingPage(await hostContext.newPage());
    await landing.open();
    await landing.createButton.click();
    const sessionId = await landing.createSession({ title: "Sprint review" });
    const dashboard = new DashboardPage(landing.page);
    const questions = new QuestionsPanel(landing.page);
    await expect(questions.row(1)).toContainText("Sprint review (the session title)");
    await expect(questions.row(1)).toContainText("Live");

    const presentationPage = await hostContext.newPage();
    const presentation = new PresentationPage(presentationPage);
    await presentation.goto(sessionId);
    await expect(presentation.waitingHeading).toBeVisible();

    // A phone answers the first question and waits on the thank-you view; a second phone is typing meanwhile.
    const phoneContext = await browser.newContext(PHONE);
    const phone = new SessionPage(await phoneContext.newPage());
    await phone.open(sessionId);
    await phone.typeWithEnter(["velocity", "demo day", "", ""]);
    await expect(phone.thankYou).toBeVisible();
    const typistContext = await browser.newContext(PHONE);
    const typist = new SessionPage(await typistContext.newPage());
    await typist.open(sessionId);
    await typist.word(1).fill("half a thought");
    await expect(presentation.cloudEntry("velocity", 1)).toBeAttached();

    await questions.add("What should we change next sprint?");
    await expect(questions.rows).toHaveCount(2);
    await expect(questions.row(2)).toContainText("0 answers");
    await questions.button(2, "Ask").click();
    await expect(questions.row(2)).toContainText("Live");

    // The waiting phone is back on the form for the new question, without a reload; the typist keeps the text.
    await expect(phone.page.getByText("What should we change next sprint?", { exact: true })).toBeVisible();
    await expect(phone.page.getByText("Question 2 of 2")).toBeVisible();
    await expect(phone.word(1)).toBeVisible();
    await expect(phone.thankYou).toBeHidden();
    // The thank-you view that held the focus is gone: the focus is in the first box, not lost on the page body.
    await expect(phone.word(1)).toBeFocused();
    await expect(typist.word(1)).toHaveValue("half a thought");
    await expect(presentationPage.getByText("What should we change next sprint?", { exact: true })).toBeVisible();
    await expect(presentation.waitingHeading).toBeVisible();
    await expect(presentation.cloudWords).toHaveCount(0);

    await phone.typeWithEnter(["pairing", "", "", ""]);
    await expect(phone.thankYou).toBeVisible();
    await expect(presentation.cloudEntry("pairing", 1)).toBeAttached();
    await expect(dashboard.cloudEntry("pairing", 1)).toBeAttached();
    // The numbers beside the cloud are the question's it shows (question 1's two answers are not in them).
    await expect(dashboard.statValue("Total Submissions")).toHaveText("1");
    await expect(dashboard.page.getByText("The numbers of question 2, the one shown")).toBeVisible();

    // Browsing back: the first question's cloud, list and feedback on the dashboard; the room stays on question 2.
    await questions.button(1, "View answers").click();
    await expect(questions.browsingNotice).toContainText("Showing the answers to question 1");
    await expect(dashboard.cloudEntry("velocity", 1)).toBeAttached();
    await expect(dashboard.frequencyRow(1)).toContainText(/demo day|velocity/);
    await dashboard.feedbackTab.click();
    await expect(dashboard.feedbackItems).toHaveCount(2);
    await expect(dashboard.feedbackTab).toHaveText("Participant Feedback (2)");
    await dashboard.overviewTab.click();
    await questions.backToLive.click();
    await expect(dashboard.cloudEntry("pairing", 1)).toBeAttached();
    await expect(presentation.cloudEntry("pairing", 1)).toBeAttached();

    // Hide results: the room sees that results come later while the host keeps seeing everything; Reveal shows them.
    await questions.button(2, "Hide results").click();
    await expect(presentationPage.getByRole("heading", { name: "Results will be shown soon" })).toBeVisible();
    await expect(phone.page.getByText("Results will be shown soon")).toBeVisible();
    await expect(questions.row(2)).toContainText("Results hidden");
    await typist.word(1).fill("tests first");
    await typist.submit.click();
    await expect(typist.thankYou).toBeVisible();
    await expect(dashboard.cloudEntry("tests first", 1)).toBeAttached();
    await expect(presentation.cloudWords).toHaveCount(0);
    await questions.button(2, "Reveal").click();
    await expect(presentation.cloudEntry("tests first", 1)).toBeAttached();
    await expect(presentation.cloudEntry("pairing", 1)).toBeAttached();
    await expect(phone.cloudWord("tests first", 1)).toBeAttached();

    // Close answering: phones show a card instead of a greyed-out form; the projector says it in large type.
    await questions.button(2, "Close answering").click();
    // A phone on its thank-you view hears it at once and no longer offers another answer; opened afresh, it shows the card.
    await expect(phone.page.getByRole("status").filter({ hasText: "The host has closed answering for now." })).toBeVisible();
    await expect(phone.submitAnother).toHaveCount(0);
    await phone.page.reload();
    await expect(phone.page.getByRole("status").getByRole("heading", { name: "Answering is closed" })).toBeVisible();
    await expect(phone.submit).toHaveCount(0);
    await expect(phone.page.getByRole("textbox")).toHaveCount(0);
    const closedBanner = presentationPage.getByRole("heading", { name: "Answering is closed" });
    await expect(closedBanner).toBeVisible();
    const fontSize = await closedBanner.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(28);
    await expect(presentationPage.locator(".presentation__qr-panel")).toHaveCount(0);

    await Promise.all([hostContext.close(), phoneContext.close(), typistContext.close()]);
  });

  test("the host adds, edits, reorders and deletes questions, and a full session tells a newcomer before they type", async ({ browser, request }) => {
    const hostContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const landing = new LandingPage(await hostContext.newPage());
    await landing.open();
    await landing.createButton.click();
    const sessionId = await landing.createSession({ title: "Workshop" });
    const questions = new QuestionsPanel(landing.page);
    await questions.add("First idea?");
    await questions.add("Second idea?");
    await expect(questions.rows).toHaveCount(3);

    await questions.row(3).getByRole("button", { name: "Edit question 3" }).click();
    await questions.row(3).getByRole("textbox", { name: "Text of question 3" }).fill("Best idea?");
    await questions.row(3).getByRole("button", { name: "Save" }).click();
    await expect(questions.row(3)).toContainText("Best idea?");
    await questions.row(3).getByRole("button", { name: "Move question 3 up" }).click();
    await expect(questions.row(2)).toContainText("Best idea?");
    await questions.row(3).getByRole("button", { name: "Delete question 3" }).click();
    await expect(questions.rows).toHaveCount(2);
    await landing.page.getByRole("button", { name: "Undo" }).click();
    await expect(questions.rows).toHaveCount(3);
    await expect(questions.row(3)).toContainText("First idea?");

    const hostKey = await landing.hostKey(sessionId);
    const settings = { title: "Workshop", description: "", isActive: true, isPublic: false, maxParticipants: 1 };
    expect((await request.put(`/api/sessions/${sessionId}`, { headers: { "X-Host-Key": hostKey }, data: settings })).ok()).toBe(true);
    expect((await request.post(`/api/sessions/${sessionId}/feedback`, { data: { text: "first", participantId: "someone" } })).status()).toBe(201);

    const latecomerContext = await browser.newContext(PHONE);
    const latecomer = new LandingPage(await latecomerContext.newPage());
    await latecomer.open();
    const code = (await (await request.get(`/api/sessions/${sessionId}`)).json()).data.sessionCode as string;
    await latecomer.codeInput.fill(code);
    await latecomer.joinButton.click();
    await latecomer.page.waitForURL(`**/session/${sessionId}`);
    await expect(latecomer.page.getByRole("heading", { name: "Session is full" })).toBeVisible();
    await expect(latecomer.page.getByLabel("Word 1", { exact: true })).toHaveCount(0);
    await Promise.all([hostContext.close(), latecomerContext.close()]);
  });
  test("the question's answer count and 'N / max participants' follow a hall that keeps answering, not only once it falls silent", async ({ browser, request }) => {
    const hostContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const landing = new LandingPage(await hostContext.newPage());
    await landing.open();
    await landing.createButton.click();
    const sessionId = await landing.createSession({ title: "Steady stream" });
    const questions = new QuestionsPanel(landing.page);
    await expect(questions.row(1)).toContainText("0 answers");

    // A new participant answers every 200 ms for as long as the test needs: the stream never pauses for a second.
    let streaming = true;
    let sent = 0;
    const stream = (async () => {
      while (streaming && sent < 200) {
        const response = await request.post(`/api/sessions/${sessionId}/feedback`, { data: { text: `idea${sent}`, participantId: `stream_participant_${sent}` } });
        expect(response.status()).toBe(201);
        sent += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    await expect(questions.row(1)).toContainText(/(?<!\d)([3-9]|[1-9]\d+) answers/);
    await expect(landing.page.getByText(/^([3-9]|\d{2,}) \/ \d+ participants$/)).toBeVisible();
    expect(streaming && sent < 200, "the counts moved while answers were still arriving").toBe(true);
    streaming = false;
    await stream;
    await hostContext.close();
  });
});

test("a phone on its thank-you view follows the room without a tap: answering closed and reopened, results hidden and shown, the next question", async ({ browser, request }) => {
  const session = await createSession(request, { title: "Forelæsning 8" });
  const host = { "x-host-key": session.hostKey };
  const currentQuestionId = async () => (await (await request.get(`/api/sessions/${session.sessionId}`)).json()).data.currentQuestion.id as string;
  const first = await currentQuestionId();
  const change = async (questionId: string, data: Record<string, boolean>) => {
    expect((await request.put(`/api/sessions/${session.sessionId}/questions/${questionId}`, { data, headers: host })).status()).toBe(200);
  };
  const phone = new SessionPage(await (await browser.newContext(PHONE)).newPage());
  await phone.open(session.sessionId);
  await phone.word(1).fill("Overblik");
  await phone.submit.click();
  await expect(phone.thankYou).toBeVisible();
  await expect(phone.submitAnother).toBeVisible();

  await change(first, { answeringClosed: true });
  await expect(phone.page.getByRole("status").filter({ hasText: "The host has closed answering for now." })).toBeVisible();
  await expect(phone.submitAnother).toHaveCount(0);
  await phone.page.screenshot(shot("phone-thank-you-closed-390"));
  await change(first, { answeringClosed: false });
  await expect(phone.submitAnother).toBeVisible();

  await change(first, { resultsHidden: true });
  await expect(phone.page.getByRole("status").filter({ hasText: "The host will show the answers when the room is ready." })).toBeVisible();
  await change(first, { resultsHidden: false });
  await expect(phone.page.getByRole("status").filter({ hasText: "The results are shown now: see the word cloud." })).toBeVisible();
  await expect(phone.submitAnother).toBeVisible();

  const added = await request.post(`/api/sessions/${session.sessionId}/questions`, { data: { prompt: "Hvad skal vi gentage?" }, headers: host });
  const second = (await added.json()).data.questions.at(-1).id as string;
  expect((await request.post(`/api/sessions/${session.sessionId}/questions/${second}/ask`, { headers: host })).status()).toBe(200);
  // The next question brings the form back, with its prompt.
  await expect(phone.word(1)).toBeVisible();
  await expect(phone.page.getByText("Hvad skal vi gentage?", { exact: true })).toBeVisible();
});
