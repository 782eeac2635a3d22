import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import readXlsxFile from "read-excel-file/node";
import { da } from "../src/client/i18n/messages/da.js";
import { expectNoSeriousViolations } from "./helpers/accessibility.js";
import { expectTableScrollsByKeyboard } from "./helpers/keyboard.js";
import { execFileSync } from "node:child_process";
import { signInAsAdmin } from "./helpers/admin-sign-in.js";
import { createAnsweredCourse } from "./helpers/courses-api.js";
import { AdminDashboardPage, TermTab, WordFilterCard } from "./pages/admin-dashboard-page.js";
import { AdminLoginPage } from "./pages/admin-login-page.js";

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = (name: string, fullPage = true) => (SHOTS ? { path: `${SHOTS}/${name}.png`, fullPage } : undefined);

const run = Date.now().toString(36);
const prefix = `E2E ${run}`;
const account = { name: "Åse Ørsted", email: `admin-${run}@example.com`, password: "hemmeligt-ord" };

/** Twelve sessions under one unique prefix: eleven regular (some with words), one class. */
async function seedSessions(request: APIRequestContext): Promise<void> {
  for (let index = 1; index <= 12; index++) {
    const sessionType = index === 12 ? "class" : "regular";
    const created = await request.post("/api/sessions", { data: { title: `${prefix} #${String(index).padStart(2, "0")} møde`, sessionType } });
    expect(created.status()).toBe(201);
    const { sessionId } = (await created.json()).data as { sessionId: string };
    if (sessionType === "regular" && index <= 3) {
      for (const text of ["hygge", "kaffe", "øl"].slice(0, index)) {
        const sent = await request.post(`/api/sessions/${sessionId}/feedback`, { data: { text, participantId: `p_${index}` } });
        expect(sent.ok()).toBe(true);
      }
    }
  }
}

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem("adminToken"));
}

// Reads the server's overall figures and its most recent sessions: runs when no other test is creating sessions.
test.describe("admin area", { tag: "@server-wide" }, () => {
  test.beforeAll(async ({ request }) => {
    await seedSessions(request);
  });

  test("register, sign in, read stats, search, select, export, delete, log out", async ({ page, request }) => {
    const login = new AdminLoginPage(page);
    const dashboard = new AdminDashboardPage(page);

    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);

    // Create account, with the spec's checks first.
    await login.toRegister.click();
    await expect(login.heading).toHaveText("Create Admin Account");
    await login.createAccount.click();
    await expect(login.toast("Please fill in all required fields")).toBeVisible();
    await login.registerEmail.fill(account.email);
    await login.registerPassword.fill("abcdef");
    await login.registerConfirm.fill("abcdeg");
    await login.createAccount.click();
    await expect(login.toast("Passwords do not match")).toBeVisible();
    await login.registerPassword.fill("abc");
    await login.registerConfirm.fill("abc");
    await login.createAccount.click();
    await expect(login.toast("Password must be at least 6 characters long")).toBeVisible();
    await page.screenshot(shot("admin-register-desktop"));
    await login.register(account);
    await expect(login.toast("Account created successfully! Please sign in.")).toBeVisible();
    await expect(login.heading).toHaveText("Admin Login");
    await expect(login.email).toHaveValue(account.email);

    // Sign in: a wrong password first, then the right one (shown with the eye toggle).
    await login.password.fill("wrong-password");
    await login.signIn.click();
    await expect(login.toast("Invalid email or password")).toBeVisible();
    await login.password.fill(account.password);
    await login.showPassword.click();
    await expect(login.password).toHaveAttribute("type", "text");
    await page.screenshot(shot("admin-login-desktop"));
    await login.signIn.click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(login.toast("Login successful!")).toBeVisible();
    await expect(dashboard.title).toHaveText("Ordsky Admin");
    await expect(dashboard.welcome).toHaveText(`Welcome back, ${account.name}`);

    // Overview figures agree with the API.
    const token = await storedToken(page);
    const stats = (await (await request.get("/api/admin/dashboard/stats", { headers: { authorization: `Bearer ${token}` } })).json()).data;
    await expect(dashboard.statValue("Total Sessions")).toHaveText(String(stats.totalSessions));
    await expect(dashboard.statValue("Active Sessions")).toHaveText(String(stats.activeSessions));
    await expect(dashboard.statValue("Total Responses")).toHaveText(String(stats.totalResponses));
    await expect(dashboard.statValue("Total Participants")).toHaveText(String(stats.totalParticipants));
    expect(stats.totalResponses).toBeGreaterThanOrEqual(6);
    await expect(dashboard.recentRows).toHaveCount(5);
    await expect(dashboard.recentRows.first()).toContainText(`${prefix} #12 møde`);
    await expect(dashboard.recentRows.first()).toContainText("Class");
    await page.screenshot(shot("admin-overview-desktop"));

    // Sessions: search, pagination, type filter.
    await dashboard.sessionsTab.click();
    await dashboard.search.fill(prefix);
    await expect(page.getByText("Showing 1 to 10 of 12 sessions")).toBeVisible();
    await expect(dashboard.rows).toHaveCount(10);
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await expect(dashboard.previous).toBeDisabled();
    await dashboard.next.click();
    await expect(page.getByText("Showing 11 to 12 of 12 sessions")).toBeVisible();
    await expect(dashboard.next).toBeDisabled();
    await expect(dashboard.rows).toHaveCount(2);
    await dashboard.previous.click();
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await dashboard.typeFilter.selectOption("class");
    await expect(dashboard.rows).toHaveCount(1);
    await expect(dashboard.rows.first()).toContainText(`${prefix} #12 møde`);
    await expect(page.getByText("Page 1 of 2")).toBeHidden();
    await dashboard.typeFilter.selectOption("all");
    await dashboard.search.fill(`${prefix} nothing-like-this`);
    await expect(page.getByText("No sessions found")).toBeVisible();
    await dashboard.search.fill(prefix);
    await expect(dashboard.rows).toHaveCount(10);

    // Selection: Select All, counter, clear, then two rows.
    await dashboard.selectAll.click();
    await expect(page.getByText("10 of 12 selected")).toBeVisible();
    await expect(dashboard.clearButton(10)).toBeVisible();
    await dashboard.clearButton(10).click();
    await expect(dashboard.excel).toBeHidden();
    await expect(page.getByText("0 of 12 selected")).toBeVisible();
    await dashboard.rowCheckbox(`${prefix} #03 møde`).check();
    await dashboard.rowCheckbox(`${prefix} #04 møde`).check();
    await expect(page.getByText("2 of 12 selected")).toBeVisible();
    await expect(dashboard.clearButton(2)).toBeVisible();
    await page.screenshot(shot("admin-sessions-desktop"));

    // Export Excel: a download with the spec's file name that opens as a workbook.
    const downloadPromise = page.waitForEvent("download");
    await dashboard.excel.click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`sessions-export-${new Date().toISOString().slice(0, 10)}.xlsx`);
    await expect(dashboard.toast("Excel export completed")).toBeVisible();
    const sheets = await readXlsxFile(readFileSync((await download.path())!));
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(["Overview", `1. ${prefix} #04 møde`, `2. ${prefix} #03 møde`]);

    const pdfPromise = page.waitForEvent("download");
    await dashboard.pdf.click();
    expect((await pdfPromise).suggestedFilename()).toMatch(/^sessions-export-\d{4}-\d\d-\d\d\.pdf$/);
    await expect(dashboard.toast("PDF export completed")).toBeVisible();

    // A new search keeps only the selected sessions it shows, and the export holds only those.
    await dashboard.search.fill(`${prefix} #03`);
    await expect(dashboard.rows).toHaveCount(1);
    await expect(page.getByText("1 of 1 selected")).toBeVisible();
    await expect(dashboard.clearButton(1)).toBeVisible();
    await expect(dashboard.rowCheckbox(`${prefix} #03 møde`)).toBeChecked();
    await page.screenshot(shot("admin-sessions-search-selection-1280"));
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText("1 of 1 selected")).toBeVisible();
    await page.screenshot(shot("admin-sessions-search-selection-390"));
    // A phone has a card per session; a tablet's width still scrolls the table sideways, by keyboard too.
    await page.setViewportSize({ width: 768, height: 1024 });
    await expectTableScrollsByKeyboard(page, page.getByRole("region", { name: "Table of sessions" }), dashboard.search);
    await page.screenshot(shot("admin-sessions-search-selection-768"));
    await page.setViewportSize({ width: 1280, height: 720 });
    const narrowed = page.waitForEvent("download");
    await dashboard.excel.click();
    const narrowedSheets = await readXlsxFile(readFileSync((await (await narrowed).path())!));
    expect(narrowedSheets.map((sheet) => sheet.sheet)).toEqual(["Overview", `1. ${prefix} #03 møde`]);
    await dashboard.search.fill(prefix);
    await expect(dashboard.rows).toHaveCount(10);
    await expect(page.getByText("1 of 12 selected")).toBeVisible();

    // Delete with confirmation: cancel first, then confirm.
    const doomed = `${prefix} #04 møde`;
    await dashboard.deleteButton(doomed).click();
    await expect(dashboard.deleteDialog).toContainText("Are you sure you want to delete this session? This action cannot be undone.");
    await page.screenshot(shot("admin-delete-desktop", false));
    await dashboard.deleteDialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dashboard.deleteDialog).toBeHidden();
    await expect(dashboard.row(doomed)).toHaveCount(1);
    await dashboard.deleteButton(doomed).click();
    await dashboard.deleteDialog.getByRole("button", { name: "Delete Session" }).click();
    await expect(dashboard.toast("Session deleted successfully")).toBeVisible();
    await expect(dashboard.row(doomed)).toHaveCount(0);
    await expect(page.getByText("Showing 1 to 10 of 11 sessions")).toBeVisible();
    await expect(page.getByText("1 of 11 selected")).toBeVisible();
    await dashboard.overviewTab.click();
    await expect(dashboard.statValue("Total Sessions")).toHaveText(String(stats.totalSessions - 1));

    // The audit trail names the deletion, by whom and from where; filtered to deletions, and downloaded as CSV.
    await dashboard.auditTab.click();
    await dashboard.auditKind.selectOption({ label: "Session deleted" });
    const deletion = dashboard.auditRows.filter({ hasText: doomed });
    await expect(deletion).toHaveCount(1);
    await expect(deletion).toContainText(account.email);
    await expect(deletion).toContainText("127.0.0.1");
    await expect(dashboard.auditRows.filter({ hasNotText: "Session deleted" })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.screenshot(shot("admin-audit-desktop"));
    const [trail] = await Promise.all([page.waitForEvent("download"), dashboard.auditDownload.click()]);
    expect(trail.suggestedFilename()).toMatch(/^ordsky-audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await trail.path())!, "utf8");
    expect(csv).toContain(`Session deleted,${doomed} (`);

    // Logout revokes the token and protects the dashboard again.
    await dashboard.logout.click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedToken(page)).toBeNull();
    expect((await request.get("/api/admin/dashboard/stats", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a rejected token anywhere signs the admin out", async ({ page }) => {
    await page.goto("/admin/login");
    await page.evaluate(() => {
      localStorage.setItem("adminToken", "revoked-or-made-up-token-value-123456");
      localStorage.setItem("adminUser", JSON.stringify({ id: "x", email: "ghost@example.com", fullName: "Ghost" }));
    });
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("adminUser"))).toBeNull();
  });

  test("the /admin panel needs sign-in and shows the running configuration", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    const login = new AdminLoginPage(page);
    const second = { name: "", email: `panel-${run}@example.com`, password: "another-secret" };
    await login.register(second);
    await expect(login.email).toHaveValue(second.email);
    await login.signInWith(second.email, second.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Panel");
    await expect(page.getByText("Content moderation and system overview")).toBeVisible();
    await expect(page.locator(".panel-session").filter({ hasText: `${prefix} #12 møde` })).toBeVisible();
    await page.screenshot(shot("admin-panel-desktop"));
    await page.getByRole("tab", { name: "Content Moderation" }).click();
    await expect(page.getByText("Stop word filtering for word clouds")).toBeVisible();
    await page.getByRole("tab", { name: "System Settings" }).click();
    const facts = page.getByRole("region", { name: "System" });
    await expect(facts).toContainText("Version1.0.0");
    await expect(facts).toContainText("SQLite file");
    await expect(page.getByRole("region", { name: "Limits" })).toContainText("Max feedback length25 characters");
    await page.screenshot(shot("admin-settings-desktop"));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot(shot("admin-settings-phone"));
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ordsky Admin");
    await page.screenshot(shot("admin-overview-phone"));
    await page.getByRole("tab", { name: "Sessions" }).click();
    await expect(page.locator("table.admin-sessions-table tbody tr").first()).toBeVisible();
    await page.screenshot(shot("admin-sessions-phone"));
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.screenshot(shot("admin-login-phone"));
  });

  // The filter's lists apply to every session on the server: this server's own, which no parallel test shares.
  test.describe("the word filter in Dansk", () => {
    test.use({ locale: "da-DK" });
    let auth: Record<string, string> = {};
    const policy = async (request: APIRequestContext) => (await (await request.get("/api/admin/word-filter", { headers: auth })).json()).data;

    test.afterEach(async ({ request }) => {
      // Whatever the test left, the next test on this server meets the filter as it started.
      const { alwaysHold, neverHold } = await policy(request);
      for (const [list, rows] of [["hold", alwaysHold], ["pass", neverHold]] as const) {
        const terms = (rows as { term: string }[]).map((row) => row.term);
        if (terms.length > 0) expect((await request.post("/api/admin/word-filter/terms/remove", { data: { list, terms }, headers: auth })).ok()).toBe(true);
      }
      expect((await request.put("/api/admin/word-filter/automatic", { data: { automatic: true }, headers: auth })).ok()).toBe(true);
    });

    test("an admin fills both lists, searches them, removes a term, is told of a term on the other list and turns the filter's own holding off and on", async ({ page, request }) => {
      const email = `filter-${run}@example.com`;
      expect((await request.post("/api/admin/register", { data: { email, password: account.password, fullName: "Filter" } })).status()).toBe(201);
      const signedIn = (await (await request.post("/api/admin/login", { data: { email, password: account.password } })).json()) as { token: string; admin: object };
      auth = { authorization: `Bearer ${signedIn.token}` };
      await page.addInitScript((stored) => {
        localStorage.setItem("adminToken", stored.token);
        localStorage.setItem("adminUser", JSON.stringify(stored.admin));
      }, signedIn);
      const dashboard = new AdminDashboardPage(page);
      const filter = new WordFilterCard(page, da);
      await page.goto("/admin/dashboard");
      await expect(filter.automatic).toBeChecked();
      await expect(filter.hold.count).toHaveText("0 ord");

      // Several terms at once (a comma, a new line), and Enter adds.
      await filter.hold.field.fill("Kedeligt,\npeter hansen");
      await filter.hold.add.click();
      await expect(dashboard.toast("2 ord er tilføjet")).toBeVisible();
      await expect(filter.hold.remove("kedeligt")).toBeVisible();
      await expect(filter.hold.remove("peter hansen")).toBeVisible();
      await expect(filter.hold.count).toHaveText("2 ord");
      await expect(filter.hold.field).toHaveValue("");
      await filter.pass.field.fill("pik");
      await filter.pass.field.press("Enter");
      await expect(filter.pass.remove("pik")).toBeVisible();
      await expect(filter.pass.count).toHaveText("1 ord");

      // A term on the other list: refused (409) with the reason in Dansk, what was typed kept, nothing changed.
      await filter.pass.field.fill("kedeligt");
      await filter.pass.add.click();
      await expect(filter.pass.error).toHaveText("»kedeligt« står på listen »Ord filteret altid holder tilbage«: fjern det der først");
      await expect(filter.pass.field).toHaveValue("kedeligt");
      expect((await policy(request)).counts).toEqual({ alwaysHold: 2, neverHold: 1 });

      // The search narrows both lists on the server, asked once a pause rather than once a keystroke.
      const searches: string[] = [];
      page.on("request", (sent) => {
        if (sent.url().includes("/api/admin/word-filter?search=")) searches.push(sent.url());
      });
      await filter.search.pressSequentially("peter");
      await expect(filter.hold.count).toHaveText("Viser 1 af 2");
      await expect(filter.pass.count).toHaveText("Viser 0 af 1");
      await expect(filter.pass.box).toHaveText("Intet ord på listen indeholder »peter«.");
      expect(searches.length).toBeLessThan(5);
      await expectNoSeriousViolations(page, "word filter with terms, a search and a refusal");

      await filter.hold.remove("peter hansen").click();
      await expect(dashboard.toast("»peter hansen« er fjernet")).toBeVisible();
      await expect(filter.hold.box).toBeFocused();
      await filter.search.fill("");
      await expect(filter.hold.count).toHaveText("1 ord");
      await expect(filter.hold.remove("kedeligt")).toBeVisible();

      // The switch: off holds back only the list's words, on again the filter's own judgement too.
      await filter.automatic.uncheck();
      await expect(dashboard.toast("Filteret holder nu kun ordene på jeres liste tilbage")).toBeVisible();
      await expect.poll(async () => (await policy(request)).automatic).toBe(false);
      await filter.automatic.check();
      await expect(dashboard.toast("Filteret holder igen svar tilbage automatisk")).toBeVisible();
      await expect.poll(async () => (await policy(request)).automatic).toBe(true);
    });
  });
});

// A term of its own (its name is unique to the run), so it runs beside the other tests.
test.describe("the term across courses in Dansk", () => {
  test.use({ locale: "da-DK" });

  test("an admin opens the term, compares two courses and downloads the term report", async ({ page, request }) => {
    test.setTimeout(90_000); // two courses of three answered lectures, the page, then two files read back
    const term = `Forår ${run}`;
    const [statistik, okonomi] = [`Statistik ${run}`, `Økonomi ${run}`];
    // Statistik's L2 (3 answers) is below the course's threshold of 5; Økonomi rises over the term.
    await createAnsweredCourse(request, { title: statistik, term, enrolled: 10, lectures: [[6, 7, 8, 7, 7], [9, 9, 9], [5, 6, 7, 8, 9, 5]] });
    await createAnsweredCourse(request, { title: okonomi, term, enrolled: 20, lectures: [[4, 5, 5, 6, 5], [6, 6, 7, 6, 6, 7], [8, 7, 8, 8, 9]] });
    await signInAsAdmin(page, request);
    const terms = new TermTab(page, da);
    await terms.tab.click();
    await terms.term.selectOption({ label: `${term} (2 kurser)` });
    await expect(terms.course(statistik).getByRole("cell")).toHaveText(["3", "14", /^47\s%$/, "6,8", "1,2", "11", "Stabil", "1: L2"]);
    await expect(terms.course(okonomi)).toContainText("Stigende");
    // Sorted by the mean from the keyboard: the header says so, the higher mean (Statistik's 6,8) comes last.
    await terms.sortBy("Gennemsnit").focus();
    await page.keyboard.press("Enter");
    await expect(terms.courses.getByRole("columnheader", { name: "Gennemsnit" })).toHaveAttribute("aria-sort", "ascending");
    await expect(terms.courses.getByRole("rowheader")).toHaveText([okonomi, statistik]);

    await terms.compareFirst.selectOption({ label: statistik });
    await terms.compareSecond.selectOption({ label: okonomi });
    await expect(terms.compared.getByRole("columnheader", { name: okonomi })).toBeVisible();
    await expect(terms.lecture("L2")).toContainText("Tilbageholdt: 3 svar");
    await expect(terms.lecture("L2")).toContainText("6,3 (n = 6)");
    await expect(terms.chart).toBeVisible();
    if (SHOTS) {
      await page.screenshot(shot("term-1280")!);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot(shot("term-390")!);
      await page.setViewportSize({ width: 1280, height: 720 });
    }
    await terms.compareSecond.selectOption({ label: "Semestrets gennemsnit" });
    await expect(terms.compared.getByRole("columnheader", { name: "Semestrets gennemsnit (2 kurser)" })).toBeVisible();
    await expect(terms.lecture("L1")).toContainText("6,0 (n = 10)");
    if (SHOTS) await terms.compared.screenshot({ path: `${SHOTS}/term-compare-average-1280.png` });

    const pdfDownload = page.waitForEvent("download");
    await terms.pdf.click();
    const pdf = (await (await pdfDownload).path())!;
    const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" }).replace(/\u00a0/g, " ");
    expect(text.trimStart().startsWith(term)).toBe(true);
    expect(text).toContain("2 kurser");
    expect(text).toMatch(new RegExp(`Statistik ${run}\\s+3\\s+14\\s+47 %\\s+6,82\\s+1,19\\s+11\\s+stabil\\s+1: L2`));
    expect(text).toContain("L2 tilbageholdt (n = 3)");
    expect(text).toMatch(/Rapport lavet \d{1,2}\. [a-z]{3}\.? \d{4} kl\. \d\d\.\d\d \(Europe\/Copenhagen\)/);
    if (SHOTS) execFileSync("pdftoppm", ["-png", "-r", "70", "-f", "1", "-l", "2", pdf, `${SHOTS}/term-pdf`]);

    const excelDownload = page.waitForEvent("download");
    await terms.excel.click();
    const sheets = await readXlsxFile(readFileSync((await (await excelDownload).path())!));
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(["Kurser", "Lektioner", "Semestergennemsnit"]);
    expect(sheets[0]!.data.find((row) => row[0] === statistik)?.slice(1, 4)).toEqual([3, 14, 14 / 30]);
  });
});
