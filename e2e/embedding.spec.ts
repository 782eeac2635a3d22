import { expect, test, type Page } from "@playwright/test";
import { createSession, submitCounts, submitWord } from "./helpers/sessions-api.js";
import { LiveEmbed } from "./pages/live-embed.js";

/** A page of a course site on another origin; Playwright answers for it, so no network is needed. */
const COURSE_PAGE = "https://course.example.org/week-3";

/**
 * Serves the course page with `body` and opens it. The course site stands for a public one (over https, as a course
 * site is), which Chromium's Local Network Access checks would stop from framing this machine's loopback address
 * unless the user allowed it: here, allowed.
 */
async function openCoursePage(page: Page, body: string): Promise<void> {
  await page.context().grantPermissions(["local-network-access"], { origin: new URL(COURSE_PAGE).origin });
  await page.route(COURSE_PAGE, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: `<!doctype html><html><body><h1>Week 3</h1>${body}</body></html>` }));
  await page.goto(COURSE_PAGE);
}

/** A browser that refuses third-party storage: the embed must not need localStorage to show the live cloud. */
async function refuseStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
    });
  });
}

test.describe("embedding a live cloud in another site", () => {
  test("a page on another origin frames /embed/… live, without storage, while a framed dashboard is refused", async ({ page, request, baseURL }) => {
    const session = await createSession(request, { title: "Week 3: what stuck?" });
    await submitCounts(request, session.sessionId, [["recursion", 3], ["boring", 1]]);
    await refuseStorage(page);
    const refusals: string[] = [];
    page.on("console", (message) => void (message.text().includes("frame-ancestors") && refusals.push(message.text())));
    await openCoursePage(
      page,
      `<iframe name="embed" title="Live cloud" src="${baseURL}/embed/${session.sessionId}" width="640" height="360"></iframe>
       <iframe name="dashboard" title="Dashboard" src="${baseURL}/dashboard/${session.sessionId}" width="640" height="360"></iframe>`,
    );

    const embed = new LiveEmbed(page.frameLocator('iframe[name="embed"]'));
    await expect(embed.title).toHaveText("Week 3: what stuck?");
    await expect(embed.live).toBeVisible();
    await expect(embed.wordList).toHaveText(["recursion: 3", "boring: 1"]);
    await expect(embed.joinLine).toContainText(session.sessionCode);
    await expect(embed.buttons).toHaveCount(0);

    // Live: new answers arrive over the socket; a word the host hides leaves at once.
    await submitWord(request, session.sessionId, "closures", 1);
    await submitWord(request, session.sessionId, "closures", 2);
    await expect(embed.wordList).toHaveText(["recursion: 3", "closures: 2", "boring: 1"]);
    const hidden = await request.post(`/api/sessions/${session.sessionId}/host-actions`, {
      data: { type: "hide-word", word: "boring", scope: "" },
      headers: { "X-Host-Key": session.hostKey },
    });
    expect(hidden.status()).toBe(200);
    await expect(embed.wordList).toHaveText(["recursion: 3", "closures: 2"]);
    await expect(embed.drawnWords).toHaveCount(2);

    // The dashboard refuses to be framed: Chromium shows its error page in the frame and says why.
    await expect.poll(() => page.frame({ name: "dashboard" })?.url()).toBe("chrome-error://chromewebdata/");
    await expect.poll(() => refusals.join("\n")).toContain("frame-ancestors 'none'");
  });

  test("an embed link can leave the join line out and follow one question", async ({ page, request, baseURL }) => {
    const session = await createSession(request, { title: "Two questions" });
    await submitWord(request, session.sessionId, "first", 1);
    await openCoursePage(page, `<iframe name="embed" title="Live cloud" src="${baseURL}/embed/${session.sessionId}?join=0&question=not-asked-yet" width="640" height="360"></iframe>`);
    const embed = new LiveEmbed(page.frameLocator('iframe[name="embed"]'));
    await expect(embed.message).toHaveText("This question is not being asked right now");
    await expect(embed.wordList).toHaveCount(0);
    await expect(embed.joinLine).toHaveCount(0);
  });

  test("oEmbed round trip: the link's page names its oEmbed answer, whose iframe shows the live cloud on a course page", async ({ page, request }) => {
    const session = await createSession(request, { title: "Pasted into Moodle" });
    await submitCounts(request, session.sessionId, [["feedback", 2]]);
    // What a course page does with a pasted link: read the page's discovery link, then ask for the oEmbed answer.
    const html = await (await request.get(`/session/${session.sessionId}`)).text();
    const discovery = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html)?.[1];
    expect(discovery, "the discovery link").toBeDefined();
    const answer = await (await request.get(discovery!.replaceAll("&amp;", "&"))).json();
    expect(answer).toMatchObject({ type: "rich", version: "1.0", title: "Pasted into Moodle", width: 640, height: 360 });

    await openCoursePage(page, answer.html);
    const embed = new LiveEmbed(page.frameLocator("iframe"));
    await expect(embed.wordList).toHaveText(["feedback: 2"]);
    await submitWord(request, session.sessionId, "oembed", 1);
    await expect(embed.wordList).toHaveText(["feedback: 2", "oembed: 1"]);
  });
});
