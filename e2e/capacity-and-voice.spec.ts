import { expect, test, type Browser } from "@playwright/test";
import { actAsHost } from "./helpers/host-key.js";
import { createSession, submitWord, type CreatedSession } from "./helpers/sessions-api.js";
import { DashboardPage } from "./pages/dashboard-page.js";
import { LandingPage } from "./pages/landing-page.js";
import { PresentationPage } from "./pages/presentation-page.js";
import { SessionPage } from "./pages/session-page.js";

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = (name: string) => (SHOTS ? { path: `${SHOTS}/${name}.png` } : undefined);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function hostPage(browser: Browser, session: CreatedSession, viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await actAsHost(page, session);
  return page;
}

test("a session reaching its limit tells the host on the dashboard and the presentation, and one click admits the next phone", async ({ browser, request }) => {
  // Ten places, so 90 % and 100 % are reached with a few answers (a default-size session behaves the same at 90 and 100).
  const session = await createSession(request, { title: "Forelæsning 3", maxParticipants: 10 });
  const dashboard = new DashboardPage(await hostPage(browser, session, { width: 1280, height: 800 }));
  const presentation = new PresentationPage(await hostPage(browser, session, { width: 1920, height: 1080 }));
  const audience = new PresentationPage(await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage());
  await dashboard.goto(session.sessionId);
  await presentation.goto(session.sessionId);
  await audience.goto(session.sessionId);

  for (let participant = 1; participant <= 8; participant++) await submitWord(request, session.sessionId, "kaffe", participant);
  await expect(dashboard.page.getByText("8 / 10")).toBeVisible();
  await expect(dashboard.capacityNotice("Almost full")).toHaveCount(0);
  await expect(presentation.capacityNotice("Almost full")).toHaveCount(0);

  await submitWord(request, session.sessionId, "kaffe", 9);
  await expect(dashboard.capacityNotice("Almost full")).toContainText("9 of 10 places are taken");
  await expect(presentation.capacityNotice("Almost full")).toBeVisible();
  await dashboard.page.screenshot(shot("capacity-dashboard-90-1280"));

  await submitWord(request, session.sessionId, "kaffe", 10);
  await expect(dashboard.capacityNotice("Session is full")).toBeVisible();
  await expect(presentation.capacityNotice("Session is full")).toBeVisible();
  // On the projected screen it takes a place of its own under the cloud: over neither the question nor the cloud.
  const notice = (await presentation.capacityNotice("Session is full").boundingBox())!;
  const cloudArea = (await presentation.page.locator(".presentation__cloud-area").boundingBox())!;
  expect(notice.y).toBeGreaterThanOrEqual(cloudArea.y + cloudArea.height - 1);
  await dashboard.page.screenshot(shot("capacity-dashboard-full-1280"));
  await presentation.page.screenshot(shot("capacity-presentation-full-1920"));
  // A participant who opens the presentation sees no notice and no way to raise.
  await expect(audience.cloudEntry("kaffe", 10)).toBeAttached();
  await expect(audience.page.getByRole("button", { name: /^Let up to/ })).toHaveCount(0);

  const phone = new SessionPage(await (await browser.newContext(PHONE)).newPage());
  await phone.page.goto(`/session/${session.sessionId}`);
  await expect(phone.page.getByRole("heading", { name: "Session is full" })).toBeVisible();
  await expect(phone.page.getByText(/The host can let more people in/)).toBeVisible();
  await phone.page.screenshot(shot("capacity-phone-refused-390"));

  await presentation.page.getByRole("button", { name: "Let up to 30 in" }).click();
  await expect(presentation.capacityNotice("Session is full")).toHaveCount(0);
  await expect(dashboard.page.getByText("10 / 30")).toBeVisible();
  // The phone hears the raise and gets its form back.
  await phone.word(1).fill("Pauser");
  await phone.submit.click();
  await expect(phone.thankYou).toBeVisible();
  await expect(dashboard.page.getByText("11 / 30")).toBeVisible();
});

test("the thank-you view hides 'Submit another response' once the participant's answers are used up, and says why", async ({ browser, request }) => {
  const session = await createSession(request, { title: "Forelæsning 4", answersPerParticipant: 1, countOncePerWord: true });
  const phone = new SessionPage(await (await browser.newContext(PHONE)).newPage());
  await phone.open(session.sessionId);
  await phone.word(1).fill("Hippocampus");
  await phone.word(2).fill("hippocampus");
  await phone.submit.click();
  await expect(phone.thankYou).toBeVisible();
  await expect(phone.page.getByText("You have used all your answers to this question.", { exact: false })).toBeVisible();
  await expect(phone.submitAnother).toHaveCount(0);
  await phone.page.screenshot(shot("voice-thank-you-used-up-390"));
  const cloud = (await (await request.get(`/api/sessions/${session.sessionId}/wordcloud`)).json()).data;
  expect(cloud.words).toEqual([expect.objectContaining({ text: "Hippocampus", frequency: 1 })]);
});

test("a phone that answered keeps its place in a full session after a reload, while a latecomer is told the session is full before any form shows and follows the cloud live", async ({ browser, request }) => {
  const session = await createSession(request, { title: "Forelæsning 5", maxParticipants: 1 });
  const phone = new SessionPage(await (await browser.newContext(PHONE)).newPage());
  await phone.open(session.sessionId);
  await phone.word(1).fill("Kaffe");
  await phone.submit.click();
  await expect(phone.thankYou).toBeVisible();

  const latecomer = new SessionPage(await (await browser.newContext(PHONE)).newPage());
  await latecomer.noteGlimpses();
  await latecomer.page.goto(`/session/${session.sessionId}`);
  await expect(latecomer.page.getByRole("heading", { name: "Session is full" })).toBeVisible();
  await expect(latecomer.connection).toHaveText("Connected");
  // Back and forth through the dashboard, which reads the session without a verdict for this phone.
  await latecomer.backToDashboard.click();
  await latecomer.page.getByRole("link", { name: "View Session" }).click();
  await expect(latecomer.page.getByRole("heading", { name: "Session is full" })).toBeVisible();
  expect(await latecomer.glimpses()).toEqual([]);

  await phone.page.reload();
  // The page may open on the thank-you view for the words it sent before the reload.
  await expect(phone.word(1).or(phone.submitAnother)).toBeVisible();
  if (await phone.submitAnother.isVisible()) await phone.submitAnother.click();
  await phone.word(1).fill("Kage");
  await phone.submit.click();
  await expect(phone.thankYou).toBeVisible();
  await expect(phone.page.getByRole("heading", { name: "Session is full" })).toHaveCount(0);
  // The latecomer's cloud follows the room.
  await expect(latecomer.cloudWord("Kage", 1)).toBeAttached();
  await expect(latecomer.connection).toHaveText("Connected");
});

test("the create dialog keeps the spec's counting unless the host picks 'Large room', which sets one voice each", async ({ page, request }) => {
  const landing = new LandingPage(page);
  await landing.open();
  const settingsOf = async (sessionId: string) => (await (await request.get(`/api/sessions/${sessionId}`)).json()).data;
  const spec = await landing.createSession({ title: "Every answer" });
  expect(await settingsOf(spec)).toMatchObject({ answersPerParticipant: null, countOncePerWord: false });
  await landing.open();
  await landing.createButton.click();
  await expect(landing.dialog.getByRole("radio", { name: /^Every answer counts/ })).toBeChecked();
  const hall = await landing.createSession({ title: "Auditorium", largeRoom: true });
  expect(await settingsOf(hall)).toMatchObject({ answersPerParticipant: 3, countOncePerWord: true });
});
