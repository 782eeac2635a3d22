import { expect, test, type Page } from "@playwright/test";
import { actAsHost } from "./helpers/host-key.js";
import { da } from "../src/client/i18n/messages/da.js";
import { en, type MessageId } from "../src/client/i18n/messages/en.js";
import { expectNoSeriousViolations } from "./helpers/accessibility.js";
import { expectVisibleRings } from "./helpers/focus-indicator.js";
import { auditAdminScreens, auditClassDashboard, auditHostDashboard, auditPublicScreens } from "./helpers/audit-screens.js";
import { animationsFinished } from "./helpers/animations.js";
import { tabTo } from "./helpers/keyboard.js";
import { createSession, submitCounts, submitWord } from "./helpers/sessions-api.js";

/** English texts that Dansk words differently, whole messages without placeholders (those are checked by the unit test). */
const ENGLISH_ONLY = (Object.keys(en) as MessageId[])
  .filter((id) => !id.startsWith("error."))
  .map((id) => en[id])
  .filter((text, index, all) => !text.includes("{") && text.length > 3 && !Object.values(da).includes(text) && all.indexOf(text) === index);

/** Every English catalogue text found on the page: in what it shows and in what it tells a screen reader. */
async function englishLeft(page: Page): Promise<string[]> {
  const said = await page.evaluate(() => {
    const labels = [...document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")].map((element) =>
      ["aria-label", "placeholder", "title", "alt"].map((name) => element.getAttribute(name) ?? "").join("\n"),
    );
    return `${document.body.innerText}\n${labels.join("\n")}`;
  });
  const lines = new Set(said.split("\n").map((line) => line.trim()));
  return ENGLISH_ONLY.filter((text) => lines.has(text) || said.includes(`${text} `) || said.includes(` ${text}`));
}

/** Fails with the English texts left on the page and where they were found. */
async function expectNoEnglish(page: Page, where: string): Promise<void> {
  expect(await englishLeft(page), `English left on the ${where}`).toEqual([]);
}

const SHOTS = process.env.E2E_SHOTS_DIR;
/** A full-page screenshot once the page is still, when E2E_SHOTS_DIR asks for them (to look at the Danish layout). */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await animationsFinished(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const widths = [1280, 390];

/**
 * The audit walks, once per language: English at a laptop's 1280 px (the spec's layout), Dansk at a phone's 390 px
 * (its longer words at the narrowest layout). A screen renders the same markup in the same colours at both widths
 * (CSS lays it out; only the toasts change corner), so a second width per language audited the same again; the two
 * languages' widths together still audit both layouts. On every screen: no serious axe finding and, where `rings`
 * asks (English: a focus ring depends on the layout and colours, not on the words), a visible focus indicator on every
 * control Tab reaches (WCAG 2.4.7 / 1.4.11, measured in pixels).
 */
function auditScreens(language: string, width: number, rings: boolean): void {
  const walks = {
    "participant and public screens": auditPublicScreens,
    "host dashboard and presentation": auditHostDashboard,
    "class dashboard": auditClassDashboard,
    "admin screens": auditAdminScreens,
  };
  const checked = rings ? "no serious accessibility findings and visible focus rings" : "no serious accessibility findings";
  for (const [name, walk] of Object.entries(walks)) {
    test(`${checked} in ${language} at ${width} px: ${name}`, async ({ page, request }) => {
      test.setTimeout(180_000); // a dozen full-page audits
      // Audited still, as a reduced-motion user sees it: the same findings, and no waiting for clouds to fade in.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      const kinds = new Set<string>();
      await walk(page, request, async (screen, where) => {
        await expectNoSeriousViolations(screen, where);
        // A participant's presentation has nothing to focus (the host's, in the host walk, has its bar).
        if (rings && !where.startsWith("/presentation/")) await expectVisibleRings(screen, kinds, where);
      });
    });
  }
}

test.describe("Dansk", () => {
  test.use({ locale: "da-DK" });

  test("a Danish browser starts in Dansk with no English left on the participant page and the presentation", async ({ page, request }) => {
    const { sessionId, sessionCode } = await createSession(request, { title: "Fredagsforelæsning" });
    await submitWord(request, sessionId, "klar");
    await page.goto(`/session/${sessionId}`);
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "da");
    await expect(page.getByRole("button", { name: "Dansk" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("1 indsendelse", { exact: true })).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);

    await page.getByLabel("Ord 1", { exact: true }).fill("rolig");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("heading", { name: "Tak for dit svar!" })).toBeVisible();
    await expect(page.getByText("1 ord sendt!")).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);

    await page.goto(`/presentation/${sessionId}`);
    await expect(page.getByText("Unikke ord")).toBeVisible();
    await expect(page.getByText(sessionCode).first()).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
    // The projected view has no switch on screen: L (also listed in its ? dialog) changes the language.
    await page.keyboard.press("l");
    await expect(page.getByText("Unique Words")).toBeVisible();
  });

  test("the class evaluation, the landing page with its create dialog and the join page speak Dansk, errors included; a session created in Dansk reads its answers as Danish until its settings say English", async ({ page, request }) => {
    const created = await request.post("/api/sessions", { data: { sessionType: "class", title: "Matematik" } });
    const sessionId = (await created.json()).data.sessionId as string;
    await page.goto(`/class-session/${sessionId}`);
    await expect(page.getByText("Spørgsmål 1 af 5", { exact: true })).toBeVisible();
    await page.getByLabel("Din vurdering").fill("12");
    await page.getByLabel("Din vurdering").press("Enter");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Skriv et tal mellem 1 og 10" })).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);

    await page.goto("/j/ZZZZZZ");
    await expect(page.getByRole("heading", { name: "Deltag i en session" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Ingen session har koden ZZZZZZ. Tjek koden på skærmen, og prøv igen.");
    expect(await englishLeft(page)).toEqual([]);

    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Stil et spørgsmål. Se salen svare." })).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
    await page.getByRole("button", { name: "Opret session" }).first().click();
    const create = page.getByRole("dialog", { name: "Opret ny ordsky-session" });
    await expect(create).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);

    // The answers' language starts as the interface's and is sent with the session. The requests now say English
    // (Accept-Language), so only the dialog's own field can make the new session Danish.
    await expect(create.getByLabel("Svarenes sprog")).toHaveValue("da");
    await page.setExtraHTTPHeaders({ "Accept-Language": "en-US,en;q=0.9" });
    await create.getByLabel("Sessionens titel").fill("Fredagscafé");
    const sent = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/sessions");
    await create.getByRole("button", { name: "Opret session" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ language: "da" });
    await expect(page).toHaveURL(/\/dashboard\/[^/]+$/);
    const newId = new URL(page.url()).pathname.split("/").pop()!;
    const language = async () => (await (await request.get(`/api/sessions/${newId}`)).json()).data.language as string;
    expect(await language()).toBe("da");

    // Session Settings shows it and changes it with Save Changes.
    await page.getByRole("button", { name: "Indstillinger" }).click();
    const settings = page.getByRole("dialog", { name: "Sessionens indstillinger" });
    await expect(settings.getByLabel("Svarenes sprog")).toHaveValue("da");
    await settings.getByLabel("Svarenes sprog").selectOption({ label: "English" });
    await settings.getByRole("button", { name: "Gem ændringer" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Sessionen er opdateret!" })).toBeVisible();
    await expect.poll(language).toBe("en");
    await page.getByRole("button", { name: "Indstillinger" }).click();
    await expect(settings.getByLabel("Svarenes sprog")).toHaveValue("en");
  });

  test("the switch changes the language at once, by keyboard, and is remembered", async ({ page, request }) => {
    const { sessionId } = await createSession(request);
    await page.goto(`/session/${sessionId}`);
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: "English" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Submit" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.getByRole("button", { name: "Submit" })).toBeVisible();
    await expect(page.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
  });

  test("the host dashboard speaks Dansk: overview, feedback, QR codes, questions, word menu, host lists and settings", async ({ page, request }) => {
    const created = await createSession(request, { title: "Fredagsforelæsning" });
    await submitCounts(request, created.sessionId, [
      ["klar", 3],
      ["rolig", 2],
      ["træt", 1],
    ]);
    await actAsHost(page, created);
    // One load: the screen follows a resize (CSS and its media queries) as it would a reload at that width.
    await page.goto(`/dashboard/${created.sessionId}`);
    for (const width of widths) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await expect(page.getByRole("heading", { level: 1, name: "Sessionsoversigt" })).toBeVisible();
      await expect(page.getByRole("region", { name: /^Skjulte ord \(\d+\)$/ })).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: "3 gange" })).toBeVisible();
      await expect(page.getByText(/^\d+ \/ 1\.000 deltagere$/)).toBeVisible();
      await expectNoEnglish(page, `overview at ${width} px`);
      await shot(page, `da-dashboard-overview-${width}`);
    }

    // The word menu and the merge dialog it opens.
    await page.getByRole("button", { name: "Handlinger for »rolig«" }).click();
    await expect(page.getByRole("menuitem", { name: "Skjul" })).toBeFocused();
    await expectNoEnglish(page, "word menu");
    await shot(page, "da-dashboard-word-menu-390");
    await page.getByRole("menuitem", { name: "Slå sammen…" }).click();
    const merge = page.getByRole("dialog", { name: "Slå ord sammen" });
    await expect(merge.getByRole("button", { name: "Vælg mindst to ord" })).toBeDisabled();
    await merge.getByRole("checkbox", { name: /klar/ }).check();
    await expect(merge.getByRole("button", { name: "Slå 2 ord sammen" })).toBeEnabled();
    await expectNoEnglish(page, "merge dialog");
    await merge.getByRole("button", { name: "Annuller" }).click();

    // A decision's toast, and the host's lists that follow it.
    await page.getByRole("button", { name: "Handlinger for »træt«" }).click();
    await page.getByRole("menuitem", { name: "Skjul" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "»træt« er skjult på alle skærme" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Skjulte ord (1)" }).getByRole("button", { name: "Vis »træt« igen" })).toBeVisible();
    await page.getByRole("region", { name: /^Forbudte ord/ }).getByLabel("Ord eller udtryk, der skal forbydes").fill("peter, grimt ord");
    await page.getByRole("region", { name: /^Forbudte ord/ }).getByRole("button", { name: "Forbyd", exact: true }).click();
    await expect(page.getByRole("region", { name: "Forbudte ord (2)" })).toContainText("ingen svar endnu");
    await expectNoEnglish(page, "host lists");

    // The settings dialog; approval turned on brings the queue.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Indstillinger" }).click();
    const settings = page.getByRole("dialog", { name: "Sessionens indstillinger" });
    await expect(settings.getByLabel("Sessionens titel")).toHaveValue("Fredagsforelæsning");
    await expectNoEnglish(page, "settings dialog");
    await shot(page, "da-dashboard-settings-390");
    await settings.getByRole("checkbox", { name: /Godkend svar, før de vises/ }).check();
    await settings.getByRole("button", { name: "Gem ændringer" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Sessionen er opdateret!" })).toBeVisible();
    await submitWord(request, created.sessionId, "kaffe", 9);
    const queue = page.getByRole("region", { name: "Venter på godkendelse (1)" });
    await expect(queue.getByRole("button", { name: "Godkend »kaffe«" })).toBeVisible();
    await expect(queue.getByRole("button", { name: "Godkend alle (1)" })).toBeEnabled();
    await expectNoEnglish(page, "approval queue");
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "da-dashboard-queue-1280");

    // The questions panel with a second question, and browsing the first one's answers.
    await page.getByLabel("Nyt spørgsmål").fill("Hvad skal vi gøre anderledes?");
    await page.getByRole("button", { name: "Tilføj spørgsmål" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Spørgsmålet er tilføjet" })).toBeVisible();
    await page.getByRole("button", { name: "Stil", exact: true }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Spørgsmål 2 er live" })).toBeVisible();
    await page.getByRole("button", { name: "Se svar" }).first().click();
    await expect(page.getByText("Viser svarene på spørgsmål 1: Fredagsforelæsning")).toBeVisible();
    await expectNoEnglish(page, "questions panel");

    await page.getByRole("tab", { name: /^Svar \(\d+\)$/ }).click();
    await expect(page.getByText(/^Deltager-A01$/)).toBeVisible();
    await expect(page.getByText("Privatlivet er beskyttet:")).toBeVisible();
    await expectNoEnglish(page, "feedback tab");
    await shot(page, "da-dashboard-feedback-1280");
    await page.getByRole("button", { name: "Tilbage til spørgsmålet, der er live" }).click();

    await page.getByRole("tab", { name: "QR-koder" }).click();
    await expect(page.getByRole("heading", { name: "Til deltagerne" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Kopiér adresse" }).first()).toBeVisible();
    await expectNoEnglish(page, "QR codes tab");
    await shot(page, "da-dashboard-qr-1280");
    await page.getByRole("button", { name: "Forstør deltagernes QR-kode" }).click();
    await expect(page.getByRole("dialog", { name: "Scan for at deltage" })).toBeVisible();
    await expectNoEnglish(page, "QR dialog");
  });

  test("the class dashboard speaks Dansk, with Danish decimals, its tabs, host lists and QR dialog", async ({ page, request }) => {
    const created = await createSession(request, { sessionType: "class", title: "Matematik 2.g" });
    const questions = (await (await request.get(`/api/sessions/${created.sessionId}/class-questions`)).json()).data as { id: string; type: string }[];
    for (const [participant, ratings, words] of [
      ["p1", [7, 9, 5], ["gruppearbejde", "pauser"]],
      ["p2", [8, 6, 6], ["gruppearbejde", "tavleundervisning"]],
    ] as const) {
      const scales = questions.filter((question) => question.type === "scale");
      const texts = questions.filter((question) => question.type !== "scale");
      const answers = [...scales.map((question, index) => [question.id, ratings[index]!] as const), ...texts.map((question, index) => [question.id, words[index]!] as const)];
      for (const [questionId, response] of answers) {
        const answered = await request.post(`/api/sessions/${created.sessionId}/class-response`, { data: { questionId, response, participantId: `participant_${participant}` } });
        expect(answered.ok()).toBe(true);
      }
    }
    await actAsHost(page, created);
    // One load: the screen follows a resize (CSS and its media queries) as it would a reload at that width.
    await page.goto(`/class-session/${created.sessionId}/dashboard`);
    for (const width of widths) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.getByRole("tab").first().click();
      await expect(page.getByText("Evalueringens resultater")).toBeVisible();
      await expect(page.getByTestId("scale-average").first()).toHaveText("7,5");
      await expect(page.getByText("2 svar", { exact: true }).first()).toBeVisible();
      await expectNoEnglish(page, `class overview at ${width} px`);
      await shot(page, `da-class-overview-${width}`);

      await page.getByRole("tab", { name: "Selv vs. andre" }).click();
      await expect(page.getByTestId("self-vs-others-difference")).toHaveText("+2,00");
      await expect(page.getByTestId("self-vs-others-verdict")).toHaveText("De studerende vurderer sig selv som mere aktive end deres medstuderende");
      await expectNoEnglish(page, `comparison at ${width} px`);
      await shot(page, `da-class-comparison-${width}`);

      await page.getByRole("tab", { name: "Tekstsvar" }).click();
      await expect(page.getByRole("button", { name: "Handlinger for »gruppearbejde«" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Forbudte ord (0)" })).toBeVisible();
      await expectNoEnglish(page, `text feedback at ${width} px`);
      await shot(page, `da-class-text-${width}`);
    }

    await page.getByRole("button", { name: "Handlinger for »pauser«" }).click();
    await page.getByRole("menuitem", { name: "Skjul" }).click();
    await expect(page.getByText("Skjult", { exact: true })).toBeVisible();
    await expectNoEnglish(page, "class answers with a hidden word");

    await page.getByRole("button", { name: "Præsentation i fuld skærm" }).click();
    const presentation = page.getByRole("dialog", { name: "Tekstsvar" });
    await expect(presentation.getByRole("button", { name: /^Forstør ordskyen for: / }).first()).toBeVisible();
    await expectNoEnglish(page, "text presentation");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Forstør QR-koden" }).click();
    await expect(page.getByRole("dialog", { name: "Deltag i evalueringen" })).toBeVisible();
    await expectNoEnglish(page, "class QR dialog");
    await page.getByRole("dialog", { name: "Deltag i evalueringen" }).getByRole("button", { name: "Luk", exact: true }).last().click();

    await page.getByRole("button", { name: "Indstillinger" }).click();
    await expect(page.getByRole("dialog", { name: "Sessionens indstillinger" })).toBeVisible();
    await expectNoEnglish(page, "class settings dialog");
  });

  test("a phone reaches the accessibility statement and the privacy notice from a participant page's footer, in Dansk and in English, each naming the institution and clean under axe", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // An admin fills in what the documents say of the institution (names in Danish: no English to find on the page).
    const email = `documents-${Date.now()}@example.com`;
    expect((await request.post("/api/admin/register", { data: { email, password: "hemmeligt-ord" } })).status()).toBe(201);
    const { token } = await (await request.post("/api/admin/login", { data: { email, password: "hemmeligt-ord" } })).json();
    const institution = { name: "Aarhus Universitet", contact: "webtilgaengelighed@au.dk\nTelefon 87 15 00 00", privacyContact: "databeskyttelse@au.dk" };
    expect((await request.put("/api/admin/institution", { data: institution, headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
    const { sessionId } = await createSession(request, { title: "Fredagsforelæsning" });
    await page.goto(`/session/${sessionId}`);
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
    const footer = page.getByRole("contentinfo");

    await footer.getByRole("link", { name: "Tilgængelighedserklæring" }).click();
    await expect(page).toHaveURL(/\/tilgaengelighed$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tilgængelighedserklæring" })).toBeVisible();
    // It opens at its top, not where the page with the footer was scrolled to.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const section of ["Overensstemmelsesstatus", "Indhold, der ikke er tilgængeligt", "Det tjekker testsuiten", "Udarbejdelse af erklæringen", "Feedback og kontaktoplysninger", "Håndhævelsesprocedure"]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "webtilgaengelighed@au.dk" })).toHaveAttribute("href", "mailto:webtilgaengelighed@au.dk");
    await expect(page.getByText("Kontakt først Aarhus Universitet.", { exact: false })).toBeVisible();
    await expectNoEnglish(page, "accessibility statement");
    await expectNoSeriousViolations(page, "Danish accessibility statement");
    await shot(page, "da-accessibility-statement-390");

    await footer.getByRole("link", { name: "Privatlivspolitik" }).click();
    await expect(page).toHaveURL(/\/privatliv$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privatlivspolitik" })).toBeVisible();
    await expect(page.getByText("Dataansvarlig er Aarhus Universitet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "databeskyttelse@au.dk" })).toBeVisible();
    await expectNoEnglish(page, "privacy notice");
    await expectNoSeriousViolations(page, "Danish privacy notice");

    // The switch gives the English notice, at its English address; its footer leads to the English statement.
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByText("The data controller is Aarhus Universitet.")).toBeVisible();
    await expectNoSeriousViolations(page, "English privacy notice");
    await footer.getByRole("link", { name: "Accessibility statement" }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole("heading", { level: 2, name: "Content that is not accessible" })).toBeVisible();
    await expectNoSeriousViolations(page, "English accessibility statement");

    // Its back arrow returns to the page the reader came from; a Danish address opens in Dansk.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await page.goto("/tilgaengelighed");
    await expect(page.getByRole("heading", { level: 1, name: "Tilgængelighedserklæring" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "da");
  });

  auditScreens("Dansk", 390, false);
});

test.describe("English", () => {
  auditScreens("English", 1280, true);
});
