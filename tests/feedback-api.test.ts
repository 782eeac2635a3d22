import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countRows,
  countSessionRows,
  createTestDatabase,
  createTestSession,
  snapshotWrites,
  startServerOnDatabase,
  startTestServer,
  submitTestFeedback,
  type TestServer,
} from "./helpers/test-server.js";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function submitAll(sessionId: string, texts: string[], participantId = "participant-1"): Promise<void> {
  for (const text of texts) {
    const { status, body } = await submitTestFeedback(server, sessionId, text, participantId);
    if (status !== 201) throw new Error(`submit "${text}" failed: ${status} ${JSON.stringify(body)}`);
  }
}

async function readCloud(sessionId: string) {
  const { status, body } = await server.request("GET", `/api/sessions/${sessionId}/wordcloud`);
  expect(status).toBe(200);
  return body.data as { words: { text: string; frequency: number; weight: number }[]; totalSubmissions: number; version: number };
}

async function readStats(sessionId: string) {
  return (await server.request("GET", `/api/sessions/${sessionId}`)).body.data.stats;
}

describe("POST /api/sessions/{id}/feedback", () => {
  it("stores one trimmed entry and answers with the feedback item and the updated word cloud", async () => {
    const { sessionId } = await createTestSession(server);
    const { status, body } = await submitTestFeedback(server, sessionId, "  Inspiring  ");
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.data.feedback).toMatchObject({ content: "Inspiring", isModerated: false });
    expect(typeof body.data.feedback.id).toBe("string");
    expect(Number.isNaN(Date.parse(body.data.feedback.createdAt))).toBe(false);
    expect(body.data.wordData.words).toEqual([{ text: "Inspiring", frequency: 1, weight: 1, first: 1 }]);
    expect(body.data.wordData.totalSubmissions).toBe(1);
    expect(typeof body.data.wordData.version).toBe("number");
  });

  it("answers entries written together each with a cloud that already holds its own word", async () => {
    const { sessionId } = await createTestSession(server);
    const words = Array.from({ length: 30 }, (_, index) => `word${index}`);
    const replies = await Promise.all(words.map((word, index) => submitTestFeedback(server, sessionId, word, `together-${index}`)));
    replies.forEach(({ status, body }, index) => {
      expect(status).toBe(201);
      expect(body.data.wordData.words.map((word: { text: string }) => word.text)).toContain(words[index]);
    });
    const newest = Math.max(...replies.map(({ body }) => body.data.wordData.version as number));
    expect(replies.find(({ body }) => body.data.wordData.version === newest)?.body.data.wordData.totalSubmissions).toBe(30);
  });

  it("accepts the shared payload that also carries sessionId", async () => {
    const { sessionId } = await createTestSession(server);
    const { status } = await server.request("POST", `/api/sessions/${sessionId}/feedback`, { sessionId, text: "ok", participantId: "p" });
    expect(status).toBe(201);
  });

  it("accepts exactly 25 characters and refuses 26 with a clear error, never truncating", async () => {
    const { sessionId } = await createTestSession(server);
    const accepted = await submitTestFeedback(server, sessionId, ` ${"a".repeat(25)} `);
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.feedback.content).toBe("a".repeat(25));
    const before = await snapshotWrites(server);
    const refused = await submitTestFeedback(server, sessionId, "b".repeat(26));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, error: "Each word can be at most 25 characters", code: "VALIDATION" });
    expect(await snapshotWrites(server)).toEqual(before);
    const feedback = await server.request("GET", `/api/sessions/${sessionId}/feedback`);
    expect(feedback.body.data.map((item: { content: string }) => item.content)).toEqual(["a".repeat(25)]);
  });

  it("refuses blank or missing text with 'Please enter at least one word'", async () => {
    const { sessionId } = await createTestSession(server);
    const before = await snapshotWrites(server);
    for (const text of ["", "    ", "\n\t", undefined, null, 12]) {
      const { status, body } = await submitTestFeedback(server, sessionId, text);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error: "Please enter at least one word", code: "VALIDATION" });
    }
    expect(await snapshotWrites(server)).toEqual(before);
  });

  it("refuses a missing, blank or overlong participantId", async () => {
    const { sessionId } = await createTestSession(server);
    const before = await snapshotWrites(server);
    for (const payload of [{ text: "word" }, { text: "word", participantId: "" }, { text: "word", participantId: "  " }, { text: "word", participantId: { id: 1 } }]) {
      const { status, body } = await server.request("POST", `/api/sessions/${sessionId}/feedback`, payload);
      expect(status).toBe(400);
      expect(body.error).toBe("participantId is required");
    }
    const long = await submitTestFeedback(server, sessionId, "word", "p".repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.error).toBe("participantId must be at most 100 characters");
    expect(await snapshotWrites(server)).toEqual(before);
  });

  it("answers 404 'Session not found' for an unknown session and writes nothing", async () => {
    const before = await snapshotWrites(server);
    const { status, body } = await submitTestFeedback(server, "AAAAAAAAAAAAAAAAAAAAA", "word");
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: "Session not found", code: "NOT_FOUND" });
    expect(await snapshotWrites(server)).toEqual(before);
  });
});

describe("word cloud", () => {
  it("keeps a multi-word entry as one phrase", async () => {
    const { sessionId } = await createTestSession(server);
    await submitAll(sessionId, ["very good", "Very Good", "very good ", "good"]);
    const cloud = await readCloud(sessionId);
    expect(cloud.words).toEqual([
      { text: "very good", frequency: 3, weight: 1, first: 1 },
      { text: "good", frequency: 1, weight: 1 / 3, first: 4 },
    ]);
  });

  it("merges entries case-insensitively after trimming and shows the most frequent spelling", async () => {
    const { sessionId } = await createTestSession(server);
    await submitAll(sessionId, ["Python", " python", "PYTHON ", "python", "Rust"]);
    const cloud = await readCloud(sessionId);
    expect(cloud.words).toEqual([
      { text: "python", frequency: 4, weight: 1, first: 1 },
      { text: "Rust", frequency: 1, weight: 0.25, first: 5 },
    ]);
    expect(cloud.totalSubmissions).toBe(5);
  });

  it("treats inner whitespace like a single space when merging", async () => {
    const { sessionId } = await createTestSession(server);
    await submitAll(sessionId, ["group  work", "group work", "Group\twork"]);
    const cloud = await readCloud(sessionId);
    expect(cloud.words).toEqual([{ text: "group work", frequency: 3, weight: 1, first: 1 }]);
  });

  it("gives weights relative to the top word", async () => {
    const { sessionId } = await createTestSession(server);
    await submitAll(sessionId, ["a1", "a1", "a1", "a1", "b2", "b2", "c3"]);
    const cloud = await readCloud(sessionId);
    expect(cloud.words).toEqual([
      { text: "a1", frequency: 4, weight: 1, first: 1 },
      { text: "b2", frequency: 2, weight: 0.5, first: 5 },
      { text: "c3", frequency: 1, weight: 0.25, first: 7 },
    ]);
  });

  it("keeps at most 100 words, the most frequent ones, while uniqueWords counts them all", async () => {
    const { sessionId } = await createTestSession(server);
    const texts = Array.from({ length: 105 }, (_, i) => `term${String(i).padStart(3, "0")}`);
    await submitAll(sessionId, [...texts, "popular", "popular"]);
    const cloud = await readCloud(sessionId);
    expect(cloud.words).toHaveLength(100);
    expect(cloud.words[0]).toEqual({ text: "popular", frequency: 2, weight: 1, first: 106 });
    expect(cloud.totalSubmissions).toBe(107);
    expect((await readStats(sessionId)).uniqueWords).toBe(106);
  });

  it("breaks a tie by who came first, not by the alphabet, also when the cloud is read again from the database", async () => {
    const database = await createTestDatabase();
    const first = await startServerOnDatabase(database.url);
    const { body } = await first.request("POST", "/api/sessions", { title: "Ties" });
    const sessionId = body.data.sessionId;
    for (const text of ["zebra", "mango", "apple", "mango", "apple", "zebra"]) {
      await first.request("POST", `/api/sessions/${sessionId}/feedback`, { text, participantId: "p" });
    }
    const live = (await first.request("GET", `/api/sessions/${sessionId}/wordcloud`)).body.data;
    expect(live.words.map((word: { text: string }) => word.text)).toEqual(["zebra", "mango", "apple"]);
    await first.close();
    const second = await startServerOnDatabase(database.url);
    try {
      const reloaded = (await second.request("GET", `/api/sessions/${sessionId}/wordcloud`)).body.data;
      expect(reloaded.words).toEqual(live.words);
    } finally {
      await second.close();
      await database.drop();
    }
  });

  it("answers 404 for an unknown session", async () => {
    const { status, body } = await server.request("GET", "/api/sessions/AAAAAAAAAAAAAAAAAAAAA/wordcloud");
    expect(status).toBe(404);
    expect(body.error).toBe("Session not found");
  });

  it("is rebuilt from the database after a restart, with the same words and display spellings", async () => {
    const database = await createTestDatabase();
    const first = await startServerOnDatabase(database.url);
    const { body } = await first.request("POST", "/api/sessions", { title: "Persist" });
    const sessionId = body.data.sessionId;
    for (const text of ["Kaffe", "kaffe", "kaffe", "Pauser", "the", "lort"]) {
      await first.request("POST", `/api/sessions/${sessionId}/feedback`, { text, participantId: "p" });
    }
    const before = (await first.request("GET", `/api/sessions/${sessionId}/wordcloud`)).body.data;
    await first.close();
    const second = await startServerOnDatabase(database.url);
    try {
      const after = (await second.request("GET", `/api/sessions/${sessionId}/wordcloud`)).body.data;
      expect(after.words).toEqual(before.words);
      expect(after.words).toEqual([
        { text: "kaffe", frequency: 3, weight: 1, first: 1 },
        { text: "Pauser", frequency: 1, weight: 1 / 3, first: 4 },
      ]);
      // The sum of the shown words' frequencies: "the" is a stop word and "lort" was flagged.
      expect(after.totalSubmissions).toBe(4);
      expect(after.version).toBeGreaterThanOrEqual(before.version);
    } finally {
      await second.close();
      await database.drop();
    }
  });
});

describe("stats, stop words and moderation", () => {
  it("counts what the cloud shows, as the spec says: Total Submissions is the sum of its words' frequencies", async () => {
    const { sessionId } = await createTestSession(server);
    // "the" and "og" are lone stop words, "fuck" and "lort" are held back: all four are stored, none is a cloud word or
    // counted. "ikke nok" is made of stop words but is an answer (to "what was not enough?"), and counts.
    await submitAll(sessionId, ["very good", "very good", "the", "og", "fuck", "sikke noget lort", "great", "ikke nok"]);
    expect(await readStats(sessionId)).toEqual({ totalSubmissions: 4, uniqueWords: 3, totalWords: 2 + 2 + 1 + 2 });
    const cloud = await readCloud(sessionId);
    expect(cloud).toMatchObject({ totalSubmissions: 4, uniqueWords: 3, totalWords: 7 });
    expect(cloud.words).toEqual([
      { text: "very good", frequency: 2, weight: 1, first: 1 },
      { text: "great", frequency: 1, weight: 0.5, first: 7 },
      { text: "ikke nok", frequency: 1, weight: 0.5, first: 8 },
    ]);
  });

  it("keeps flagged entries in the host's feedback list, marked isModerated, newest first, and out of anyone else's", async () => {
    const { sessionId, hostKey } = await createTestSession(server);
    await submitAll(sessionId, ["hyggeligt", "shit", "the", "lort", "sh1t"]);
    const visitor = await server.request("GET", `/api/sessions/${sessionId}/feedback`);
    expect(visitor.body.data.map((item: { content: string; state: string }) => [item.content, item.state])).toEqual([["hyggeligt", "shown"]]);
    const { status, body } = await server.request("GET", `/api/sessions/${sessionId}/feedback`, undefined, { "x-host-key": hostKey });
    expect(status).toBe(200);
    expect(body.data.map((item: { content: string; isModerated: boolean }) => [item.content, item.isModerated])).toEqual([
      ["sh1t", true],
      ["lort", true],
      ["the", false],
      ["shit", true],
      ["hyggeligt", false],
    ]);
    for (const item of body.data) {
      expect(Object.keys(item).sort()).toEqual(["content", "createdAt", "id", "isModerated", "questionId", "review", "state"]);
    }
    expect((await readCloud(sessionId)).words.map((word) => word.text)).toEqual(["hyggeligt"]);
  });

  it("marks a flagged entry in the submit response too", async () => {
    const { sessionId } = await createTestSession(server);
    const { status, body } = await submitTestFeedback(server, sessionId, "fuck");
    expect(status).toBe(201);
    expect(body.data.feedback.isModerated).toBe(true);
    expect(body.data.wordData.words).toEqual([]);
    expect(body.data.wordData.totalSubmissions).toBe(0);
  });

  it("keeps feedback words such as 'good', 'mere' and 'less' in the cloud", async () => {
    const { sessionId } = await createTestSession(server);
    await submitAll(sessionId, ["good", "mere", "less", "og", "and"]);
    expect((await readCloud(sessionId)).words.map((word) => word.text).sort()).toEqual(["good", "less", "mere"]);
  });

  it("returns the newest entries, N with ?limit=N (at most 1,000), and older pages with ?before=ID", async () => {
    const { sessionId } = await createTestSession(server);
    await submitAll(sessionId, ["one", "two", "three", "four", "five"]);
    const contents = (items: { content: string }[]) => items.map((item) => item.content);
    const first = (await server.request("GET", `/api/sessions/${sessionId}/feedback?limit=2`)).body.data;
    expect(contents(first)).toEqual(["five", "four"]);
    const second = (await server.request("GET", `/api/sessions/${sessionId}/feedback?limit=2&before=${first[1].id}`)).body.data;
    expect(contents(second)).toEqual(["three", "two"]);
    const last = (await server.request("GET", `/api/sessions/${sessionId}/feedback?before=${second[1].id}`)).body.data;
    expect(contents(last)).toEqual(["one"]);
    for (const limit of ["0", "1001", "100000", "abc", "1.5"]) {
      const refused = await server.request("GET", `/api/sessions/${sessionId}/feedback?limit=${limit}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, error: "limit must be a whole number from 1 to 1000", code: "VALIDATION" });
    }
    for (const before of ["0", "-1", "abc", "1".repeat(20)]) {
      expect(await server.request("GET", `/api/sessions/${sessionId}/feedback?before=${before}`)).toEqual({ status: 400, body: { success: false, error: "before must be the id of an entry", code: "VALIDATION" } });
    }
  });

  it("answers 404 for the feedback list of an unknown session", async () => {
    const { status, body } = await server.request("GET", "/api/sessions/AAAAAAAAAAAAAAAAAAAAA/feedback");
    expect(status).toBe(404);
    expect(body.error).toBe("Session not found");
  });
});

describe("inactive sessions", () => {
  it("refuses feedback with 'This session is not active' (403), writes nothing, and accepts again once reactivated", async () => {
    const { sessionId, hostKey } = await createTestSession(server);
    const settings = { title: "Test session", description: "", isPublic: false, maxParticipants: 100 };
    await server.request("PUT", `/api/sessions/${sessionId}`, { ...settings, isActive: false }, { "X-Host-Key": hostKey });
    const before = await snapshotWrites(server);
    const { status, body } = await submitTestFeedback(server, sessionId, "hello");
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, error: "This session is not active", code: "SESSION_INACTIVE" });
    expect(await snapshotWrites(server)).toEqual(before);
    await server.request("PUT", `/api/sessions/${sessionId}`, { ...settings, isActive: true }, { "X-Host-Key": hostKey });
    expect((await submitTestFeedback(server, sessionId, "hello")).status).toBe(201);
  });
});

describe("maxParticipants", () => {
  it("refuses a third participant with 'Session is full' (403) while the first two keep submitting", async () => {
    const { sessionId } = await createTestSession(server, { maxParticipants: 2 });
    expect((await submitTestFeedback(server, sessionId, "one", "p-1")).status).toBe(201);
    expect((await submitTestFeedback(server, sessionId, "two", "p-2")).status).toBe(201);
    const before = await snapshotWrites(server);
    const third = await submitTestFeedback(server, sessionId, "three", "p-3");
    expect(third.status).toBe(403);
    expect(third.body).toEqual({ success: false, error: "Session is full", code: "SESSION_FULL" });
    expect(await snapshotWrites(server)).toEqual(before);
    expect((await submitTestFeedback(server, sessionId, "again", "p-1")).status).toBe(201);
    expect((await submitTestFeedback(server, sessionId, "again", "p-2")).status).toBe(201);
    expect((await readStats(sessionId)).totalSubmissions).toBe(4);
    expect(await countSessionRows(server, "participants", sessionId)).toBe(2);
  });

  it("holds the limit when many new participants arrive at once", async () => {
    const { sessionId } = await createTestSession(server, { maxParticipants: 3 });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => submitTestFeedback(server, sessionId, "rush", `p-${i}`)));
    expect(results.filter((result) => result.status === 201)).toHaveLength(3);
    expect(results.filter((result) => result.status === 403 && result.body.error === "Session is full")).toHaveLength(9);
    expect(await countSessionRows(server, "participants", sessionId)).toBe(3);
    expect((await readCloud(sessionId)).totalSubmissions).toBe(3);
  });

  it("counts a participant once however many words they send", async () => {
    const { sessionId } = await createTestSession(server, { maxParticipants: 1 });
    await submitAll(sessionId, ["a", "b", "c", "d"], "only-one");
    expect(await countSessionRows(server, "participants", sessionId)).toBe(1);
    expect((await submitTestFeedback(server, sessionId, "e", "someone-else")).body.error).toBe("Session is full");
  });
});

describe("database rows", () => {
  it("writes exactly one feedback row per accepted entry", async () => {
    const before = await countRows(server, "feedback");
    const { sessionId } = await createTestSession(server);
    await submitAll(sessionId, ["x1", "x2", "x2"]);
    expect(await countRows(server, "feedback")).toBe(before + 3);
  });
});
