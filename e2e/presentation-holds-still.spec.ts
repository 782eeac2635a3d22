import { expect, test, type Page } from "@playwright/test";
import { pausePageClock } from "./helpers/clock.js";
import { drawnWords, smallestGapShare, uniformZoomBetween, wordAnchors, type WordAnchor } from "./helpers/cloud-geometry.js";
import { createSession, submitAs } from "./helpers/sessions-api.js";
import { PresentationPage } from "./pages/presentation-page.js";

const SHOTS = process.env.E2E_SHOTS_DIR;

/** A hall's words of varied length (3-14 letters). */
const STEMS = ["calm", "tired", "focused", "confused", "motivated", "overwhelmed", "need coffee", "curious", "lost", "enthusiastic", "ok", "anxious"];
const DISTINCT = 100;
const ANSWERS = 300;
/** Answers sent between two readings of the cloud, which are 250 ms apart on the page's clock. */
const PER_READING = 10;
/**
 * Phones, each giving three of the answers: every new participant is counted against the address's allowance of new
 * participants a minute, which the whole suite shares from 127.0.0.1.
 */
const PHONES = 100;
/** How often a reading asks the page whether the answers and their layout have arrived. */
const POLL = [25];
/** Off by this much (px) from one uniform zoom counts as a word moving. */
const TOLERANCE = 2;

/**
 * 300 answers over 100 words in a fixed, shuffled order: every word once, and 200 more drawn Zipf-wise (the first
 * words most), so the words given once arrive all through and a few favourites keep growing.
 */
function hallAnswers(): string[] {
  let seed = 35;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const words = Array.from({ length: DISTINCT }, (_, rank) => `${STEMS[rank % STEMS.length]}${rank.toString(36)}`);
  const weights = words.map((_, rank) => 1 / (rank + 1) ** 0.9);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const draw = () => {
    let left = random() * total;
    return words[weights.findIndex((weight) => (left -= weight) < 0)] ?? words[0]!;
  };
  const answers = [...words, ...Array.from({ length: ANSWERS - DISTINCT }, draw)];
  for (let index = answers.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [answers[index], answers[other]] = [answers[other]!, answers[index]!];
  }
  return answers;
}

/** With E2E_SHOTS_DIR: the screen once its glides and fade-ins are over (they run on the browser's own time). */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test.describe("presentation while a hall answers", () => {
  test("300 answers over 100 words at 1920×1080: no re-pack, no drawn word moves more than one uniform zoom explains or disappears, none under 28 px", async ({ page, request }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    // The page's clock moves only as the test says, 250 ms per reading: the answers never pause on it, so nothing
    // the cloud does once they pause can happen while they arrive, however slow the machine.
    await page.clock.install();
    const created = await createSession(request, { title: "Lecture hall" });
    const presentation = new PresentationPage(page);
    await presentation.goto(created.sessionId);
    await expect(presentation.waitingHeading).toBeVisible();
    await pausePageClock(page);

    const answers = hallAnswers();
    const seen = new Set<string>();
    const shots = [30, 60, 100];
    let previous: WordAnchor[] = [];
    let readings = 0;
    let smallest = Infinity;
    for (let start = 0; start < answers.length; start += PER_READING) {
      const batch = answers.slice(start, start + PER_READING);
      await Promise.all(batch.map((word, index) => submitAs(request, created.sessionId, word, `hall_phone_${(start + index) % PHONES}`)));
      for (const word of batch) seen.add(word);
      // The page has the answers (its numbers say so; the cache's notifications run on the page's clock), then the
      // cloud has laid them out.
      const layouts = (await presentation.cloud.count()) > 0 ? await presentation.layoutCount() : 0;
      // Both arrive within a server tick (100 ms) and a worker's layout: asked every 25 ms, not on expect.poll's
      // default back-off (100, 250, 500 ms…), which slept a few hundred ms per reading, 30 readings a run.
      await expect
        .poll(
          async () => {
            await page.clock.runFor(1);
            return presentation.stat("Total Submissions").textContent();
          },
          { intervals: POLL },
        )
        .toBe(String(start + batch.length));
      await page.clock.runFor(250);
      await expect.poll(() => presentation.layoutCount(), { intervals: POLL }).toBeGreaterThan(layouts);

      const { stage, words } = await wordAnchors(presentation.cloud);
      readings += 1;
      expect(await presentation.repackCount(), `re-packed at answer ${start + batch.length}`).toBe(0);
      const drawn = new Set(words.map((word) => word.word));
      const gone = previous.filter((word) => !drawn.has(word.word)).map((word) => word.word);
      expect(gone, `words that disappeared at answer ${start + batch.length}`).toEqual([]);
      smallest = Math.min(smallest, ...words.map((word) => word.font));
      expect(smallest, `smallest word at answer ${start + batch.length}`).toBeGreaterThanOrEqual(28);
      if (previous.length >= 2) {
        const zoom = uniformZoomBetween(previous, words);
        const where = `answer ${start + batch.length}: scale ${zoom.scale.toFixed(4)}, ${zoom.worst.word} off by ${zoom.worst.off.toFixed(1)} px`;
        expect(zoom.worst.off, where).toBeLessThanOrEqual(TOLERANCE);
        // A zoom out (or none), about one point of the stage: never a zoom in, never a pan.
        expect(zoom.scale, where).toBeLessThanOrEqual(1.001);
        if (zoom.origin && zoom.scale < 0.999) {
          expect(zoom.origin.x, where).toBeGreaterThanOrEqual(stage.left);
          expect(zoom.origin.x, where).toBeLessThanOrEqual(stage.left + stage.width);
          expect(zoom.origin.y, where).toBeGreaterThanOrEqual(stage.top);
          expect(zoom.origin.y, where).toBeLessThanOrEqual(stage.top + stage.height);
        } else {
          expect(Math.hypot(zoom.shift.x + (zoom.scale - 1) * (stage.left + stage.width / 2), zoom.shift.y + (zoom.scale - 1) * (stage.top + stage.height / 2)), where).toBeLessThanOrEqual(TOLERANCE);
        }
      }
      previous = words;
      if (SHOTS && seen.size >= shots[0]!) await screenshot(page, `presentation-1920-arriving-${shots.shift()}`);
    }
    expect(readings).toBe(ANSWERS / PER_READING);
    test.info().annotations.push({ type: "while answers arrived", description: `${readings} readings, ${previous.length} of ${DISTINCT} words drawn at the end, smallest ${smallest.toFixed(1)} px` });
    // Once its glides are over, every drawn word is on the stage, apart from its neighbours.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const last = await drawnWords(presentation.cloud);
    const stage = (await presentation.cloud.locator(".word-cloud__stage").boundingBox())!;
    expect(last.filter((word) => word.left < stage.x - 1 || word.right > stage.x + stage.width + 1 || word.top < stage.y - 1 || word.bottom > stage.y + stage.height + 1)).toEqual([]);
    expect(smallestGapShare(last).share).toBeGreaterThanOrEqual(0.1);

    // The answers pause: at most one calm change, after which no word left out outranks one on show.
    const ranked = (await (await request.get(`/api/sessions/${created.sessionId}/wordcloud`)).json()).data.words as { text: string; frequency: number }[];
    const outrankingLeftOut = async () => {
      const onShow = new Set((await drawnWords(presentation.cloud)).map((word) => word.word));
      const lowestShown = Math.min(...ranked.filter((word) => onShow.has(word.text)).map((word) => word.frequency));
      return ranked.filter((word) => !onShow.has(word.text) && word.frequency > lowestShown).map((word) => word.text);
    };
    await expect
      .poll(
        async () => {
          await page.clock.runFor(500);
          return outrankingLeftOut();
        },
        { intervals: [100] },
      )
      .toEqual([]);
    await page.clock.runFor(5_000);
    expect(await presentation.repackCount()).toBeLessThanOrEqual(1);
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    expect(Math.min(...(await drawnWords(presentation.cloud)).map((word) => word.font))).toBeGreaterThanOrEqual(28);
    if (SHOTS) await screenshot(page, "presentation-1920-after-pause");
  });
});
