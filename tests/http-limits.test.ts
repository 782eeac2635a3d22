import { afterEach, describe, expect, it } from "vitest";
import { signInAdmin } from "./admin-helpers.js";
import { destroyRawConnections, openRawConnection, type RawConnection } from "./helpers/raw-connection.js";
import { createTestSession, startTestServer, type TestServer } from "./helpers/test-server.js";

const servers: TestServer[] = [];

afterEach(async () => {
  destroyRawConnections();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serverWith(env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startTestServer({ RATE_LIMITS: "on", ...env });
  servers.push(server);
  return server;
}

/** The JSON body of a raw HTTP response. */
const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf("\r\n\r\n") + 4));

describe("timeouts", () => {
  it("cuts a body that trickles in, answering 408 in the usual envelope", async () => {
    const server = await serverWith({ HTTP_REQUEST_TIMEOUT_MS: "1000", HTTP_HEADERS_TIMEOUT_MS: "500" });
    const { sessionId } = await createTestSession(server);
    const slow = await openRawConnection(server.port);
    slow.socket.write(`POST /api/sessions/${sessionId}/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{`);
    const trickle = setInterval(() => slow.socket.write(" "), 100);
    try {
      await slow.ended;
    } finally {
      clearInterval(trickle);
    }
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(slow.received())).toEqual({ success: false, error: "The request took too long to arrive" });
    expect((await server.request("GET", "/health")).status).toBe(200);
  });

  it("cuts headers that never finish by their own, shorter timeout", async () => {
    // A whole request may take a minute here (longer than this test may run): only the headers timeout can cut it.
    const server = await serverWith({ HTTP_REQUEST_TIMEOUT_MS: "60000", HTTP_HEADERS_TIMEOUT_MS: "500" });
    const slow = await openRawConnection(server.port);
    slow.socket.write("GET /health HTTP/1.1\r\nHost: x\r\n");
    await slow.ended;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe("timeouts at their bounds", () => {
  it("starts with the longest timeouts config allows (an hour each)", async () => {
    const server = await serverWith({ HTTP_REQUEST_TIMEOUT_MS: "3600000", HTTP_HEADERS_TIMEOUT_MS: "3600000" });
    expect((await server.request("GET", "/health")).status).toBe(200);
  });
});

describe("connections per address", () => {
  it("refuses connections past the cap from one address and takes them again once some close", async () => {
    const server = await serverWith({ MAX_CONNECTIONS_PER_ADDRESS: "20" });
    const connections: RawConnection[] = [];
    let refused: RawConnection | null = null;
    // The test's own HTTP client may hold a few connections too: open until one is cut.
    for (let i = 0; i < 25 && !refused; i++) {
      const connection = await openRawConnection(server.port);
      const cut = await Promise.race([connection.ended.then(() => true), probe(connection)]);
      if (cut) refused = connection;
      else connections.push(connection);
    }
    expect(refused).not.toBeNull();
    expect(connections.length).toBeLessThanOrEqual(20);
    for (const connection of connections) connection.socket.destroy();
    await Promise.all(connections.map((connection) => connection.ended));
    expect((await server.request("GET", "/health")).status).toBe(200);
  });

  it("does not count connections from a trusted proxy, which carries everyone", async () => {
    const server = await serverWith({ MAX_CONNECTIONS_PER_ADDRESS: "3", TRUST_PROXY: "127.0.0.1" });
    const connections = await Promise.all(Array.from({ length: 10 }, () => openRawConnection(server.port)));
    const answers = await Promise.all(connections.map((connection) => probe(connection)));
    expect(answers.every((cut) => cut === false)).toBe(true);
  });
});

/** Sends one request on the connection; resolves false once answered, true if the server closed it instead. */
function probe(connection: RawConnection): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      if (connection.received().includes("\r\n\r\n")) resolve(false);
    };
    connection.socket.on("data", check);
    void connection.ended.then(() => resolve(!connection.received().includes("HTTP/1.1")));
    connection.socket.write("GET /health HTTP/1.1\r\nHost: x\r\n\r\n");
  });
}

describe("pipelining", () => {
  it("answers a few pipelined requests and cuts a connection that piles up more without reading", async () => {
    const server = await serverWith({ HTTP_MAX_PIPELINED_REQUESTS: "4" });
    const few = await openRawConnection(server.port);
    few.socket.write("GET /health HTTP/1.1\r\nHost: x\r\n\r\n".repeat(3));
    await expect.poll(() => few.received().split("HTTP/1.1 200").length - 1).toBe(3);

    const flood = await openRawConnection(server.port);
    flood.socket.pause();
    flood.socket.write("GET /api/sessions HTTP/1.1\r\nHost: x\r\n\r\n".repeat(200));
    await flood.ended;
    expect((await server.request("GET", "/health")).status).toBe(200);
  });
});

describe("errors before any route", () => {
  const cases: [string, string, number][] = [
    ["an unknown method", "BREW /health HTTP/1.1\r\nHost: x\r\n\r\n", 400],
    ["a proxy tunnel request", "CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n", 405],
    ["a malformed header", "GET /health HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n", 400],
    ["a broken request line", "GET /health HTTP/9\r\n\r\n", 400],
    ["headers too large", `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431],
  ];
  for (const [name, request, status] of cases) {
    it(`answers ${name} with ${status} and { success: false, error }`, async () => {
      const server = await serverWith();
      const connection = await openRawConnection(server.port);
      connection.socket.write(request);
      await connection.ended;
      expect(connection.received()).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const body = bodyOf(connection.received());
      expect(body.success).toBe(false);
      expect(typeof body.error).toBe("string");
      expect(Object.keys(body).sort()).toEqual(["error", "success"]);
    });
  }
});

describe("Authorization", () => {
  it("accepts the Bearer scheme in any case", async () => {
    const server = await serverWith({ ADMIN_REGISTRATION: "open" });
    const { token } = await signInAdmin(server);
    for (const scheme of ["Bearer", "bearer", "BEARER"]) {
      expect((await server.request("GET", "/api/admin/me", undefined, { authorization: `${scheme} ${token}` })).status).toBe(200);
    }
  });
});

describe("TRUST_PROXY", () => {
  // The join-code allowance is per client address, so it shows which address the server believed.
  const miss = (server: TestServer, forwardedFor: string) =>
    server.request("POST", "/api/sessions/join-by-code", { code: "ZZZZZZ" }, { "x-forwarded-for": forwardedFor });

  it("true trusts one hop: the address our proxy saw is the client's, whatever the client wrote to the left of it", async () => {
    const server = await serverWith({ TRUST_PROXY: "true", JOIN_CODE_MISS_BURST: "1" });
    expect((await miss(server, "192.0.2.1, 203.0.113.5")).status).toBe(404);
    expect((await miss(server, "192.0.2.2, 203.0.113.5")).status).toBe(429);
    expect((await miss(server, "203.0.113.5, 203.0.113.6")).status).toBe(404);
  });

  it("a hop count trusts that many proxies in a row", async () => {
    const server = await serverWith({ TRUST_PROXY: "2", JOIN_CODE_MISS_BURST: "1" });
    expect((await miss(server, "192.0.2.1, 203.0.113.5, 10.0.0.2")).status).toBe(404);
    expect((await miss(server, "192.0.2.9, 203.0.113.5, 10.0.0.3")).status).toBe(429);
  });

  it("a list trusts only the proxies it names", async () => {
    const server = await serverWith({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8", JOIN_CODE_MISS_BURST: "1" });
    expect((await miss(server, "203.0.113.5, 10.1.2.3")).status).toBe(404);
    expect((await miss(server, "192.0.2.1, 203.0.113.5, 10.9.9.9")).status).toBe(429);
    // 198.51.100.99 is not a listed proxy, so it is the client, whatever it claims to forward.
    expect((await miss(server, "203.0.113.5, 198.51.100.99")).status).toBe(404);
  });
});
