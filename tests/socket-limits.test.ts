import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SLOW_CONSUMER, TOO_MANY_MESSAGES } from "../src/shared/close-codes.js";
import { submitFeedback } from "../src/server/features/feedback/service.js";
import { createTestSession, startTestServer, submitTestFeedback, type TestServer } from "./helpers/test-server.js";
import { TestSocket } from "./helpers/ws-client.js";

const servers: TestServer[] = [];
const sockets: TestSocket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.socket.terminate();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serverWith(env: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer({ RATE_LIMITS: "on", ...env });
  servers.push(server);
  return server;
}

async function joined(server: TestServer, sessionId: string): Promise<TestSocket> {
  const socket = await TestSocket.connect(`${server.wsUrl}?sessionId=${sessionId}`);
  sockets.push(socket);
  await socket.waitFor((message) => message.type === "word-cloud-update");
  return socket;
}

const unknownType = (message: any) => message.type === "feedback-error" && message.error === "Unknown message type: null";

describe("messages per socket", () => {
  // The budget refills by performance.now(): held still, a slow machine cannot refill it in the middle of a flood.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["performance"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers the first message past the budget with feedback-error 'Too many messages, please slow down', then closes with 4029", async () => {
    const server = await serverWith({ WS_MESSAGE_BURST: "5", WS_MESSAGES_PER_SECOND: "1" });
    const { sessionId } = await createTestSession(server);
    const flooder = await joined(server, sessionId);
    const bystander = await joined(server, sessionId);
    for (let i = 0; i < 20; i++) flooder.send({});
    const { code, reason } = await flooder.closed;
    expect(code).toBe(TOO_MANY_MESSAGES.code);
    expect(reason).toBe("Too many messages, please slow down");
    // The join from the URL took no budget; five messages were answered, then the refusal, then nothing more.
    expect(flooder.messages.filter(unknownType)).toHaveLength(5);
    expect(flooder.ofType("feedback-error").at(-1).error).toBe("Too many messages, please slow down");
    expect(flooder.ofType("feedback-error")).toHaveLength(6);
    expect(server.context.hub.clientCount(sessionId)).toBe(1);
    await submitTestFeedback(server, sessionId, "still live");
    await bystander.waitForCloud(sessionId, (cloud) => cloud.totalSubmissions === 1);
  });

  it("counts pings as messages", async () => {
    const server = await serverWith({ WS_MESSAGE_BURST: "3", WS_MESSAGES_PER_SECOND: "1" });
    const socket = await TestSocket.connect(server.wsUrl);
    sockets.push(socket);
    for (let i = 0; i < 10; i++) socket.socket.ping();
    expect((await socket.closed).code).toBe(TOO_MANY_MESSAGES.code);
  });

  it("lifts the limit with RATE_LIMITS=off", async () => {
    const server = await serverWith({ RATE_LIMITS: "off", WS_MESSAGE_BURST: "5", WS_MESSAGES_PER_SECOND: "1" });
    const socket = await TestSocket.connect(server.wsUrl);
    sockets.push(socket);
    for (let i = 0; i < 40; i++) socket.send({});
    await expect.poll(() => socket.messages.filter(unknownType).length).toBe(40);
    expect(socket.isOpen).toBe(true);
  });
});

describe("send queue per socket", () => {
  // The smallest bound is the socket's own stream mark, where each write reads the queue; above it, only a socket whose
  // writes were told to wait has its queue read.
  it.each([
    ["the smallest bound", { WS_SEND_QUEUE_BYTES: "65536" }],
    ["the default bound", {}],
  ])("closes a socket that reads nothing with 4008 once its queue passes the limit, replies included, and drops its state (%s)", async (_bound, env) => {
    // Rate limits off: only the queue bound stands between this socket and the server's memory.
    const server = await serverWith({ RATE_LIMITS: "off", ...env });
    const { sessionId } = await createTestSession(server, { maxParticipants: 1000 });
    // A full cloud of long words, so that every answer to a join (a snapshot) is several kilobytes.
    for (let i = 0; i < 100; i++) await submitFeedback(server.context, { sessionId, text: `a rather long word ${String(i).padStart(3, "0")}`, participantId: `p${i}` });
    const reader = await joined(server, sessionId);
    const sink = await joined(server, sessionId);
    // From here on the sink reads nothing: what the server sends piles up in the kernel and then in the server.
    sink.socket.pause();
    const join = JSON.stringify({ type: "join-session", sessionId });
    let flooding = true;
    const flood = (async () => {
      while (flooding && sink.socket.readyState === sink.socket.OPEN) {
        for (let i = 0; i < 31; i++) sink.socket.send(join);
        await new Promise<void>((resolve) => sink.socket.send(join, () => resolve()));
      }
    })();
    await expect.poll(() => server.context.hub.clientCount(sessionId), { timeout: 15_000 }).toBe(1);
    flooding = false;
    await flood;
    sink.socket.resume();
    const { code, reason } = await sink.closed;
    expect({ code, reason }).toEqual({ code: SLOW_CONSUMER.code, reason: SLOW_CONSUMER.reason });
    await submitTestFeedback(server, sessionId, "unharmed");
    await reader.waitForCloud(sessionId, (cloud) => cloud.totalSubmissions === 101);
    expect((await server.request("GET", "/health")).status).toBe(200);
  });
});
