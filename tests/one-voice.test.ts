import { describe, expect, it } from "vitest";
import { ANSWERS_USED_UP_MESSAGE } from "../src/shared/answer-messages.js";
import { EVERY_ANSWER, LARGE_ROOM } from "../src/shared/voice-presets.js";
import { createTestSession, snapshotWrites, type TestServer } from "./helpers/test-server.js";
import { useSharedServer } from "./helpers/shared-server.js";

// One voice per student (issue 22): answers per participant and "count each person once per word", over HTTP and
// the socket alike, exactly once; and the host's one-click raise of Max Participants.
const shared = useSharedServer();

let counter = 0;
const newId = (kind = "s") => `voice-${kind}-${String(++counter).padStart(10, "0")}`;

function submit(target: TestServer, sessionId: string, body: Record<string, unknown>) {
  return target.request("POST", `/api/sessions/${sessionId}/feedback`, { participantId: "student-1", submissionId: newId(), ...body });
}

async function liveCloud(sessionId: string) {
  return (await shared.server.request("GET", `/api/sessions/${sessionId}/wordcloud`)).body.data;
}

/** The current question's cloud as the database rebuilds it (what a reload or another instance reads). */
async function storedCloud(sessionId: string, hostKey: string) {
  const session = (await shared.server.request("GET", `/api/sessions/${sessionId}`)).body.data;
  const path = `/api/sessions/${sessionId}/questions/${session.currentQuestion.id}/wordcloud`;
  return (await shared.server.request("GET", path, undefined, { "x-host-key": hostKey })).body.data;
}

const frequencies = (cloud: { words: { text: string; frequency: number }[] }) => Object.fromEntries(cloud.words.map((word) => [word.text, word.frequency]));

describe("the create dialog's choices, through the API the dialog calls", () => {
  it("by default keeps the spec's counting: one phone's 'Inspired' and later 'inspired' make a word of 2, Most Popular 2", async () => {
    const { sessionId } = await createTestSession(shared.server, { title: "Spec", ...EVERY_ANSWER });
    for (const text of ["Inspired", "inspired"]) expect((await submit(shared.server, sessionId, { text })).status).toBe(201);
    const cloud = await liveCloud(sessionId);
    expect(cloud.words).toEqual([expect.objectContaining({ frequency: 2 })]);
    expect(cloud.totalSubmissions).toBe(2);
    const session = (await shared.server.request("GET", `/api/sessions/${sessionId}`)).body.data;
    expect(session).toMatchObject({ answersPerParticipant: null, countOncePerWord: false });
  });

  it("'Large room' counts each person once per word and takes 3 answers per question", async () => {
    const { sessionId } = await createTestSession(shared.server, { title: "Hall", ...LARGE_ROOM });
    for (const text of ["Inspired", "inspired", "calm"]) expect((await submit(shared.server, sessionId, { text, responseId: newId("r") })).status).toBe(201);
    expect((await submit(shared.server, sessionId, { text: "late", responseId: newId("r") })).body.error).toBe(ANSWERS_USED_UP_MESSAGE);
    expect(frequencies(await liveCloud(sessionId))).toEqual({ Inspired: 1, calm: 1 });
  });
});

describe("answers per participant", () => {
  it("keeps the spec's behaviour when the fields are absent: unlimited answers, every entry counted", async () => {
    const { sessionId } = await createTestSession(shared.server);
    const session = (await shared.server.request("GET", `/api/sessions/${sessionId}`)).body.data;
    expect(session).toMatchObject({ answersPerParticipant: null, countOncePerWord: false });
    for (let i = 0; i < 6; i++) {
      const reply = await submit(shared.server, sessionId, { text: "hippocampus" });
      expect(reply.status).toBe(201);
      expect(reply.body.data.answersLeft).toBeUndefined();
    }
    expect(frequencies(await liveCloud(sessionId))).toEqual({ hippocampus: 6 });
  });

  it("counts responses, not boxes, tells the phone what is left, and refuses the next response writing nothing", async () => {
    const { sessionId } = await createTestSession(shared.server, { answersPerParticipant: 2 });
    const first = newId("r");
    const firstWord = await submit(shared.server, sessionId, { text: "Kaffe", responseId: first });
    expect(firstWord.status).toBe(201);
    expect(firstWord.body.data.answersLeft).toBe(1);
    // The other boxes of the same form send belong to the same response.
    expect((await submit(shared.server, sessionId, { text: "Pauser", responseId: first })).body.data.answersLeft).toBe(1);
    expect((await submit(shared.server, sessionId, { text: "Tavle" })).body.data.answersLeft).toBe(0);

    const before = await snapshotWrites(shared.server);
    const refused = await submit(shared.server, sessionId, { text: "Mere", responseId: newId("r") });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, error: ANSWERS_USED_UP_MESSAGE, code: "ANSWERS_USED_UP" });
    expect(await snapshotWrites(shared.server)).toEqual(before);
    // Another participant has their own answers.
    expect((await submit(shared.server, sessionId, { text: "Mere", participantId: "student-2" })).status).toBe(201);
  });

  it("lets a response hold four words at most, so a reused responseId smuggles in nothing", async () => {
    const { sessionId } = await createTestSession(shared.server, { answersPerParticipant: 1 });
    const responseId = newId("r");
    for (const text of ["en", "to", "tre", "fire"]) expect((await submit(shared.server, sessionId, { text, responseId })).status).toBe(201);
    expect((await submit(shared.server, sessionId, { text: "fem", responseId })).status).toBe(403);
  });

  it("answers a replayed submission as a duplicate, never refused by the limit nor counted twice", async () => {
    const { sessionId } = await createTestSession(shared.server, { answersPerParticipant: 1 });
    const submissionId = newId();
    expect((await submit(shared.server, sessionId, { text: "Kaffe", submissionId })).body.data.answersLeft).toBe(0);
    const replay = await submit(shared.server, sessionId, { text: "Kaffe", submissionId });
    expect(replay.status).toBe(200);
    expect(replay.body.data.duplicate).toBe(true);
    expect((await liveCloud(sessionId)).totalSubmissions).toBe(1);
  });

  it("holds when a phone's entries arrive at once and are written in one batch", async () => {
    const { sessionId } = await createTestSession(shared.server, { answersPerParticipant: 1, countOncePerWord: true });
    const replies = await Promise.all(["Kaffe", "kaffe", "Te"].map((text) => submit(shared.server, sessionId, { text, responseId: newId("r") })));
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 403, 403]);
    const same = newId("r");
    const together = await Promise.all(["Kage", "kage", "KAGE"].map((text) => submit(shared.server, sessionId, { text, responseId: same, participantId: "student-9" })));
    expect(together.map((reply) => reply.status)).toEqual([201, 201, 201]);
    // Sent at once, any of the three may be written first, and the cloud shows the first one's spelling.
    const kage = (await liveCloud(sessionId)).words.filter((word: { text: string }) => word.text.toLowerCase() === "kage");
    expect(kage.map((word: { frequency: number }) => word.frequency)).toEqual([1]);
  });

  it("gives each question its own answers", async () => {
    const { sessionId, hostKey } = await createTestSession(shared.server, { answersPerParticipant: 1 });
    expect((await submit(shared.server, sessionId, { text: "Kaffe" })).status).toBe(201);
    expect((await submit(shared.server, sessionId, { text: "Te" })).status).toBe(403);
    const list = await shared.server.request("POST", `/api/sessions/${sessionId}/questions`, { prompt: "Next?" }, { "x-host-key": hostKey });
    const next = list.body.data.questions.at(-1).id;
    await shared.server.request("POST", `/api/sessions/${sessionId}/questions/${next}/ask`, {}, { "x-host-key": hostKey });
    expect((await submit(shared.server, sessionId, { text: "Te" })).status).toBe(201);
  });

  it("is enforced on the socket: the ack says what is left and a refusal is a feedback-error writing nothing", async () => {
    const { sessionId } = await createTestSession(shared.server, { answersPerParticipant: 1 });
    const phone = await shared.watch(sessionId);
    const send = (requestId: string, text: string, submissionId = newId(), responseId?: string) =>
      phone.send({ type: "submit-feedback", sessionId, requestId, data: { text, participantId: "ws-student", submissionId, ...(responseId ? { responseId } : {}) } });
    const submissionId = newId();
    send("a", "Kaffe", submissionId);
    expect((await phone.waitFor((message) => message.requestId === "a")).data).toEqual({ success: true, submissionId, answersLeft: 0 });
    const before = await snapshotWrites(shared.server);
    send("b", "Te");
    expect(await phone.waitFor((message) => message.requestId === "b")).toMatchObject({ type: "feedback-error", status: 403, error: ANSWERS_USED_UP_MESSAGE, code: "ANSWERS_USED_UP" });
    expect(await snapshotWrites(shared.server)).toEqual(before);
    send("c", "Kaffe", submissionId);
    expect((await phone.waitFor((message) => message.requestId === "c")).data).toMatchObject({ success: true, duplicate: true });
  });

  it("is changed in the settings and refused when it is not one of the choices", async () => {
    const { sessionId, hostKey } = await createTestSession(shared.server);
    const body = { title: "Test session", isActive: true, isPublic: false, maxParticipants: 100 };
    const bad = await shared.server.request("PUT", `/api/sessions/${sessionId}`, { ...body, answersPerParticipant: 4 }, { "x-host-key": hostKey });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/answersPerParticipant must be 1, 2, 3, 5 or null/);
    const saved = await shared.server.request("PUT", `/api/sessions/${sessionId}`, { ...body, answersPerParticipant: 3, countOncePerWord: true }, { "x-host-key": hostKey });
    expect(saved.body.data).toMatchObject({ answersPerParticipant: 3, countOncePerWord: true });
    // Absent fields leave them as they are.
    expect((await shared.server.request("PUT", `/api/sessions/${sessionId}`, body, { "x-host-key": hostKey })).body.data).toMatchObject({ answersPerParticipant: 3, countOncePerWord: true });
  });
});

describe("count each person once per word", () => {
  it("sizes a word by the participants who gave it, case- and inflection-merged, with repeats stored and marked", async () => {
    const { sessionId, hostKey } = await createTestSession(shared.server, { countOncePerWord: true });
    const phone = await shared.watch(sessionId);
    for (const text of ["hippocampus", "Hippocampus", "HIPPOCAMPUS  ", "neuron"]) expect((await submit(shared.server, sessionId, { text })).status).toBe(201);
    // Over the socket too, and a replay of the repeat is still counted once.
    const submissionId = newId();
    for (const requestId of ["x", "y"]) {
      phone.send({ type: "submit-feedback", sessionId, requestId, data: { text: "hippocampus", participantId: "student-1", submissionId } });
      await phone.waitFor((message) => message.requestId === requestId);
    }
    expect((await submit(shared.server, sessionId, { text: "hippocampus", participantId: "student-2" })).status).toBe(201);

    const live = await liveCloud(sessionId);
    expect(frequencies(live)).toEqual({ hippocampus: 2, neuron: 1 });
    // Total Submissions is the sum of the words' frequencies, as the spec has it: the repeats are stored, not counted.
    expect(live.totalSubmissions).toBe(3);
    expect(frequencies(await storedCloud(sessionId, hostKey))).toEqual(frequencies(live));
    await expect.poll(() => frequencies(phone.cloud(sessionId)!)).toEqual({ hippocampus: 2, neuron: 1 });

    const list = (await shared.server.request("GET", `/api/sessions/${sessionId}/feedback`, undefined, { "x-host-key": hostKey })).body.data;
    expect(list.filter((entry: { state: string }) => entry.state === "repeat")).toHaveLength(3);
  });

  it("keeps a repeat out of the cloud when the host approves it", async () => {
    const { sessionId, hostKey } = await createTestSession(shared.server, { countOncePerWord: true });
    const host = { "x-host-key": hostKey };
    const settings = { title: "Test session", isActive: true, isPublic: false, maxParticipants: 100, requireApproval: true };
    await shared.server.request("PUT", `/api/sessions/${sessionId}`, settings, host);
    await submit(shared.server, sessionId, { text: "stress" });
    await submit(shared.server, sessionId, { text: "Stress" });
    const approved = await shared.server.request("POST", `/api/sessions/${sessionId}/host-actions`, { type: "approve-all" }, host);
    expect(approved.status).toBe(200);
    await expect.poll(async () => frequencies(await liveCloud(sessionId))).toEqual({ stress: 1 });
    expect(frequencies(await storedCloud(sessionId, hostKey))).toEqual({ stress: 1 });
  });
});

describe("the host's raise of Max Participants", () => {
  it("takes effect for the next phone, with the host key only", async () => {
    const { sessionId, hostKey } = await createTestSession(shared.server, { maxParticipants: 1 });
    expect((await submit(shared.server, sessionId, { text: "first", participantId: "phone-1" })).status).toBe(201);
    expect((await submit(shared.server, sessionId, { text: "second", participantId: "phone-2" })).body.error).toBe("Session is full");

    const before = await snapshotWrites(shared.server);
    const anonymous = await shared.server.request("POST", `/api/sessions/${sessionId}/capacity`, { maxParticipants: 30 });
    expect(anonymous.status).toBe(403);
    const wrongKey = await shared.server.request("POST", `/api/sessions/${sessionId}/capacity`, { maxParticipants: 30 }, { "x-host-key": "not-the-key" });
    expect(wrongKey.status).toBe(403);
    const expiredAdmin = await shared.server.request("POST", `/api/sessions/${sessionId}/capacity`, { maxParticipants: 30 }, { authorization: "Bearer expired" });
    expect([401, 403]).toContain(expiredAdmin.status);
    expect(await snapshotWrites(shared.server)).toEqual(before);

    const tooMany = await shared.server.request("POST", `/api/sessions/${sessionId}/capacity`, { maxParticipants: 1001 }, { "x-host-key": hostKey });
    expect(tooMany.status).toBe(400);
    const screen = await shared.watch(sessionId, "host", hostKey);
    const raised = await shared.server.request("POST", `/api/sessions/${sessionId}/capacity`, { maxParticipants: 30 }, { "x-host-key": hostKey });
    expect(raised.status).toBe(200);
    expect(raised.body.data).toMatchObject({ maxParticipants: 30, participantCount: 1 });
    await screen.waitFor((message) => message.type === "session-updated" && message.data.maxParticipants === 30);
    expect((await submit(shared.server, sessionId, { text: "second", participantId: "phone-2" })).status).toBe(201);
  });
});
