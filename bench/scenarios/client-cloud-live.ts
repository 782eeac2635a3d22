import type { Browser, CDPSession } from "@playwright/test";
import { fmtMs, type Row } from "../lib/format.js";
import { createBenchSession } from "../lib/sessions.js";
import { percentile, sleep } from "../lib/stats.js";
import { createWordPicker, VOCABULARY } from "../lib/vocabulary.js";
import { openProbedPresentation } from "./client-page.js";

/** The classroom case of issue 11: 30 participants × 4 words over 60 s into a presentation opened on an empty session. */
const PARTICIPANTS = 30;
const WORDS_EACH = 4;
const LIVE_MS = 60_000;
const VIEWPORT = { width: 1920, height: 1080 };

type Probe = {
  longTasks: number[];
  repackTimes: number[];
  fades: Record<string, number>;
  drift: Record<string, number>;
  messageToPixels: number[];
};

export type CloudLiveFigures = {
  vocabulary: number;
  throttle: number;
  sent: number;
  shown: number;
  repacks: number;
  /** Seconds into the live phase at which each re-pack was drawn. */
  repackAt: number[];
  movedShare: number;
  fadedTwice: number;
  fill: number;
  topToOnce: number;
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

/**
 * Opens the presentation on an empty session at 1920×1080, then sends 30 participants × 4 words from a Zipf
 * vocabulary evenly over 60 s, and reads what the probe saw plus the final cloud's fill and top/once size ratio.
 */
export async function runCloudLive(browser: Browser, baseUrl: string, vocabulary: number, throttle: number): Promise<CloudLiveFigures> {
  const sessionId = await createBenchSession(baseUrl, `Cloud live ${vocabulary} words`);
  const { context, page, cdp } = await openProbedPresentation(browser, `${baseUrl}/presentation/${sessionId}`, VIEWPORT, throttle);
  try {
    await page.getByRole("heading", { name: "Waiting for Responses" }).waitFor({ timeout: 60_000 });
    // Only the live phase counts: page load and start-up are not the cloud's tasks.
    await page.evaluate(() => {
      const bench = (window as unknown as { __bench: Probe }).__bench;
      bench.longTasks.length = 0;
      bench.messageToPixels.length = 0;
    });
    await cdp.send("Performance.enable");
    const before = await mainThreadTimes(cdp);
    const pick = createWordPicker(17, 1.0, VOCABULARY.slice(0, vocabulary));
    const total = PARTICIPANTS * WORDS_EACH;
    const liveStart = await page.evaluate(() => performance.now());
    const started = performance.now();
    const pending: Promise<unknown>[] = [];
    for (let index = 0; index < total; index++) {
      const wait = started + (index * LIVE_MS) / total - performance.now();
      if (wait > 1) await sleep(wait);
      pending.push(post(`${baseUrl}/api/sessions/${sessionId}/feedback`, { text: pick(), participantId: `cloud-live-${index % PARTICIPANTS}` }).catch(() => null));
    }
    await Promise.all(pending);
    // The last update, its transitions and fade-ins.
    await sleep(2_500 * throttle);
    const after = await mainThreadTimes(cdp);
    const probe = await page.evaluate(() => (window as unknown as { __bench: Probe }).__bench);
    const final = await page.evaluate(() => {
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
      return {
        shown: words.length,
        repacks: Number(cloud.dataset.repackCount ?? 0),
        fill: (Math.min(width, stage.width) * Math.min(height, stage.height)) / (stage.width * stage.height),
        topToOnce: once.length > 0 ? top.size / Math.max(...once) : Number.NaN,
      };
    });
    const drifts = Object.values(probe.drift);
    const placed = Object.keys(probe.fades).length;
    return {
      vocabulary,
      throttle,
      sent: total,
      shown: final?.shown ?? 0,
      repacks: final?.repacks ?? 0,
      repackAt: probe.repackTimes.map((time) => (time - liveStart) / 1000),
      movedShare: placed > 0 ? drifts.filter((drift) => drift > 10).length / placed : Number.NaN,
      fadedTwice: Object.values(probe.fades).filter((count) => count > 1).length,
      fill: final?.fill ?? Number.NaN,
      topToOnce: final?.topToOnce ?? Number.NaN,
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

/** One report row per run, against the issue's targets. */
export function cloudLiveRow(figures: CloudLiveFigures): Row {
  const duringLive = figures.repackAt.filter((at) => at <= LIVE_MS / 1000 + 1).length;
  const pass =
    duringLive === 0 &&
    figures.movedShare === 0 &&
    figures.fadedTwice === 0 &&
    figures.fill >= 0.55 &&
    figures.topToOnce >= 3 &&
    figures.longestTask <= 50 &&
    figures.messageToPixelsP95 <= 250;
  return {
    metric: `cloud-live, ${figures.vocabulary}-word vocabulary${figures.throttle > 1 ? `, ${figures.throttle}× CPU throttle` : ""}`,
    target: "0 re-packs, 0 % moved, 0 faded twice, fill ≥ 55 %, top/once ≥ 3×, task ≤ 50 ms, msg→pixels p95 ≤ 250 ms",
    measured: [
      `${figures.shown} words shown of ${figures.sent} sent`,
      `re-packs during the live phase ${duringLive}${figures.repacks > duringLive ? `, after it ${figures.repacks - duringLive} (the room went quiet)` : ""}${figures.repackAt.length ? ` (at ${figures.repackAt.map((at) => `${at.toFixed(1)} s`).join(", ")})` : ""}`,
      `moved >10 px ${pct(figures.movedShare)}`,
      `faded in twice ${figures.fadedTwice}`,
      `fill ${pct(figures.fill)}`,
      `top/once ${Number.isFinite(figures.topToOnce) ? figures.topToOnce.toFixed(2) : "—"}×`,
      `longest task ${fmtMs(figures.longestTask)} (main thread busy ${figures.mainThreadSeconds.toFixed(2)} s in the ${LIVE_MS / 1000} s, script ${figures.scriptSeconds.toFixed(2)} s)`,
      `message→pixels p50 ${fmtMs(figures.messageToPixelsP50)} p95 ${fmtMs(figures.messageToPixelsP95)}`,
    ].join("; "),
    pass,
  };
}
