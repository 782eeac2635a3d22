import { actAsHost } from "./helpers/host-key.js";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { createSession, submitCounts, submitWord, vocabulary } from "./helpers/sessions-api.js";
import { DashboardPage } from "./pages/dashboard-page.js";
import { PresentationPage, wordPositions } from "./pages/presentation-page.js";

/** Boxes read while a transition runs are somewhere in between: these tests look at where words are, not how they get there. */
async function withoutMotion(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" });
}

test.describe("word cloud", () => {
  test("existing words keep their boxes within 1 px across 10 live updates that add counts and new words", async ({ page, request }) => {
    await withoutMotion(page);
    const created = await createSession(request);
    const words = vocabulary(20);
    // A top word of 8 answers, the others 1-4, so the updates below never change the top count.
    await submitCounts(request, created.sessionId, words.map((word, index): [string, number] => [word, index === 0 ? 8 : 1 + (index % 4)]));
    const presentation = new PresentationPage(page);
    await presentation.goto(created.sessionId);
    await expect(presentation.cloud).toHaveAttribute("data-word-count", "20");
    const before = await presentation.wordBoxes();
    const anchors = await presentation.wordPositions();
    const grown = new Set<string>();
    for (let round = 0; round < 10; round++) {
      const word = words[1 + round]!;
      grown.add(word);
      await submitWord(request, created.sessionId, word, 50 + round);
      await submitWord(request, created.sessionId, `fresh${round}x`, 70 + round);
      await expect(presentation.cloud).toHaveAttribute("data-word-count", String(21 + round));
      await expect(page.locator(`.word-cloud__word[data-word="${word}"]`)).toHaveAttribute("data-frequency", String(2 + ((1 + round) % 4)));
      const boxes = await presentation.wordBoxes();
      const positions = await presentation.wordPositions();
      const zoom = Number(await presentation.cloud.getAttribute("data-zoom"));
      for (const [key, box] of before) {
        // A word that grew keeps its anchor (centre and baseline) exactly; every other word keeps its box.
        if (grown.has(key)) {
          expect(positions.get(key), key).toEqual(anchors.get(key));
          continue;
        }
        const now = boxes.get(key)!;
        const offBy = Math.max(...(["left", "top", "right", "bottom"] as const).map((edge) => Math.abs(now[edge] - box[edge])));
        expect(offBy * zoom, `${key} after update ${round + 1}`).toBeLessThanOrEqual(1);
      }
    }
  });

  test("Rearrange packs the cloud afresh in one move, and the words then stay where it put them", async ({ page, request }) => {
    await withoutMotion(page);
    const created = await createSession(request);
    await submitCounts(request, created.sessionId, vocabulary(24).map((word, index): [string, number] => [word, 1 + (index % 5)]));
    await actAsHost(page, created);
    const presentation = new PresentationPage(page);
    await presentation.goto(created.sessionId);
    await expect(presentation.cloud).toHaveAttribute("data-word-count", "24");
    // Words that arrive live are fitted around the others, so a fresh pack has something to improve on.
    await submitCounts(request, created.sessionId, [...vocabulary(10, "late").map((word): [string, number] => [word, 1]), [vocabulary(24)[3]!, 12]]);
    await expect(presentation.cloud).toHaveAttribute("data-word-count", "34");
    const live = await presentation.wordPositions();
    await presentation.showBar();
    await presentation.rearrangeButton.click();
    await expect.poll(() => presentation.repackCount()).toBe(1);
    const packed = await presentation.wordPositions();
    const moved = [...live].filter(([word, spot]) => Math.hypot(packed.get(word)!.x - spot.x, packed.get(word)!.y - spot.y) > 2);
    expect(moved.length).toBeGreaterThan(0);
    await submitWord(request, created.sessionId, "afterwardsx", 99);
    await expect(presentation.cloud).toHaveAttribute("data-word-count", "35");
    const after = await presentation.wordPositions();
    for (const [word, spot] of packed) expect(after.get(word), word).toEqual(spot);
    expect(await presentation.repackCount()).toBe(1);
  });

  test("on a 390 px phone no word is drawn under 12 px and the cloud says how many words it shows", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const created = await createSession(request);
    await submitCounts(request, created.sessionId, vocabulary(100, "longerword").map((word, index): [string, number] => [word, index < 5 ? 3 : 1]));
    const dashboard = new DashboardPage(page);
    await dashboard.goto(created.sessionId);
    const note = page.getByText(/^Showing top \d+ of 100 words$/);
    await expect(note).toBeVisible();
    const shown = Number((await note.textContent())?.match(/top (\d+)/)?.[1]);
    await expect(dashboard.cloudWords).toHaveCount(shown);
    const zoom = Number(await dashboard.cloud.getAttribute("data-zoom"));
    const sizes = await dashboard.cloudWords.evaluateAll((nodes) => nodes.map((node) => Number((node as HTMLElement).dataset.size)));
    expect(Math.min(...sizes) * zoom).toBeGreaterThanOrEqual(11.99);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBe(0);
  });

  test("with reduced motion words appear in place, without fading or gliding; Download image saves the cloud as a 2× PNG and as an SVG named after the session", async ({ page, request }) => {
    const created = await createSession(request, { title: "Lecture 7: Feedback" });
    await submitCounts(request, created.sessionId, [["inspiringx", 4], ["clearx", 2], ["fastx", 1]]);
    await actAsHost(page, created); // the host's bar holds Download image
    const presentation = new PresentationPage(page);
    await presentation.goto(created.sessionId);
    await expect(presentation.cloud).toHaveAttribute("data-word-count", "3");

    // Reduced motion, on the same cloud (the picture it downloads does not move either way).
    const word = presentation.cloudWords.first();
    await expect(word).toHaveCSS("animation-name", "word-cloud-in");
    await withoutMotion(page);
    await expect(word).toHaveCSS("animation-name", "none");
    // The site-wide rule leaves 0.01 ms; anything under a millisecond is no visible motion.
    const duration = (locator: typeof word) => locator.evaluate((node) => parseFloat(getComputedStyle(node).transitionDuration));
    expect(await duration(word)).toBeLessThan(0.001);
    expect(await duration(page.locator(".word-cloud__view"))).toBeLessThan(0.001);

    const stage = (await page.locator(".word-cloud__stage").boundingBox())!;

    await presentation.showBar();
    await presentation.downloadImageButton.click();
    const dialog = page.getByRole("dialog", { name: "Download the word cloud" });
    const [png] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "PNG image" }).click()]);
    expect(png.suggestedFilename()).toBe("lecture_7__feedback_cloud.png");
    const bytes = readFileSync((await png.path())!);
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    expect(bytes.readUInt32BE(16)).toBeGreaterThanOrEqual(2 * Math.floor(stage.width));
    expect(bytes.readUInt32BE(20)).toBeGreaterThanOrEqual(2 * Math.floor(stage.height));
    await expect(dialog).toBeHidden();

    await presentation.showBar();
    await presentation.downloadImageButton.click();
    const [svg] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "SVG image" }).click()]);
    expect(svg.suggestedFilename()).toBe("lecture_7__feedback_cloud.svg");
    const markup = readFileSync((await svg.path())!, "utf8");
    expect(markup).toContain("<svg");
    expect(markup).toMatch(/>inspiringx<\/text>/);
    expect(markup).toContain(`Lecture 7: Feedback · ${created.sessionCode}`);
  });

  test("the dashboard cloud fills its box and rearranges on request", async ({ page, request }) => {
    const created = await createSession(request);
    await submitCounts(request, created.sessionId, vocabulary(30).map((word, index): [string, number] => [word, 1 + (index % 6)]));
    const dashboard = new DashboardPage(page);
    await dashboard.goto(created.sessionId);
    await expect(dashboard.cloud).toHaveAttribute("data-word-count", "30");
    await withoutMotion(page);
    const fill = await dashboard.cloud.evaluate((cloud) => {
      const stage = cloud.querySelector(".word-cloud__stage")!.getBoundingClientRect();
      const rects = [...cloud.querySelectorAll(".word-cloud__word")].map((node) => node.getBoundingClientRect());
      const width = Math.max(...rects.map((rect) => rect.right)) - Math.min(...rects.map((rect) => rect.left));
      const height = Math.max(...rects.map((rect) => rect.bottom)) - Math.min(...rects.map((rect) => rect.top));
      return (width * height) / (stage.width * stage.height);
    });
    expect(fill).toBeGreaterThanOrEqual(0.55);
    await page.getByRole("button", { name: "Rearrange" }).click();
    await expect(dashboard.cloud).toHaveAttribute("data-repack-count", "1");
    await expect(dashboard.cloudWords).toHaveCount(30);
  });
});
