import { expect, test } from "@playwright/test";
import { serveOfficeJs, type OfficeDocument } from "./helpers/office-mock.js";
import { createSession, submitCounts, submitWord } from "./helpers/sessions-api.js";
import { OfficeAddInPage } from "./pages/office-addin-page.js";

test.describe("the PowerPoint add-in", () => {
  test("the presenter pastes a code once; the slide shows the live cloud and shows it again when the deck is reopened", async ({ page, browser, request, baseURL }) => {
    const session = await createSession(request, { title: "Lecture 9: pointers" });
    await submitCounts(request, session.sessionId, [["aliasing", 2]]);
    const deck: OfficeDocument = { settings: null };
    const office = await serveOfficeJs(page, deck);
    const addIn = new OfficeAddInPage(page);
    await addIn.goto();

    await expect(addIn.heading).toHaveText("A live word cloud on this slide");
    expect(office.loads()).toBe(1);
    await addIn.choose("nosuch");
    await expect(addIn.error).toHaveText("Session not found");
    await addIn.choose("not a link");
    await expect(addIn.error).toHaveText("Paste a session link or its 6-character code");
    await addIn.choose(session.sessionCode.toLowerCase());

    await expect(addIn.embed.title).toHaveText("Lecture 9: pointers");
    await expect(addIn.embed.wordList).toHaveText(["aliasing: 2"]);
    await submitWord(request, session.sessionId, "lifetimes", 1);
    await expect(addIn.embed.wordList).toHaveText(["aliasing: 2", "lifetimes: 1"]);
    expect(JSON.parse(deck.settings ?? "{}")).toEqual({ "ordsky.embed": { sessionId: session.sessionId, questionId: null, showJoin: true } });

    // The deck opened again (another PowerPoint, the same file): no question asked, the cloud is there.
    const reopened = await browser.newPage({ baseURL });
    await serveOfficeJs(reopened, deck);
    const again = new OfficeAddInPage(reopened);
    await again.goto();
    await expect(again.embed.wordList).toHaveText(["aliasing: 2", "lifetimes: 1"]);
    await expect(again.sessionField).toHaveCount(0);
    await reopened.close();
  });

  test("the join line can be left out, and the slide's session changed while editing, keyboard included, never in the slide show", async ({ page, request, baseURL }) => {
    const first = await createSession(request, { title: "First" });
    const second = await createSession(request, { title: "Second" });
    const deck: OfficeDocument = { settings: null };
    const office = await serveOfficeJs(page, deck);
    const addIn = new OfficeAddInPage(page);
    await addIn.goto();
    await addIn.showJoin.uncheck();
    await addIn.choose(`${baseURL}/presentation/${first.sessionId}`);
    await expect(addIn.embed.title).toHaveText("First");
    await expect(addIn.embed.joinLine).toHaveCount(0);

    // In the slide show the room sees the slide: nothing to press there, whatever the pointer does.
    await office.switchView("read");
    await expect(addIn.changeButton).toHaveCount(0);
    await office.switchView("edit");
    await addIn.changeButton.focus();
    await expect(addIn.changeButton).toBeVisible();
    await addIn.changeButton.press("Enter");
    // The form starts from the slide's choice.
    await expect(addIn.showJoin).not.toBeChecked();
    await addIn.showJoin.check();
    await addIn.choose(`${baseURL}/embed/${second.sessionId}`);
    await expect(addIn.embed.title).toHaveText("Second");
    await expect(addIn.embed.joinLine).toContainText(second.sessionCode);
    expect(JSON.parse(deck.settings ?? "{}")["ordsky.embed"]).toEqual({ sessionId: second.sessionId, questionId: null, showJoin: true });
  });

  test("opened outside PowerPoint, it says how to install it and links this instance's manifest, whose page and icons are served", async ({ page, request, baseURL }) => {
    await serveOfficeJs(page, { settings: null }, null);
    const addIn = new OfficeAddInPage(page);
    await addIn.goto();
    await expect(addIn.heading).toHaveText("Open this page from PowerPoint");
    await expect(addIn.manifestLink).toHaveText(`${baseURL}/office/manifest.xml`);

    const manifest = await (await request.get("/office/manifest.xml")).text();
    const urls = [...manifest.matchAll(/DefaultValue="(http[^"]+)"/g)].map((match) => match[1]!);
    expect(urls).toEqual([`${baseURL}/office/icon-32.png`, `${baseURL}/office/icon-64.png`, `${baseURL}/`, `${baseURL}/office/addin`]);
    for (const icon of urls.slice(0, 2)) {
      const response = await request.get(icon);
      expect(response.headers()["content-type"], icon).toBe("image/png");
    }
    const addInPage = await request.get(urls[3]!);
    expect(await addInPage.text()).toContain("https://appsforoffice.microsoft.com/lib/1/hosted/office.js");
  });
});
