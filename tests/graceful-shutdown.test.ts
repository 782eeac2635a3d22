import { afterAll, describe, expect, it } from "vitest";
import { SERVER_SHUTTING_DOWN } from "../src/shared/close-codes.js";
import { PROTOCOL_VERSION } from "../src/shared/protocol.js";
import { testDialect } from "./helpers/postgres-databases.js";
import { requestJson, startServerProcess, type ServerProcess } from "./helpers/server-process.js";
import { readStoredSession } from "./helpers/stored-data.js";
import { startSubmissionLoad } from "./helpers/submission-load.js";
import { createTestDatabase } from "./helpers/test-server.js";
import { TestSocket } from "./helpers/ws-client.js";

const GRACE_MS = 4_000;
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** A phone on a socket: sends its next word as soon as the previous one is acknowledged, until the socket closes. */
function startSocketPhone(socket: TestSocket, sessionId: string, phone: number): { acknowledged: string[]; done: Promise<void> } {
  const acknowledged: string[] = [];
  const done = (async () => {
    for (let n = 0; socket.isOpen; n++) {
      const text = `s${phone}n${n}`;
      const requestId = `${phone}-${n}`;
      socket.send({ type: "submit-feedback", sessionId, requestId, data: { text, participantId: `phone-${phone}`, submissionId: `shutdown-phone-${phone}-${n}` } });
      const answer = await Promise.race([socket.waitForNext((message) => message.requestId === requestId, 30_000), socket.closed.then(() => null)]);
      if (answer?.type === "feedback-submitted") acknowledged.push(text);
    }
  })();
  return { acknowledged, done };
}

describe(`graceful shutdown (${testDialect()})`, () => {
  it("on SIGTERM under load acknowledges only what it stored, closes every socket with SERVER_SHUTTING_DOWN and exits within SHUTDOWN_GRACE_MS", async () => {
    const database = await createTestDatabase();
    cleanup.push(() => database.drop());
    const server: ServerProcess = await startServerProcess(database.url, { SHUTDOWN_GRACE_MS: String(GRACE_MS) });
    cleanup.push(() => server.kill());
    const created = await requestJson(server.url, "POST", "/api/sessions", { title: "Shutdown", maxParticipants: 100 });
    const sessionId: string = created.body.data.sessionId;

    const sockets = await Promise.all(Array.from({ length: 12 }, () => TestSocket.connect(`${server.url.replace("http", "ws")}/ws`)));
    for (const socket of sockets) socket.send({ type: "join-session", sessionId, protocolVersion: PROTOCOL_VERSION, role: "participant" });
    await Promise.all(sockets.map((socket) => socket.waitFor((message) => message.type === "word-cloud-update")));
    const phones = sockets.map((socket, phone) => startSocketPhone(socket, sessionId, phone));
    const load = startSubmissionLoad(() => server.url, sessionId, 4);
    const socketAcks = () => phones.reduce((sum, phone) => sum + phone.acknowledged.length, 0);
    await expect.poll(() => load.acknowledged.length + socketAcks(), { timeout: 30_000 }).toBeGreaterThanOrEqual(60);

    const signalled = performance.now();
    process.kill(server.pid, "SIGTERM");
    await server.exited;
    const tookMs = performance.now() - signalled;
    await load.stop();
    await Promise.all(phones.map((phone) => phone.done));

    expect(server.exitCode()).toBe(0);
    expect(tookMs).toBeLessThan(GRACE_MS);
    for (const socket of sockets) expect(await socket.closed).toEqual({ code: SERVER_SHUTTING_DOWN.code, reason: SERVER_SHUTTING_DOWN.reason });
    // Nothing was acknowledged that is not stored, on either transport.
    const acknowledged = [...load.acknowledged, ...phones.flatMap((phone) => phone.acknowledged)];
    const stored = await readStoredSession(database.url, sessionId);
    expect(acknowledged.filter((text) => !stored.contents.has(text))).toEqual([]);
    expect(stored.totalSubmissions).toBe(stored.rows);
    // Requests after the SIGTERM were refused (no connection, or 503), never acknowledged and lost.
    for (const refusal of load.refusals) expect([0, 503], JSON.stringify(refusal)).toContain(refusal.status);
  }, 90_000);
});
