import { expect, test, type Page } from "@playwright/test";
import { da } from "../src/client/i18n/messages/da.js";
import { en, type MessageId } from "../src/client/i18n/messages/en.js";
import { auditHostScreens, auditPublicScreens } from "./helpers/audit-screens.js";
import { tabTo } from "./helpers/keyboard.js";
import { createSession, submitWord } from "./helpers/sessions-api.js";

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

const widths = [1280, 390];

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

  test("the class evaluation, the landing page with its create dialog and the join page speak Dansk, errors included", async ({ page, request }) => {
    const created = await request.post("/api/sessions", { data: { sessionType: "class", title: "Matematik" } });
    const sessionId = (await created.json()).data.sessionId as string;
    await page.goto(`/class-session/${sessionId}`);
    await expect(page.getByText("Spørgsmål 1 af 5", { exact: true })).toBeVisible();
    await page.getByLabel("Din vurdering").fill("12");
    await page.getByLabel("Din vurdering").press("Enter");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Skriv et tal mellem 1 og 10" })).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);

    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Stil et spørgsmål. Se salen svare." })).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
    await page.getByRole("button", { name: "Opret session" }).first().click();
    await expect(page.getByRole("dialog", { name: "Opret ny ordsky-session" })).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);

    await page.goto("/j/ZZZZZZ");
    await expect(page.getByRole("heading", { name: "Deltag i en session" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Ingen session har koden ZZZZZZ. Tjek koden på skærmen, og prøv igen.");
    expect(await englishLeft(page)).toEqual([]);
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

  for (const width of widths) {
    test(`no serious accessibility findings in Dansk at ${width} px`, async ({ page, request }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await auditPublicScreens(page, request);
      await auditHostScreens(page, request);
    });
  }
});

test.describe("English", () => {
  for (const width of widths) {
    test(`no serious accessibility findings in English at ${width} px`, async ({ page, request }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await auditPublicScreens(page, request);
      await auditHostScreens(page, request);
    });
  }
});
