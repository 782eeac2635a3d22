import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/server/config/config.js";
import { refuseUnservableRequests } from "../src/server/http/error-handler.js";
import { createFastify } from "../src/server/http/app.js";
import { signInAdmin } from "./admin-helpers.js";
import { captureLog } from "./helpers/captured-log.js";
import { destroyRawConnections, openRawConnection } from "./helpers/raw-connection.js";
import { createTestSession, startTestServer, type TestServer } from "./helpers/test-server.js";
import { TestSocket } from "./helpers/ws-client.js";

const servers: TestServer[] = [];

afterEach(async () => {
  destroyRawConnections();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serverWith(env: Record<string, string> = {}, logStream?: NodeJS.WritableStream): Promise<TestServer> {
  const server = await startTestServer(env, logStream ? { logStream } : {});
  servers.push(server);
  return server;
}

/** Sends one raw request and resolves with the whole answer once the server closes the connection. */
async function exchange(port: number, request: string): Promise<{ status: number; contentType: string; body: unknown }> {
  const connection = await openRawConnection(port);
  connection.socket.write(request);
  await connection.ended;
  return parse(connection.received());
}

function parse(response: string): { status: number; contentType: string; body: unknown } {
  const [head = "", body = ""] = response.split("\r\n\r\n");
  return {
    status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1]),
    contentType: /\r\ncontent-type: ([^\r]*)/i.exec(head)?.[1] ?? "",
    body: JSON.parse(body),
  };
}

const upgrade = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  `${method} ${path} HTTP/1.1\r\nHost: x\r\n${Object.entries({ Upgrade: "websocket", Connection: "Upgrade", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version": "13", ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n`;

describe("answers outside the routes, in the { success: false, error } envelope", () => {
  it("a request without a Host header", async () => {
    const server = await serverWith();
    expect(await exchange(server.port, "GET /api/sessions HTTP/1.1\r\nConnection: close\r\n\r\n")).toEqual({
      status: 400,
      contentType: "application/json; charset=utf-8",
      body: { success: false, error: "The request has no Host header", code: "VALIDATION" },
    });
  });

  it.each([
    ["an upgrade to another path", upgrade("/chat"), 404, "Not found"],
    ["an address that cannot be read", upgrade("//%zz"), 400, "The address is not valid"],
    ["an upgrade that is not a GET", upgrade("/ws", {}, "POST"), 405, "A WebSocket connection starts with GET"],
    ["a handshake without its key", upgrade("/ws", { "Sec-WebSocket-Key": "" }), 400, "Not a valid WebSocket handshake: Missing or invalid Sec-WebSocket-Key header"],
    ["a handshake of another version", upgrade("/ws", { "Sec-WebSocket-Version": "7" }), 400, "Not a valid WebSocket handshake: Missing or invalid Sec-WebSocket-Version header"],
  ])("a bad WebSocket upgrade: %s", async (_name, request, status, error) => {
    const server = await serverWith();
    expect(await exchange(server.port, request)).toEqual({ status, contentType: "application/json; charset=utf-8", body: { success: false, error } });
  });

  it("a WebSocket upgrade once the server is shutting down", async () => {
    const server = await serverWith();
    const connection = await openRawConnection(server.port);
    // A request, then half of the upgrade in the same packet: once the first is answered the server has read the
    // half, so the connection is busy and the shutdown lets the rest arrive instead of closing it as idle.
    const request = upgrade("/ws");
    connection.socket.write(`GET /livez HTTP/1.1\r\nHost: x\r\n\r\n${request.slice(0, 30)}`);
    await expect.poll(() => connection.received()).toMatch(/^HTTP\/1\.1 200 [^]*\r\n\r\n\{[^]*\}$/);
    const answered = connection.received().length;
    const closing = server.close();
    connection.socket.write(request.slice(30));
    await connection.ended;
    await closing;
    expect(parse(connection.received().slice(answered))).toEqual({
      status: 503,
      contentType: "application/json; charset=utf-8",
      body: { success: false, error: "The server is shutting down, please try again" },
    });
  });

  it("a request that arrives while the app closes (Fastify's own 503 was plain)", async () => {
    const app = createFastify(loadConfig({ LOG_LEVEL: "silent" }));
    let arrived = 0;
    app.addHook("onRequest", async () => void (arrived += 1));
    refuseUnservableRequests(app);
    let release = () => undefined as void;
    let started = false;
    const held = new Promise<void>((resolve) => (release = resolve));
    app.get("/slow", async () => {
      started = true;
      await held;
      return { success: true };
    });
    app.get("/fast", async () => ({ success: true }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    const connection = await openRawConnection((app.server.address() as { port: number }).port);
    connection.socket.write("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n");
    await expect.poll(() => started).toBe(true);
    const closed = app.close();
    await new Promise((resolve) => setImmediate(resolve));
    // Pipelined behind the request in flight, so it reaches the app after closing began.
    connection.socket.write("GET /fast HTTP/1.1\r\nHost: x\r\n\r\n");
    await expect.poll(() => arrived).toBe(2);
    release();
    await connection.ended;
    await closed;
    const second = connection.received().slice(connection.received().indexOf("HTTP/1.1", 1));
    expect(parse(second)).toEqual({
      status: 503,
      contentType: "application/json; charset=utf-8",
      body: { success: false, error: "The server is shutting down, please try again", code: "UNAVAILABLE" },
    });
  });
});

describe("logs", () => {
  it("are JSON lines, one per request with its duration, without answers, host keys, tokens or queries", async () => {
    const log = captureLog();
    const server = await serverWith({ LOG_LEVEL: "info" }, log.stream);
    const { sessionId, hostKey } = await createTestSession(server, { title: "Log check" });
    expect((await server.request("POST", `/api/sessions/${sessionId}/feedback`, { text: "kanelsnegl", participantId: "p-log" })).status).toBe(201);
    const socket = await TestSocket.connect(server.wsUrl);
    await socket.join(sessionId, "host", hostKey);
    socket.send({ type: "submit-feedback", sessionId, requestId: "r-1", data: { text: "spandauer", participantId: "p-ws" } });
    await socket.waitFor((message) => message.type === "feedback-submitted");
    await socket.closeAndWait();
    const settings = { title: "Log check", description: "", isActive: true, isPublic: false, maxParticipants: 100 };
    expect((await server.request("PUT", `/api/sessions/${sessionId}`, settings, { "X-Host-Key": hostKey })).status).toBe(200);
    const { token, headers } = await signInAdmin(server);
    expect((await server.request("GET", "/api/admin/sessions?search=hemmelighed", undefined, headers)).status).toBe(200);
    expect((await server.request("POST", "/api/sessions", "{not json", { "content-type": "application/json" })).status).toBe(400);
    // The router's own refusals (an undecodable address, an over-long parameter) are requests too.
    expect((await fetch(`${server.url}/api/sessions/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/sessions/${"x".repeat(600)}`)).status).toBe(414);

    const lines = log.lines();
    // Nothing went wrong, so nothing warns (a route that answers by itself once logged "Reply was already sent").
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    const requests = lines.filter((line) => line.msg === "request");
    expect(requests.filter((line) => line.path === `/api/sessions/${sessionId}/feedback`)).toEqual([
      expect.objectContaining({ level: 30, method: "POST", statusCode: 201, durationMs: expect.any(Number), reqId: expect.any(String), time: expect.any(Number) }),
    ]);
    expect(requests.filter((line) => line.path === "/api/admin/sessions")).toEqual([expect.objectContaining({ method: "GET", statusCode: 200 })]);
    expect(requests.filter((line) => line.path === "/api/sessions" && line.method === "POST").map((line) => line.statusCode)).toEqual([201, 400]);
    expect(requests.filter((line) => line.method === "GET" && line.path.startsWith("/api/sessions/")).map((line) => line.statusCode)).toEqual([400, 414]);
    const text = log.text();
    for (const secret of ["kanelsnegl", "spandauer", hostKey, token, OWNER_PASSWORD, "hemmelighed"]) expect(text).not.toContain(secret);
  });
});

const OWNER_PASSWORD = "correct horse";
