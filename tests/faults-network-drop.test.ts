import { createServer, connect, type Server, type Socket } from "node:net";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECONNECT_BASE_DELAY_MS } from "../src/shared/limits.js";
import type { ServerMessage } from "../src/shared/protocol.js";
import { findFreeTestPort } from "./helpers/server-process.js";
import { testDialect } from "./helpers/postgres-databases.js";
import { createTestSession, startTestServer, submitTestFeedback, type TestServer } from "./helpers/test-server.js";

// The browser's realtime client, run in Node on the `ws` implementation of the WebSocket API.
(globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
const { RealtimeConnection } = await import("../src/client/lib/realtime.js");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP proxy between the client and the server whose "network" a test can cut and restore. */
class FlakyNetwork {
  down = false;
  /** When each connection attempt reached the proxy, and whether it was let through. */
  readonly attempts: { at: number; passed: boolean }[] = [];
  /** When the server's first bytes (the upgrade answer) reached the client on a passed connection. */
  readonly upgradedAt: number[] = [];
  private readonly open = new Set<Socket>();
  private server: Server | null = null;
  port = 0;

  constructor(private readonly target: number) {}

  async start(): Promise<void> {
    this.port = await findFreeTestPort();
    this.server = createServer((client) => {
      this.attempts.push({ at: Date.now(), passed: !this.down });
      if (this.down) {
        client.destroy();
        return;
      }
      const upstream = connect(this.target, "127.0.0.1");
      let first = true;
      upstream.on("data", () => {
        if (first) this.upgradedAt.push(Date.now());
        first = false;
      });
      for (const socket of [client, upstream]) {
        this.open.add(socket);
        socket.on("close", () => this.open.delete(socket));
        socket.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
  }

  /** Drops every connection and refuses new ones, as when a phone loses its network. */
  cut(): void {
    this.down = true;
    for (const socket of this.open) socket.destroy();
  }

  restore(): void {
    this.down = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

let server: TestServer;
let network: FlakyNetwork;

beforeAll(async () => {
  server = await startTestServer();
  network = new FlakyNetwork(server.port);
  await network.start();
});

afterAll(async () => {
  await network.close();
  await server.close();
});

describe(`network drop on a client (${testDialect()})`, () => {
  it("reconnects with the 1 s, 2 s backoff, rejoins its session and holds the server's cloud at once", async () => {
    const { sessionId } = await createTestSession(server, { maxParticipants: 100 });
    for (const text of ["kaffe", "pauser", "Kaffe", "quiz", "tavle"]) expect((await submitTestFeedback(server, sessionId, text, "p-1")).status).toBe(201);

    const client = new RealtimeConnection(`ws://127.0.0.1:${network.port}/ws`);
    const clouds: { at: number; data: Extract<ServerMessage, { type: "word-cloud-update" }>["data"] }[] = [];
    client.subscribe((message) => {
      if (message.type === "word-cloud-update" && message.sessionId === sessionId) clouds.push({ at: Date.now(), data: message.data });
    });
    client.joinSession(sessionId);
    client.connect();
    try {
      const waitForTotal = async (total: number, timeoutMs: number) => {
        const started = Date.now();
        while (clouds.at(-1)?.data.totalSubmissions !== total) {
          if (Date.now() - started > timeoutMs) throw new Error(`client never reached ${total}: ${JSON.stringify(clouds.at(-1)?.data)}`);
          await sleep(10);
        }
      };
      await waitForTotal(5, 5000);

      network.cut();
      const cutAt = Date.now();
      // The session moves on while this client is offline.
      for (const text of ["hygge", "kaffe", "tavle", "gruppearbejde"]) await submitTestFeedback(server, sessionId, text, "p-2");
      await sleep(RECONNECT_BASE_DELAY_MS * 2.3);
      const cloudsBefore = clouds.length;
      network.restore();

      await waitForTotal(9, 8000);
      const retries = network.attempts.filter((attempt) => attempt.at > cutAt);
      expect(retries.map((attempt) => attempt.passed)).toEqual([false, true]);
      // First retry one base delay after the drop, the second twice that later (spec: 1, 2, 4, 8, 16 s).
      expect(retries[0]!.at - cutAt).toBeGreaterThanOrEqual(RECONNECT_BASE_DELAY_MS - 50);
      expect(retries[0]!.at - cutAt).toBeLessThan(RECONNECT_BASE_DELAY_MS + 400);
      expect(retries[1]!.at - retries[0]!.at).toBeGreaterThanOrEqual(2 * RECONNECT_BASE_DELAY_MS - 50);
      expect(retries[1]!.at - retries[0]!.at).toBeLessThan(2 * RECONNECT_BASE_DELAY_MS + 400);

      // The first cloud after reconnecting is already the server's whole current cloud: no tick, no gap to repair.
      const serverCloud = (await server.request("GET", `/api/sessions/${sessionId}/wordcloud`)).body.data;
      const afterReconnect = clouds.slice(cloudsBefore);
      expect(afterReconnect[0]!.data).toEqual(serverCloud);
      const reconnectedAt = network.upgradedAt.at(-1)!;
      console.log(`cloud current ${afterReconnect[0]!.at - reconnectedAt} ms after the reconnect's upgrade`);
      expect(afterReconnect[0]!.at - reconnectedAt).toBeLessThan(500);

      // And it is live again: the next word arrives as a delta on the rejoined session.
      await submitTestFeedback(server, sessionId, "quiz", "p-3");
      await waitForTotal(10, 2000);
      expect(clouds.at(-1)!.data).toEqual((await server.request("GET", `/api/sessions/${sessionId}/wordcloud`)).body.data);
    } finally {
      client.close();
    }
  }, 30_000);
});
