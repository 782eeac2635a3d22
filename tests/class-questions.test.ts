import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSession, snapshotWrites, startTestServer, type TestServer } from "./helpers/test-server.js";

// Class questions the host edits: in the create dialog, then on the class dashboard until the first answer.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

type Question = { id: string; text: string; type: "scale" | "text"; scaleMin: number; scaleMax: number };
const questionsOf = async (sessionId: string): Promise<Question[]> => (await server.request("GET", `/api/sessions/${sessionId}/class-questions`)).body.data;
const put = (session: { sessionId: string; hostKey: string }, questions: unknown, headers: Record<string, string> = { "x-host-key": session.hostKey }) =>
  server.request("PUT", `/api/sessions/${session.sessionId}/class-questions`, { questions }, headers);
const answer = (sessionId: string, questionId: string, response: number | string, participantId = "student-1") =>
  server.request("POST", `/api/sessions/${sessionId}/class-response`, { questionId, response, participantId });

describe("class questions edited before creating", () => {
  it("creates the session with the host's list: texts, types, scale ranges and order", async () => {
    const session = await createTestSession(server, {
      sessionType: "class",
      classQuestions: [
        { text: "  How clear was today?  ", type: "scale", scaleMin: 0, scaleMax: 5 },
        { key: "self-activity", text: "Hvor aktiv var du?", type: "scale" },
        { text: "One thing to keep", type: "text" },
      ],
    });
    const list = await questionsOf(session.sessionId);
    expect(list.map(({ text, type, scaleMin, scaleMax }) => ({ text, type, scaleMin, scaleMax }))).toEqual([
      { text: "How clear was today?", type: "scale", scaleMin: 0, scaleMax: 5 },
      { text: "Hvor aktiv var du?", type: "scale", scaleMin: 1, scaleMax: 10 },
      { text: "One thing to keep", type: "text", scaleMin: 1, scaleMax: 10 },
    ]);
    // Answers follow the edited range.
    expect((await answer(session.sessionId, list[0]!.id, 6)).body.error).toBe("Please enter a number between 0 and 5");
    expect((await answer(session.sessionId, list[0]!.id, 0)).status).toBe(201);
    // One of the two activity questions is gone: no comparison, and the analytics say so.
    const analytics = (await server.request("GET", `/api/sessions/${session.sessionId}/class-analytics`)).body.data;
    expect(analytics.selfVsOthersAvailable).toBe(false);
    expect(analytics.scaleQuestions.map((question: { questionText: string }) => question.questionText)).toEqual(["How clear was today?", "Hvor aktiv var du?"]);
  });

  it("gives the five built-in questions when none are sent, with the comparison available", async () => {
    const session = await createTestSession(server, { sessionType: "class" });
    expect(await questionsOf(session.sessionId)).toHaveLength(5);
    expect((await server.request("GET", `/api/sessions/${session.sessionId}/class-analytics`)).body.data.selfVsOthersAvailable).toBe(true);
  });

  it("refuses a bad list with a clear 400 and creates nothing", async () => {
    const before = await snapshotWrites(server);
    const create = (classQuestions: unknown) => server.request("POST", "/api/sessions", { title: "Bad", sessionType: "class", classQuestions });
    expect((await create([])).body.error).toBe("A class session asks at least one question");
    expect((await create([{ text: " ", type: "text" }])).body.error).toBe("Each question needs its text");
    expect((await create([{ text: "Rate", type: "scale", scaleMin: 5, scaleMax: 5 }])).body.error).toBe("A scale goes from a lower to a higher value, at most 10 apart");
    expect((await create([{ text: "Rate", type: "scale", scaleMin: 1, scaleMax: 100 }])).body.error).toBe("The scale's highest value must be a whole number from 0 to 20");
    expect((await create([{ text: "Rate", type: "poll" }])).status).toBe(400);
    expect((await create(Array.from({ length: 21 }, () => ({ text: "Q", type: "text" })))).body.error).toBe("A class session asks at most 20 questions");
    expect(await snapshotWrites(server)).toEqual(before);
  });
});

describe("class questions edited on the dashboard", () => {
  it("lets the host change, reorder, add and remove questions until the first answer, then locks the list", async () => {
    const session = await createTestSession(server, { sessionType: "class" });
    const [learning, self, peers, more] = await questionsOf(session.sessionId);
    const edited = await put(session, [
      { id: more!.id, text: more!.text, type: "text" },
      { id: learning!.id, text: "Hvor meget lærte du?", type: "scale", scaleMin: 1, scaleMax: 5 },
      { id: self!.id, text: self!.text, type: "scale" },
      { id: peers!.id, text: peers!.text, type: "scale" },
      { text: "Noget andet?", type: "text" },
    ]);
    expect(edited.status).toBe(200);
    expect(edited.body.data.map((question: Question) => question.text)).toEqual([more!.text, "Hvor meget lærte du?", self!.text, peers!.text, "Noget andet?"]);
    expect(edited.body.data[0].id).toBe(more!.id);
    expect(edited.body.data[1]).toMatchObject({ id: learning!.id, scaleMax: 5 });
    expect((await server.request("GET", `/api/sessions/${session.sessionId}/class-analytics`)).body.data.selfVsOthersAvailable).toBe(true);

    expect(await put(session, [{ text: "Mine", type: "text" }], {})).toEqual({ status: 403, body: { success: false, error: "Only the session host can change this session", code: "FORBIDDEN" } });
    expect((await put(session, [{ text: "", type: "text" }])).status).toBe(400);

    expect((await answer(session.sessionId, edited.body.data[1].id, 4)).status).toBe(201);
    const before = await questionsOf(session.sessionId);
    expect(await put(session, [{ text: "Too late", type: "text" }])).toEqual({
      status: 409,
      body: {
        success: false,
        error: "The questions are locked: answers have arrived, and changing them would mix answers to different questions",
        code: "CONFLICT",
      },
    });
    expect(await questionsOf(session.sessionId)).toEqual(before);
  });

  it("belongs to class sessions", async () => {
    const session = await createTestSession(server);
    expect((await put(session, [{ text: "Q", type: "text" }])).body).toEqual({ success: false, error: "This is not a class session", code: "VALIDATION" });
  });
});
