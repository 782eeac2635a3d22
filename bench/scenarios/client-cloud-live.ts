import type { Browser, CDPSession, Page } from "@playwright/test";
import { fmtMs, type Row } from "../lib/format.js";
import { createBenchSession } from "../lib/sessions.js";
import { percentile, sleep } from "../lib/stats.js";
import { createWordPicker, VOCABULARY } from "../lib/vocabulary.js";
import { openProbedPresentation } from "./client-page.js";

/**
 * Who answers: the classroom of issue 11 (30 participants × 4 words over 60 s, from a vocabulary of 60, 100 or 200
 * words) or issue 47's hall (300 × 4 over 90 s from 120 words).
 */
export type LiveRoom = { participants: number; vocabulary: number; liveMs: number };
export const CLASSROOM = { participants: 30, liveMs: 60_000 };
export const HALL: LiveRoom = { participants: 300, vocabulary: 120, liveMs: 90_000 };
const WORDS_EACH = 4;
const VIEWPORT = { width: 1920, height: 1080 };
/** The cloud's pause (repack-rule.ts PAUSE_MS), after which it makes its one calm change. */
const PAUSE_MS = 4_000;

type Probe = {
  layouts: { layoutMs: number }[];
  vanished: string[];
  longTasks: number[];
  repackTimes: number[];
  fades: Record<string, number>;
  drift: Record<string, number>;
  messageToPixels: number[];
};

/** The drawn cloud at one moment: words on show, fill, and the top word's size against a word given once and the median word. */
type CloudReading = { shown: number; repacks: number; fill: number; topToOnce: number; topToMedian: number; smallestPx: number };

export type CloudLiveFigures = {
  room: LiveRoom;
  throttle: number;
  sent: number;
  shown: number;
  repacks: number;
  /** Seconds into the live phase at which each re-pack was drawn. */
  repackAt: number[];
  movedShare: number;
  fadedTwice: number;
  /** Drawn words that left the cloud before the answers paused. */
  vanished: number;
  fill: number;
  topToOnce: number;
  /** Layout time in the worker per layout of the live phase (one per tick of at most 4 a second). */
  layoutP50: number;
  layoutMax: number;
  /** The cloud once the answers paused and it made its one change. */
  settled: CloudReading | null;
  longestTask: number;
  messageToPixelsP50: number;
  messageToPixelsP95: number;
  /** Main-thread time (CDP TaskDuration) spent during the live phase, and the script part of it. */
  mainThreadSeconds: number;
  scriptSeconds: number;
};

async function mainThreadTimes(cdp: CDPSession): Promise<{ task: number; script: number }> {
  const { metrics } = (await cdp.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] };
  const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? Number.NaN;
  return { task: value("TaskDuration"), script: value("ScriptDuration") };
}

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

/** Reads the drawn cloud (target sizes, as data-size × the view's zoom). */
async function readCloud(page: Page): Promise<CloudReading | null> {
  return page.evaluate(() => {
    const cloud = document.querySelector<HTMLElement>(".word-cloud");
    const stage = document.querySelector(".word-cloud__stage")?.getBoundingClientRect();
    const words = [...document.querySelectorAll<HTMLElement>(".word-cloud__word")];
    if (!cloud || !stage || words.length === 0) return null;
    const rects = words.map((word) => word.getBoundingClientRect());
    const width = Math.max(...rects.map((rect) => rect.right)) - Math.min(...rects.map((rect) => rect.left));
    const height = Math.max(...rects.map((rect) => rect.bottom)) - Math.min(...rects.map((rect) => rect.top));
    const sizes = words.map((word) => ({ size: Number(word.dataset.size), frequency: Number(word.dataset.frequency) }));
    const top = sizes.reduce((best, word) => (word.frequency > best.frequency ? word : best));
    const once = sizes.filter((word) => word.frequency === 1).map((word) => word.size);
    const sorted = sizes.map((word) => word.size).sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
    return {
      shown: words.length,
      repacks: Number(cloud.dataset.repackCount ?? 0),
      fill: (Math.min(width, stage.width) * Math.min(height, stage.height)) / (stage.width * stage.height),
      topToOnce: once.length > 0 ? top.size / Math.max(...once) : Number.NaN,
      topToMedian: top.size / median,
      smallestPx: sorted[0]! * Number(cloud.dataset.zoom),
    };
  });
}

/**
 * Opens the presentation on an empty session at 1920×1080, then sends the room's participants × 4 words from a Zipf
 * vocabulary evenly over its live phase, and reads what the probe saw plus the final cloud's fill and size ratios,
 * then once more after the answers' pause.
 */
export async function runCloudLive(browser: Browser, baseUrl: string, room: LiveRoom, throttle: number): Promise<CloudLiveFigures> {
  const { participants, vocabulary, liveMs } = room;
  const sessionId = await createBenchSession(baseUrl, `Cloud live ${vocabulary} words`);
  const { context, page, cdp } = await openProbedPresentation(browser, `${baseUrl}/presentation/${sessionId}`, VIEWPORT, throttle);
  try {
    await page.getByRole("heading", { name: "Waiting for Responses" }).waitFor({ timeout: 60_000 });
    // Only the live phase counts: page load and start-up are not the cloud's tasks.
    await page.evaluate(() => {
      const bench = (window as unknown as { __bench: Probe }).__bench;
      bench.longTasks.length = 0;
      bench.messageToPixels.length = 0;
      bench.layouts.length = 0;
      bench.vanished.length = 0;
    });
    await cdp.send("Performance.enable");
    const before = await mainThreadTimes(cdp);
    const pick = createWordPicker(17, 1.0, VOCABULARY.slice(0, vocabulary));
    const total = participants * WORDS_EACH;
    const liveStart = await page.evaluate(() => performance.now());
    const started = performance.now();
    const pending: Promise<unknown>[] = [];
    for (let index = 0; index < total; index++) {
      const wait = started + (index * liveMs) / total - performance.now();
      if (wait > 1) await sleep(wait);
      pending.push(post(`${baseUrl}/api/sessions/${sessionId}/feedback`, { text: pick(), participantId: `cloud-live-${index % participants}` }).catch(() => null));
    }
    await Promise.all(pending);
    const lastAnswer = performance.now();
    // The last update, its transitions and fade-ins.
    await sleep(2_500 * throttle);
    const after = await mainThreadTimes(cdp);
    const probe = await page.evaluate(() => (window as unknown as { __bench: Probe }).__bench);
    const final = await readCloud(page);
    // The answers' pause, its one change (a re-pack glides for 0.9 s) and its layout.
    await sleep(Math.max(0, lastAnswer + PAUSE_MS + 3_000 * throttle - performance.now()));
    const settled = await readCloud(page);
    const layoutTimes = probe.layouts.map((layout) => layout.layoutMs).filter(Number.isFinite);
    const drifts = Object.values(probe.drift);
    const placed = Object.keys(probe.fades).length;
    return {
      room,
      throttle,
      sent: total,
      shown: final?.shown ?? 0,
      repacks: final?.repacks ?? 0,
      repackAt: probe.repackTimes.map((time) => (time - liveStart) / 1000),
      movedShare: placed > 0 ? drifts.filter((drift) => drift > 10).length / placed : Number.NaN,
      fadedTwice: Object.values(probe.fades).filter((count) => count > 1).length,
      vanished: new Set(probe.vanished).size,
      fill: final?.fill ?? Number.NaN,
      topToOnce: final?.topToOnce ?? Number.NaN,
      layoutP50: percentile(layoutTimes, 50),
      layoutMax: percentile(layoutTimes, 100),
      settled,
      longestTask: probe.longTasks.length ? Math.max(...probe.longTasks) : 0,
      messageToPixelsP50: percentile(probe.messageToPixels, 50),
      messageToPixelsP95: percentile(probe.messageToPixels, 95),
      mainThreadSeconds: after.task - before.task,
      scriptSeconds: after.script - before.script,
    };
  } finally {
    await context.close();
  }
}

const pct = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)}%` : "—");

const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : "—");

/** One report row per run, against the issue's targets; `label` names the client build when two are compared. */
export function cloudLiveRow(figures: CloudLiveFigures, label = ""): Row {
  const { room, settled } = figures;
  const duringLive = figures.repackAt.filter((at) => at <= room.liveMs / 1000 + 1).length;
  const pass =
    duringLive === 0 &&
    figures.movedShare === 0 &&
    figures.fadedTwice === 0 &&
    figures.fill >= 0.55 &&
    figures.topToOnce >= 3 &&
    figures.vanished === 0 &&
    settled !== null &&
    settled.topToMedian >= 3 &&
    settled.topToMedian <= 5 &&
    figures.longestTask <= 50 &&
    figures.messageToPixelsP95 <= 250;
  return {
    metric: `${label}cloud-live, ${room.participants} × ${WORDS_EACH} words over ${room.liveMs / 1000} s, ${room.vocabulary}-word vocabulary${figures.throttle > 1 ? `, ${figures.throttle}× CPU throttle` : ""}`,
    target: "0 re-packs, 0 % moved, 0 faded twice, 0 vanished, fill ≥ 55 %, top/once ≥ 3×, after the pause top/median 3-5×, task ≤ 50 ms, msg→pixels p95 ≤ 250 ms",
    measured: [
      `${figures.shown} words shown of ${figures.sent} sent`,
      `re-packs during the live phase ${duringLive}${figures.repacks > duringLive ? `, after it ${figures.repacks - duringLive} (the room went quiet)` : ""}${figures.repackAt.length ? ` (at ${figures.repackAt.map((at) => `${at.toFixed(1)} s`).join(", ")})` : ""}`,
      `moved >10 px ${pct(figures.movedShare)}`,
      `faded in twice ${figures.fadedTwice}`,
      `vanished before the pause ${figures.vanished}`,
      `fill ${pct(figures.fill)}`,
      `top/once ${ratio(figures.topToOnce)}`,
      `layout p50 ${fmtMs(figures.layoutP50)} max ${fmtMs(figures.layoutMax)}`,
      settled
        ? `after the pause: ${settled.shown} words, top/median ${ratio(settled.topToMedian)}, smallest ${settled.smallestPx.toFixed(1)} px, fill ${pct(settled.fill)}`
        : "after the pause: no cloud",
      `longest task ${fmtMs(figures.longestTask)} (main thread busy ${figures.mainThreadSeconds.toFixed(2)} s in the ${room.liveMs / 1000} s, script ${figures.scriptSeconds.toFixed(2)} s)`,
      `message→pixels p50 ${fmtMs(figures.messageToPixelsP50)} p95 ${fmtMs(figures.messageToPixelsP95)}`,
    ].join("; "),
    pass,
  };
}
