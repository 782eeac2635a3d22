import { actAsHost } from "./helpers/host-key.js";
import { expect, test, type Page } from "@playwright/test";
import { createSession, submitCounts, vocabulary } from "./helpers/sessions-api.js";
import { PresentationPage } from "./pages/presentation-page.js";

const HALL_SCREENS = [
  [1024, 768],
  [1280, 720],
  [1366, 768],
  [1920, 1080],
  [3840, 2160],
] as const;

async function expectNoScroll(page: Page, where: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => [document.scrollingElement!.scrollHeight - innerHeight, document.scrollingElement!.scrollWidth - innerWidth]), { message: where })
    .toEqual([0, 0]);
}

async function expectOnScreen(page: Page, presentation: PresentationPage, code: string, where: string): Promise<void> {
  await expect(presentation.joinBar, where).toContainText(`code ${code}`);
  await expect(presentation.joinBar, where).toBeInViewport({ ratio: 1 });
  await expect(presentation.stats, where).toBeInViewport({ ratio: 1 });
  await expect(presentation.cloud, where).toBeInViewport({ ratio: 1 });
}

test.describe("presentation in a hall", () => {
  test("fits every hall screen without scrolling, in and out of fullscreen, with the join bar and code on screen", async ({ page, request }) => {
    const created = await createSession(request);
    await actAsHost(page, created); // the host's bar names the state: Exit Fullscreen, QR code: large
    const presentation = new PresentationPage(page);
    await presentation.goto(created.sessionId);
    await expect(presentation.waitingHeading).toBeVisible();
    await expect(presentation.joinBar).toContainText(/Go to .+\/j · code/);
    await submitCounts(request, created.sessionId, vocabulary(40).map((word, index): [string, number] => [word, 1 + (index % 4)]));
    await expect(presentation.cloud).toHaveAttribute("data-word-count", "40");
    for (const [width, height] of HALL_SCREENS) {
      await page.setViewportSize({ width, height });
      await expectNoScroll(page, `${width}×${height}`);
      await expectOnScreen(page, presentation, created.sessionCode, `${width}×${height}`);
    }
    // Fullscreen at two sizes (a fullscreen window cannot be resized, so each size is set before F).
    for (const [width, height] of [HALL_SCREENS[0], HALL_SCREENS[3]]) {
      await page.setViewportSize({ width, height });
      await page.keyboard.press("f");
      await expect(presentation.exitFullscreenButton).toBeVisible();
      await expectNoScroll(page, `fullscreen ${width}×${height}`);
      await expectOnScreen(page, presentation, created.sessionCode, `fullscreen ${width}×${height}`);
      await page.keyboard.press("f");
      await expect(presentation.fullscreenButton).toBeVisible();
    }
  });

  test("keyboard shortcuts: Q sizes or hides the QR code, S the numbers, R rearranges, ? lists them", async ({ page, request }) => {
    const created = await createSession(request);
    await actAsHost(page, created); // the host's bar names the state: Exit Fullscreen, QR code: large
    await submitCounts(request, created.sessionId, vocabulary(12).map((word, index): [string, number] => [word, 1 + (index % 3)]));
    const presentation = new PresentationPage(page);
    await presentation.goto(created.sessionId);
    await expect(presentation.cloud).toHaveAttribute("data-word-count", "12");
    // R first: showing or hiding the QR code and the numbers can resize the cloud's stage, and a full layout for a new
    // stage counts as a re-pack too (whether the size settles between two presses depends on how fast the page runs).
    await page.keyboard.press("r");
    await expect.poll(() => presentation.repackCount()).toBe(1);

    const qrCodes = page.getByRole("img", { name: /^QR code to join: .+\/j\/[A-Z0-9]{6}$/ });
    await expect(presentation.qrButton).toHaveAccessibleName("QR code: small");
    await expect(qrCodes).toHaveCount(1);
    await page.keyboard.press("q");
    await expect(presentation.qrButton).toHaveAccessibleName("QR code: large");
    await expect(presentation.largeQr).toBeVisible();
    await page.keyboard.press("q");
    await expect(presentation.qrButton).toHaveAccessibleName("QR code: hidden");
    await expect(qrCodes).toHaveCount(0);
    await expect(presentation.joinBar).toContainText(`code ${created.sessionCode}`);
    await page.keyboard.press("q");
    await expect(qrCodes).toHaveCount(1);

    await page.keyboard.press("s");
    await expect(presentation.stats).toBeHidden();
    await page.keyboard.press("S");
    await expect(presentation.stats).toBeVisible();


    await page.keyboard.press("?");
    const list = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(list).toBeVisible();
    for (const key of ["F", "Q", "S", "R", "?"]) await expect(list.locator("kbd", { hasText: key })).toHaveCount(1);
    // Keys do nothing behind the open list.
    await page.keyboard.press("s");
    await expect(presentation.stats).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
  });

  test("/j/{code} opens the participant page of a regular or class session; /j asks for the code", async ({ page, request }) => {
    const regular = await createSession(request);
    await page.goto(`/j/${regular.sessionCode.toLowerCase()}`);
    await expect(page).toHaveURL(new RegExp(`/session/${regular.sessionId}$`));

    const klass = await createSession(request, { sessionType: "class", title: "Class evaluation" });
    await page.goto(`/j/${klass.sessionCode}`);
    await expect(page).toHaveURL(new RegExp(`/class-session/${klass.sessionId}$`));

    await page.goto("/j/ZZZZZZ");
    await expect(page.getByRole("alert")).toHaveText("No session has the code ZZZZZZ. Check the code on the screen and try again.");
    await page.goto("/j");
    await expect(page.getByRole("heading", { name: "Join a session" })).toBeVisible();
    await page.getByLabel("Session code").fill(regular.sessionCode);
    await page.getByRole("button", { name: "Join Session" }).click();
    await expect(page).toHaveURL(new RegExp(`/session/${regular.sessionId}$`));
  });
});
