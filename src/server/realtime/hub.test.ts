import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.js";
import { SLOW_CONSUMER } from "../../shared/close-codes.js";
import { applyCloudDelta } from "../../shared/cloud-delta.js";
import type { WordCloud } from "../../shared/schemas/feedback.js";
import { submitFeedback } from "../features/feedback/service.js";
import { HIGH_WATER_BYTES, Hub, type RealtimeClient } from "./hub.js";

/** A client whose send buffer the test controls, standing in for a socket that stops reading. */
class FakeClient implements RealtimeClient {
  readonly received: any[] = [];
  bufferedAmount = 0;
  closedWith: number | null = null;
  cloud: WordCloud | null = null;
  gaps = 0;

  send(message: Buffer): void {
    const parsed = JSON.parse(message.toString());
    this.received.push(parsed);
    if (parsed.type === "word-cloud-update") this.cloud = parsed.data;
    if (parsed.type === "word-cloud-delta") {
      if (!this.cloud || this.cloud.version !== parsed.data.baseVersion) this.gaps += 1;
      else this.cloud = { words: applyCloudDelta(this.cloud.words, parsed.data), totalSubmissions: parsed.data.totalSubmissions, version: parsed.data.version };
    }
  }

  close(code: number): void {
    this.closedWith = code;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("Hub", () => {
  let server: TestServer;
  let hub: Hub;
  let context: TestServer["context"];

  beforeAll(async () => {
    server = await startTestServer();
    hub = new Hub(server.context.store, server.context.logger, { tickMs: 20, stuckSocketMs: 300 });
    hub.start();
    context = { ...server.context, hub };
  });

  afterAll(async () => {
    hub.stop();
    await server.close();
  });

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
    await hub.join(client, sessionId);
    const ticksBefore = hub.stats().ticks;
    for (let i = 0; i < 300; i++) await submit(sessionId, `word${i % 37}`, `p${i % 50}`);
    await sleep(80);
    const ticks = hub.stats().ticks - ticksBefore;
    expect(client.received.length).toBeLessThanOrEqual(ticks + 1);
    expect(client.received.length).toBeLessThan(300 / 3);
    expect(client.gaps).toBe(0);
    expect(client.cloud).toEqual(await hub.getWordCloud(sessionId));
  });

  it("skips deltas for a socket over the high-water mark and sends it the latest snapshot once it drains", async () => {
    const sessionId = await newSession();
    const fast = new FakeClient();
    const slow = new FakeClient();
    await hub.join(fast, sessionId);
    await hub.join(slow, sessionId);
    slow.bufferedAmount = HIGH_WATER_BYTES + 1;
    for (let i = 0; i < 10; i++) {
      await submit(sessionId, `slow${i}`);
      await sleep(25);
    }
    expect(slow.received).toHaveLength(1);
    expect(fast.received.length).toBeGreaterThan(3);

    slow.bufferedAmount = 0;
    await sleep(80);
    expect(slow.received).toHaveLength(2);
    expect(slow.received[1].type).toBe("word-cloud-update");
    expect(slow.cloud).toEqual(await hub.getWordCloud(sessionId));

    await submit(sessionId, "after-drain");
    await sleep(80);
    expect(slow.received.at(-1).type).toBe("word-cloud-delta");
    expect(slow.gaps).toBe(0);
    expect(slow.cloud).toEqual(await hub.getWordCloud(sessionId));
  });

  it("closes a socket that stays stuck and stops writing to it", async () => {
    const sessionId = await newSession();
    const stuck = new FakeClient();
    await hub.join(stuck, sessionId);
    stuck.bufferedAmount = HIGH_WATER_BYTES * 4;
    await submit(sessionId, "first");
    await sleep(60);
    await submit(sessionId, "second");
    await sleep(400);
    await submit(sessionId, "third");
    await sleep(60);
    expect(stuck.closedWith).toBe(SLOW_CONSUMER.code);
    expect(hub.clientCount(sessionId)).toBe(0);
    expect(stuck.received).toHaveLength(1);
  });

  it("answers a re-join after a gap with a fresh snapshot", async () => {
    const sessionId = await newSession();
    const client = new FakeClient();
    await hub.join(client, sessionId);
    await submit(sessionId, "one");
    await sleep(60);
    client.cloud = { ...client.cloud!, version: -5 };
    await submit(sessionId, "two");
    await sleep(60);
    expect(client.gaps).toBe(1);
    await hub.join(client, sessionId);
    expect(client.received.at(-1).type).toBe("word-cloud-update");
    expect(client.cloud).toEqual(await hub.getWordCloud(sessionId));
    expect(hub.clientCount(sessionId)).toBe(1);
  });
});
