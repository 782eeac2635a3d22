import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { cpus } from "node:os";
import { chromium, type Browser } from "@playwright/test";
import playwrightConfig from "../../playwright.config.js";
import { fmtCount, fmtMs, type Row, type ScenarioReport } from "../lib/format.js";
import { pinningAvailable, ROOT, startServer } from "../lib/server-process.js";
import { percentile, sleep } from "../lib/stats.js";
import { createWordPicker, VOCABULARY } from "../lib/vocabulary.js";
import { CLASSROOM, cloudLiveRow, HALL, runCloudLive, type LiveRoom } from "./client-cloud-live.js";
import { openProbedPresentation } from "./client-page.js";
import { createBenchSession } from "../lib/sessions.js";

// Overridable so a second copy of the bench (another worktree user) does not clash on the build dir or port.
const CLIENT_DIR = process.env.BENCH_CLIENT_DIR ?? "/tmp/ordsky-bench/client";
const SHOT_DIR = `${CLIENT_DIR}/..`;
/** BENCH_CLIENT_WORDS=100 and BENCH_CLIENT_THROTTLE=1 run a subset, for quick iterations while tuning. */
const WORD_COUNTS = listFromEnv("BENCH_CLIENT_WORDS", [50, 100, 200]);
const THROTTLES = listFromEnv("BENCH_CLIENT_THROTTLE", [1, 4]);
/** cloud-live vocabularies (issue 11: the classroom's 60 words, then 100 and 200); BENCH_CLOUD_LIVE=0 skips them. */
const LIVE_VOCABULARIES = process.env.BENCH_CLOUD_LIVE === "0" ? [] : listFromEnv("BENCH_CLOUD_LIVE", [60, 100, 200]);
/** cloud-live in issue 47's hall (300 participants over 120 words, 90 s) after the classrooms; BENCH_CLOUD_HALL=0 skips it. */
const LIVE_ROOMS: LiveRoom[] = [...LIVE_VOCABULARIES.map((vocabulary) => ({ ...CLASSROOM, vocabulary })), ...(process.env.BENCH_CLOUD_HALL === "0" ? [] : [HALL])];
/**
 * BENCH_CLIENT_BEFORE=<git ref>: the client of that commit is built too (from `git archive`, beside this one) and
 * served by a second server, and every phase runs against it and then against this client, so a change's figures
 * are read side by side under the same load.
 */
const BEFORE_REF = process.env.BENCH_CLIENT_BEFORE?.trim() || null;
/** BENCH_CLIENT_STORM=0 runs only cloud-live. */
const STORM_COUNTS = process.env.BENCH_CLIENT_STORM === "0" ? [] : WORD_COUNTS;
const STORM_MS = 8_000;
const STORM_PER_SECOND = 40;

type Layout = { t: number; layoutMs: number; words: number; moved: number; compared: number; messageToDomMs: number | null };
type PageBench = { messages: number; longTasks: number[]; layouts: Layout[] };

type Phase = {
  distinct: number;
  throttle: number;
  sentWords: number;
  firstShown: number;
  shownWords: number;
  firstLayoutMs: number;
  /** From navigation start to the commit of the first cloud: page load, data fetch, worker start-up and layout. */
  firstCloudAtMs: number;
  updates: number;
  layoutP50: number;
  layoutMax: number;
  movedShare: number;
  movedShareP95: number;
  messageToDomP50: number;
  messageToDomP95: number;
  longestTask: number;
  longTaskTotal: number;
  messages: number;
};

function listFromEnv(name: string, fallback: number[]): number[] {
  const values = (process.env[name] ?? "").split(",").map(Number).filter((value) => Number.isFinite(value) && value > 0);
  return values.length ? values : fallback;
}

function buildClient(sourceRoot: string, outDir: string): void {
  // The bench builds its own copy so it never touches dist/, which other work may be using.
  execFileSync(process.execPath, [`${ROOT}/node_modules/vite/bin/vite.js`, "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: sourceRoot,
    stdio: "inherit",
  });
}

/** Builds the client of a commit into `outDir` from its tree (`git archive`, with this checkout's node_modules); returns its short hash. */
function buildClientAt(ref: string, outDir: string): string {
  const commit = execFileSync("git", ["-C", ROOT, "rev-parse", "--short", `${ref}^{commit}`]).toString().trim();
  const source = `${outDir}-source`;
  rmSync(source, { recursive: true, force: true });
  mkdirSync(source, { recursive: true });
  execFileSync("git", ["-C", ROOT, "archive", "--format=tar", "-o", `${source}.tar`, commit]);
  execFileSync("tar", ["-xf", `${source}.tar`, "-C", source]);
  rmSync(`${source}.tar`);
  symlinkSync(`${ROOT}/node_modules`, `${source}/node_modules`);
  buildClient(source, outDir);
  rmSync(source, { recursive: true, force: true });
  return commit;
}

/** A client build under test, served by its own server. */
type Build = { label: string; url: string };

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

/** Submits `count` words from `pick` at `perSecond`, spread over 100 participants. */
async function submitPaced(baseUrl: string, sessionId: string, pick: () => string, count: number, perSecond: number): Promise<number> {
  const started = performance.now();
  const pending: Promise<Response>[] = [];
  for (let index = 0; index < count; index++) {
    const wait = started + (index * 1000) / perSecond - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(post(`${baseUrl}/api/sessions/${sessionId}/feedback`, { text: pick(), participantId: `client-bench-${index % 100}` }));
  }
  const responses = await Promise.all(pending.map((request) => request.catch(() => null)));
  return responses.filter((response) => response && !response.ok).length;
}

async function runPhase(browser: Browser, baseUrl: string, distinct: number, throttle: number): Promise<Phase> {
  const sessionId = await createBenchSession(baseUrl, `Client bench ${distinct} words`);
  const words = VOCABULARY.slice(0, distinct);
  // Every word once plus a Zipf-shaped head, so the first layout places a realistic mix of sizes (the server sends
  // at most the top 100).
  const seed = [...words];
  const pickSeed = createWordPicker(5, 1.0, words);
  for (let index = 0; index < distinct * 2; index++) seed.push(pickSeed());
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < seed.length) {
        const word = seed[next++] ?? "fun";
        await post(`${baseUrl}/api/sessions/${sessionId}/feedback`, { text: word, participantId: `client-seed-${next % 100}` });
      }
    }),
  );
  const { context, page } = await openProbedPresentation(browser, `${baseUrl}/presentation/${sessionId}`, { width: 1280, height: 900 }, throttle);
  try {
    // Layouts are measured from the page's first full layout of the seeded cloud onwards.
    const sent = Math.min(distinct, 100);
    try {
      await page.waitForFunction(() => (window as unknown as { __bench: PageBench }).__bench.layouts.length > 0, undefined, { timeout: 60_000 });
    } catch (error) {
      await page.screenshot({ path: `${SHOT_DIR}/client-timeout.png` });
      throw new Error(`no cloud layout within 60 s (screenshot ${SHOT_DIR}/client-timeout.png): ${String(error).split("\n")[0]}`);
    }
    const first = await page.evaluate(() => (window as unknown as { __bench: PageBench }).__bench.layouts[0] ?? null);
    // Let the fade-in finish, then measure only the storm.
    await sleep(1_500);
    await page.evaluate(() => {
      const bench = (window as unknown as { __bench: PageBench }).__bench;
      bench.layouts.length = 0;
      bench.longTasks.length = 0;
      bench.messages = 0;
    });
    await submitPaced(baseUrl, sessionId, createWordPicker(11, 1.0, words), (STORM_MS / 1000) * STORM_PER_SECOND, STORM_PER_SECOND);
    await sleep(1_500 * throttle);
    const bench = await page.evaluate(() => (window as unknown as { __bench: PageBench }).__bench);
    const layouts = bench.layouts;
    const withComparison = layouts.filter((layout) => layout.compared > 0);
    const moved = withComparison.reduce((sum, layout) => sum + layout.moved, 0);
    const compared = withComparison.reduce((sum, layout) => sum + layout.compared, 0);
    const toDom = layouts.map((layout) => layout.messageToDomMs).filter((value): value is number => value !== null);
    return {
      distinct,
      throttle,
      sentWords: sent,
      firstShown: first?.words ?? 0,
      shownWords: layouts.at(-1)?.words ?? first?.words ?? 0,
      firstLayoutMs: first?.layoutMs ?? Number.NaN,
      firstCloudAtMs: first?.t ?? Number.NaN,
      updates: layouts.length,
      layoutP50: percentile(layouts.map((layout) => layout.layoutMs), 50),
      layoutMax: percentile(layouts.map((layout) => layout.layoutMs), 100),
      movedShare: compared > 0 ? moved / compared : Number.NaN,
      movedShareP95: percentile(withComparison.map((layout) => layout.moved / layout.compared), 95),
      messageToDomP50: percentile(toDom, 50),
      messageToDomP95: percentile(toDom, 95),
      longestTask: bench.longTasks.length ? Math.max(...bench.longTasks) : 0,
      longTaskTotal: bench.longTasks.reduce((sum, value) => sum + value, 0),
      messages: bench.messages,
    };
  } finally {
    await context.close();
  }
}

/**
 * A desktop browser has every core, but the bench pinned itself to the load core and its children inherit that:
 * Chromium's renderer, compositor and raster threads then shared one core with the bench, and waiting for the core
 * showed up as long tasks. The browser is started with the bench's affinity widened for the moment; its renderers,
 * forked later by the browser, inherit all cores.
 */
async function launchOnAllCores(launch: () => Promise<Browser>): Promise<Browser> {
  if (!pinningAvailable()) return launch();
  const setAffinity = (cores: string) => execFileSync("taskset", ["-p", "-c", cores, String(process.pid)], { stdio: "ignore" });
  setAffinity(`0-${cpus().length - 1}`);
  try {
    return await launch();
  } finally {
    setAffinity("1");
  }
}

const pct = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)}%` : "—");

/**
 * The presentation page in Chromium under a storm of deltas, at 50/100/200 distinct words, unthrottled and at 4× CPU
 * throttling, then cloud-live; with BENCH_CLIENT_BEFORE, each phase against that commit's client and then this one.
 */
export async function runClientScenario(options: { port: number; beforePort: number }): Promise<ScenarioReport> {
  const executablePath = playwrightConfig.use?.launchOptions?.executablePath ?? "/usr/bin/chromium";
  if (!existsSync(executablePath)) {
    return { name: "client", title: "skipped", rows: [], notes: [`no Chromium at ${executablePath}`] };
  }
  const beforeDir = `${CLIENT_DIR}-before`;
  const beforeCommit = BEFORE_REF ? buildClientAt(BEFORE_REF, beforeDir) : null;
  buildClient(ROOT, CLIENT_DIR);
  const port = Number(process.env.BENCH_CLIENT_PORT) || options.port;
  const servers = [];
  let browser: Browser | null = null;
  try {
    const builds: Build[] = [];
    if (beforeCommit) {
      servers.push(await startServer({ kind: "ordsky", port: options.beforePort, clientDistDir: beforeDir }));
      builds.push({ label: `before (${beforeCommit}): `, url: servers.at(-1)!.url });
    }
    servers.push(await startServer({ kind: "ordsky", port, clientDistDir: CLIENT_DIR }));
    builds.push({ label: beforeCommit ? "after (this checkout): " : "", url: servers.at(-1)!.url });
    browser = await launchOnAllCores(() => chromium.launch({ executablePath, args: playwrightConfig.use?.launchOptions?.args ?? ["--headless", "--no-sandbox"] }));
    const phases: (Phase & { label: string })[] = [];
    for (const throttle of THROTTLES) for (const distinct of STORM_COUNTS) for (const build of builds) phases.push({ ...(await runPhase(browser, build.url, distinct, throttle)), label: build.label });
    const live: Row[] = [];
    for (const throttle of THROTTLES) for (const room of LIVE_ROOMS) for (const build of builds) live.push(cloudLiveRow(await runCloudLive(browser, build.url, room, throttle), build.label));
    const rows: Row[] = phases.map((phase) => ({
      metric: `${phase.label}${phase.distinct} words${phase.throttle > 1 ? `, ${phase.throttle}× CPU throttle` : ""}`,
      measured: [
        `first layout ${fmtMs(phase.firstLayoutMs)} (${phase.firstShown} of ${phase.sentWords} placed; ${phase.shownWords} after the storm; shown ${fmtMs(phase.firstCloudAtMs)} after navigation)`,
        `updates ${fmtCount(phase.updates)}, layout p50 ${fmtMs(phase.layoutP50)} max ${fmtMs(phase.layoutMax)}`,
        `moved >10 px ${pct(phase.movedShare)} (p95 ${pct(phase.movedShareP95)})`,
        `message→DOM p50 ${fmtMs(phase.messageToDomP50)} p95 ${fmtMs(phase.messageToDomP95)}`,
        `longest task ${fmtMs(phase.longestTask)} (long tasks ${fmtMs(phase.longTaskTotal)} total)`,
        `${fmtCount(phase.messages)} cloud messages`,
      ].join("; "),
    }));
    rows.push(...live);
    return {
      name: "client",
      title: `presentation page in Chromium: ${STORM_PER_SECOND} submissions/s for ${STORM_MS / 1000} s into a seeded cloud, and cloud-live`,
      rows,
      notes: [
        "layout times are the word cloud's own (data-layout-ms: its engine in a Web Worker); the server sends at most the top 100 words, so 200 submitted words show 100",
        "storm rows: moved = share of words present before and after an update whose on-screen target position changed by more than 10 CSS px (zoom changes count; a full re-pack counts every word)",
        "cloud-live rows (issue 11): the presentation at 1920×1080 opened on an empty session, then 30 participants × 4 words evenly over 60 s from a Zipf vocabulary (and issue 47's hall: 300 × 4 over 90 s from 120 words); moved = share of words whose plane position, at the zoom of the moment, ever got more than 10 px from where the word was first drawn, outside full re-packs (a uniform zoom of the whole cloud is not a move); faded twice = words whose fade-in animation started more than once; vanished = drawn words that left the cloud in a live update; fill = the words' bounding box over the stage; top/once = drawn size of the most frequent word over that of a word given once; layout = the worker's time per layout while answers arrive; after the pause = the cloud 3 s (× throttle) after the answers' 4 s pause, top/median = the most frequent word's size over the median drawn word's; message→pixels = from a cloud message to the first frame painted after its layout",
        "message→DOM ≈ from the first cloud message not yet shown to the commit of the next layout (the cloud redraws at most 4×/s by design)",
        "longest task from PerformanceObserver('longtask'); throttling through CDP Emulation.setCPUThrottlingRate",
      ],
    };
  } finally {
    await browser?.close();
    for (const server of servers) await server.stop();
  }
}
