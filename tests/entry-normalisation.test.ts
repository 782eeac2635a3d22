import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSession, snapshotWrites, startTestServer, submitTestFeedback, type TestServer } from "./helpers/test-server.js";
import { TestSocket } from "./helpers/ws-client.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The host's list: every entry, flagged ones included. */
const feedbackOf = async (sessionId: string, hostKey: string) => (await server.request("GET", `/api/sessions/${sessionId}/feedback`, undefined, { "x-host-key": hostKey })).body.data;
const cloudOf = async (sessionId: string) => (await server.request("GET", `/api/sessions/${sessionId}/wordcloud`)).body.data;

describe("entries are normalised before validation, moderation and storage", () => {
  it("stores and shows an entry without its invisible characters, composed (NFC)", async () => {
    const { sessionId, hostKey } = await createTestSession(server);
    expect((await submitTestFeedback(server, sessionId, "Cafe\u0301\u200B", "p1")).status).toBe(201);
    expect((await submitTestFeedback(server, sessionId, "\u2066Café\u2069", "p2")).status).toBe(201);
    expect((await feedbackOf(sessionId, hostKey)).map((item: { content: string }) => item.content)).toEqual(["Café", "Café"]);
    expect((await cloudOf(sessionId)).words).toEqual([{ text: "Café", frequency: 2, weight: 1, first: 1 }]);
  });

  it("refuses an entry with nothing visible left like a blank one, writing nothing", async () => {
    const { sessionId } = await createTestSession(server);
    const before = await snapshotWrites(server);
    for (const text of ["\u200B", "\u00AD", "\u200D", " \u202E ", "\u3164", "\uFEFF\u2060"]) {
      expect(await submitTestFeedback(server, sessionId, text)).toEqual({ status: 400, body: { success: false, error: "Please enter at least one word", code: "VALIDATION" } });
    }
    expect(await snapshotWrites(server)).toEqual(before);
  });

  it("refuses a lone surrogate with a clear 400, over HTTP and the socket", async () => {
    const { sessionId } = await createTestSession(server);
    const refusal = { success: false, error: "The text contains a broken character; please type it again", code: "VALIDATION" };
    // JSON.stringify writes the lone half as the escape \ud800, exactly what a script would send.
    expect(await submitTestFeedback(server, sessionId, "ok\uD800")).toEqual({ status: 400, body: refusal });
    const socket = await TestSocket.connect(server.wsUrl);
    try {
      socket.send({ type: "submit-feedback", sessionId, requestId: "broken", data: { text: "\uDC00ok", participantId: "p" } });
      expect(await socket.waitFor((message) => message.requestId === "broken")).toMatchObject({ type: "feedback-error", error: refusal.error });
    } finally {
      await socket.closeAndWait();
    }
    expect((await cloudOf(sessionId)).totalSubmissions).toBe(0);
  });

  it("moderates the normalised text: words split by invisible characters or spelled out are flagged and kept out of the cloud", async () => {
    const { sessionId, hostKey } = await createTestSession(server);
    for (const [index, text] of ["lo\u200Brt", "sh\u00ADit", "i d i o t", "f.u.c.k", "good"].entries()) {
      expect((await submitTestFeedback(server, sessionId, text, `p${index}`)).status).toBe(201);
    }
    const items = await feedbackOf(sessionId, hostKey);
    expect(items.map((item: { content: string; isModerated: boolean }) => [item.content, item.isModerated])).toEqual([
      ["good", false],
      ["f.u.c.k", true],
      ["i d i o t", true],
      ["shit", true],
      ["lort", true],
    ]);
    expect((await cloudOf(sessionId)).words.map((word: { text: string }) => word.text)).toEqual(["good"]);
  });

  it("normalises class text answers the same way", async () => {
    const { sessionId } = await createTestSession(server, { sessionType: "class" });
    const questions = (await server.request("GET", `/api/sessions/${sessionId}/class-questions`)).body.data;
    const text = questions.find((question: { type: string }) => question.type === "text");
    const answer = (response: string) => server.request("POST", `/api/sessions/${sessionId}/class-response`, { questionId: text.id, response, participantId: "student" });
    expect(await answer("\u200B\u00AD")).toEqual({ status: 400, body: { success: false, error: "Please provide a response before continuing", code: "VALIDATION" } });
    expect((await answer("mere\u200B gruppearbejde")).body.data.response).toBe("mere gruppearbejde");
  });
});
