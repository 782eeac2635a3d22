import { expect, test } from "@playwright/test";
import { actAsHost } from "./helpers/host-key.js";
import { createSession, submitAs } from "./helpers/sessions-api.js";

/**
 * Issue 44 as a Danish lecture meets it: 40 phones answer "Hvad tager du med fra i dag?" in Danish, with the words
 * the English substring filter used to swallow ("fagligt", "til slut", "beslutning", "dataanalyse"), one insult
 * ("lortefag") and a word the host decides belongs in this lecture ("idiot", from "idiot savant").
 */
const ROOM: string[][] = [
  ...Array.from({ length: 9 }, () => ["fagligt"]),
  ...Array.from({ length: 4 }, () => ["til slut", "regression"]),
  ...Array.from({ length: 4 }, () => ["beslutning"]),
  ...Array.from({ length: 4 }, () => ["dataanalyse", "fagbegreber"]),
  ...Array.from({ length: 5 }, () => ["regression"]),
  ...Array.from({ length: 3 }, () => ["for meget", "dykke ned"]),
  ...Array.from({ length: 3 }, () => ["ikke nok"]),
  ...Array.from({ length: 2 }, () => ["idiot"]),
  ["lortefag"],
  ["slutprodukt"],
  ["kanalen"],
  ["cockpit"],
  ["feedback"],
];

test.describe("a Danish room", () => {
  test.use({ locale: "da-DK" });

  test("its words reach the presentation, an insult waits for the host with its reason, and Allow lets a word's later answers in", async ({ browser, page, request }) => {
    expect(ROOM.length + 1).toBe(40);
    const session = await createSession(request, { title: "Statistik for økonomer, forelæsning 3", language: "da" });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`/presentation/${session.sessionId}`);
    const drawn = (word: string) => page.locator(`.word-cloud .word-cloud__word[data-word="${word}"]`);

    // One phone in the browser; the other 39 answer over HTTP, a few at a time, as a hall does.
    const phoneContext = await browser.newContext({ locale: "da-DK", viewport: { width: 390, height: 844 } });
    const phone = await phoneContext.newPage();
    await phone.goto(`/session/${session.sessionId}`);
    await phone.getByLabel("Ord 1", { exact: true }).fill("lortefag");
    await phone.getByLabel("Ord 2", { exact: true }).fill("fagligt");
    await phone.getByRole("button", { name: "Send", exact: true }).click();
    await expect(phone.getByRole("heading", { name: "Tak for dit svar!" })).toBeVisible();
    const sent = phone.getByRole("list", { name: "Dine ord" }).getByRole("listitem");
    await expect(sent.filter({ hasText: "lortefag" })).toContainText("Sendt — værten ser på det, før det vises");
    await expect(sent.filter({ hasText: "fagligt" })).toContainText("Sendt");
    await expect(sent.filter({ hasText: "fagligt" })).not.toContainText("værten");
    await expect(phone.getByText("Værten ser på dem, der er markeret herunder", { exact: false })).toBeVisible();

    for (let start = 0; start < ROOM.length; start += 6) {
      await Promise.all(
        ROOM.slice(start, start + 6).map(async (words, offset) => {
          for (const word of words) await submitAs(request, session.sessionId, word, `phone-${start + offset}`);
        }),
      );
    }
    for (const word of ["fagligt", "til slut", "beslutning", "dataanalyse", "for meget", "ikke nok", "dykke ned", "slutprodukt", "cockpit"]) {
      await expect(drawn(word), word).toBeVisible();
    }
    await expect(drawn("lortefag")).toHaveCount(0);
    await expect(drawn("idiot")).toHaveCount(0);

    // The host's overview names what is held back and why.
    const hostContext = await browser.newContext({ locale: "da-DK", viewport: { width: 1280, height: 900 } });
    const host = await hostContext.newPage();
    await actAsHost(host, session);
    await host.goto(`/dashboard/${session.sessionId}`);
    const held = host.getByRole("region", { name: "4 svar holdt tilbage af filteret" });
    await expect(held).toBeVisible();
    const heldWords = held.getByRole("list", { name: "Ord som filteret holder tilbage" }).getByRole("listitem");
    await expect(heldWords.filter({ hasText: "lortefag" })).toContainText("ramte “lort”");
    await expect(heldWords.filter({ hasText: "idiot" })).toContainText("ramte “idiot”");

    await held.getByRole("button", { name: "Tillad “idiot”, nu og resten af sessionen" }).click();
    await expect(host.getByRole("region", { name: "2 svar holdt tilbage af filteret" })).toBeVisible();
    await expect(drawn("idiot")).toBeVisible();
    // Later answers of the word are let in too.
    await submitAs(request, session.sessionId, "Idiot", "phone-late-1");
    const cloud = async () => (await (await request.get(`/api/sessions/${session.sessionId}/wordcloud`)).json()).data as { words: { text: string; frequency: number }[] };
    await expect.poll(async () => (await cloud()).words.find((word) => word.text.toLowerCase() === "idiot")?.frequency).toBe(3);
    // Every answer but the two "lortefag" counts: the room's 50, the phone's "fagligt" and the late "Idiot".
    await expect(page.getByRole("region", { name: "Sessionens tal" }).getByText(String(ROOM.flat().length + 1), { exact: true })).toBeVisible();
    await expect(drawn("lortefag")).toHaveCount(0);

    await phoneContext.close();
    await hostContext.close();
  });
});
