import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { MESSAGE_TOO_BIG, PROTOCOL_MISMATCH, SERVER_SHUTTING_DOWN, TOO_MANY_MESSAGES } from "../src/shared/close-codes.js";
import { REALTIME_MAX_MESSAGE_BYTES } from "../src/shared/limits.js";
import { PROTOCOL_VERSION } from "../src/shared/protocol.js";
import { createTestSession, snapshotWrites, startTestServer, submitTestFeedback, type TestServer } from "./helpers/test-server.js";
import { useSharedServer } from "./helpers/shared-server.js";
import { TestSocket } from "./helpers/ws-client.js";

const shared = useSharedServer();

const isSnapshot = (sessionId: string) => (message: any) => message.type === "word-cloud-update" && message.sessionId === sessionId;

async function joined(sessionId: string): Promise<TestSocket> {
  const socket = await shared.connect();
  socket.send({ type: "join-session", sessionId });
  await socket.waitFor(isSnapshot(sessionId));
  return socket;
}

/** Cloud messages (snapshots and deltas) a socket has received for a session. */
const cloudMessages = (socket: TestSocket, sessionId: string) => socket.cloud(sessionId)?.messages.length ?? 0;

/** Resolves once the hub has run `count` more ticks: a fact to wait for instead of a time. */
async function ticksPass(count: number, target: TestServer = shared.server): Promise<void> {
  const from = target.context.hub.stats().ticks;
  await expect.poll(() => target.context.hub.stats().ticks).toBeGreaterThanOrEqual(from + count);
}

const clientCount = (sessionId: string) => () => shared.server.context.hub.clientCount(sessionId);

describe("join-session and leave-session", () => {
  it("answers join-session at once with a word-cloud-update snapshot", async () => {
    const { sessionId } = await createTestSession(shared.server);
    await submitTestFeedback(shared.server, sessionId, "Early");
    const socket = await shared.connect();
    socket.send({ type: "join-session", sessionId });
    const snapshot = await socket.waitFor(isSnapshot(sessionId), 1000);
    expect(socket.messages[0]).toBe(snapshot);
    expect(snapshot.data).toEqual({
      words: expect.any(Array),
      totalSubmissions: expect.any(Number),
      version: expect.any(Number),
      uniqueWords: expect.any(Number),
      totalWords: expect.any(Number),
    });
    expect(snapshot.protocolVersion).toBe(PROTOCOL_VERSION);
    // The snapshot is the state last sent to the room (at most one tick old); a delta brings the rest.
    const held = await socket.waitForCloud(sessionId, (cloud) => cloud.totalSubmissions === 1, 1000);
    expect(held.words).toEqual([{ text: "Early", frequency: 1, weight: 1, first: 1 }]);
    expect(held.gaps).toBe(0);
    expect(shared.server.context.hub.clientCount(sessionId)).toBe(1);
  });

  it("joins the session named in the ?sessionId= query on connect", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const socket = await shared.connect(`?sessionId=${sessionId}`);
    const snapshot = await socket.waitFor(isSnapshot(sessionId), 1000);
    expect(snapshot.data).toMatchObject({ words: [], totalSubmissions: 0 });
  });

  it("answers a join for an unknown session with feedback-error 'Session not found' and keeps no state for it", async () => {
    const socket = await shared.connect();
    socket.send({ type: "join-session", sessionId: "AAAAAAAAAAAAAAAAAAAAA" });
    const error = await socket.waitFor((message) => message.type === "feedback-error");
    expect(error.error).toBe("Session not found");
    expect(shared.server.context.hub.clientCount("AAAAAAAAAAAAAAAAAAAAA")).toBe(0);
    expect(socket.isOpen).toBe(true);
  });

  it("stops sending updates after leave-session", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const socket = await joined(sessionId);
    const stays = await joined(sessionId);
    socket.send({ type: "leave-session", sessionId });
    await expect.poll(clientCount(sessionId)).toBe(1);
    const count = cloudMessages(socket, sessionId);
    await submitTestFeedback(shared.server, sessionId, "unseen");
    // The socket that stayed got the update, so the tick that would have reached the other one has run.
    await stays.waitForCloud(sessionId, (held) => held.totalSubmissions === 1);
    await socket.roundTrip();
    expect(cloudMessages(socket, sessionId)).toBe(count);
  });

  it("handles join then leave sent back to back in order", async () => {
    const { sessionId } = await createTestSession(shared.server);
    await submitTestFeedback(shared.server, sessionId, "warm");
    const socket = await shared.connect();
    socket.send({ type: "join-session", sessionId });
    socket.send({ type: "leave-session", sessionId });
    await socket.waitFor(isSnapshot(sessionId));
    await expect.poll(clientCount(sessionId)).toBe(0);
  });

  it("forgets a socket once it closes", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const socket = await joined(sessionId);
    expect(shared.server.context.hub.clientCount(sessionId)).toBe(1);
    await socket.closeAndWait();
    await expect.poll(clientCount(sessionId)).toBe(0);
  });
});

describe("submit-feedback", () => {
  it("acknowledges with a lean feedback-submitted (requestId and submissionId, no cloud) and pushes the update to others", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const watcher = await joined(sessionId);
    const participant = await shared.connect();
    const submissionId = "ws-fun-0000000000001";
    participant.send({ type: "submit-feedback", sessionId, requestId: "r-1", data: { sessionId, text: "  Fun ", participantId: "p-ws", submissionId } });
    const ack = await participant.waitFor((message) => message.type === "feedback-submitted");
    expect(ack).toEqual({ type: "feedback-submitted", sessionId, requestId: "r-1", data: { success: true, submissionId } });
    const cloud = await watcher.waitForCloud(sessionId, (held) => held.totalSubmissions === 1);
    expect(cloud.words).toEqual([{ text: "Fun", frequency: 1, weight: 1, first: 1 }]);
    const list = await shared.server.request("GET", `/api/sessions/${sessionId}/feedback`);
    expect(list.body.data.map((item: { content: string }) => item.content)).toEqual(["Fun"]);
  });

  it("pushes HTTP submissions to joined sockets within a tick or two", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const watcher = await joined(sessionId);
    const started = Date.now();
    await submitTestFeedback(shared.server, sessionId, "http");
    await watcher.waitForCloud(sessionId, (held) => held.totalSubmissions === 1, 1000);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it("answers refused submissions with feedback-error carrying the spec's texts and writes nothing", async () => {
    const { sessionId, hostKey } = await createTestSession(shared.server, { maxParticipants: 1 });
    const socket = await shared.connect();
    const submit = (requestId: string, text: unknown, participantId = "p-1") =>
      socket.send({ type: "submit-feedback", sessionId, requestId, data: { text, participantId } });
    const errorFor = (requestId: string) => socket.waitFor((message) => message.type === "feedback-error" && message.requestId === requestId);

    submit("ok", "first");
    await socket.waitFor((message) => message.type === "feedback-submitted" && message.requestId === "ok");
    const before = await snapshotWrites(shared.server);

    submit("long", "x".repeat(26));
    // The status is the one HTTP gives the same refusal, so a client tells refusals from failures worth a retry.
    expect(await errorFor("long")).toMatchObject({ status: 400, error: "Each word can be at most 25 characters" });
    submit("blank", "   ");
    expect((await errorFor("blank")).error).toBe("Please enter at least one word");
    submit("full", "second", "p-2");
    expect(await errorFor("full")).toMatchObject({ status: 403, error: "Session is full", code: "SESSION_FULL" });
    socket.send({ type: "submit-feedback", sessionId, requestId: "nopid", data: { text: "x" } });
    expect((await errorFor("nopid")).error).toBe("participantId is required");
    socket.send({ type: "submit-feedback", sessionId: "AAAAAAAAAAAAAAAAAAAAA", requestId: "unknown", data: { text: "x", participantId: "p" } });
    expect(await errorFor("unknown")).toMatchObject({ status: 404, error: "Session not found" });

    const settings = { title: "Test session", description: "", isPublic: false, maxParticipants: 1, isActive: false };
    await shared.server.request("PUT", `/api/sessions/${sessionId}`, settings, { "X-Host-Key": hostKey });
    submit("inactive", "again");
    expect((await errorFor("inactive")).error).toBe("This session is not active");

    const after = await snapshotWrites(shared.server);
    expect(after.feedback).toBe(before.feedback);
    expect(after.participants).toBe(before.participants);
    expect(socket.isOpen).toBe(true);
  });
});

describe("coalescing", () => {
  it("sends far fewer cloud messages than submissions in a burst, with strictly increasing versions, ending at the HTTP word cloud", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const watchers = [await joined(sessionId), await joined(sessionId)];
    const afterJoin = watchers.map((watcher) => cloudMessages(watcher, sessionId));
    const submissions = 80;
    const ticksBefore = shared.server.context.hub.stats().ticks;
    const results = await Promise.all(
      Array.from({ length: submissions }, (_, i) => submitTestFeedback(shared.server, sessionId, `w${i % 7}`, `p-${i % 10}`)),
    );
    expect(results.map((result) => result.status)).toEqual(Array(submissions).fill(201));
    for (const watcher of watchers) await watcher.waitForCloud(sessionId, (held) => held.totalSubmissions === submissions, 2000);
    const ticks = shared.server.context.hub.stats().ticks - ticksBefore;
    // Later ticks must add nothing: nothing changed after the last submission.
    await ticksPass(2);
    for (const watcher of watchers) await watcher.roundTrip();

    const http = (await shared.server.request("GET", `/api/sessions/${sessionId}/wordcloud`)).body.data;
    expect(http.totalSubmissions).toBe(submissions);
    for (const [index, watcher] of watchers.entries()) {
      const held = watcher.cloud(sessionId)!;
      const updates = held.messages.slice(afterJoin[index]);
      expect(updates.length).toBeGreaterThan(0);
      // At most one message per tick, however many submissions the tick saw.
      expect(updates.length).toBeLessThanOrEqual(ticks);
      expect(updates.length).toBeLessThan(submissions / 2);
      const versions = held.messages.map((message) => message.data.version);
      for (let i = 1; i < versions.length; i++) expect(versions[i]).toBeGreaterThan(versions[i - 1]);
      expect(held.gaps).toBe(0);
      const { messages: _messages, gaps: _gaps, ...cloud } = held;
      expect(cloud).toEqual(http);
    }
  });

  it("sends nothing when nothing changed", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const watcher = await joined(sessionId);
    await ticksPass(5);
    await watcher.roundTrip();
    expect(cloudMessages(watcher, sessionId)).toBe(1);
  });

  it("keeps every watcher's cloud equal to the server's across many small changes", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const watcher = await joined(sessionId);
    for (let round = 0; round < 6; round++) {
      await Promise.all(Array.from({ length: 25 }, (_, i) => submitTestFeedback(shared.server, sessionId, `t${(i * (round + 3)) % 130}`, `p-${i}`)));
      // Each round reaches the watcher before the next starts, so the rounds arrive as separate deltas.
      // (The version counts every entry; a term the word filter or the stop words keep out is in no total.)
      await watcher.waitForCloud(sessionId, (cloud) => cloud.version === 25 * (round + 1), 2000);
    }
    const http = (await shared.server.request("GET", `/api/sessions/${sessionId}/wordcloud`)).body.data;
    const held = await watcher.waitForCloud(sessionId, (cloud) => cloud.version === http.version, 2000);
    expect(held.gaps).toBe(0);
    expect(held.words).toEqual(http.words);
    expect(held.words.length).toBeLessThanOrEqual(100);
  });
});

describe("bad messages", () => {
  const badMessages: [string, unknown, string][] = [
    ["text that is not JSON", "hello there", "Messages must be JSON"],
    ["JSON null", "null", "Messages must be JSON objects with a type"],
    ["a JSON array", "[1,2,3]", "Messages must be JSON objects with a type"],
    ["a JSON number", "42", "Messages must be JSON objects with a type"],
    ["a JSON string", '"join-session"', "Messages must be JSON objects with a type"],
    ["an object without type", "{}", "Unknown message type: null"],
    ["an unknown type", { type: "explode", sessionId: "x" }, 'Unknown message type: "explode"'],
    ["a type of the wrong kind", { type: { nested: true } }, 'Unknown message type: {"nested":true}'],
    ["a binary frame", Buffer.from([0, 1, 2, 3]), "Messages must be JSON text, not binary"],
  ];

  for (const [name, message, error] of badMessages) {
    it(`answers ${name} with a feedback-error and keeps the socket open`, async () => {
      const socket = await shared.connect();
      socket.send(message);
      const reply = await socket.waitFor((received) => received.type === "feedback-error");
      expect(reply.error).toBe(error);
      expect(socket.isOpen).toBe(true);
    });
  }

  it("answers known types with wrong fields with a clear error", async () => {
    const socket = await shared.connect();
    socket.send({ type: "join-session" });
    const first = await socket.waitFor((message) => message.type === "feedback-error");
    expect(first.error.length).toBeGreaterThan(0);
    socket.send({ type: "submit-feedback", sessionId: "abc", data: "not an object" });
    await socket.waitFor((message) => message.type === "feedback-error" && message !== first);
    socket.send({ type: "join-session", sessionId: "x".repeat(10_000) });
    await expect.poll(() => socket.ofType("feedback-error").length).toBe(3);
    await socket.roundTrip();
    expect(socket.ofType("feedback-error")).toHaveLength(3);
    expect(socket.isOpen).toBe(true);
  });

  it("leaves another socket of the same session working after a bad message, and the bad socket too", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const good = await joined(sessionId);
    const bad = await joined(sessionId);
    for (const [, message] of badMessages) bad.send(message);
    await expect.poll(() => bad.ofType("feedback-error").length).toBe(badMessages.length);
    await submitTestFeedback(shared.server, sessionId, "still works");
    await good.waitForCloud(sessionId, (held) => held.totalSubmissions === 1);
    await bad.waitForCloud(sessionId, (held) => held.totalSubmissions === 1);
    expect(bad.ofType("feedback-error")).toHaveLength(badMessages.length);
    bad.send({ type: "submit-feedback", sessionId, requestId: "after", data: { text: "recovered", participantId: "p" } });
    await bad.waitFor((message) => message.type === "feedback-submitted" && message.requestId === "after");
  });

  it("closes only the socket that sends an oversized frame (1009); others and the server carry on", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const good = await joined(sessionId);
    const huge = await joined(sessionId);
    huge.send(JSON.stringify({ type: "submit-feedback", sessionId, data: { text: "x".repeat(REALTIME_MAX_MESSAGE_BYTES), participantId: "p" } }));
    const { code } = await huge.closed;
    expect(code).toBe(MESSAGE_TOO_BIG.code);
    await submitTestFeedback(shared.server, sessionId, "alive");
    await good.waitForCloud(sessionId, (held) => held.totalSubmissions === 1);
    expect((await shared.server.request("GET", "/health")).status).toBe(200);
  });

  it("survives a 1 MB frame", async () => {
    const socket = await shared.connect();
    socket.send(Buffer.alloc(1024 * 1024, 65));
    const { code } = await socket.closed;
    expect(code).toBe(MESSAGE_TOO_BIG.code);
    expect((await shared.server.request("GET", "/health")).status).toBe(200);
  });

  it("answers a flood past 64 waiting messages with errors instead of queued work, without growing without bound", async () => {
    // Rate limits are off on this server (see test-server.ts); this is the guard that holds even then.
    const { sessionId } = await createTestSession(shared.server);
    const socket = await joined(sessionId);
    for (let i = 0; i < 300; i++) socket.send({ type: "submit-feedback", sessionId, requestId: `f${i}`, data: { text: "flood", participantId: "p" } });
    const acks = () => socket.ofType("feedback-submitted").length;
    const refusals = () => socket.ofType("feedback-error").filter((message) => message.error === TOO_MANY_MESSAGES.reason).length;
    await expect.poll(() => acks() + refusals(), { timeout: 10_000 }).toBe(300);
    expect(refusals()).toBeGreaterThan(0);
    expect(acks()).toBeGreaterThanOrEqual(64);
    expect(socket.isOpen).toBe(true);
    const cloud = (await shared.server.request("GET", `/api/sessions/${sessionId}/wordcloud`)).body.data;
    expect(cloud.totalSubmissions).toBe(acks());
  });

  it("refuses upgrades on other paths and survives a malformed upgrade request", async () => {
    const other = await fetch(`${shared.server.url}/not-ws`, { headers: { connection: "upgrade", upgrade: "websocket" } }).catch((error) => error);
    expect(other instanceof Error || other.status === 404).toBe(true);
    const response = await new Promise<string>((resolve) => {
      const socket = connect(shared.server.port, "127.0.0.1", () => {
        socket.write("GET http://[zz HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n");
      });
      let data = "";
      socket.on("data", (chunk) => (data += chunk.toString()));
      socket.on("close", () => resolve(data));
      socket.on("error", () => resolve(data));
    });
    expect(response).toMatch(/^HTTP\/1\.1 4\d\d/);
    expect((await shared.server.request("GET", "/health")).status).toBe(200);
  });
});

describe("heartbeat", () => {
  it("drops sockets that stop answering pings and keeps those that answer", async () => {
    const pingIntervalMs = 250;
    const pinging = await startTestServer({}, { pingIntervalMs });
    try {
      const { sessionId } = await createTestSession(pinging);
      const silent = await TestSocket.connect(`${pinging.wsUrl}?sessionId=${sessionId}`, { autoPong: false });
      const lively = await TestSocket.connect(`${pinging.wsUrl}?sessionId=${sessionId}`);
      await silent.waitFor(isSnapshot(sessionId));
      await lively.waitFor(isSnapshot(sessionId));
      await silent.closed;
      // Dropped at its next visit after the one ping it left unanswered.
      expect(silent.pings).toBe(1);
      const pingsSeen = lively.pings;
      await expect.poll(() => lively.pings, { timeout: pingIntervalMs * 20 }).toBeGreaterThanOrEqual(pingsSeen + 3);
      expect(lively.isOpen).toBe(true);
      expect(pinging.context.hub.clientCount(sessionId)).toBe(1);
      await lively.closeAndWait();
    } finally {
      await pinging.close();
    }
  });
});

describe("protocol version 2", () => {
  it("answers a join that names this version with a snapshot that names it too, and serves a screen and a phone", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const screen = await shared.connect();
    const phone = await shared.connect();
    screen.send({ type: "join-session", sessionId, protocolVersion: PROTOCOL_VERSION, role: "host" });
    phone.send({ type: "join-session", sessionId, protocolVersion: PROTOCOL_VERSION, role: "participant" });
    for (const socket of [screen, phone]) expect((await socket.waitFor(isSnapshot(sessionId))).protocolVersion).toBe(PROTOCOL_VERSION);
    await submitTestFeedback(shared.server, sessionId, "very good");
    await submitTestFeedback(shared.server, sessionId, "og");
    for (const socket of [screen, phone]) {
      const cloud = await socket.waitForCloud(sessionId, (held) => held.version === 2);
      // Deltas carry the cloud's counts: "og" is a lone stop word, stored but neither a cloud word nor counted.
      expect(cloud).toMatchObject({ totalSubmissions: 1, uniqueWords: 1, totalWords: 2, words: [{ text: "very good", frequency: 1 }] });
    }
    expect((await shared.server.request("GET", `/api/sessions/${sessionId}`)).body.data.stats).toEqual({ totalSubmissions: 1, uniqueWords: 1, totalWords: 2 });
  });

  it("closes a socket that names another version with the protocol-mismatch code and keeps no state for it", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const stale = await shared.connect();
    stale.send({ type: "join-session", sessionId, protocolVersion: PROTOCOL_VERSION - 1 });
    expect(await stale.closed).toEqual({ code: PROTOCOL_MISMATCH.code, reason: PROTOCOL_MISMATCH.reason });
    expect(stale.ofType("word-cloud-update")).toHaveLength(0);
    expect(shared.server.context.hub.clientCount(sessionId)).toBe(0);
  });

  it("refuses an unknown role with a clear error", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const socket = await shared.connect();
    socket.send({ type: "join-session", sessionId, role: "admin" });
    expect((await socket.waitFor((message) => message.type === "feedback-error")).error).toMatch(/role/);
  });

  it("tells every socket the server is shutting down before it goes", async () => {
    const stopping = await startTestServer();
    const { sessionId } = await createTestSession(stopping);
    const socket = await TestSocket.connect(`${stopping.wsUrl}?sessionId=${sessionId}`);
    await socket.waitFor(isSnapshot(sessionId));
    await stopping.close();
    expect(await socket.closed).toEqual({ code: SERVER_SHUTTING_DOWN.code, reason: SERVER_SHUTTING_DOWN.reason });
  });
});
