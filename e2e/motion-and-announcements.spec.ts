import { expect, test, type Page } from "@playwright/test";
import { PresentationPage } from "./pages/presentation-page.js";
import { SessionPage } from "./pages/session-page.js";
import { createSession, submitWord } from "./helpers/sessions-api.js";

/**
 * Records in the page, every frame from now on, the most CSS animations and transitions alive at once (finite or
 * infinite, running, paused or waiting), and every text the cloud's polite live region says, with when it said it.
 */
async function startRecording(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record = { mostAnimations: 0, animated: [] as string[], said: [] as { text: string; at: number }[] };
    (window as unknown as { record: typeof record }).record = record;
    const frame = () => {
      const animations = document.getAnimations();
      if (animations.length > record.mostAnimations) {
        record.mostAnimations = animations.length;
        record.animated = animations.map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return `${(animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty} on ${target?.className ?? "?"}`;
        });
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    const region = document.querySelector(".word-cloud [aria-live='polite']");
    if (!region) throw new Error("no live region in the cloud");
    new MutationObserver(() => {
      const text = region.textContent ?? "";
      if (text) record.said.push({ text, at: performance.now() });
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
}

/** The CSS animations running now, by name: endless ones first (WCAG 2.2.2 allows none that lasts over 5 s unasked). */
const runningAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) => `${(animation as CSSAnimation).animationName}${animation.effect?.getComputedTiming().iterations === Infinity ? " (endless)" : ""}`),
  );

type Record = { mostAnimations: number; animated: string[]; said: { text: string; at: number }[] };
const readRecord = (page: Page) => page.evaluate(() => (window as unknown as { record: Record }).record);

test.describe("the presentation while words arrive", () => {
  test("with reduced motion nothing animates: no fade-in, glide, zoom or live-dot pulse", async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const { sessionId } = await createSession(request, { title: "Still hall" });
    await submitWord(request, sessionId, "first");
    const presentation = new PresentationPage(page);
    await presentation.goto(sessionId);
    await expect(presentation.cloudWords).toHaveCount(1);
    await startRecording(page);
    // New words make the cloud zoom out and re-place words; a bigger count grows one.
    for (const [index, word] of ["calm", "curious", "clear", "bright", "focused", "tired"].entries()) await submitWord(request, sessionId, word, index + 2);
    await submitWord(request, sessionId, "first", 9);
    await expect(presentation.cloudWords).toHaveCount(7);
    await expect(presentation.cloudEntry("first", 2)).toBeAttached();
    await expect(presentation.live).toBeVisible();
    const record = await readRecord(page);
    expect(record.animated).toEqual([]);
  });

  test("new words are announced politely, several at once, at most every few seconds", async ({ page, request }) => {
    const { sessionId } = await createSession(request, { title: "Announced hall" });
    await submitWord(request, sessionId, "first");
    await page.clock.install();
    const presentation = new PresentationPage(page);
    await presentation.goto(sessionId);
    await expect(presentation.cloudWords).toHaveCount(1);
    await startRecording(page);
    await submitWord(request, sessionId, "calm", 2);
    await expect.poll(async () => (await readRecord(page)).said.map((said) => said.text)).toEqual(["New word: calm"]);
    // Two more words right after: gathered into one announcement, which waits out the interval.
    await submitWord(request, sessionId, "clear", 3);
    await submitWord(request, sessionId, "bright", 4);
    await expect(presentation.cloudEntry("bright", 1)).toBeAttached();
    // The page's clock jumps the rest of the interval (the gap below is measured on that clock).
    await page.clock.fastForward(5_000);
    await expect.poll(async () => (await readRecord(page)).said.length).toBe(2);
    const { said } = await readRecord(page);
    expect(said[1]!.text).toMatch(/^New words: (clear, bright|bright, clear)$/);
    expect(said[1]!.at - said[0]!.at).toBeGreaterThanOrEqual(4_500);
    await expect(page.locator(".word-cloud [aria-live='polite']")).toHaveAttribute("aria-atomic", "true");
  });
});

test.describe("screens at rest", () => {
  test("nothing moves while the room is quiet: the live dot beats once as a word arrives, the waiting screens are still", async ({ page, request, browser }) => {
    const { sessionId } = await createSession(request, { title: "Quiet hall" });
    const presentation = new PresentationPage(page);
    await presentation.goto(sessionId);
    await expect(presentation.live).toBeVisible();
    // The waiting screen (large QR code, no words yet) settles and stays still.
    await expect.poll(() => runningAnimations(page)).toEqual([]);
    await submitWord(request, sessionId, "arriving");
    await expect.poll(() => runningAnimations(page)).toContain("presentation-pulse");
    await expect(presentation.cloudWords).toHaveCount(1);
    await expect.poll(() => runningAnimations(page)).toEqual([]);

    // A participant's thank-you view, waiting for the host's next question, is still too.
    const phone = await browser.newPage();
    const participant = new SessionPage(phone);
    await participant.open(sessionId);
    await participant.word(1).fill("quiet");
    await participant.submit.click();
    await expect(participant.thankYou).toBeVisible();
    await expect.poll(() => runningAnimations(phone)).toEqual([]);
    await phone.close();
  });
});
