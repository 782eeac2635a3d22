import { expect, test } from "@playwright/test";
import { startLtiPlatform, type LtiPlatformEmulator } from "../tests/helpers/lti-platform.js";
import { startOwnServer, type OwnServer } from "./helpers/own-server.js";

const SHOTS = process.env.E2E_SHOTS_DIR;

// A learning platform emulated on jose (tests/helpers/lti-platform.ts) registers Ordsky dynamically and frames its links.
test.describe("LTI 1.3 in a learning platform's frame", () => {
  test.describe.configure({ mode: "serial" });
  let platform: LtiPlatformEmulator;
  let server: OwnServer;

  test.beforeAll(async () => {
    server = await startOwnServer({});
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
