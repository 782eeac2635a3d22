import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { sleep } from "../lib/stats.js";
import { HttpClient } from "./http-client.js";

type Target = { host: string; port: number };

function target(baseUrl: string): Target {
  const url = new URL(baseUrl);
  return { host: url.hostname, port: Number(url.port) };
}

/** One `GET /health` on a new connection from `localAddress`; its latency in ms, or null when it got no answer within 2 s. */
export function healthOnNewConnection(baseUrl: string, localAddress: string): Promise<number | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(`${baseUrl}/health`, { agent: false, localAddress, timeout: 2_000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode === 200 ? performance.now() - started : null));
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(null));
    req.end();
  });
}

export type SlowBodyOutcome = { attempted: number; heldAt: number; heldAtEnd: number; healthAnswered: number; healthAsked: number; heldAtMs: number };

/**
 * `attempts` connections from one address, each a POST that declares a 60 KB body and sends a byte every 10 s (the
 * issue's slow-body finding), while another address opens a new connection for `/health` every second. Counts the
 * connections still open `heldAtMs` after the last was opened and at the end of `durationMs`.
 */
export async function holdSlowBodies(baseUrl: string, sessionId: string, plan: { attempts: number; durationMs: number; heldAtMs: number; healthFrom: string }): Promise<SlowBodyOutcome> {
  const { host, port } = target(baseUrl);
  const sockets: Socket[] = [];
  const open = new Set<Socket>();
  const head = `POST /api/sessions/${sessionId}/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{`;
  for (let i = 0; i < plan.attempts; i++) {
    const socket = connect({ host, port, localAddress: "127.0.0.1" });
    socket.on("error", () => undefined);
    socket.on("data", () => undefined);
    socket.once("connect", () => {
      open.add(socket);
      socket.write(head);
    });
    socket.once("close", () => open.delete(socket));
    sockets.push(socket);
    if (i % 50 === 49) await sleep(10);
  }
  const trickle = setInterval(() => {
    for (const socket of open) socket.write(" ");
  }, 10_000);
  const started = performance.now();
  const outcome: SlowBodyOutcome = { attempted: plan.attempts, heldAt: 0, heldAtEnd: 0, healthAnswered: 0, healthAsked: 0, heldAtMs: plan.heldAtMs };
  try {
    let tookHeld = false;
    while (performance.now() - started < plan.durationMs) {
      outcome.healthAsked += 1;
      if ((await healthOnNewConnection(baseUrl, plan.healthFrom)) !== null) outcome.healthAnswered += 1;
      if (!tookHeld && performance.now() - started >= plan.heldAtMs) {
        outcome.heldAt = open.size;
        tookHeld = true;
      }
      await sleep(Math.max(0, outcome.healthAsked * 1_000 - (performance.now() - started)));
    }
    outcome.heldAtEnd = open.size;
  } finally {
    clearInterval(trickle);
    for (const socket of sockets) socket.destroy();
  }
  return outcome;
}

/**
 * One connection that writes `requests` pipelined GETs of `path` and never reads the answers (the issue's
 * pipelining finding). Resolves with whether the server cut the connection before `durationMs` passed.
 */
export async function pipelineWithoutReading(baseUrl: string, path: string, plan: { requests: number; durationMs: number }): Promise<{ cutAfterMs: number | null }> {
  const { host, port } = target(baseUrl);
  const socket = connect({ host, port });
  socket.on("error", () => undefined);
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.pause();
  const started = performance.now();
  let cutAfterMs: number | null = null;
  socket.once("close", () => (cutAfterMs = performance.now() - started));
  const chunk = `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(100);
  for (let sent = 0; sent < plan.requests && !socket.destroyed; sent += 100) socket.write(chunk);
  while (performance.now() - started < plan.durationMs && cutAfterMs === null) await sleep(100);
  socket.destroy();
  return { cutAfterMs };
}

/**
 * Submits words over HTTP keep-alive for `durationMs`, `inFlight` at a time, the session and participantId of each
 * chosen by `target(index)`; counts the accepted ones (201).
 */
export async function submitOverHttp(
  baseUrl: string,
  target: (index: number) => { sessionId: string; participantId: string },
  plan: { inFlight: number; durationMs: number },
): Promise<{ accepted: number; refused: number }> {
  const client = new HttpClient(baseUrl, plan.inFlight);
  const started = performance.now();
  let index = 0;
  let accepted = 0;
  let refused = 0;
  const worker = async () => {
    while (performance.now() - started < plan.durationMs) {
      const word = index++;
      const { sessionId, participantId } = target(word);
      const result = await client.send("POST", `/api/sessions/${sessionId}/feedback`, { text: `word ${word % 300}`, participantId }).catch(() => ({ status: 0 }));
      if (result.status === 201) accepted += 1;
      else refused += 1;
    }
  };
  await Promise.all(Array.from({ length: plan.inFlight }, worker));
  client.close();
  return { accepted, refused };
}

/** `clients` loops requesting `path` over keep-alive for `durationMs`; the answers they got, and how many were 2xx. */
export async function loopRequests(baseUrl: string, path: string, plan: { clients: number; durationMs: number }, body?: unknown): Promise<{ answers: number; ok: number }> {
  const client = new HttpClient(baseUrl, plan.clients);
  const started = performance.now();
  const counts = { answers: 0, ok: 0 };
  const worker = async () => {
    while (performance.now() - started < plan.durationMs) {
      const result = await client.send(body === undefined ? "GET" : "POST", path, body).catch(() => null);
      if (!result) continue;
      counts.answers += 1;
      if (result.status < 300) counts.ok += 1;
    }
  };
  await Promise.all(Array.from({ length: plan.clients }, worker));
  client.close();
  return counts;
}
