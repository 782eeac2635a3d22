import { expect, test } from "@playwright/test";

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = (name: string) => (SHOTS ? { path: `${SHOTS}/${name}.png`, fullPage: true } : undefined);
const MINUTE = 60_000;

test.describe("an evaluation's window", () => {
  test("a phone reads when it opens, turns to the questions when it does, and reads that it closed when the host closes it", async ({ browser, request }) => {
    const now = Date.now();
    const opensAt = new Date(now + 2 * MINUTE).toISOString();
    const created = await request.post("/api/sessions", {
      data: { sessionType: "class", title: "Biologi 3.b", opensAt, closesAt: new Date(now + 60 * MINUTE).toISOString() },
    });
    expect(created.status()).toBe(201);
    const { sessionId, hostKey } = (await created.json()).data as { sessionId: string; hostKey: string };

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-GB", timezoneId: "Europe/Copenhagen" });
    const page = await phone.newPage();
    await page.clock.install({ time: now });
    await page.goto(`/class-session/${sessionId}`);
    const opening = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Copenhagen" }).format(new Date(opensAt));
    await expect(page.getByRole("heading", { name: `Opens at ${opening}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
    // No question to be at yet: neither "Question 1 of 5" nor the progress bar.
    await expect(page.getByText(/^Question \d+ of \d+$/)).toHaveCount(0);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await page.screenshot(shot("phone-390-before-open"));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot(shot("participant-1280-before-open"));
    await page.setViewportSize({ width: 390, height: 844 });

    // Its time comes: the page turns to the first question by itself (one timer, no reload).
    await page.clock.runFor(2 * MINUTE + 1000);
    await expect(page.getByRole("heading", { name: "Hvor meget fik du ud af dagens undervisning?" })).toBeVisible();
    await expect(page.getByText("Question 1 of 5", { exact: true })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Evaluation progress" })).toHaveAttribute("aria-valuetext", "Question 1 of 5");

    // The host closes it on the class dashboard; the phone reads that it closed.
    const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-GB" });
    const host = await laptop.newPage();
    await host.goto(`/class-session/${sessionId}/dashboard#hostKey=${hostKey}`);
    const card = host.getByRole("region", { name: "When students can answer" });
    await expect(card.getByLabel("Opens")).not.toHaveValue("");
    await card.scrollIntoViewIfNeeded();
    await card.screenshot(shot("host-1280-window-card"));
    await card.getByRole("button", { name: "Close now" }).click();
    await expect(card.getByRole("status")).toHaveText(/^Closed at /);
    await expect(card.getByRole("button", { name: "Close now" })).toHaveCount(0);

    await expect(page.getByRole("heading", { name: /^This evaluation closed at / })).toBeVisible();
    await expect(page.getByText("No more answers are taken. Thank you!")).toBeVisible();
    await expect(page.getByText(/^Question \d+ of \d+$/)).toHaveCount(0);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await page.screenshot(shot("phone-390-closed"));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot(shot("participant-1280-closed"));

    await host.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot(shot("host-390-window-card"));
    await phone.close();
    await laptop.close();
  });

  test("the host sets the window when creating a class session", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await page.getByRole("button", { name: /Create (New )?Session/ }).first().click();
    await page.getByRole("radio", { name: /Class Session/ }).check();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Opens").fill("2030-05-01T10:00");
    await dialog.getByLabel("Closes").fill("2030-05-01T09:00");
    await expect(dialog.getByRole("alert")).toHaveText("The evaluation must close after it opens");
    await dialog.getByRole("group", { name: "When students can answer" }).screenshot(shot("host-1280-create-window"));
    await dialog.getByLabel("Closes").fill("2030-05-01T11:00");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.getByRole("group", { name: "When students can answer" }).screenshot(shot("host-390-create-window"));
  });
});
