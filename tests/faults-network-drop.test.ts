import { createServer, connect, type Server, type Socket } from "node:net";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECONNECT_BASE_DELAY_MS } from "../src/shared/limits.js";
import { cloudAfter } from "../src/client/lib/cloud-update.js";
import type { ServerMessage } from "../src/shared/protocol.js";
import { listenOnSomePort } from "./helpers/free-port.js";
import { testDialect } from "./helpers/postgres-databases.js";
import { createTestSession, startTestServer, submitTestFeedback, type TestServer } from "./helpers/test-server.js";

// The browser's realtime client, run in Node on the `ws` implementation of the WebSocket API.
(globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
const { RealtimeConnection } = await import("../src/client/lib/realtime.js");

/** The client's reconnect timers, held for the test to fire: the backoff is checked by the delays asked for, not by a clock. */
class DrivenTimers {
  readonly requested: { delayMs: number; run: () => void }[] = [];
  readonly schedule = (run: () => void, delayMs: number) => {
    this.requested.push({ delayMs, run });
    return () => undefined;
  };

  fire(index: number): void {
    this.requested[index]!.run();
  }
}

/** A TCP proxy between the client and the server whose "network" a test can cut and restore. */
class FlakyNetwork {
  down = false;
  /** Each connection attempt that reached the proxy, and whether it was let through. */
  readonly attempts: { passed: boolean }[] = [];
  private readonly open = new Set<Socket>();
  private server: Server | null = null;
  port = 0;

  constructor(private readonly target: number) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      this.attempts.push({ passed: !this.down });
      if (this.down) {
        client.destroy();
        return;
      }
      const upstream = connect(this.target, "127.0.0.1");
      for (const socket of [client, upstream]) {
        this.open.add(socket);
        socket.on("close", () => this.open.delete(socket));
        socket.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    this.port = await listenOnSomePort(this.server);
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

    const timers = new DrivenTimers();
    // No random spread on top of the delays, so they are the spec's own (the spread has a unit test).
    const client = new RealtimeConnection(`ws://127.0.0.1:${network.port}/ws`, timers.schedule, () => 0);
    const clouds: Extract<ServerMessage, { type: "word-cloud-update" }>["data"][] = [];
    // The clouds this client held, one after another, as a screen holds them: snapshots, and deltas applied.
    client.subscribe((message) => {
      if ((message.type !== "word-cloud-update" && message.type !== "word-cloud-delta") || message.sessionId !== sessionId) return;
      const next = cloudAfter(clouds.at(-1), message);
      if (next === "gap") throw new Error(`a version gap at ${message.data.version}`);
      if (next !== clouds.at(-1)) clouds.push(next);
    });
    client.joinSession(sessionId);
    client.connect();
    const total = () => clouds.at(-1)?.totalSubmissions;
    try {
      await expect.poll(total).toBe(5);

      network.cut();
      // The drop is noticed and the first retry asked for one base delay later (spec: 1, 2, 4, 8, 16 s).
      await expect.poll(() => timers.requested.length).toBe(1);
      expect(timers.requested[0]!.delayMs).toBe(RECONNECT_BASE_DELAY_MS);
      // The session moves on while this client is offline.
      for (const text of ["hygge", "kaffe", "tavle", "gruppearbejde"]) await submitTestFeedback(server, sessionId, text, "p-2");
      // ...and its room has flushed them (two ticks later), so a rejoin's snapshot can hold them all.
      const ticks = server.context.hub.stats().ticks;
      await expect.poll(() => server.context.hub.stats().ticks).toBeGreaterThanOrEqual(ticks + 2);

      const attemptsBefore = network.attempts.length;
      timers.fire(0);
      // Still offline: that attempt fails and the next is asked for twice as late.
      await expect.poll(() => timers.requested.length).toBe(2);
      expect(timers.requested[1]!.delayMs).toBe(2 * RECONNECT_BASE_DELAY_MS);
      expect(client.isConnected).toBe(false);

      const cloudsBefore = clouds.length;
      network.restore();
      timers.fire(1);
      await expect.poll(total).toBe(9);
      expect(network.attempts.slice(attemptsBefore).map((attempt) => attempt.passed)).toEqual([false, true]);
      expect(timers.requested).toHaveLength(2);

      // The first cloud after reconnecting is already the server's whole current cloud: no tick, no gap to repair.
      const serverCloud = (await server.request("GET", `/api/sessions/${sessionId}/wordcloud`)).body.data;
      expect(clouds.slice(cloudsBefore)).toEqual([serverCloud]);

      // And it is live again: the next word arrives as a delta on the rejoined session.
      await submitTestFeedback(server, sessionId, "quiz", "p-3");
      await expect.poll(total).toBe(10);
      expect(clouds.at(-1)).toEqual((await server.request("GET", `/api/sessions/${sessionId}/wordcloud`)).body.data);
    } finally {
      client.close();
    }
  });
});
