import { expect, test, type APIRequestContext } from "@playwright/test";
import { drawnWords, fillShare, smallestGapShare, topWordOffset } from "./helpers/cloud-geometry.js";
import { createSession, submitCounts } from "./helpers/sessions-api.js";
import { DashboardPage } from "./pages/dashboard-page.js";
import { PresentationPage } from "./pages/presentation-page.js";

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = (name: string) => (SHOTS ? { path: `${SHOTS}/${name}.png` } : undefined);

/** Answers of a hall's words of varied length (3-14 letters), Zipf-shaped: the first given most. */
const STEMS = ["calm", "tired", "focused", "confused", "motivated", "overwhelmed", "need coffee", "curious", "lost", "enthusiastic", "ok", "anxious"];
function hallAnswers(count: number, top: number): [string, number][] {
  return Array.from({ length: count }, (_, rank): [string, number] => [`${STEMS[rank % STEMS.length]}${rank.toString(36)}`, Math.max(1, Math.round(top / (rank + 1) ** 0.9))]);
}

async function presentationWith(page: import("@playwright/test").Page, request: APIRequestContext, answers: [string, number][]) {
  const created = await createSession(request, { title: "Lecture hall" });
  await submitCounts(request, created.sessionId, answers);
  const presentation = new PresentationPage(page);
  await presentation.goto(created.sessionId);
  return { presentation, created };
}

test.describe("presentation legible from the back row", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    // Boxes are read where words are, not on their way there.
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  for (const [count, top] of [
    [20, 12],
    [60, 18],
    [100, 24],
  ] as const) {
    test(`at 1920×1080 with ${count} words no word is under 28 px and no two word boxes touch; the cloud fills the stage with the top word near its centre`, async ({ page, request }) => {
      const { presentation, created } = await presentationWith(page, request, hallAnswers(count, top));
      await expect(presentation.cloud).toHaveAttribute("data-word-count", /\d+/);
      await expect.poll(async () => Number(await presentation.cloud.getAttribute("data-word-count"))).toBeGreaterThan(count === 100 ? 60 : count - 1);
      const drawn = await drawnWords(presentation.cloud);
      const smallest = Math.min(...drawn.map((word) => word.font));
      const gap = smallestGapShare(drawn);
      test.info().annotations.push({ type: `${count} words`, description: `drawn ${drawn.length}, smallest ${smallest.toFixed(1)} px, gap ${gap.share.toFixed(3)} em (${gap.pair})` });
      expect(smallest).toBeGreaterThanOrEqual(28);
      expect(gap.share, gap.pair).toBeGreaterThanOrEqual(0.1);
      // Words left out are the last of the ranking, and the cloud says so.
      const drawnSet = new Set(drawn.map((word) => word.word));
      // The cloud's ranking as the server keeps it: most given first, a tie to the word that came first.
      const ranked = ((await (await request.get(`/api/sessions/${created.sessionId}/wordcloud`)).json()).data.words as { text: string }[]).map((word) => word.text);
      expect(ranked.slice(0, drawn.length).every((word) => drawnSet.has(word))).toBe(true);
      if (drawn.length < count) await expect(page.getByText(`Showing top ${drawn.length} of ${count} words`)).toBeVisible();
      else await expect(page.getByText(/^Showing top/)).toHaveCount(0);
      // Quiet for a few seconds: the cloud fills the stage and its top word sits within 15 % of the centre.
      await expect
        .poll(
          async () => {
            const offset = await topWordOffset(presentation.cloud);
            return Math.max(offset.x, offset.y);
          },
          { timeout: 15_000 },
        )
        .toBeLessThanOrEqual(0.15);
      const fill = await fillShare(presentation.cloud);
      test.info().annotations.push({ type: `${count} words fill`, description: fill.toFixed(3) });
      if (count <= 60) expect(fill).toBeGreaterThanOrEqual(0.55);
      await page.screenshot(shot(`presentation-1920-${count}`));
    });
  }

  test("after a merge and after its undo the most frequent word is the largest at once, without waiting for a re-pack", async ({ page, request }) => {
    const answers: [string, number][] = [["stresset", 3], ["tired", 11], ...hallAnswers(40, 8).slice(2), ["stressed", 17]];
    const { presentation, created } = await presentationWith(page, request, answers);
    await expect.poll(async () => Number(await presentation.cloud.getAttribute("data-word-count"))).toBeGreaterThan(30);
    const sizeOf = (word: string) => page.locator(`.word-cloud__word[data-word="${word}"]`).evaluate((node) => Number((node as HTMLElement).dataset.size));
    const largestOther = (word: string) =>
      presentation.cloudWords.evaluateAll((nodes, top) => Math.max(...nodes.filter((node) => (node as HTMLElement).dataset.word !== top).map((node) => Number((node as HTMLElement).dataset.size))), word);
    const act = async (action: unknown) => {
      const response = await request.post(`/api/sessions/${created.sessionId}/host-actions`, { data: action, headers: { "X-Host-Key": created.hostKey } });
      expect(response.status()).toBe(200);
      return (await response.json()).data.undo as unknown;
    };
    const undo = await act({ type: "merge-words", words: ["stresset", "stressed"], label: "stresset", scope: "" });
    await expect(presentation.cloudEntry("stresset", 20)).toBeAttached();
    await expect.poll(async () => (await sizeOf("stresset")) - (await largestOther("stresset"))).toBeGreaterThanOrEqual(0);
    await act(undo);
    await expect(presentation.cloudEntry("stressed", 17)).toBeAttached();
    await expect.poll(async () => (await sizeOf("stressed")) - (await largestOther("stressed"))).toBeGreaterThanOrEqual(0);
  });

  test("the #1 word is drawn on a 390 px dashboard, whatever is left out", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const created = await createSession(request, { title: "Phone" });
    await submitCounts(request, created.sessionId, [["a remarkably long answer", 9], ...hallAnswers(40, 6).slice(1)]);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(created.sessionId);
    const first = dashboard.cloud.locator('.word-cloud__word[data-word="a remarkably long answer"]');
    await expect(first).toBeVisible();
    await dashboard.cloud.scrollIntoViewIfNeeded();
    // Drawn inside the cloud's box, not cut off at its edge.
    const inside = () =>
      dashboard.cloud.evaluate((cloud) => {
        const stage = cloud.querySelector(".word-cloud__stage")!.getBoundingClientRect();
        const word = cloud.querySelector('.word-cloud__word[data-word="a remarkably long answer"]')!.getBoundingClientRect();
        return word.left >= stage.left - 0.5 && word.right <= stage.right + 0.5 && word.top >= stage.top - 0.5 && word.bottom <= stage.bottom + 0.5;
      });
    await expect.poll(inside).toBe(true);
    await page.screenshot(shot("dashboard-390"));
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(inside).toBe(true);
    await page.screenshot(shot("dashboard-1280"));
  });
});
