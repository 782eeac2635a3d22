import { expect, test, type Page } from "@playwright/test";
import { animationsFinished } from "./helpers/animations.js";
import { seedClassSession, seedHostSession, signInAsAdmin } from "./helpers/audit-screens.js";
import { actAsHost } from "./helpers/host-key.js";
import { measureFocusIndicators } from "./helpers/focus-indicator.js";
import { createSession, submitWord } from "./helpers/sessions-api.js";

// WCAG 2.4.7 / 1.4.11: every control Tab reaches shows a focus indicator that differs from its unfocused look by at
// least 3:1, on every screen, measured in pixels (helpers/focus-indicator.ts).

/** Measures the page's tab stops, skipping the kinds of control an earlier screen of the same test measured. */
async function expectVisibleRings(page: Page, kinds: Set<string>, where: string): Promise<void> {
  // A still page: a control that moves between its two screenshots would be measured against what moved in.
  await animationsFinished(page);
  const { stops, measured } = await measureFocusIndicators(page, kinds);
  expect(stops, `${where}: tab stops`).toBeGreaterThan(0);
  const weak = measured.filter((stop) => stop.strongPixels < stop.needed).map((stop) => `${stop.element}: ${stop.strongPixels} of ${stop.needed} px`);
  expect.soft(weak, `${where}: focus indicators that change too few pixels by 3:1`).toEqual([]);
}

test.describe("focus indicators", () => {
  test("the participant's and the public screens", async ({ page, request }) => {
    const kinds = new Set<string>();
    const session = await createSession(request, { title: "Rings" });
    const { sessionId } = session;
    await submitWord(request, sessionId, "clear");
    const created = await request.post("/api/sessions", { data: { sessionType: "class", title: "Rings class" } });
    const classId = (await created.json()).data.sessionId as string;
    for (const path of ["/", `/session/${sessionId}`, `/class-session/${classId}`, "/j", "/admin/login"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectVisibleRings(page, kinds, path);
    }
    // A participant's presentation has nothing to focus; the host's has its bar.
    await actAsHost(page, session);
    await page.goto(`/presentation/${sessionId}`);
    await expect(page.getByRole("group", { name: "Presentation controls" })).toBeAttached();
    await expectVisibleRings(page, kinds, "host's presentation");
    await page.goto("/");
    await page.getByRole("main").getByRole("button", { name: "Create Session" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectVisibleRings(page, kinds, "create session dialog");
  });

  test("the host's session dashboard, its lists and dialogs", async ({ page, request }) => {
    const kinds = new Set<string>();
    test.setTimeout(120_000); // five screens of tab stops, two screenshots each
    const session = await seedHostSession(request);
    await actAsHost(page, session);
    await page.goto(`/dashboard/${session.sessionId}`);
    await expect(page.locator(".approval-queue")).toBeVisible();
    await expectVisibleRings(page, kinds, "dashboard");
    await page.getByRole("list", { name: "Word Frequency" }).getByRole("button").first().click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectVisibleRings(page, kinds, "word menu");
    await page.getByRole("button", { name: "Session Settings" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectVisibleRings(page, kinds, "settings dialog");
    await page.keyboard.press("Escape");
    for (const tab of ["QR Codes", /^Participant Feedback/]) {
      await page.getByRole("tab", { name: tab }).click();
      await expectVisibleRings(page, kinds, `dashboard tab ${String(tab)}`);
    }
  });

  test("the class dashboard", async ({ page, request }) => {
    const kinds = new Set<string>();
    const classSession = await seedClassSession(request);
    await actAsHost(page, classSession);
    await page.goto(`/class-session/${classSession.sessionId}/dashboard`);
    await expect(page.locator("article.class-scale-card").first()).toBeVisible();
    await expectVisibleRings(page, kinds, "class dashboard");
    await page.getByRole("tab", { name: "Text Feedback" }).click();
    await expect(page.locator("article.class-text-card .word-cloud__word").first()).toBeVisible();
    await expectVisibleRings(page, kinds, "class dashboard text feedback");
  });

  test("the admin's dashboard and panel", async ({ page, request }) => {
    const kinds = new Set<string>();
    await page.clock.install();
    await signInAsAdmin(page, request);
    // The spec's toasts sit top right on a wide screen, over the header's language switch while "Login successful!"
    // shows: its time runs out on the page's clock.
    await page.clock.fastForward(10_000);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expectVisibleRings(page, kinds, "admin dashboard");
    await page.getByRole("tab", { name: "Sessions" }).click();
    await expectVisibleRings(page, kinds, "admin dashboard sessions");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectVisibleRings(page, kinds, "admin panel");
  });
});
