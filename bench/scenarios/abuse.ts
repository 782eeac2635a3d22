import { fmtBytes, fmtCount, fmtMs, type Row, type ScenarioReport } from "../lib/format.js";
import { startServer, type ServerHandle } from "../lib/server-process.js";
import { createBenchSession } from "../lib/sessions.js";
import { percentile, sleep } from "../lib/stats.js";
import { healthOnNewConnection, holdSlowBodies, loopRequests, pipelineWithoutReading, submitOverHttp } from "../load/hostile-http.js";
import { floodWithoutReading, submitOverOneSocket, type SocketOutcome } from "../load/hostile-sockets.js";

/**
 * What one hostile client costs the server (issue 10), side by side in one run: with every limit lifted (the way
 * the server was before the limits: no send-queue bound, hour-long timeouts, pipelining and rates unlimited), with
 * `RATE_LIMITS=off` (what the other scenarios run: rates off, bounds on) and with the defaults.
 */
type Setup = { label: string; env: Record<string, string> };
const NO_LIMITS: Setup = {
  label: "no limits",
  env: { RATE_LIMITS: "off", WS_SEND_QUEUE_BYTES: "1000000000", HTTP_REQUEST_TIMEOUT_MS: "3600000", HTTP_HEADERS_TIMEOUT_MS: "3600000", HTTP_MAX_PIPELINED_REQUESTS: "10000" },
};
const RATES_OFF: Setup = { label: "RATE_LIMITS=off", env: { RATE_LIMITS: "off" } };
const DEFAULTS: Setup = { label: "defaults", env: { RATE_LIMITS: "on" } };

/** A second loopback address plays everyone else (health checks, the hall), apart from the hostile 127.0.0.1. */
const OTHER_ADDRESS = "127.0.0.2";
const SLOW_BODY_OPEN_FILES = 1024;

async function withServer<T>(port: number, setup: Setup, run: (server: ServerHandle) => Promise<T>, openFiles?: number): Promise<T> {
  const server = await startServer({ kind: "ordsky", port, env: setup.env, openFiles });
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

/** `count` entries from as many participants, `inFlight` at a time (long words: a full cloud makes large snapshots). */
async function seed(baseUrl: string, sessionId: string, count: number, text: (index: number) => string): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      await fetch(`${baseUrl}/api/sessions/${sessionId}/feedback`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: text(index), participantId: `seed-${index % 250}` }),
      });
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/** Samples the server's RSS every 250 ms while `work` runs: first, last, peak, and growth over the last 5 s. */
async function watchMemory<T>(server: ServerHandle, work: Promise<T>): Promise<{ result: T; text: string }> {
  const samples: { at: number; rss: number }[] = [];
  let done = false;
  const sampling = (async () => {
    while (!done) {
      samples.push({ at: performance.now(), rss: (await server.probe()).rssBytes });
      await sleep(250);
    }
  })();
  const result = await work.finally(() => (done = true));
  await sampling;
  const first = samples[0]!;
  const last = samples.at(-1)!;
  const recent = samples.find((sample) => sample.at >= last.at - 5_000) ?? first;
  const slope = (last.rss - recent.rss) / Math.max(1, (last.at - recent.at) / 1000);
  const peak = Math.max(...samples.map((sample) => sample.rss));
  return { result, text: `RSS ${fmtBytes(first.rss)} → ${fmtBytes(last.rss)} (peak ${fmtBytes(peak)}; ${slope >= 0 ? "+" : ""}${fmtBytes(slope)}/s over the last 5 s)` };
}

const cut = (outcome: { closedAfterMs: number | null }) => (outcome.closedAfterMs === null ? "still open at the end" : `cut after ${fmtMs(outcome.closedAfterMs)}`);

async function nonReadingSocket(port: number, kind: "join-session" | "submit-feedback", setup: Setup): Promise<Row> {
  return withServer(port, setup, async (server) => {
    const sessionId = await createBenchSession(server.url, "Bench abuse: non-reading socket");
    await seed(server.url, sessionId, 100, (index) => `a rather long word ${String(index).padStart(3, "0")}`);
    const message = (index: number) =>
      JSON.stringify(
        kind === "join-session"
          ? { type: "join-session", sessionId }
          : { type: "submit-feedback", sessionId, requestId: `r${index}`, data: { text: `flood ${index % 300}`, participantId: "flooder" } },
      );
    const flood = floodWithoutReading(`${server.url.replace("http", "ws")}/ws`, sessionId, message, { batch: 100, everyMs: 10, durationMs: 15_000 });
    const { result, text } = await watchMemory(server, flood);
    return { metric: `non-reading socket, 100 × ${kind} every 10 ms for 15 s`, target: setup.label, measured: `${text}; ${fmtCount(result.messagesSent)} sent, ${cut(result)}` };
  });
}

async function pipelining(port: number, setup: Setup): Promise<Row> {
  return withServer(port, setup, async (server) => {
    const sessionId = await createBenchSession(server.url, "Bench abuse: pipelining");
    await seed(server.url, sessionId, 1_000, (index) => `entry ${index}`);
    const flood = pipelineWithoutReading(server.url, `/api/sessions/${sessionId}/feedback?limit=1000`, { requests: 20_000, durationMs: 10_000 });
    const { result, text } = await watchMemory(server, flood);
    return { metric: "one connection pipelines 20,000 GETs of the largest feedback page (1,000 entries) and reads nothing, 10 s", target: setup.label, measured: `${text}; ${result.cutAfterMs === null ? "still open at the end" : `cut after ${fmtMs(result.cutAfterMs)}`}` };
  });
}

async function slowBodies(port: number, setup: Setup): Promise<Row> {
  return withServer(
    port,
    setup,
    async (server) => {
      const sessionId = await createBenchSession(server.url, "Bench abuse: slow bodies");
      const outcome = await holdSlowBodies(server.url, sessionId, { attempts: 1_200, durationMs: 36_000, heldAtMs: 20_000, healthFrom: OTHER_ADDRESS });
      return {
        metric: `1,200 slow-body POSTs from one address (60 KB declared, a byte every 10 s), ulimit -n ${SLOW_BODY_OPEN_FILES}; /health from another address every second`,
        target: setup.label,
        measured: `${fmtCount(outcome.heldAt)} held at 20 s, ${fmtCount(outcome.heldAtEnd)} at 36 s; ${outcome.healthAnswered} of ${outcome.healthAsked} health checks answered`,
      };
    },
    SLOW_BODY_OPEN_FILES,
  );
}

/** Sessions of 1,000 participants (the most a session admits), enough that rotating participantIds never fills them all. */
async function sessions(baseUrl: string, count: number): Promise<string[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => createBenchSession(baseUrl, `Bench abuse: rotation ${index}`)));
}

async function wordsAccepted(port: number, setup: Setup): Promise<Row[]> {
  const rows: Row[] = [];
  const plan = { inFlight: 16, durationMs: 10_000 };
  const perSecond = (accepted: number) => `${fmtCount(accepted)} in 10 s (${fmtCount(accepted / 10)}/s)`;
  await withServer(port, setup, async (server) => {
    const sessionId = await createBenchSession(server.url, "Bench abuse: one participant");
    const { accepted } = await submitOverHttp(server.url, () => ({ sessionId, participantId: "one-participant" }), plan);
    rows.push({ metric: "words accepted: one participantId over HTTP, 16 in flight", target: setup.label, measured: perSecond(accepted) });
  });
  await withServer(port, setup, async (server) => {
    const ids = await sessions(server.url, 20);
    const participant = (index: number) => Math.floor(index / 8);
    const { accepted } = await submitOverHttp(server.url, (index) => ({ sessionId: ids[Math.floor(participant(index) / 1000) % ids.length]!, participantId: `rotating-${participant(index)}` }), plan);
    rows.push({ metric: "words accepted: one address rotating participantIds (8 words each), HTTP, 16 in flight", target: setup.label, measured: perSecond(accepted) });
  });
  await withServer(port, setup, async (server) => {
    const ids = await sessions(server.url, 60);
    const { accepted } = await submitOverHttp(server.url, (index) => ({ sessionId: ids[Math.floor(index / 1000) % ids.length]!, participantId: `minted-${index}` }), plan);
    rows.push({ metric: "new participants one address brings into sessions: a new participantId per word, HTTP, 16 in flight", target: setup.label, measured: perSecond(accepted) });
  });
  await withServer(port, setup, async (server) => {
    const sessionId = await createBenchSession(server.url, "Bench abuse: one socket");
    const outcome: SocketOutcome = await submitOverOneSocket(`${server.url.replace("http", "ws")}/ws`, sessionId, { inFlight: 32, durationMs: 10_000 });
    rows.push({ metric: "words accepted: one participantId over one socket, 32 in flight", target: setup.label, measured: `${perSecond(outcome.answered)}; ${cut(outcome)}` });
  });
  return rows;
}

/** /health latency from another address, a new connection every 50 ms, while `load` runs. */
async function healthDuring(baseUrl: string, load: Promise<unknown>): Promise<string> {
  const latencies: number[] = [];
  let failed = 0;
  let done = false;
  const probing = (async () => {
    while (!done) {
      const latency = await healthOnNewConnection(baseUrl, OTHER_ADDRESS);
      if (latency === null) failed += 1;
      else latencies.push(latency);
      await sleep(50);
    }
  })();
  await load.finally(() => (done = true));
  await probing;
  return `/health p50 ${fmtMs(percentile(latencies, 50))}, p99 ${fmtMs(percentile(latencies, 99))}${failed ? `, ${failed} unanswered` : ""}`;
}

async function expensiveRequests(port: number, setup: Setup): Promise<Row[]> {
  return withServer(port, setup, async (server) => {
    const sessionId = await createBenchSession(server.url, "Bench abuse: expensive requests");
    await seed(server.url, sessionId, 1_000, (index) => `entry ${index}`);
    const plan = { clients: 8, durationMs: 8_000 };
    const idle = await healthDuring(server.url, sleep(plan.durationMs));
    const counted = (counts: { answers: number; ok: number }) => `${fmtCount(counts.ok)} served${counts.answers > counts.ok ? `, ${fmtCount(counts.answers - counts.ok)} refused` : ""}`;
    let pages = "";
    const whilePages = await healthDuring(server.url, loopRequests(server.url, `/api/sessions/${sessionId}/feedback?limit=1000`, plan).then((counts) => (pages = counted(counts))));
    let codes = "";
    const qr = { url: `${server.url}/session/${sessionId}`, options: { width: 512 } };
    const whileQr = await healthDuring(server.url, loopRequests(server.url, "/api/sessions/qr-code", plan, qr).then((counts) => (codes = counted(counts))));
    let sessionCodes = "";
    const whileSessionQr = await healthDuring(server.url, loopRequests(server.url, `/api/sessions/${sessionId}/qr-codes`, plan).then((counts) => (sessionCodes = counted(counts))));
    return [
      { metric: "/health from another address (a new connection every 50 ms), server idle, 8 s", target: setup.label, measured: idle },
      { metric: "… while one address fetches the largest feedback page (1,000 entries) in a loop, 8 in flight", target: setup.label, measured: `${whilePages}; ${pages}` },
      { metric: "… while one address asks for the largest QR code (512 px) in a loop, 8 in flight", target: setup.label, measured: `${whileQr}; ${codes}` },
      { metric: "… while one address asks for a session's QR codes in a loop, 8 in flight", target: setup.label, measured: `${whileSessionQr}; ${sessionCodes}` },
    ];
  });
}

export async function runAbuse(options: { port: number }): Promise<ScenarioReport> {
  const { port } = options;
  const rows: Row[] = [];
  for (const kind of ["join-session", "submit-feedback"] as const) {
    for (const setup of [NO_LIMITS, RATES_OFF, DEFAULTS]) rows.push(await nonReadingSocket(port, kind, setup));
  }
  for (const setup of [NO_LIMITS, DEFAULTS]) rows.push(await pipelining(port, setup));
  for (const setup of [NO_LIMITS, RATES_OFF, DEFAULTS]) rows.push(await slowBodies(port, setup));
  for (const setup of [NO_LIMITS, DEFAULTS]) rows.push(...(await wordsAccepted(port, setup)));
  for (const setup of [NO_LIMITS, DEFAULTS]) rows.push(...(await expensiveRequests(port, setup)));
  return {
    name: "abuse",
    title: "what one hostile client costs the server, with every limit lifted, with RATE_LIMITS=off and with the defaults (the target column)",
    rows,
    notes: [
      `"no limits": RATE_LIMITS=off, WS_SEND_QUEUE_BYTES=1000000000, HTTP_REQUEST_TIMEOUT_MS and HTTP_HEADERS_TIMEOUT_MS=3600000, HTTP_MAX_PIPELINED_REQUESTS=10000 (the server as it was before the limits, except the total connection cap below the open-file limit, which no setting lifts)`,
      "this scenario sets RATE_LIMITS itself for each server (the other scenarios run with RATE_LIMITS=off); the hostile client is 127.0.0.1, everyone else 127.0.0.2",
      "a paused socket learns it was cut only when a write fails, so 'cut after' is when the connection was gone, not the close code (4029, 4008: see tests/socket-limits.test.ts)",
    ],
  };
}
