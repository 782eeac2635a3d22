import { expect, test, type Page } from "@playwright/test";
import { findFreePort } from "../tests/helpers/free-port.js";
import { startTestProvider, type TestProvider } from "../tests/helpers/oidc-provider.js";
import { startOwnServer, type OwnServer } from "./helpers/own-server.js";
import { AdminLoginPage } from "./pages/admin-login-page.js";

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
  let provider: TestProvider;
  let server: OwnServer;

  test.beforeAll(async () => {
    const port = await findFreePort({ first: 4700, last: 4799 }, "the e2e OpenID provider");
    server = await startOwnServer({
      OIDC_ISSUER: `http://127.0.0.1:${port}`,
      OIDC_CLIENT_ID: "ordsky",
      OIDC_CLIENT_SECRET: "ordsky-test-secret",
      OIDC_NAME: "Test University",
      OIDC_ADMIN_CLAIM: "groups=ordsky-admins",
    });
    provider = await startTestProvider(port, [`${server.url}/auth/oidc/callback`]);
  });

  test.afterAll(async () => {
    await server?.stop();
    await provider?.close();
  });

  test("an admin signs in through the provider and lands on the dashboard", async ({ page }) => {
    const login = new AdminLoginPage(page);
    await login.open(server.url);
    await shoot(page, "admin-login-oidc");
    await login.institution("Test University").click();
    await expect(page.getByRole("heading", { name: "Test provider: sign in" })).toBeVisible();
    await page.getByLabel("Who are you?").selectOption({ label: "Alice Admin" });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(`${server.url}/admin/dashboard`);
    await expect(login.toast("Login successful!")).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("adminUser") ?? "null"));
    expect(stored).toMatchObject({ email: "alice@uni.example", fullName: "Alice Admin" });
    // The overview lists who signed in with the institution, to make admins of.
    const accounts = page.getByRole("region", { name: "People signed in with Test University" });
    await expect(accounts.getByRole("row", { name: /Alice Admin alice@uni\.example/ })).toBeVisible();
    await shoot(page, "admin-dashboard-accounts");
  });

  test("a cancelled sign-in, or one without admin rights, comes back to the sign-in page with a clear message", async ({ page }) => {
    const login = new AdminLoginPage(page);
    await login.open(server.url);
    await login.institution("Test University").click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(`${server.url}/admin/login?sign-in-error=cancelled`);
    await expect(login.signInFailure).toHaveText("Sign-in was cancelled. You can try again.");

    await login.institution("Test University").click();
    await page.getByLabel("Who are you?").selectOption({ label: "Tom Teacher" });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(login.signInFailure).toHaveText("You signed in, but your account has no admin rights here. Ask an admin to give you admin rights.");
    await expect(login.signIn).toBeVisible();
    await shoot(page, "admin-login-oidc-refused");
  });
});
