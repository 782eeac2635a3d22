import { expect, test } from "@playwright/test";
import { actAsHost } from "./helpers/host-key.js";
import { createSession, submitWord } from "./helpers/sessions-api.js";
import { DashboardPage } from "./pages/dashboard-page.js";
import { HostControls } from "./pages/host-controls.js";
import { LandingPage } from "./pages/landing-page.js";

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = (name: string) => (SHOTS ? { path: `${SHOTS}/${name}.png`, fullPage: true } : undefined);
const run = Date.now().toString(36);

test.describe("finding and managing sessions again", () => {
  test("My sessions lists what this browser hosts after the browser is closed and opened again", async ({ browser }) => {
    const state = test.info().outputPath("state.json"); // inside the clone's test-results, removed with it
    const first = await browser.newContext();
    const landing = new LandingPage(await first.newPage());
    await landing.open();
    await expect(landing.page.getByRole("region", { name: "My sessions" })).toHaveCount(0);
    const older = await landing.createSession({ title: `Monday retro ${run}` });
    await landing.open();
    const newer = await landing.createSession({ title: `Tuesday lecture ${run}` });
    await submitWord(first.request, newer, "clear");
    await first.storageState({ path: state });
    await first.close();

    const second = await browser.newContext({ storageState: state });
    const page = await second.newPage();
    await page.clock.install();
    const again = new LandingPage(page);
    await again.open();
    const mine = page.getByRole("region", { name: "My sessions" });
    await expect(mine).toBeVisible();
    const rows = mine.getByRole("listitem");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`Tuesday lecture ${run}`);
    await expect(rows.nth(0)).toContainText("Word cloud");
    await expect(rows.nth(0)).toContainText("1 answer");
    await expect(rows.nth(1)).toContainText(`Monday retro ${run}`);
    await expect(rows.nth(1)).toContainText("0 answers");
    await expect(mine.getByRole("link", { name: `Present: Tuesday lecture ${run}` })).toHaveAttribute("href", `/presentation/${newer}`);
    // The answer count follows new answers.
    await submitWord(second.request, newer, "calm");
    await page.clock.fastForward(10_000); // the list refreshes its counts every 10 s
    await expect(rows.nth(0)).toContainText("2 answers");
    await page.screenshot(shot("landing-my-sessions-1280"));

    await mine.getByRole("button", { name: `Remove Monday retro ${run} from My sessions` }).click();
    await expect(rows).toHaveCount(1);
    await page.locator("[data-sonner-toast]").filter({ hasText: `Monday retro ${run} removed from My sessions` }).getByRole("button", { name: "Undo" }).click();
    await expect(rows).toHaveCount(2);

    await mine.getByRole("link", { name: `Open dashboard: Monday retro ${run}` }).click();
    await page.waitForURL(`**/dashboard/${older}`);
    const dashboard = new DashboardPage(page);
    await expect(page.getByText(`Monday retro ${run}`, { exact: true })).toBeVisible();
    await dashboard.settingsButton.click();
    await expect(dashboard.settingsDialog.getByRole("note")).toHaveCount(0);
    await second.close();
  });

  test("the management link gives another browser the host's powers", async ({ browser, request }) => {
    const created = await createSession(request, { title: `Shared host ${run}` });
    const hostContext = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
    const hostPage = await hostContext.newPage();
    await actAsHost(hostPage, created);
    const dashboard = new DashboardPage(hostPage);
    await dashboard.goto(created.sessionId);
    await expect(hostPage.getByText("Anyone with this link can manage this session: keep it private.")).toBeVisible();
    await hostPage.getByRole("button", { name: "Copy management link" }).click();
    await expect(dashboard.toast("Management link copied to clipboard!")).toBeVisible();
    const link = await hostPage.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/dashboard/${created.sessionId}#hostKey=`));
    await hostContext.close();

    const other = await browser.newContext();
    const page = await other.newPage();
    await page.goto(link);
    const elsewhere = new DashboardPage(page);
    await expect(elsewhere.heading).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${created.sessionId}$`));
    await submitWord(request, created.sessionId, "tempo");
    const host = new HostControls(page);
    await host.openCloudMenu("tempo");
    await host.menuItem("Hide").click();
    await expect(elsewhere.toast("“tempo” is hidden from every screen")).toBeVisible();
    const landing = new LandingPage(page);
    await landing.open();
    await expect(page.getByRole("region", { name: "My sessions" })).toContainText(`Shared host ${run}`);
    await other.close();
  });

  // The admin panel lists the most recent sessions: alone on the server, this test's session is among them.
  test("an admin's Manage opens any session's dashboard where settings save and words can be hidden", { tag: "@server-wide" }, async ({ page, request }) => {
    const created = await createSession(request, { title: `Admin managed ${run}` });
    await submitWord(request, created.sessionId, "hygge");
    const email = `manager-${run}@example.com`;
    expect((await request.post("/api/admin/register", { data: { email, password: "hemmeligt-ord", fullName: "Manager" } })).status()).toBe(201);
    const login = await (await request.post("/api/admin/login", { data: { email, password: "hemmeligt-ord" } })).json();
    await page.addInitScript(
      ({ token, admin }) => {
        localStorage.setItem("adminToken", token);
        localStorage.setItem("adminUser", JSON.stringify(admin));
      },
      { token: login.token as string, admin: login.admin as unknown },
    );

    await page.goto("/admin");
    await page.getByRole("link", { name: `Manage: Admin managed ${run}` }).click();
    await page.waitForURL(`**/dashboard/${created.sessionId}`);
    const dashboard = new DashboardPage(page);
    await dashboard.settingsButton.click();
    await expect(dashboard.settingsDialog.getByRole("note")).toHaveCount(0);
    await dashboard.settingsDialog.getByLabel("Session Title").fill(`Admin renamed ${run}`);
    await dashboard.settingsDialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dashboard.toast("Session updated successfully!")).toBeVisible();
    await expect(page.getByText(`Admin renamed ${run}`, { exact: true })).toBeVisible();
    expect((await (await request.get(`/api/sessions/${created.sessionId}`)).json()).data.title).toBe(`Admin renamed ${run}`);

    const host = new HostControls(page);
    await host.openCloudMenu("hygge");
    await host.menuItem("Hide").click();
    await expect(dashboard.toast("“hygge” is hidden from every screen")).toBeVisible();
    await expect(host.hiddenWords).toHaveAccessibleName("Hidden words (1)");
  });
});
