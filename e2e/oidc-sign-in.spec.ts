import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";

/** At the provider's page: who signs in. */
async function signInAtProvider(page: Page, name: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Test provider: sign in" })).toBeVisible();
  await page.getByLabel("Who are you?").selectOption({ label: name });
  await page.getByRole("button", { name: "Continue" }).click();
}
import { openProviderAddress, startTestProvider, testOidcSettings, type TestProvider } from "../tests/helpers/oidc-provider.js";
import { startOwnServer, type OwnServer } from "./helpers/own-server.js";
import { AdminLoginPage } from "./pages/admin-login-page.js";
import { LandingPage } from "./pages/landing-page.js";

const SHOTS = process.env.E2E_SHOTS_DIR;

/** The page at phone and desktop widths, for a person to look at (E2E_SHOTS_DIR). */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

// A real OpenID Connect provider (oidc-provider on loopback) in front of a server configured for it.
test.describe("sign-in with the institution", () => {
  // One server and one provider for the three tests (each worker would start its own).
  test.describe.configure({ mode: "serial" });
  let provider: TestProvider;
  let server: OwnServer;

  let dataDir: string;

  test.beforeAll(async () => {
    const address = await openProviderAddress();
    // With the demo's data (npm run demo on the built server), as an institution trying Ordsky out would have it.
    dataDir = mkdtempSync(join(tmpdir(), "ordsky-e2e-oidc-"));
    const database = join(dataDir, "ordsky.db");
    const demo = spawnSync(process.execPath, ["dist/server/server/demo.js"], { env: { ...process.env, DATABASE_URL: `sqlite:${database}` }, encoding: "utf8" });
    expect(demo.status, demo.stderr).toBe(0);
    server = await startOwnServer({
      E2E_DATABASE_FILE: database,
      ...testOidcSettings(address.port),
      OIDC_ADMIN_CLAIM: "groups=ordsky-admins",
      SESSION_CREATION: "signed-in",
    });
    provider = await startTestProvider(address, [`${server.url}/auth/oidc/callback`]);
  });

  test.afterAll(async () => {
    await server?.stop();
    await provider?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("an admin signs in through the provider and lands on the dashboard", async ({ page }) => {
    const login = new AdminLoginPage(page);
    await login.open(server.url);
    await shoot(page, "admin-login-oidc");
    await login.institution("Test University").click();
    await signInAtProvider(page, "Alice Admin");
    await expect(page).toHaveURL(`${server.url}/admin/dashboard`);
    await expect(login.toast("Login successful!")).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("adminUser") ?? "null"));
    expect(stored).toMatchObject({ email: "alice@uni.example", fullName: "Alice Admin" });
    // The overview lists who signed in with the institution, to make admins of.
    const accounts = page.getByRole("region", { name: "People signed in with Test University" });
    await expect(accounts.getByRole("row", { name: /Alice Admin alice@uni\.example/ })).toBeVisible();
    await shoot(page, "admin-dashboard-accounts");
  });

  test("the demo admin's overview says the institution's people and the retention are not its to see or change, with no error", async ({ page }) => {
    const login = new AdminLoginPage(page);
    await login.open(server.url);
    await page.getByRole("button", { name: "Use demo credentials" }).click();
    await login.signIn.click();
    await expect(page).toHaveURL(`${server.url}/admin/dashboard`);
    await expect(page.getByText("The demo account does not see who signed in with the institution, nor change who is an admin.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "People signed in with Test University" })).toBeVisible();
    // Retention deletes every session, so the demo account reads the rule without a form that could only be refused.
    await expect(page.getByTestId("retention-rule")).toHaveText("Sessions are kept until an admin deletes them");
    await expect(page.getByText("The demo account cannot change the retention: it deletes every session, not only the demo's.")).toBeVisible();
    await expect(page.getByLabel("Delete sessions after (days)")).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
    await shoot(page, "admin-dashboard-demo-oidc");
  });

  test("a cancelled sign-in, or one without admin rights, comes back to the sign-in page with a clear message", async ({ page }) => {
    const login = new AdminLoginPage(page);
    await login.open(server.url);
    await login.institution("Test University").click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(`${server.url}/admin/login?sign-in-error=cancelled`);
    await expect(login.signInFailure).toHaveText("Sign-in was cancelled. You can try again.");

    await login.institution("Test University").click();
    await signInAtProvider(page, "Tom Teacher");
    await expect(login.signInFailure).toHaveText("You signed in, but your account has no admin rights here. Ask an admin to give you admin rights.");
    await expect(login.signIn).toBeVisible();
    await shoot(page, "admin-login-oidc-refused");
  });

  test("a teacher signs in to create sessions, and finds them under My sessions in a second browser", async ({ page, browser }) => {
    const landing = new LandingPage(page);
    await page.goto(server.url);
    // Only signed-in people may create sessions here: the card asks to sign in instead.
    await expect(landing.createButton).toHaveCount(0);
    await expect(page.getByText("Only people signed in with Test University can create sessions here.")).toBeVisible();
    await expect(page.getByText("Hosts sign in with Test University; participants stay anonymous.", { exact: false })).toBeVisible();
    await shoot(page, "landing-oidc");
    await page.getByRole("link", { name: "Sign in with Test University" }).click();
    await signInAtProvider(page, "Tom Teacher");
    await expect(page.getByText("Signed in as Tom Teacher")).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/`);
    await shoot(page, "landing-oidc-signed-in");
    const sessionId = await landing.createSession({ title: "Tom's lecture" });

    const elsewhere = await browser.newContext();
    try {
      const second = await elsewhere.newPage();
      await second.goto(server.url);
      await expect(second.getByRole("region", { name: "My sessions" })).toHaveCount(0);
      await second.getByRole("link", { name: "Sign in with Test University" }).click();
      await signInAtProvider(second, "Tom Teacher");
      const mySessions = second.getByRole("region", { name: "My sessions" });
      await expect(mySessions.getByRole("heading", { name: "Tom's lecture" })).toBeVisible();
      await mySessions.getByRole("link", { name: "Open dashboard: Tom's lecture" }).click();
      await expect(second).toHaveURL(`${server.url}/dashboard/${sessionId}`);
    } finally {
      await elsewhere.close();
    }
  });
});
