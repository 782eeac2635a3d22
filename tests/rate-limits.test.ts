import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestSession, snapshotWrites, startTestServer, submitTestFeedback, type TestServer } from "./helpers/test-server.js";
import { TestSocket } from "./helpers/ws-client.js";

const TOO_MANY_ANSWERS = { success: false, error: "Too many answers at once, please wait a moment", code: "RATE_LIMITED" };
const servers: TestServer[] = [];
const sockets: TestSocket[] = [];

// The allowances refill by performance.now(): held still, a slow machine cannot refill one between the requests of
// a test (a second's refill in the middle of a burst made these tests flaky under load). Timers run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["performance"] });
});

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(sockets.splice(0).map((socket) => socket.closeAndWait()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A server with the rate limits on, lowered where a test needs to reach them quickly. */
async function serverWith(env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startTestServer({ RATE_LIMITS: "on", ...env });
  servers.push(server);
  return server;
}

/** Behind a trusted proxy, each request names its client, so one test can play several addresses. */
const from = (address: string) => ({ "x-forwarded-for": address });

function submitFrom(server: TestServer, sessionId: string, text: string, participantId: string, address: string) {
  return server.request("POST", `/api/sessions/${sessionId}/feedback`, { text, participantId }, from(address));
}

describe("answers per participant", () => {
  it("takes a burst of 8 words from one participant, then answers 429 with the reason and Retry-After, writing nothing", async () => {
    const server = await serverWith();
    const { sessionId } = await createTestSession(server);
    // Sent at once, so that the 2 a second the allowance refills cannot matter.
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, word) =>
        fetch(`${server.url}/api/sessions/${sessionId}/feedback`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ text: `word ${word}`, participantId: "typist" }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(await refused.json()).toEqual(TOO_MANY_ANSWERS);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await snapshotWrites(server)).feedback).toBe(8);
    // Another participant on the same address is not held back by this one.
    expect((await submitTestFeedback(server, sessionId, "neighbour", "neighbour")).status).toBe(201);
  });

  it("refuses over the socket with a feedback-error naming the request, and keeps the socket", async () => {
    const server = await serverWith({ SUBMIT_PARTICIPANT_BURST: "2", SUBMIT_PARTICIPANT_PER_SECOND: "1" });
    const { sessionId } = await createTestSession(server);
    const socket = await TestSocket.connect(server.wsUrl);
    sockets.push(socket);
    for (let word = 0; word < 3; word++) socket.send({ type: "submit-feedback", sessionId, requestId: `r${word}`, data: { text: `w${word}`, participantId: "p" } });
    const refusal = await socket.waitFor((message) => message.requestId === "r2");
    expect(refusal).toMatchObject({ type: "feedback-error", error: TOO_MANY_ANSWERS.error });
    expect(socket.ofType("feedback-submitted")).toHaveLength(2);
    expect(socket.isOpen).toBe(true);
    expect((await server.request("GET", `/api/sessions/${sessionId}/wordcloud`)).body.data.totalSubmissions).toBe(2);
  });

  it("holds class answers to the same allowance", async () => {
    const server = await serverWith({ SUBMIT_PARTICIPANT_BURST: "2", SUBMIT_PARTICIPANT_PER_SECOND: "1" });
    const { sessionId } = await createTestSession(server, { sessionType: "class" });
    const questions = (await server.request("GET", `/api/sessions/${sessionId}/class-questions`)).body.data;
    const answer = (index: number) => server.request("POST", `/api/sessions/${sessionId}/class-response`, { questionId: questions[index].id, response: 5, participantId: "student" });
    expect((await answer(0)).status).toBe(201);
    expect((await answer(1)).status).toBe(201);
    expect(await answer(2)).toEqual({ status: 429, body: TOO_MANY_ANSWERS });
    expect((await server.request("GET", `/api/sessions/${sessionId}/class-analytics`)).body.data.totalResponses).toBe(2);
  });
});

describe("answers and new participants per address", () => {
  it("holds one address to its rate of answers whichever participantIds it uses; other addresses go on", async () => {
    const server = await serverWith({ TRUST_PROXY: "true", SUBMIT_ADDRESS_BURST: "5", SUBMIT_ADDRESS_PER_SECOND: "1" });
    const { sessionId } = await createTestSession(server);
    for (let i = 0; i < 5; i++) expect((await submitFrom(server, sessionId, "hello", `rotating-${i}`, "198.51.100.7")).status).toBe(201);
    const before = await snapshotWrites(server);
    expect(await submitFrom(server, sessionId, "hello", "rotating-5", "198.51.100.7")).toEqual({ status: 429, body: TOO_MANY_ANSWERS });
    expect(await snapshotWrites(server)).toEqual(before);
    expect((await submitFrom(server, sessionId, "hello", "elsewhere", "198.51.100.8")).status).toBe(201);
  });

  it("lets one address bring a limited number of new participants, so minting participantIds cannot fill a session", async () => {
    const server = await serverWith({ TRUST_PROXY: "true", NEW_PARTICIPANTS_PER_MINUTE: "3" });
    const { sessionId } = await createTestSession(server, { maxParticipants: 10 });
    for (let i = 0; i < 3; i++) expect((await submitFrom(server, sessionId, "first", `minted-${i}`, "198.51.100.9")).status).toBe(201);
    const before = await snapshotWrites(server);
    expect(await submitFrom(server, sessionId, "first", "minted-3", "198.51.100.9")).toEqual({ status: 429, body: TOO_MANY_ANSWERS });
    expect(await snapshotWrites(server)).toEqual(before);
    // Participants already in the session answer on; a real student from another address gets in.
    expect((await submitFrom(server, sessionId, "second", "minted-0", "198.51.100.9")).status).toBe(201);
    expect((await submitFrom(server, sessionId, "present", "real-student", "198.51.100.10")).status).toBe(201);
  });

  it("counts a participant new to each session it enters, class ballots included", async () => {
    const server = await serverWith({ TRUST_PROXY: "true", NEW_PARTICIPANTS_PER_MINUTE: "2" });
    const { sessionId } = await createTestSession(server, { sessionType: "class" });
    const questions = (await server.request("GET", `/api/sessions/${sessionId}/class-questions`)).body.data;
    const ballot = (participantId: string) =>
      server.request("POST", `/api/sessions/${sessionId}/class-response`, { questionId: questions[0].id, response: 10, participantId }, from("198.51.100.11"));
    expect((await ballot("ballot-1")).status).toBe(201);
    expect((await ballot("ballot-2")).status).toBe(201);
    expect(await ballot("ballot-3")).toEqual({ status: 429, body: TOO_MANY_ANSWERS });
    const analytics = (await server.request("GET", `/api/sessions/${sessionId}/class-analytics`)).body.data;
    expect(analytics.totalRespondents).toBe(2);
  });

  it("applies the address of a socket's upgrade request, through the same proxy rule", async () => {
    const server = await serverWith({ TRUST_PROXY: "true", SUBMIT_ADDRESS_BURST: "2", SUBMIT_ADDRESS_PER_SECOND: "1" });
    const { sessionId } = await createTestSession(server);
    const open = async (address: string) => {
      const socket = await TestSocket.connect(server.wsUrl, { headers: from(address) });
      sockets.push(socket);
      return socket;
    };
    const crowded = await open("198.51.100.20");
    for (let i = 0; i < 3; i++) crowded.send({ type: "submit-feedback", sessionId, requestId: `c${i}`, data: { text: "hi", participantId: `c-${i}` } });
    expect(await crowded.waitFor((message) => message.requestId === "c2")).toMatchObject({ type: "feedback-error", error: TOO_MANY_ANSWERS.error });
    const other = await open("198.51.100.21");
    other.send({ type: "submit-feedback", sessionId, requestId: "o", data: { text: "hi", participantId: "o" } });
    expect(await other.waitFor((message) => message.requestId === "o")).toMatchObject({ type: "feedback-submitted" });
  });
});

describe("join by code", () => {
  it("counts only codes that name no session, and refuses an address out of misses before looking, right code or not", async () => {
    const server = await serverWith({ TRUST_PROXY: "true", JOIN_CODE_MISS_BURST: "3" });
    const { sessionCode, sessionId } = await createTestSession(server);
    const join = (code: string, address = "198.51.100.30") => server.request("POST", "/api/sessions/join-by-code", { code }, from(address));
    // A crowd joining with the right code costs nothing.
    for (let i = 0; i < 10; i++) expect((await join(sessionCode)).body.data.sessionId).toBe(sessionId);
    const wrong = sessionCode === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ";
    for (let i = 0; i < 3; i++) expect((await join(wrong)).status).toBe(404);
    expect(await join(sessionCode)).toEqual({ status: 429, body: { success: false, error: "Too many unknown session codes tried, please wait a moment", code: "RATE_LIMITED" } });
    expect((await join(sessionCode, "198.51.100.31")).status).toBe(200);
  });
});

describe("QR codes", () => {
  it("holds one address to its allowance of generated QR codes, the session's and any URL's; other addresses go on", async () => {
    const server = await serverWith({ TRUST_PROXY: "true", QR_CODE_BURST: "2" });
    const { sessionId } = await createTestSession(server);
    const sessionCodes = (address: string) => server.request("GET", `/api/sessions/${sessionId}/qr-codes`, undefined, from(address));
    const anyUrl = (address: string) => server.request("POST", "/api/sessions/qr-code", { url: "https://example.org", options: { width: 512 } }, from(address));
    const refused = { status: 429, body: { success: false, error: "Too many QR codes asked for, please wait a moment", code: "RATE_LIMITED" } };
    expect((await sessionCodes("198.51.100.40")).status).toBe(200);
    expect((await anyUrl("198.51.100.40")).status).toBe(200);
    expect(await sessionCodes("198.51.100.40")).toEqual(refused);
    expect(await anyUrl("198.51.100.40")).toEqual(refused);
    expect((await sessionCodes("198.51.100.41")).status).toBe(200);
  });
});

describe("RATE_LIMITS=off", () => {
  it("lifts the answer, new-participant, join-code and QR-code limits", async () => {
    const server = await serverWith({ RATE_LIMITS: "off", SUBMIT_PARTICIPANT_BURST: "1", SUBMIT_ADDRESS_BURST: "1", NEW_PARTICIPANTS_PER_MINUTE: "1", JOIN_CODE_MISS_BURST: "1", QR_CODE_BURST: "1" });
    const { sessionId } = await createTestSession(server);
    for (let i = 0; i < 6; i++) expect((await submitTestFeedback(server, sessionId, `w${i}`, `p${i % 3}`)).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await server.request("POST", "/api/sessions/join-by-code", { code: "ZZZZZZ" })).status).toBe(404);
    for (let i = 0; i < 3; i++) expect((await server.request("GET", `/api/sessions/${sessionId}/qr-codes`)).status).toBe(200);
  });
});
