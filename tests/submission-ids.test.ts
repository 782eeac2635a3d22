import { describe, expect, it } from "vitest";
import { SUBMISSION_ID_CONFLICT_MESSAGE } from "../src/shared/schemas/feedback.js";
import type { FeedbackWriter } from "../src/server/answers/answer-writer.js";
import { countRows, createTestDatabase, createTestSession, snapshotWrites, startServerOnDatabase, type TestServer } from "./helpers/test-server.js";
import { useSharedServer } from "./helpers/shared-server.js";
import type { TestSocket } from "./helpers/ws-client.js";

// Exactly once: every entry carries a client-made submissionId and a repeat is answered, not counted again.
const shared = useSharedServer();

let counter = 0;
/** A fresh id of the allowed shape (16-64 of A-Z a-z 0-9 _ -). */
const newId = () => `test-submission-${String(++counter).padStart(6, "0")}`;

function submit(target: TestServer, sessionId: string, body: Record<string, unknown>) {
  return target.request("POST", `/api/sessions/${sessionId}/feedback`, { participantId: "participant-1", ...body });
}

async function stats(target: TestServer, sessionId: string) {
  return (await target.request("GET", `/api/sessions/${sessionId}`)).body.data.stats;
}

async function watch(sessionId: string): Promise<TestSocket> {
  const socket = await shared.connect();
  socket.send({ type: "join-session", sessionId });
  await socket.waitFor((message) => message.type === "word-cloud-update" && message.sessionId === sessionId);
  return socket;
}

/**
 * Holds the first write of `text` before it reaches the real writer until `release` is called: a submission that
 * stays in the server for as long as the test needs (the client gives up on the socket after 5 s).
 */
function holdFirstWriteOf(target: TestServer, text: string) {
  const writer = target.context.store.feedbackWriter;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const held = new Promise<void>((resolve) => (reached = resolve));
  let holding = true;
  const gated: FeedbackWriter = {
    async write(entry, budget) {
      if (holding && entry.content === text) {
        holding = false;
        reached();
        await released;
      }
      return writer.write(entry, budget);
    },
  };
  target.context.store.feedbackWriter = gated;
  return { held, release, restore: () => (target.context.store.feedbackWriter = writer) };
}

describe("submissionId over HTTP", () => {
  it("answers a repeat with the original entry and duplicate: true, and counts it once", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const submissionId = newId();
    const first = await submit(shared.server, sessionId, { text: "Kaffe", submissionId });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ submissionId, feedback: { content: "Kaffe" } });
    expect(first.body.data.duplicate).toBeUndefined();

    const again = await submit(shared.server, sessionId, { text: "Kaffe", submissionId });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ submissionId, duplicate: true, feedback: first.body.data.feedback });
    expect(again.body.data.wordData).toMatchObject({ totalSubmissions: 1, words: [{ text: "Kaffe", frequency: 1 }] });
    expect(await stats(shared.server, sessionId)).toEqual({ totalSubmissions: 1, uniqueWords: 1, totalWords: 1 });
  });

  it("refuses the same id with other text (or from another participant) with 409 and writes nothing", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const submissionId = newId();
    expect((await submit(shared.server, sessionId, { text: "Kaffe", submissionId })).status).toBe(201);
    const before = await snapshotWrites(shared.server);
    expect(await submit(shared.server, sessionId, { text: "Te", submissionId })).toEqual({
      status: 409,
      body: { success: false, error: SUBMISSION_ID_CONFLICT_MESSAGE, code: "CONFLICT" },
    });
    expect((await submit(shared.server, sessionId, { text: "Kaffe", submissionId, participantId: "someone-else" })).status).toBe(409);
    expect(await snapshotWrites(shared.server)).toEqual(before);
  });

  it("keeps ids per session, makes one when the client sends none, and refuses malformed ids", async () => {
    const one = await createTestSession(shared.server);
    const two = await createTestSession(shared.server);
    const submissionId = newId();
    expect((await submit(shared.server, one.sessionId, { text: "Kaffe", submissionId })).status).toBe(201);
    expect((await submit(shared.server, two.sessionId, { text: "Kaffe", submissionId })).status).toBe(201);

    const older = await submit(shared.server, one.sessionId, { text: "Kaffe" });
    expect(older.status).toBe(201);
    expect(older.body.data.submissionId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect((await submit(shared.server, one.sessionId, { text: "Kaffe" })).status).toBe(201);
    expect((await stats(shared.server, one.sessionId)).totalSubmissions).toBe(3);

    for (const bad of ["short", "x".repeat(65), "has spaces in it ok", "ünïcode-ünïcode-ünïcode", 12345678901234567]) {
      const refused = await submit(shared.server, one.sessionId, { text: "Kaffe", submissionId: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/submissionId/);
    }
  });

  it("counts repeats that arrive together (one write batch) once", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const submissionId = newId();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(shared.server, sessionId, { text: "Quiz", submissionId })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.feedback.id)).size).toBe(1);
    expect((await stats(shared.server, sessionId)).totalSubmissions).toBe(1);
  });

  it("still answers a repeat as accepted after the session was closed", async () => {
    const { sessionId, hostKey } = await createTestSession(shared.server);
    const submissionId = newId();
    expect((await submit(shared.server, sessionId, { text: "Kaffe", submissionId })).status).toBe(201);
    const settings = { title: "Closed", description: "", isPublic: false, maxParticipants: 100, isActive: false };
    expect((await shared.server.request("PUT", `/api/sessions/${sessionId}`, settings, { "X-Host-Key": hostKey })).status).toBe(200);
    expect((await submit(shared.server, sessionId, { text: "Kaffe", submissionId })).body.data.duplicate).toBe(true);
    expect((await submit(shared.server, sessionId, { text: "Kaffe", submissionId: newId() })).status).toBe(403);
  });
});

describe("submissionId across transports and restarts", () => {
  it("counts a WebSocket submission held past the client's fallback and its HTTP retry once, answering both", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const watcher = await watch(sessionId);
    const participant = await shared.connect();
    const submissionId = newId();
    const hold = holdFirstWriteOf(shared.server, "Gruppearbejde");
    try {
      participant.send({ type: "submit-feedback", sessionId, requestId: "r-1", data: { text: "Gruppearbejde", participantId: "p-race", submissionId } });
      await hold.held;
      // The client heard nothing in 5 s and sends the same entry over HTTP.
      const retry = await submit(shared.server, sessionId, { text: "Gruppearbejde", participantId: "p-race", submissionId });
      expect(retry.status).toBe(201);
      hold.release();
      const ack = await participant.waitFor((message) => message.type === "feedback-submitted" && message.requestId === "r-1");
      expect(ack.data).toEqual({ success: true, submissionId, duplicate: true });
    } finally {
      hold.restore();
    }
    await watcher.waitForCloud(sessionId, (cloud) => cloud.totalSubmissions === 1);
    expect(await stats(shared.server, sessionId)).toEqual({ totalSubmissions: 1, uniqueWords: 1, totalWords: 1 });
    expect((await shared.server.request("GET", `/api/sessions/${sessionId}/feedback`)).body.data).toHaveLength(1);
    expect(shared.server.context.hub.currentCloud(sessionId).totalSubmissions).toBe(1);
  });

  it("answers a WebSocket repeat of an HTTP entry with duplicate: true and a 409 error for other text", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const submissionId = newId();
    expect((await submit(shared.server, sessionId, { text: "Pauser", participantId: "p-ws", submissionId })).status).toBe(201);
    const participant = await shared.connect();
    participant.send({ type: "submit-feedback", sessionId, requestId: "same", data: { text: "Pauser", participantId: "p-ws", submissionId } });
    participant.send({ type: "submit-feedback", sessionId, requestId: "other", data: { text: "Tavle", participantId: "p-ws", submissionId } });
    expect((await participant.waitFor((message) => message.requestId === "same")).data).toEqual({ success: true, submissionId, duplicate: true });
    expect(await participant.waitFor((message) => message.requestId === "other")).toMatchObject({
      type: "feedback-error",
      error: SUBMISSION_ID_CONFLICT_MESSAGE,
    });
    expect((await stats(shared.server, sessionId)).totalSubmissions).toBe(1);
  });

  it("recognises a repeat after a restart of the server", async () => {
    const database = await createTestDatabase();
    let first: TestServer | null = await startServerOnDatabase(database.url);
    try {
      const { sessionId } = await createTestSession(first);
      const submissionId = newId();
      expect((await submit(first, sessionId, { text: "Hygge", submissionId })).status).toBe(201);
      await first.close();
      first = await startServerOnDatabase(database.url);
      const again = await submit(first, sessionId, { text: "Hygge", submissionId });
      expect(again.status).toBe(200);
      expect(again.body.data.duplicate).toBe(true);
      expect(again.body.data.wordData).toMatchObject({ totalSubmissions: 1, words: [{ text: "Hygge", frequency: 1 }] });
      expect(await countRows(first, "feedback")).toBe(1);
    } finally {
      await first?.close();
      await database.drop();
    }
  });
});

describe("submissionId on class answers", () => {
  it("answers a repeat with duplicate: true, keeps the replace-per-question rule, and refuses the id for another answer", async () => {
    const { sessionId } = await createTestSession(shared.server, { sessionType: "class" });
    const questions = (await shared.server.request("GET", `/api/sessions/${sessionId}/class-questions`)).body.data;
    const answer = (body: Record<string, unknown>) =>
      shared.server.request("POST", `/api/sessions/${sessionId}/class-response`, { questionId: questions[0].id, participantId: "student-1", ...body });
    const firstId = newId();
    expect((await answer({ response: 7, submissionId: firstId })).status).toBe(201);
    const repeat = await answer({ response: 7, submissionId: firstId });
    expect(repeat).toEqual({ status: 200, body: { success: true, data: { questionId: questions[0].id, response: 7, replaced: false, submissionId: firstId, duplicate: true } } });
    expect((await answer({ response: 8, submissionId: firstId })).status).toBe(409);

    const secondId = newId();
    expect((await answer({ response: 9, submissionId: secondId })).body.data).toMatchObject({ replaced: true, submissionId: secondId });
    expect((await answer({ response: 9, submissionId: secondId })).body.data).toMatchObject({ replaced: true, duplicate: true });
    const analytics = (await shared.server.request("GET", `/api/sessions/${sessionId}/class-analytics`)).body.data;
    expect(analytics.totalResponses).toBe(1);
    expect(analytics.scaleQuestions[0]).toMatchObject({ average: 9, totalResponses: 1 });
  });
});
