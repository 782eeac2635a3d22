import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countSessionRows, createTestSession, startTestServer, type TestServer } from "./helpers/test-server.js";
import { TestSocket } from "./helpers/ws-client.js";

type Question = { id: string; text: string; type: "scale" | "text"; scaleMin: number; scaleMax: number };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function createClassSession(input: Record<string, unknown> = {}) {
  const session = await createTestSession(server, { sessionType: "class", title: "Dansk 2.g", ...input });
  const { body } = await server.request("GET", `/api/sessions/${session.sessionId}/class-questions`);
  const questions: Question[] = body.data;
  const [learning, self, peers, more, less] = questions as [Question, Question, Question, Question, Question];
  return { ...session, questions, learning, self, peers, more, less };
}

function answer(sessionId: string, questionId: string, response: unknown, participantId = "participant_1") {
  return server.request("POST", `/api/sessions/${sessionId}/class-response`, { questionId, response, participantId });
}

describe("GET /api/sessions/{id}/class-questions", () => {
  it("returns the built-in Danish question set in order", async () => {
    const { questions } = await createClassSession();
    expect(questions.map(({ text, type, scaleMin, scaleMax }) => ({ text, type, scaleMin, scaleMax }))).toEqual([
      { text: "Hvor meget fik du ud af dagens undervisning?", type: "scale", scaleMin: 1, scaleMax: 10 },
      { text: "Hvor aktiv synes du selv du har været?", type: "scale", scaleMin: 1, scaleMax: 10 },
      { text: "Hvor aktive synes du dine medstuderende har været?", type: "scale", scaleMin: 1, scaleMax: 10 },
      { text: "Hvad vil du gerne have mere af?", type: "text", scaleMin: 1, scaleMax: 10 },
      { text: "Hvad vil du gerne have mindre af?", type: "text", scaleMin: 1, scaleMax: 10 },
    ]);
    expect(new Set(questions.map((question) => question.id)).size).toBe(5);
  });

  it("stores questions per session, so two sessions have different question ids", async () => {
    const first = await createClassSession();
    const second = await createClassSession();
    expect(first.questions.map((q) => q.id)).not.toEqual(expect.arrayContaining(second.questions.map((q) => q.id)));
  });

  it("refuses a regular session and an unknown one", async () => {
    const regular = await createTestSession(server, { title: "Regular" });
    const refused = await server.request("GET", `/api/sessions/${regular.sessionId}/class-questions`);
    expect(refused).toEqual({ status: 400, body: { success: false, error: "This is not a class session", code: "VALIDATION" } });
    const missing = await server.request("GET", "/api/sessions/doesnotexist/class-questions");
    expect(missing).toEqual({ status: 404, body: { success: false, error: "Session not found", code: "NOT_FOUND" } });
  });
});

describe("POST /api/sessions/{id}/class-response validation", () => {
  it("accepts every whole number from 1 to 10 on a scale question", async () => {
    const { sessionId, learning } = await createClassSession();
    for (let rating = 1; rating <= 10; rating++) {
      const { status, body } = await answer(sessionId, learning.id, rating, `participant_${rating}`);
      expect(status).toBe(201);
      expect(body).toEqual({ success: true, data: { questionId: learning.id, response: rating, replaced: false, submissionId: expect.any(String) } });
    }
  });

  it.each([
    ["0", 0],
    ["11", 11],
    ["a fraction", 5.5],
    ["a numeric string", "7"],
    ["a negative number", -3],
  ])("refuses %s on a scale question and writes nothing", async (_label, response) => {
    const { sessionId, learning } = await createClassSession();
    const { status, body } = await answer(sessionId, learning.id, response);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: "Please enter a number between 1 and 10", code: "VALIDATION" });
    expect(await countSessionRows(server, "class_responses", sessionId)).toBe(0);
  });

  it.each([
    ["a missing response", undefined],
    ["null", null],
    ["an empty string", ""],
    ["only spaces", "   "],
  ])("refuses %s with the spec's empty-answer message", async (_label, response) => {
    const { sessionId, learning, more } = await createClassSession();
    for (const question of [learning, more]) {
      const { status, body } = await answer(sessionId, question.id, response);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error: "Please provide a response before continuing", code: "VALIDATION" });
    }
    expect(await countSessionRows(server, "class_responses", sessionId)).toBe(0);
  });

  it("trims text answers and allows exactly 25 characters", async () => {
    const { sessionId, more } = await createClassSession();
    const { status, body } = await answer(sessionId, more.id, `  ${"æ".repeat(25)}  `);
    expect(status).toBe(201);
    expect(body.data.response).toBe("æ".repeat(25));
  });

  it("refuses text answers over 25 characters and numbers for text questions", async () => {
    const { sessionId, more } = await createClassSession();
    const long = await answer(sessionId, more.id, "x".repeat(26));
    expect(long).toEqual({ status: 400, body: { success: false, error: "Answers can be at most 25 characters", code: "VALIDATION" } });
    const number = await answer(sessionId, more.id, 5);
    expect(number).toEqual({ status: 400, body: { success: false, error: "Please write your answer as text", code: "VALIDATION" } });
    expect(await countSessionRows(server, "class_responses", sessionId)).toBe(0);
  });

  it("refuses a question that belongs to another session", async () => {
    const mine = await createClassSession();
    const other = await createClassSession();
    const { status, body } = await answer(mine.sessionId, other.learning.id, 5);
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: "Question not found", code: "NOT_FOUND" });
    const unknown = await answer(mine.sessionId, "nope", 5);
    expect(unknown.status).toBe(404);
    expect((await countSessionRows(server, "class_responses", mine.sessionId)) + (await countSessionRows(server, "class_responses", other.sessionId))).toBe(0);
  });

  it("requires questionId and participantId", async () => {
    const { sessionId, learning } = await createClassSession();
    const noQuestion = await server.request("POST", `/api/sessions/${sessionId}/class-response`, { response: 5, participantId: "p" });
    expect(noQuestion).toEqual({ status: 400, body: { success: false, error: "questionId is required", code: "VALIDATION" } });
    const noParticipant = await server.request("POST", `/api/sessions/${sessionId}/class-response`, { questionId: learning.id, response: 5 });
    expect(noParticipant).toEqual({ status: 400, body: { success: false, error: "participantId is required", code: "VALIDATION" } });
    const notJson = await server.request("POST", `/api/sessions/${sessionId}/class-response`, "{oops", { "content-type": "application/json" });
    expect(notJson.status).toBe(400);
    expect(await countSessionRows(server, "class_responses", sessionId)).toBe(0);
  });

  it("refuses answers on a regular session", async () => {
    const regular = await createTestSession(server, { title: "Regular" });
    const { learning } = await createClassSession();
    const { status, body } = await answer(regular.sessionId, learning.id, 5);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: "This is not a class session", code: "VALIDATION" });
  });

  it("refuses answers while the session is inactive", async () => {
    const { sessionId, hostKey, learning } = await createClassSession();
    const update = await server.request(
      "PUT",
      `/api/sessions/${sessionId}`,
      { title: "Dansk 2.g", description: "", isActive: false, isPublic: false, maxParticipants: 100 },
      { "x-host-key": hostKey },
    );
    expect(update.status).toBe(200);
    const { status, body } = await answer(sessionId, learning.id, 5);
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, error: "This session is not active", code: "SESSION_INACTIVE" });
    expect(await countSessionRows(server, "class_responses", sessionId)).toBe(0);
  });

  it("counts participants toward maxParticipants; a known participant may keep answering", async () => {
    const { sessionId, learning, self } = await createClassSession({ maxParticipants: 2 });
    expect((await answer(sessionId, learning.id, 5, "p1")).status).toBe(201);
    expect((await answer(sessionId, learning.id, 6, "p2")).status).toBe(201);
    const third = await answer(sessionId, learning.id, 7, "p3");
    expect(third).toEqual({ status: 403, body: { success: false, error: "Session is full", code: "SESSION_FULL" } });
    expect((await answer(sessionId, self.id, 8, "p1")).status).toBe(201);
    expect(await countSessionRows(server, "class_responses", sessionId)).toBe(3);
  });
});

describe("re-answering", () => {
  it("replaces the participant's earlier answer instead of adding one", async () => {
    const { sessionId, learning, more } = await createClassSession();
    expect((await answer(sessionId, learning.id, 3, "p1")).status).toBe(201);
    const again = await answer(sessionId, learning.id, 8, "p1");
    expect(again).toEqual({ status: 200, body: { success: true, data: { questionId: learning.id, response: 8, replaced: true, submissionId: expect.any(String) } } });
    await answer(sessionId, more.id, "Pauser", "p1");
    await answer(sessionId, more.id, "Øvelser", "p1");
    expect(await countSessionRows(server, "class_responses", sessionId)).toBe(2);

    const { body } = await server.request("GET", `/api/sessions/${sessionId}/class-analytics`);
    const learningStats = body.data.scaleQuestions.find((q: { questionId: string }) => q.questionId === learning.id);
    expect(learningStats).toMatchObject({ average: 8, totalResponses: 1 });
    expect(learningStats.frequencies["3"]).toBe(0);
    const moreStats = body.data.textQuestions.find((q: { questionId: string }) => q.questionId === more.id);
    expect(moreStats.responses).toEqual(["Øvelser"]);
  });
});

describe("GET /api/sessions/{id}/class-analytics", () => {
  it("is all zeros before anyone answers", async () => {
    const { sessionId } = await createClassSession();
    const { status, body } = await server.request("GET", `/api/sessions/${sessionId}/class-analytics`);
    expect(status).toBe(200);
    expect(body.data.totalResponses).toBe(0);
    expect(body.data.scaleQuestions).toHaveLength(3);
    expect(body.data.textQuestions).toHaveLength(2);
    expect(body.data.selfVsOthersComparison).toEqual({ selfPerception: 0, othersPerception: 0, difference: 0 });
  });

  it("computes averages, frequencies, the self-vs-others difference and text uniqueness from known answers", async () => {
    const { sessionId, learning, self, peers, more, less } = await createClassSession();
    const answers: [string, Record<string, unknown>][] = [
      ["p1", { learning: 8, self: 9, peers: 6, more: "Gruppearbejde", less: "Slides" }],
      ["p2", { learning: 6, self: 7, peers: 5, more: "  gruppearbejde ", less: "Teori" }],
      ["p3", { learning: 10, self: 8, peers: 4, more: "Pauser" }],
      ["p4", { learning: 6 }],
    ];
    const ids: Record<string, string> = { learning: learning.id, self: self.id, peers: peers.id, more: more.id, less: less.id };
    for (const [participant, given] of answers) {
      for (const [key, response] of Object.entries(given)) {
        expect((await answer(sessionId, ids[key]!, response, participant)).status).toBe(201);
      }
    }

    const { body } = await server.request("GET", `/api/sessions/${sessionId}/class-analytics`);
    const data = body.data;
    expect(data.totalResponses).toBe(15);
    expect(data.totalRespondents).toBe(4);
    expect(data.scaleQuestions.map((q: { questionId: string }) => q.questionId)).toEqual([learning.id, self.id, peers.id]);

    const [learningStats, selfStats, peerStats] = data.scaleQuestions;
    expect(learningStats).toMatchObject({ questionText: learning.text, average: 7.5, totalResponses: 4 });
    expect(learningStats.frequencies).toEqual({ "1": 0, "2": 0, "3": 0, "4": 0, "5": 0, "6": 2, "7": 0, "8": 1, "9": 0, "10": 1 });
    expect(selfStats).toMatchObject({ average: 8, totalResponses: 3 });
    expect(peerStats).toMatchObject({ average: 5, totalResponses: 3 });
    expect(data.selfVsOthersComparison).toEqual({ selfPerception: 8, othersPerception: 5, difference: 3 });

    const [moreStats, lessStats] = data.textQuestions;
    expect(moreStats).toMatchObject({
      questionId: more.id,
      questionText: "Hvad vil du gerne have mere af?",
      responses: ["Gruppearbejde", "gruppearbejde", "Pauser"],
      totalResponses: 3,
      uniqueResponses: 2,
      answerFrequencies: [
        { text: "Gruppearbejde", count: 2 },
        { text: "Pauser", count: 1 },
      ],
    });
    expect(moreStats.wordCloud.words).toEqual([
      { text: "Gruppearbejde", frequency: 2, weight: 1, first: 0 },
      { text: "Pauser", frequency: 1, weight: 0.5, first: 1 },
    ]);
    expect(lessStats).toMatchObject({ totalResponses: 2, uniqueResponses: 2 });
  });

  it("gives a negative difference when students rate their peers higher, and 0 while one side is unanswered", async () => {
    const { sessionId, self, peers } = await createClassSession();
    await answer(sessionId, self.id, 3, "p1");
    let { body } = await server.request("GET", `/api/sessions/${sessionId}/class-analytics`);
    expect(body.data.selfVsOthersComparison).toEqual({ selfPerception: 3, othersPerception: 0, difference: 0 });

    await answer(sessionId, peers.id, 9, "p1");
    await answer(sessionId, self.id, 4, "p2");
    await answer(sessionId, peers.id, 8, "p2");
    ({ body } = await server.request("GET", `/api/sessions/${sessionId}/class-analytics`));
    expect(body.data.selfVsOthersComparison).toEqual({ selfPerception: 3.5, othersPerception: 8.5, difference: -5 });
  });

  it("refuses a regular session", async () => {
    const regular = await createTestSession(server, { title: "Regular" });
    const { status, body } = await server.request("GET", `/api/sessions/${regular.sessionId}/class-analytics`);
    expect(status).toBe(400);
    expect(body.error).toBe("This is not a class session");
  });
});

describe("live updates", () => {
  it("tells dashboards joined to the session about new answers, coalesced per tick", async () => {
    const { sessionId, learning, self, peers } = await createClassSession();
    const other = await createClassSession();
    const dashboard = await TestSocket.connect(server.wsUrl);
    const bystander = await TestSocket.connect(server.wsUrl);
    try {
      dashboard.send({ type: "join-session", sessionId });
      bystander.send({ type: "join-session", sessionId: other.sessionId });
      await dashboard.waitFor((message) => message.type === "word-cloud-update");
      await bystander.waitFor((message) => message.type === "word-cloud-update");

      await Promise.all([
        answer(sessionId, learning.id, 7, "p1"),
        answer(sessionId, self.id, 7, "p1"),
        answer(sessionId, peers.id, 7, "p1"),
        answer(sessionId, learning.id, 5, "p2"),
      ]);
      const last = await dashboard.waitFor((message) => message.type === "class-responses-updated" && message.data.version === 4);
      expect(last.sessionId).toBe(sessionId);
      const updates = dashboard.messages.filter((message) => message.type === "class-responses-updated");
      expect(updates.length).toBeGreaterThanOrEqual(1);
      expect(updates.length).toBeLessThanOrEqual(4);
      expect(bystander.messages.some((message) => message.type === "class-responses-updated")).toBe(false);
    } finally {
      dashboard.close();
      bystander.close();
    }
  });

  it("sends no update for a refused answer", async () => {
    const { sessionId, learning } = await createClassSession();
    const dashboard = await TestSocket.connect(server.wsUrl);
    try {
      dashboard.send({ type: "join-session", sessionId });
      await dashboard.waitFor((message) => message.type === "word-cloud-update");
      expect((await answer(sessionId, learning.id, 42)).status).toBe(400);
      await answer(sessionId, learning.id, 4);
      const update = await dashboard.waitFor((message) => message.type === "class-responses-updated");
      expect(update.data.version).toBe(1);
    } finally {
      dashboard.close();
    }
  });
});
