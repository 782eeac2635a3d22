import { expect, test, type Page } from "@playwright/test";
import { animationsFinished } from "./helpers/animations.js";
import { actAsHost } from "./helpers/host-key.js";
import { startOwnServer, type OwnServer } from "./helpers/own-server.js";
import { createSession, submitWord } from "./helpers/sessions-api.js";
import { AdminDashboardPage } from "./pages/admin-dashboard-page.js";
import { AdminLoginPage } from "./pages/admin-login-page.js";
import { DashboardPage } from "./pages/dashboard-page.js";

const SHOTS = process.env.E2E_SHOTS_DIR;

/** With E2E_SHOTS_DIR: the screen at 1280 and 390 px, in English and Dansk (to look at), then back as it was. */
async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const [language, label] of [["en", "English"], ["da", "Dansk"]] as const) {
    await page.getByRole("button", { name: label, exact: true }).click();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await animationsFinished(page);
      await page.screenshot({ path: `${SHOTS}/${name}-${language}-${width}.png`, fullPage: true });
    }
  }
  await page.getByRole("button", { name: "English", exact: true }).click();
  await page.setViewportSize({ width: 1280, height: 720 });
}

// Retention is one setting for a whole server: this test has a server of its own, so no other test sees it.
test.describe("retention", () => {
  let server: OwnServer;

  test.beforeAll(async () => {
    server = await startOwnServer({ ADMIN_REGISTRATION: "open", LOG_LEVEL: "info" });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("an admin sets retention and the host's dashboard says when the session will be deleted; the log keeps no secrets", async ({ page, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    const account = { email: "owner@example.com", password: "hemmeligt-ord", fullName: "Åse Ørsted" };
    expect((await request.post("/api/admin/register", { data: account })).status()).toBe(201);
    const login = new AdminLoginPage(page);
    await login.open(server.url);
    await login.signInWith(account.email, account.password);
    await expect(page).toHaveURL(`${server.url}/admin/dashboard`);

    const admin = new AdminDashboardPage(page);
    await expect(admin.retentionRule).toHaveText("Sessions are kept until an admin deletes them");
    await admin.retentionDays.fill("0");
    await admin.retentionSave.click();
    await expect(page.getByRole("alert").filter({ hasText: "Enter a whole number of days from 1 to 3650" })).toBeVisible();
    await admin.retentionDays.fill("30");
    await admin.retentionDays.press("Enter");
    await expect(admin.toast("Retention saved")).toBeVisible();
    await expect(admin.retentionRule).toHaveText("Sessions are deleted 30 days after their last answer");
    await shots(page, "admin-retention");

    const session = await createSession(request, { title: "Lecture 7: Feedback" });
    await submitWord(request, session.sessionId, "hygge");
    const { deletesAt } = (await (await request.get(`/api/sessions/${session.sessionId}/retention`)).json()).data as { deletesAt: string };
    const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "Europe/Copenhagen" }).format(new Date(deletesAt));
    await actAsHost(page, session);
    const dashboard = new DashboardPage(page);
    await page.goto(`${server.url}/dashboard/${session.sessionId}`);
    await expect(dashboard.deletionNotice).toContainText(`This session will be deleted on ${date}`);
    await expect(dashboard.deletionNotice).toContainText("Sessions are deleted 30 days after their last answer");
    await shots(page, "dashboard-deletion-notice");

    await page.goto(`${server.url}/admin/dashboard`);
    await admin.retentionTurnOff.click();
    await expect(admin.retentionRule).toHaveText("Sessions are kept until an admin deletes them");
    const retentionRead = page.waitForResponse((response) => response.url().endsWith(`/api/sessions/${session.sessionId}/retention`));
    await page.goto(`${server.url}/dashboard/${session.sessionId}`);
    await retentionRead;
    await expect(dashboard.heading).toBeVisible();
    await expect(dashboard.deletionNotice).toHaveCount(0);

    // The server's log of this run: a JSON line per request, and no answer, host key, token or password in any line.
    const token = await page.evaluate(() => localStorage.getItem("adminToken"));
    const log = server.output();
    expect(log).toContain(`"path":"/api/sessions/${session.sessionId}/retention"`);
    for (const secret of ["hygge", session.hostKey, token!, account.password]) expect(log).not.toContain(secret);
    await request.dispose();
  });
});
