import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "./helpers/test-server.js";
import { SLOW_CONSUMER } from "../src/shared/close-codes.js";
import { applyDeltaToCloud } from "../src/shared/cloud-delta.js";
import type { WordCloud } from "../src/shared/schemas/feedback.js";
import { submitFeedback } from "../src/server/features/feedback/service.js";
import { participantCadenceMs } from "../src/server/realtime/cadence.js";
import { Hub, MAX_HOST_SCREENS } from "../src/server/realtime/hub.js";
import type { RealtimeClient } from "../src/server/realtime/realtime-client.js";
import { HIGH_WATER_BYTES } from "../src/server/realtime/slow-sockets.js";

/** A client whose send buffer the test controls, standing in for a socket that stops reading. */
class FakeClient implements RealtimeClient {
  readonly received: any[] = [];
  bufferedAmount = 0;
  /** A stream mark of nothing: any queued byte counts as having grown. */
  get backlogged(): boolean {
    return this.bufferedAmount > 0;
  }
  closedWith: number | null = null;
  cloud: WordCloud | null = null;
  gaps = 0;

  send(message: Buffer): void {
    const parsed = JSON.parse(message.toString());
    this.received.push(parsed);
    if (parsed.type === "word-cloud-update") this.cloud = parsed.data;
    if (parsed.type === "word-cloud-delta") {
      if (!this.cloud || this.cloud.version !== parsed.data.baseVersion) this.gaps += 1;
      else this.cloud = applyDeltaToCloud(this.cloud, parsed.data);
    }
  }

  close(code: number): void {
    this.closedWith = code;
  }
}

/** A socket that only counts what it is sent (thousands of phones in one test). */
class CountingClient implements RealtimeClient {
  count = 0;
  bufferedAmount = 0;
  backlogged = false;
  send(): void {
    this.count += 1;
  }
  close(): void {}
}

const STUCK_SOCKET_MS = 300;

// The shared hub is never started: each test drives its ticks (flush) and its clock, so nothing here depends on how
// fast the machine runs. Its clients join as screens (`host`), which get every tick.
describe("Hub", () => {
  let server: TestServer;
  let hub: Hub;
  let context: TestServer["context"];
  let now = 0;

  beforeAll(async () => {
    server = await startTestServer();
    hub = new Hub(server.context.store, server.context.logger, { tickMs: 20, stuckSocketMs: STUCK_SOCKET_MS, now: () => now });
    context = { ...server.context, hub };
  });

  afterAll(async () => {
    await server.close();
  });

  /** One tick of the shared hub, `ms` after the last, with every write it started done. */
  async function tick(ms = 20): Promise<void> {
    now += ms;
    hub.flush();
    await vi.waitFor(() => expect(hub.stats().pendingWrites).toBe(0));
  }

  const join = (client: RealtimeClient, sessionId: string) => hub.join(client, sessionId, "host");

  async function newSession(): Promise<string> {
    const { body } = await server.request("POST", "/api/sessions", { title: "Hub test", maxParticipants: 1000 });
    return body.data.sessionId;
  }

  async function submit(sessionId: string, text: string, participant = "p1"): Promise<void> {
    await submitFeedback(context, { sessionId, text, participantId: participant });
  }

  it("sends one message per tick however many submissions arrive, and the deltas rebuild the cloud exactly", async () => {
    const sessionId = await newSession();
    const client = new FakeClient();
    await join(client, sessionId);
    for (let round = 0; round < 10; round++) {
      for (let i = 0; i < 30; i++) await submit(sessionId, `word${(round * 30 + i) % 37}`, `p${i % 50}`);
      await tick();
    }
    await tick(); // nothing changed since the last tick: nothing is sent
    expect(client.received.map((message) => message.type)).toEqual(["word-cloud-update", ...Array(10).fill("word-cloud-delta")]);
    expect(client.gaps).toBe(0);
    expect(client.cloud).toEqual(await hub.getWordCloud(sessionId));
    expect(client.cloud!.totalSubmissions).toBe(300);
  });

  it("skips deltas for a socket over the high-water mark and sends it the latest snapshot once it drains", async () => {
    const sessionId = await newSession();
    const fast = new FakeClient();
    const slow = new FakeClient();
    await join(fast, sessionId);
    await join(slow, sessionId);
    slow.bufferedAmount = HIGH_WATER_BYTES + 1;
    for (let i = 0; i < 10; i++) {
      await submit(sessionId, `slow${i}`);
      await tick();
    }
    expect(slow.received).toHaveLength(1);
    expect(fast.received).toHaveLength(11);

    slow.bufferedAmount = 0;
    await tick();
    expect(slow.received).toHaveLength(2);
    expect(slow.received[1].type).toBe("word-cloud-update");
    expect(slow.cloud).toEqual(await hub.getWordCloud(sessionId));

    await submit(sessionId, "after-drain");
    await tick();
    expect(slow.received.at(-1).type).toBe("word-cloud-delta");
    expect(slow.gaps).toBe(0);
    expect(slow.cloud).toEqual(await hub.getWordCloud(sessionId));
  });

  it("closes a socket that stays stuck and stops writing to it", async () => {
    const sessionId = await newSession();
    const stuck = new FakeClient();
    await join(stuck, sessionId);
    stuck.bufferedAmount = HIGH_WATER_BYTES * 4;
    await submit(sessionId, "first");
    await tick();
    await submit(sessionId, "second");
    await tick(STUCK_SOCKET_MS - 20);
    expect(stuck.closedWith).toBeNull(); // stuck for less than the limit: still given its chance
    await submit(sessionId, "third");
    await tick(40);
    expect(stuck.closedWith).toBe(SLOW_CONSUMER.code);
    expect(hub.clientCount(sessionId)).toBe(0);
    await submit(sessionId, "fourth");
    await tick();
    expect(stuck.received).toHaveLength(1);
  });

  it("gives the room's screens every tick and phones a cadence that grows with their number, and both converge", async () => {
    let clock = 0;
    const driven = new Hub(server.context.store, server.context.logger, { tickMs: 20, now: () => clock });
    const drivenContext = { ...server.context, hub: driven };
    const sessionId = await newSession();
    const host = new FakeClient();
    const phone = new FakeClient();
    await driven.join(host, sessionId, "host");
    await driven.join(phone, sessionId);
    const others = Array.from({ length: 1_999 }, () => new CountingClient());
    for (const other of others) await driven.join(other, sessionId);
    const last = others.at(-1)!;
    const cadence = participantCadenceMs(2_000, 20);
    expect(cadence).toBeGreaterThan(150);

    const tick = async () => {
      clock += 20;
      driven.flush();
      // The fan-out writes 2,000 sockets in slices, a turn of the event loop apart.
      await vi.waitFor(() => expect(driven.stats().pendingWrites).toBe(0));
      expect(last.count).toBe(phone.received.length);
    };
    for (let i = 0; i < 50; i++) {
      await submitFeedback(drivenContext, { sessionId, text: `word${i % 7}`, participantId: `p${i}` });
      await tick();
    }
    const hostDeltas = host.received.filter((message) => message.type === "word-cloud-delta").length;
    const phoneDeltas = phone.received.filter((message) => message.type === "word-cloud-delta").length;
    expect(hostDeltas).toBe(50);
    expect(phoneDeltas).toBeGreaterThanOrEqual(Math.floor((50 * 20) / (cadence + 20)));
    expect(phoneDeltas).toBeLessThanOrEqual(Math.ceil((50 * 20) / (cadence - 10)) + 1);

    // After the last change every phone converges within its cadence plus one tick.
    let waited = 0;
    while (phone.cloud!.version !== host.cloud!.version) {
      await tick();
      waited += 20;
    }
    expect(waited).toBeLessThanOrEqual(cadence + 20);
    const final = await driven.getWordCloud(sessionId);
    expect(host.cloud).toEqual(final);
    expect(phone.cloud).toEqual(final);
    expect(host.gaps + phone.gaps).toBe(0);
    expect(driven.clientCount(sessionId)).toBe(2_001);
  });

  it("serves at most MAX_HOST_SCREENS sockets as screens and a join without a role as a phone", async () => {
    let clock = 0;
    const driven = new Hub(server.context.store, server.context.logger, { tickMs: 20, now: () => clock });
    const sessionId = await newSession();
    const screens = Array.from({ length: MAX_HOST_SCREENS + 1 }, () => new FakeClient());
    for (const screen of screens) await driven.join(screen, sessionId, "host");
    const phones = Array.from({ length: 2_000 }, () => new CountingClient());
    for (const phone of phones) await driven.join(phone, sessionId);
    await submitFeedback({ ...server.context, hub: driven }, { sessionId, text: "first", participantId: "p1" });
    clock += 20;
    driven.flush();
    await submitFeedback({ ...server.context, hub: driven }, { sessionId, text: "second", participantId: "p1" });
    clock += 20;
    driven.flush();
    await vi.waitFor(() => expect(driven.stats().pendingWrites).toBe(0));
    // The first update after a quiet spell reaches everyone at once; the next one only the screens.
    expect(screens[0]!.received.map((message) => message.type)).toEqual(["word-cloud-update", "word-cloud-delta", "word-cloud-delta"]);
    expect(screens.at(-1)!.received.map((message) => message.type)).toEqual(["word-cloud-update", "word-cloud-delta"]);
    expect(phones[0]!.count).toBe(2);
  });

  it("paces phones by those in sight, sends the others nothing, and catches a slow one out of sight up once, when it is back", async () => {
    const sessionId = await newSession();
    const looking = new FakeClient();
    const slow = new FakeClient();
    await hub.join(looking, sessionId, "participant");
    await hub.join(slow, sessionId, "participant");
    const pockets = Array.from({ length: 1_999 }, () => new CountingClient());
    for (const phone of pockets) {
      await hub.join(phone, sessionId, "participant");
      hub.setVisible(phone, sessionId, false);
    }
    slow.bufferedAmount = HIGH_WATER_BYTES + 1;
    await submit(sessionId, "first");
    await tick();
    hub.setVisible(slow, sessionId, false);
    slow.bufferedAmount = 0;
    // Two phones in sight of 2,001: each tick reaches them, as it would in a small room.
    for (let i = 0; i < 4; i++) {
      await submit(sessionId, `word${i}`);
      await tick();
    }
    expect(looking.received.map((message) => message.type)).toEqual(["word-cloud-update", ...Array(5).fill("word-cloud-delta")]);
    expect(pockets.every((phone) => phone.count === 1)).toBe(true);
    // Drained while out of sight, it waits for its return.
    expect(slow.received).toHaveLength(1);

    hub.setVisible(slow, sessionId, true);
    await tick();
    await tick();
    expect(slow.received.map((message) => message.type)).toEqual(["word-cloud-update", "word-cloud-update"]);
    expect(slow.cloud).toEqual(looking.cloud);
  });

  it("answers a re-join after a gap with a fresh snapshot", async () => {
    const sessionId = await newSession();
    const client = new FakeClient();
    await join(client, sessionId);
    await submit(sessionId, "one");
    await tick();
    client.cloud = { ...client.cloud!, version: -5 };
    await submit(sessionId, "two");
    await tick();
    expect(client.gaps).toBe(1);
    await join(client, sessionId);
    expect(client.received.at(-1).type).toBe("word-cloud-update");
    expect(client.cloud).toEqual(await hub.getWordCloud(sessionId));
    expect(hub.clientCount(sessionId)).toBe(1);
  });

  it("sends a phone that joins right after a host's decision the cloud without what the host hid, before the phones' cadence is due", async () => {
    const { body } = await server.request("POST", "/api/sessions", { title: "Hub test", maxParticipants: 1000 });
    const { sessionId, hostKey } = body.data as { sessionId: string; hostKey: string };
    const phones = Array.from({ length: 400 }, () => new CountingClient());
    const watching = new FakeClient();
    await hub.join(watching, sessionId, "participant");
    for (const phone of phones) await hub.join(phone, sessionId, "participant");
    // Past the phones' cadence, so they have been sent the word the host is about to hide.
    await submit(sessionId, "boring");
    await submit(sessionId, "good");
    await tick(participantCadenceMs(401, 20) + 20);
    expect(watching.cloud?.words.map((word) => word.text).sort()).toEqual(["boring", "good"]);

    const hidden = await server.request("POST", `/api/sessions/${sessionId}/host-actions`, { type: "hide-word", word: "boring" }, { "x-host-key": hostKey });
    expect(hidden.status).toBe(200);
    hub.reloadAfterDecision(sessionId);
    await hub.ensureLoaded(sessionId);
    await vi.waitFor(() => expect(hub.stats().pendingWrites).toBe(0));
    // No tick since: the phones' next delta is not due, yet neither a new phone nor one already watching holds it.
    const late = new FakeClient();
    await hub.join(late, sessionId, "participant");
    expect(late.cloud?.words.map((word) => word.text)).toEqual(["good"]);
    expect(watching.cloud?.words.map((word) => word.text)).toEqual(["good"]);
    expect(watching.gaps + late.gaps).toBe(0);
  });
});
