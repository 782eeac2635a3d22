import { expect, test } from "@playwright/test";
import { startLtiPlatform, type LtiPlatformEmulator } from "../tests/helpers/lti-platform.js";
import { startOwnServer, type OwnServer } from "./helpers/own-server.js";
import { AdminLoginPage } from "./pages/admin-login-page.js";

const SHOTS = process.env.E2E_SHOTS_DIR;

// A learning platform emulated on jose (tests/helpers/lti-platform.ts) registers Ordsky dynamically and frames its links.
test.describe("LTI 1.3 in a learning platform's frame", () => {
  test.describe.configure({ mode: "serial" });
  let platform: LtiPlatformEmulator;
  let server: OwnServer;

  test.beforeAll(async () => {
    server = await startOwnServer({ ADMIN_REGISTRATION: "open" });
    platform = await startLtiPlatform();
    platform.trustTool(`${server.url}/lti/jwks`);
  });

  test.afterAll(async () => {
    await server?.stop();
    await platform?.close();
  });

  test("the platform registers Ordsky through Dynamic Registration in its dialog's frame", async ({ page }) => {
    await page.goto(`${platform.issuer}/admin/register-tool`);
    const frame = page.frameLocator("iframe[title='Tool registration']");
    await expect(frame.getByText("Ordsky is registered with emulator")).toBeVisible();
    await expect(page.locator("#status")).toHaveText("The tool closed its registration");
  });

  test("the admin area lists the registered platform and the tool's endpoints, and takes one entered by hand", async ({ page, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    const account = { email: "lti-admin@example.com", password: "hemmeligt-ord", fullName: "Lis Admin" };
    expect((await request.post("/api/admin/register", { data: account })).status()).toBe(201);
    const login = new AdminLoginPage(page);
    await login.open(server.url);
    await login.signInWith(account.email, account.password);
    await expect(page).toHaveURL(`${server.url}/admin/dashboard`);

    const card = page.getByRole("region", { name: "Learning platforms (LTI 1.3)" });
    await expect(card.getByRole("cell", { name: platform.clientId })).toBeVisible();
    await expect(page.getByTestId("lti-endpoints")).toContainText(`${server.url}/lti/register`);
    const form = page.getByRole("form", { name: "Register a platform by hand" });
    await form.getByLabel("Issuer").fill("https://canvas.instructure.com");
    await form.getByLabel("Client id").fill("10000000000042");
    await form.getByLabel("Deployment ids (separated by commas)").fill("7:abc, 8:def");
    await form.getByLabel("Authorization URL").fill("https://sso.canvaslms.com/api/lti/authorize_redirect");
    await form.getByLabel("Token URL").fill("https://sso.canvaslms.com/login/oauth2/token");
    await form.getByLabel("Platform's keyset URL").fill("https://sso.canvaslms.com/api/lti/security/jwks");
    await form.getByRole("button", { name: "Register platform" }).click();
    await expect(card.getByRole("cell", { name: "7:abc, 8:def" })).toBeVisible();
    if (SHOTS) await page.getByTestId("lti-endpoints").screenshot({ path: `${SHOTS}/lti-admin-endpoints.png` });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lti-admin-card.png`, fullPage: true });
  });

  test("an instructor's launch opens the evaluation's dashboard as its host inside the course page's frame", async ({ page }) => {
    await page.goto(`${platform.issuer}/course?role=instructor&link=e2e-link`);
    const frame = page.frameLocator("iframe[title='Ordsky']");
    await expect(frame.getByRole("tab", { name: "Overview" })).toBeVisible();
    // Host-only: the settings, and the evaluation's window and questions cards.
    await expect(frame.getByRole("button", { name: "Settings" })).toBeVisible();
    await expect(frame.getByRole("button", { name: "Close now" })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lti-instructor-framed.png`, fullPage: true });
  });

  test("a learner's launch of the same link opens its participant page in the frame", async ({ page }) => {
    await page.goto(`${platform.issuer}/course?role=learner&link=e2e-link`);
    const frame = page.frameLocator("iframe[title='Ordsky']");
    await expect(frame.getByRole("progressbar", { name: "Evaluation progress" })).toBeVisible();
    await expect(frame.getByRole("button", { name: "Settings" })).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lti-learner-framed.png`, fullPage: true });
  });
});
