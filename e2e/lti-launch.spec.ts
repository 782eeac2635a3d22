import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { startLtiPlatform, type LtiPlatformEmulator } from "../tests/helpers/lti-platform.js";
import { startOwnServer, type OwnServer } from "./helpers/own-server.js";
import { expectNoSeriousViolations } from "./helpers/accessibility.js";
import { AdminLoginPage } from "./pages/admin-login-page.js";

const SHOTS = process.env.E2E_SHOTS_DIR;

// The full Chromium, not the headless shell the other specs use: like Safari, its private windows refuse a
// third-party frame its cookies, which is what a launch inside a platform's frame must survive. Frames stay in their
// page's process: Playwright loses a frame that changes process as it navigates to another site (the launch's hops).
test.use({
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-site-isolation-trials", "--disable-features=IsolateOrigins,site-per-process"],
  },
});

/**
 * The platform card as an admin sees it, at a laptop's and a phone's width, in English and then Dansk (the switch
 * keeps the page, so the check's result is worded anew), for the closing note's screenshots.
 */
async function shootCard(page: Page, card: Locator): Promise<void> {
  const anyLanguage = page.getByRole("region", { name: /\(LTI 1\.3\)$/ });
  await card.getByRole("tab", { name: "Moodle" }).click();
  // The page's sticky header would be drawn over the card wherever the screenshot scrolls to.
  const unstick = await page.addStyleTag({ content: ".page-header { position: static !important; }" });
  for (const [language, button] of [["en", "English"], ["da", "Dansk"]] as const) {
    await page.getByRole("button", { name: button }).click();
    await expect(anyLanguage.getByRole("heading", { name: language === "da" ? "Registrerede platforme" : "Registered platforms" })).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await anyLanguage.screenshot({ path: `${SHOTS}/lti-card-${language}-${width}.png` });
      // And in parts a reader can look at one by one.
      const box = await anyLanguage.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return { x: rect.left + scrollX, y: rect.top + scrollY, width: rect.width, height: rect.height };
      });
      const part = width === 390 ? 1100 : 1400;
      for (let top = 0, index = 1; top < box.height; top += part, index++) {
        const clip = { x: box.x, y: box.y + top, width: box.width, height: Math.min(part, box.height - top) };
        await page.screenshot({ path: `${SHOTS}/lti-card-${language}-${width}-part${index}.png`, fullPage: true, clip });
      }
    }
  }
  await unstick.evaluate((style) => (style as HTMLStyleElement).remove());
  await page.getByRole("button", { name: "English" }).click();
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Storage refused to every frame, as Safari and Chrome (third-party cookies blocked) refuse it to a third-party one. */
async function refuseFramedStorage(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (window === window.top) return;
    for (const name of ["localStorage", "sessionStorage"]) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException("Access is denied for this document.", "SecurityError");
        },
      });
    }
  });
}

// A learning platform emulated on jose (tests/helpers/lti-platform.ts) registers Ordsky dynamically and frames its links.
test.describe("LTI 1.3 in a learning platform's frame", () => {
  test.describe.configure({ mode: "serial" });
  let platform: LtiPlatformEmulator;
  let server: OwnServer;

  test.beforeAll(async () => {
    server = await startOwnServer({ ADMIN_REGISTRATION: "open" });
    platform = await startLtiPlatform({ host: "localhost" });
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

  test("the platform card warns of PUBLIC_URL, copies each platform's values, lists registrations in progress and checks a platform, and takes one entered by hand", async ({ page, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    const account = { email: "lti-admin@example.com", password: "hemmeligt-ord", fullName: "Lis Admin" };
    expect((await request.post("/api/admin/register", { data: account })).status()).toBe(201);
    // A registration the platform refuses (a used token) stays on the card until dismissed.
    expect((await request.get(`/lti/register?openid_configuration=${encodeURIComponent(platform.configurationUrl)}&registration_token=used`)).status()).toBe(400);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    const login = new AdminLoginPage(page);
    await login.open(server.url);
    await login.signInWith(account.email, account.password);
    await expect(page).toHaveURL(`${server.url}/admin/dashboard`);

    const card = page.getByRole("region", { name: "Learning platforms (LTI 1.3)" });
    await expect(card.getByRole("cell", { name: platform.clientId })).toBeVisible();
    // The test server's PUBLIC_URL is http://127.0.0.1:…: a platform must reach Ordsky over HTTPS.
    await expect(card.getByRole("note")).toContainText("PUBLIC_URL is not an HTTPS address");
    await expect(card.getByRole("note")).toContainText(`PUBLIC_URL is ${server.url}.`);

    // Each platform's tab names the values as its form does; a copy puts the value on the clipboard and says so.
    const copied = card.getByTestId("lti-copy-status");
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    const expectCopy = async (name: string, value: string, field: string) => {
      await card.getByRole("button", { name }).click();
      await expect(copied).toHaveText(`Copied: ${field}`);
      expect(await clipboard()).toBe(value);
    };
    await expectCopy("Copy Tool URL (Dynamic registration (recommended))", `${server.url}/lti/register`, "Tool URL");
    await expectCopy("Copy Tool URL (Or by hand)", `${server.url}/lti/launch`, "Tool URL");
    await expectCopy("Copy Public keyset (Or by hand)", `${server.url}/lti/jwks`, "Public keyset");
    await card.getByRole("tab", { name: "Canvas" }).click();
    await expectCopy("Copy OpenID Connect Initiation Url (Developer key (by hand))", `${server.url}/lti/login`, "OpenID Connect Initiation Url");
    await card.getByRole("tab", { name: "Canvas" }).press("ArrowRight");
    await expect(card.getByRole("tab", { name: "Brightspace" })).toHaveAttribute("aria-selected", "true");
    await expectCopy("Copy Domain (Or by hand)", server.url, "Domain");
    await expectCopy("Copy Tool initiation registration endpoint (Dynamic registration (recommended))", `${server.url}/lti/register`, "Tool initiation registration endpoint");

    // The platform registered itself above and has not launched Ordsky yet; the refused registration says why.
    const progress = card.getByRole("region", { name: "Registrations in progress" });
    await expect(progress).toContainText("emulator registered Ordsky on");
    await expect(progress).toContainText(`${platform.issuer} refused the registration`);

    // The check reports each step: keyset, authorization and token fetched, issuer and deployment compared.
    await card.getByRole("button", { name: `Check the platform ${platform.issuer}` }).click();
    await expect(card.getByTestId("lti-check-status")).toHaveText("Check of emulator done: 4 passed, 0 failed, 1 not checked yet.");
    const check = card.getByRole("region", { name: "Check of emulator" });
    const steps = check.getByRole("listitem");
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(0)).toContainText(`The platform's keysetPassed${platform.issuer}/jwks gives 1 key`);
    await expect(steps.nth(1)).toContainText("Its authorization URLPassed");
    await expect(steps.nth(2)).toContainText(`Client id, at its token URLPassedThe platform took Ordsky's signed request as client ${platform.clientId}`);
    await expect(steps.nth(3)).toContainText("IssuerPassed");
    await expect(steps.nth(4)).toContainText("DeploymentsNot checked yetNo launch yet: the first will be compared with deployment-1.");
    await expectNoSeriousViolations(page, "platform card with its check");
    if (SHOTS) await shootCard(page, card);

    await progress.getByRole("button", { name: /^Dismiss the failed registration from/ }).click();
    await expect(progress).not.toContainText("refused the registration");

    const form = page.getByRole("form", { name: "Register a platform by hand" });
    await form.getByLabel("Issuer").fill("https://canvas.instructure.com");
    await form.getByLabel("Client id").fill("10000000000042");
    await form.getByLabel("Deployment ids (separated by commas)").fill("7:abc, 8:def");
    await form.getByLabel("Authorization URL").fill("https://sso.canvaslms.com/api/lti/authorize_redirect");
    await form.getByLabel("Token URL").fill("https://sso.canvaslms.com/login/oauth2/token");
    await form.getByLabel("Platform's keyset URL").fill("https://sso.canvaslms.com/api/lti/security/jwks");
    await form.getByRole("button", { name: "Register platform" }).click();
    await expect(card.getByRole("cell", { name: "7:abc, 8:def" })).toBeVisible();

    // Removing a platform and rotating the key ask first; Cancel changes nothing.
    await card.getByRole("button", { name: "Remove the platform https://canvas.instructure.com" }).click();
    const confirm = page.getByRole("dialog");
    await expect(confirm.getByRole("heading", { name: "Remove this platform?" })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lti-admin-remove-confirm.png` });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(card.getByRole("cell", { name: "7:abc, 8:def" })).toBeVisible();
    await card.getByRole("button", { name: "Remove the platform https://canvas.instructure.com" }).click();
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(card.getByRole("cell", { name: "7:abc, 8:def" })).toHaveCount(0);
    await card.getByRole("button", { name: "Rotate the signing key" }).click();
    await expect(confirm.getByRole("heading", { name: "Rotate the signing key?" })).toBeVisible();
    await confirm.getByRole("button", { name: "Rotate the signing key" }).click();
    await expect(page.getByText("New signing key in use")).toBeVisible();
  });

  // From here the platform's pages are on another site than Ordsky's (localhost against 127.0.0.1): Chromium refuses
  // Ordsky's cookies and storage inside the platform's frame, as Safari does; the platform offers postMessage storage.
  const course = (role: "instructor" | "learner", link: string, user = role === "instructor" ? "ida" : "lars", storage = true) =>
    `${platform.issuer}/course?role=${role}&link=${link}&user=${user}${storage ? "&storage=1" : ""}`;
  const framed = (page: Page) => page.frameLocator("iframe[title='Ordsky']");
  const ordskyFrame = (page: Page) => page.frames().find((frame) => frame.url().startsWith(server.url))!;

  test.beforeEach(async ({ context }) => refuseFramedStorage(context));

  test("an instructor's deep link places a new lecture evaluation of the course, picked on Ordsky's page in the platform's frame", async ({ page }) => {
    await page.goto(course("instructor", "deep"));
    const picker = framed(page);
    await expect(picker.getByRole("radio", { name: /New lecture evaluation: Statistics 1/ })).toBeChecked();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lti-deep-link-picker.png`, fullPage: true });
    await expectNoSeriousViolations(page, "deep-linking picker", ordskyFrame(page));
    await picker.getByRole("button", { name: /Place in the course/ }).click();
    await expect(picker.getByRole("heading", { name: "Placed in the course" })).toBeVisible();
    expect(platform.placed.map((item) => item.title)).toEqual(["Statistics 1"]);
  });

  test("the placed link opens the evaluation's dashboard as its host inside the frame, with no host key and no cookie", async ({ page }) => {
    await page.goto(course("instructor", "placed-1"));
    const frame = framed(page);
    await expect(frame.getByRole("tab", { name: "Overview" })).toBeVisible();
    // Host-only: the settings, and the evaluation's window and questions cards.
    await expect(frame.getByRole("button", { name: "Settings" })).toBeVisible();
    await expect(frame.getByRole("button", { name: "Close now" })).toBeVisible();
    // The browser refused Ordsky's frame every cookie (and, as above, its storage): the launch did without them.
    expect(await page.context().cookies(`${server.url}/lti/login`)).toEqual([]);
    expect(await ordskyFrame(page).evaluate(() => [document.cookie, (() => { try { return String(localStorage.length); } catch { return "refused"; } })()])).toEqual(["", "refused"]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lti-instructor-framed.png`, fullPage: true });
    // The launch's grant covers the evaluation's course: its page is a click away, inside the frame.
    await frame.getByRole("link", { name: "Course page" }).click();
    await expect(frame.getByRole("region", { name: "Lectures", exact: true }).getByRole("link", { name: "Statistics 1" })).toBeVisible();
  });

  test("two learners answer inside the frame, each once: the same learner on another device is refused", async ({ browser }) => {
    const answerFirstQuestion = async (user: string, rating: number) => {
      const context = await browser.newContext();
      await refuseFramedStorage(context);
      const page = await context.newPage();
      await page.goto(course("learner", "placed-1", user));
      const frame = framed(page);
      await expect(frame.getByRole("progressbar", { name: "Evaluation progress" })).toBeVisible();
      await expect(frame.getByRole("button", { name: "Settings" })).toHaveCount(0);
      await frame.getByRole("group", { name: "Choose a rating" }).getByRole("radio", { name: String(rating), exact: true }).click();
      await frame.getByRole("button", { name: "Next" }).click();
      return { context, page, frame };
    };
    const lars = await answerFirstQuestion("lars", 8);
    await expect(lars.frame.locator("[data-sonner-toast]").filter({ hasText: "Response submitted successfully!" })).toBeVisible();
    await expect(lars.frame.getByText("Question 2 of 5", { exact: true })).toBeVisible();
    if (SHOTS) await lars.page.screenshot({ path: `${SHOTS}/lti-learner-framed.png`, fullPage: true });
    const lene = await answerFirstQuestion("lene", 6);
    await expect(lene.frame.locator("[data-sonner-toast]").filter({ hasText: "Response submitted successfully!" })).toBeVisible();
    // Lars again, from another browser: the platform says it is him, and he has answered.
    const larsAgain = await answerFirstQuestion("lars", 2);
    await expect(larsAgain.frame.getByText("You have already answered this evaluation").first()).toBeVisible();
    // His first device goes on answering.
    await lars.frame.getByRole("group", { name: "Choose a rating" }).getByRole("radio", { name: "9", exact: true }).click();
    await lars.frame.getByRole("button", { name: "Next" }).click();
    await expect(lars.frame.getByText("Question 3 of 5", { exact: true })).toBeVisible();
    for (const each of [lars, lene, larsAgain]) await each.context.close();
  });

  test("the course placed as a link shows the platform's enrolled learners and the lecture's response rate", async ({ page }) => {
    await page.goto(course("instructor", "deep"));
    const picker = framed(page);
    await picker.getByRole("radio", { name: /^Statistics 1 The course page/ }).check();
    await picker.getByRole("button", { name: /Place in the course/ }).click();
    await expect(picker.getByRole("heading", { name: "Placed in the course" })).toBeVisible();
    await page.goto(course("instructor", "placed-2"));
    const frame = framed(page);
    await expect(frame.getByText("3 students enrolled")).toBeVisible();
    // The platform's grant lasts hours: no management link is offered to copy from it.
    await expect(frame.getByRole("button", { name: "Copy management link" })).toHaveCount(0);
    const lectures = frame.getByRole("region", { name: "Lectures", exact: true });
    await expect(lectures.getByRole("row").filter({ hasText: "Statistics 1" })).toContainText("67");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lti-course-framed.png`, fullPage: true });
  });

  test("a platform without storage gets Ordsky in a new window, where the launch completes", async ({ page }) => {
    await page.goto(course("instructor", "placed-1", "ida", false));
    const offer = framed(page).getByRole("link", { name: /Open Ordsky in a new window/ });
    await expect(offer).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lti-new-window-offer.png` });
    await expectNoSeriousViolations(page, "new window offer", ordskyFrame(page));
    const opened = page.waitForEvent("popup");
    await offer.click();
    const popup = await opened;
    await expect(popup.getByRole("tab", { name: "Overview" })).toBeVisible();
    await expect(popup.getByRole("button", { name: "Close now" })).toBeVisible();
  });
});
