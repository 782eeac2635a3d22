import { expect, test } from "@playwright/test";
import { startOwnServer, type OwnServer } from "./helpers/own-server.js";
import { AdminLoginPage } from "./pages/admin-login-page.js";

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = (name: string) => (SHOTS ? { path: `${SHOTS}/${name}.png`, fullPage: true } : undefined);

// ADMIN_REGISTRATION=first, the default: a fresh install asks the first account for the code printed at start.
test.describe("first admin on a fresh install", () => {
  let server: OwnServer;

  test.beforeAll(async () => {
    server = await startOwnServer({ ADMIN_REGISTRATION: "first" });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("the create-account form asks for the setup code the server printed, and refuses a wrong one", async ({ page }) => {
    const code = /Setup code:\s+([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(server.output())?.[1];
    expect(code).toBeDefined();
    const login = new AdminLoginPage(page);
    await login.open(server.url);
    // A fresh install opens on the create-account form, with the code field first.
    await expect(login.heading).toHaveText("Create Admin Account");
    await expect(login.registerSetupCode).toBeVisible();
    await page.screenshot(shot("admin-setup-code"));

    const owner = { name: "Åse Ørsted", email: "owner@example.com", password: "hemmeligt-ord" };
    await login.registerSetupCode.fill("ABCD-EFGH-JKLM");
    await login.register(owner);
    await expect(login.toast("Enter the setup code the server printed when it started")).toBeVisible();

    await login.registerSetupCode.fill(code!.toLowerCase());
    await login.createAccount.click();
    // The owner is signed in by registering, and told so, on the dashboard.
    await expect(page).toHaveURL(`${server.url}/admin/dashboard`);
    await expect(login.toast(`Your account ${owner.email} was created, and you are signed in`)).toBeVisible();
    await expect(page.getByText(`Welcome back, ${owner.name}`)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY), "the dashboard opens at its top").toBe(0);
    await page.screenshot(shot("admin-owner-signed-in"));

    // With an owner, the form no longer asks for a code: registration is closed.
    await page.evaluate(() => localStorage.clear());
    await login.open(server.url);
    await login.toRegister.click();
    await expect(login.registerSetupCode).toHaveCount(0);
  });
});
