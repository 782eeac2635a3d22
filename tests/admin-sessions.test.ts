import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClassSession, clockMovesOn, signInAdmin, submitWords } from "./admin-helpers.js";
import { testDialect } from "./helpers/postgres-databases.js";
import { createTestSession, startTestServer, type TestServer } from "./helpers/test-server.js";
import { TestSocket } from "./helpers/ws-client.js";

let server: TestServer;
let headers: Record<string, string>;
const ids: Record<string, string> = {};
const codes: Record<string, string> = {};

// Created oldest to newest, a few milliseconds apart so "newest first" is well defined.
const SESSIONS: [key: string, input: Record<string, unknown>][] = [
  ["percent", { title: "Alpha: 100% sure" }],
  ["underscore", { title: "Beta_test" }],
  ["quotes", { title: `O'Brien says "hi"` }],
  ["plain", { title: "Gamma" }],
  ["classA", { title: "Klasse Æbletræ", sessionType: "class" }],
  ["classB", { title: "Dansk 2.g", sessionType: "class" }],
];

beforeAll(async () => {
  server = await startTestServer();
  ({ headers } = await signInAdmin(server));
  for (const [key, input] of SESSIONS) {
    const created = await createTestSession(server, input);
    ids[key] = created.sessionId;
    codes[key] = created.sessionCode;
    if (key === "plain") {
      const update = { title: "Gamma", description: "", isActive: false, isPublic: false, maxParticipants: 100 };
      await server.request("PUT", `/api/sessions/${created.sessionId}`, update, { "x-host-key": created.hostKey });
    }
    await clockMovesOn();
  }
  // 4 + 2 + 1 feedback entries; participant "shared" also answers a class session.
  await submitWords(server, ids.percent!, "shared", ["hygge", "kaffe", "hygge", "øl"]);
  await submitWords(server, ids.percent!, "p2", ["kaffe", "musik"]);
  await submitWords(server, ids.underscore!, "p3", ["test"]);
  // 5 + 3 class answers (two scale, one text for the second participant).
  await answerClassSession(server, ids.classA!, "shared", { scale: [8, 6, 7], text: ["mere", "mindre"] });
  await answerClassSession(server, ids.classA!, "c2", { scale: [5, 4], text: ["øvelser"] });
});

afterAll(async () => {
  await server.close();
});

const list = (query: string) => server.request("GET", `/api/admin/sessions${query}`, undefined, headers);
const titles = (body: any) => body.data.sessions.map((session: { title: string }) => session.title);

describe("every protected admin call", () => {
  const calls: [string, string, unknown?][] = [
    ["POST", "/api/admin/logout", {}],
    ["GET", "/api/admin/me"],
    ["GET", "/api/admin/dashboard/stats"],
    ["GET", "/api/admin/system"],
    ["GET", "/api/admin/sessions?page=1&limit=10"],
    ["DELETE", "/api/admin/sessions/SESSION"],
    ["POST", "/api/admin/export/excel", { sessionIds: ["SESSION"], includeAnalytics: true }],
    ["POST", "/api/admin/export/pdf", { sessionIds: ["SESSION"], includeAnalytics: true }],
  ];

  it.each(calls)("%s %s answers 401 with no data without a valid token", async (method, path, body) => {
    const revoked = await signInAdmin(server);
    await server.request("POST", "/api/admin/logout", {}, revoked.headers);
    const attempts: (Record<string, string> | undefined)[] = [
      undefined,
      { authorization: "" },
      { authorization: "Basic b3duZXI6cGFzcw==" },
      { authorization: "Bearer" },
      { authorization: `Bearer ${"A".repeat(43)}` },
      { authorization: `Bearer ${revoked.token}` },
      { authorization: `bearer; drop table sessions; --` },
    ];
    for (const attempt of attempts) {
      const response = await server.request(method, path.replace("SESSION", ids.plain!), body, attempt);
      expect(response).toEqual({ status: 401, body: { success: false, error: "Please sign in as an admin", code: "UNAUTHORIZED" } });
    }
    expect((await server.request("GET", `/api/sessions/${ids.plain}`)).status).toBe(200);
  });
});

describe("GET /api/admin/dashboard/stats", () => {
  it("counts sessions, active sessions, responses and distinct participants", async () => {
    const { status, body } = await server.request("GET", "/api/admin/dashboard/stats", undefined, headers);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      totalSessions: 6,
      activeSessions: 5,
      totalResponses: 7 + 8,
      totalParticipants: 4,
      totalSubmissions: 7,
      totalWords: 7,
      totalCourses: 0,
    });
  });

  it("lists the five newest sessions as summaries", async () => {
    const { body } = await server.request("GET", "/api/admin/dashboard/stats", undefined, headers);
    const recent = body.data.recentSessions;
    expect(recent.map((session: { title: string }) => session.title)).toEqual([
      "Dansk 2.g",
      "Klasse Æbletræ",
      "Gamma",
      `O'Brien says "hi"`,
      "Beta_test",
    ]);
    expect(recent[1]).toEqual({
      id: ids.classA,
      title: "Klasse Æbletræ",
      description: "",
      sessionCode: codes.classA,
      sessionType: "class",
      totalResponses: 8,
      totalParticipants: 2,
      uniqueWords: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isActive: true,
      isPublic: false,
      course: null,
    });
    expect(recent[2]).toMatchObject({ title: "Gamma", isActive: false, totalResponses: 0, totalParticipants: 0 });
  });
});

describe("GET /api/admin/sessions", () => {
  it("pages newest first with the default page size of 10", async () => {
    const { status, body } = await list("");
    expect(status).toBe(200);
    expect(body.data.pagination).toEqual({ page: 1, limit: 10, total: 6, pages: 1 });
    expect(titles(body)).toEqual(["Dansk 2.g", "Klasse Æbletræ", "Gamma", `O'Brien says "hi"`, "Beta_test", "Alpha: 100% sure"]);
    const alpha = body.data.sessions[5];
    expect(alpha).toMatchObject({ sessionType: "regular", totalResponses: 6, totalParticipants: 2, uniqueWords: 4 });
  });

  it("splits into pages and answers a page beyond the last with an empty list", async () => {
    expect((await list("?page=1&limit=4")).body.data).toMatchObject({ pagination: { page: 1, limit: 4, total: 6, pages: 2 } });
    const second = (await list("?page=2&limit=4")).body;
    expect(titles(second)).toEqual(["Beta_test", "Alpha: 100% sure"]);
    const beyond = (await list("?page=3&limit=4")).body;
    expect(beyond.data).toEqual({ sessions: [], pagination: { page: 3, limit: 4, total: 6, pages: 2 } });
    expect((await list("?page=1&limit=100")).body.data.sessions).toHaveLength(6);
    expect((await list("?page=1&limit=1")).body.data.pagination.pages).toBe(6);
  });

  it.each([
    ["?limit=0", "Limit must be a whole number between 1 and 100"],
    ["?limit=101", "Limit must be a whole number between 1 and 100"],
    ["?limit=2.5", "Limit must be a whole number between 1 and 100"],
    ["?page=0", "Page must be a whole number of at least 1"],
    ["?page=-1", "Page must be a whole number of at least 1"],
    ["?page=abc", "Page must be a whole number of at least 1"],
    ["?type=meeting", "Type must be all, regular or class"],
    [`?search=${"x".repeat(201)}`, "Search must be at most 200 characters"],
  ])("refuses %s with a 400", async (query, message) => {
    expect(await list(query)).toEqual({ status: 400, body: { success: false, error: message, code: "VALIDATION" } });
  });

  it("filters by type", async () => {
    expect(titles((await list("?type=class")).body)).toEqual(["Dansk 2.g", "Klasse Æbletræ"]);
    expect((await list("?type=regular")).body.data.pagination.total).toBe(4);
    expect((await list("?type=all")).body.data.pagination.total).toBe(6);
  });

  it("searches title and code case-insensitively", async () => {
    expect(titles((await list("?search=GAMMA")).body)).toEqual(["Gamma"]);
    expect(titles((await list(`?search=${codes.underscore!.toLowerCase()}`)).body)).toEqual(["Beta_test"]);
    expect(titles((await list(`?search=${encodeURIComponent("klasse Æ")}`)).body)).toEqual(["Klasse Æbletræ"]);
    expect(titles((await list("?search=a&type=class")).body)).toEqual(["Dansk 2.g", "Klasse Æbletræ"]);
    expect((await list("?search=%20%20")).body.data.pagination.total).toBe(6);
  });

  it("treats %, _, quotes and backslashes in a search as plain characters", async () => {
    const search = async (text: string) => titles((await list(`?search=${encodeURIComponent(text)}`)).body);
    expect(await search("%")).toEqual(["Alpha: 100% sure"]);
    expect(await search("_")).toEqual(["Beta_test"]);
    expect(await search("a_t")).toEqual(["Beta_test"]);
    expect(await search("'")).toEqual([`O'Brien says "hi"`]);
    expect(await search('"hi"')).toEqual([`O'Brien says "hi"`]);
    expect(await search("\\")).toEqual([]);
    expect(await search("' OR 1=1 --")).toEqual([]);
    expect(await search("'; DROP TABLE sessions; --")).toEqual([]);
    expect((await list("")).body.data.pagination.total).toBe(6);
  });
});

describe("DELETE /api/admin/sessions/{id}", () => {
  async function rowsFor(sessionId: string): Promise<Record<string, number>> {
    const db = server.context.store.db;
    const count = async (table: "feedback" | "word_counts" | "word_spellings" | "participants" | "class_questions" | "class_responses") =>
      (await db.selectFrom(table).select("session_id").where("session_id", "=", sessionId).execute()).length;
    return {
      sessions: (await db.selectFrom("sessions").select("id").where("id", "=", sessionId).execute()).length,
      feedback: await count("feedback"),
      word_counts: await count("word_counts"),
      word_spellings: await count("word_spellings"),
      participants: await count("participants"),
      class_questions: await count("class_questions"),
      class_responses: await count("class_responses"),
    };
  }

  it("deletes a regular session with everything under it, and only that session, and tells its live screens", async () => {
    const doomed = await createTestSession(server, { title: "Doomed regular" });
    await submitWords(server, doomed.sessionId, "d1", ["farvel", "farvel", "hej"]);
    const screen = await TestSocket.connect(server.wsUrl);
    await screen.join(doomed.sessionId, "host", doomed.hostKey);
    expect((await rowsFor(doomed.sessionId)).feedback).toBe(3);
    const before = (await server.request("GET", "/api/admin/dashboard/stats", undefined, headers)).body.data;

    const deleted = await server.request("DELETE", `/api/admin/sessions/${doomed.sessionId}`, undefined, headers);
    expect(deleted).toEqual({ status: 200, body: { success: true, data: { sessionId: doomed.sessionId } } });
    expect(Object.values(await rowsFor(doomed.sessionId)).every((n) => n === 0)).toBe(true);
    expect((await server.request("GET", `/api/sessions/${doomed.sessionId}`)).status).toBe(404);
    expect((await server.request("GET", `/api/sessions/${doomed.sessionId}/wordcloud`)).status).toBe(404);
    expect(await screen.waitFor((message) => message.type === "session-deleted")).toEqual({ type: "session-deleted", sessionId: doomed.sessionId });
    await screen.closeAndWait();

    const after = (await server.request("GET", "/api/admin/dashboard/stats", undefined, headers)).body.data;
    expect(after.totalSessions).toBe(before.totalSessions - 1);
    expect(after.totalResponses).toBe(before.totalResponses - 3);
    expect((await rowsFor(ids.percent!)).feedback).toBe(6);
  });

  it("deletes a class session with its questions and answers", async () => {
    const doomed = await createTestSession(server, { title: "Doomed class", sessionType: "class" });
    await answerClassSession(server, doomed.sessionId, "x1", { scale: [3, 3, 3], text: ["a", "b"] });
    expect(await rowsFor(doomed.sessionId)).toMatchObject({ class_questions: 5, class_responses: 5, participants: 1 });
    expect((await server.request("DELETE", `/api/admin/sessions/${doomed.sessionId}`, undefined, headers)).status).toBe(200);
    expect(Object.values(await rowsFor(doomed.sessionId)).every((n) => n === 0)).toBe(true);
    expect((await rowsFor(ids.classA!)).class_responses).toBe(8);
  });

  it("answers Session not found for an unknown, already deleted or malformed id", async () => {
    const gone = await createTestSession(server, { title: "Twice" });
    expect((await server.request("DELETE", `/api/admin/sessions/${gone.sessionId}`, undefined, headers)).status).toBe(200);
    expect(await server.request("DELETE", `/api/admin/sessions/${gone.sessionId}`, undefined, headers)).toEqual({
      status: 404,
      body: { success: false, error: "Session not found", code: "NOT_FOUND" },
    });
    const malformed = await server.request("DELETE", "/api/admin/sessions/bad%20id'", undefined, headers);
    expect(malformed.body).toEqual({ success: false, error: "Session not found", code: "VALIDATION" });
  });
});

describe("GET /api/admin/system", () => {
  it("reports the running configuration truthfully", async () => {
    const { body } = await server.request("GET", "/api/admin/system", undefined, headers);
    expect(body.data).toMatchObject({
      version: "1.0.0",
      storage: { kind: testDialect(), description: expect.stringContaining(server.databaseName) },
      adminRegistration: "first",
      limits: { maxParticipantsPerSession: 1000, feedbackMaxLength: 25, sessionCodeLength: 6, wordCloudMaxWords: 100 },
    });
  });
});

describe("search with GLOB and bracket characters", () => {
  it("matches *, ? and [ literally", async () => {
    const odd = await createTestSession(server, { title: "Star*[draft]? 2.0" });
    const plain = await createTestSession(server, { title: "Stardraft 2x0" });
    const search = async (text: string) => titles((await list(`?search=${encodeURIComponent(text)}&limit=100`)).body);
    expect(await search("*")).toEqual(["Star*[draft]? 2.0"]);
    expect(await search("[draft]")).toEqual(["Star*[draft]? 2.0"]);
    expect(await search("?")).toEqual(["Star*[draft]? 2.0"]);
    expect(await search("star")).toEqual(["Stardraft 2x0", "Star*[draft]? 2.0"]);
    expect(await search("2.0")).toEqual(["Star*[draft]? 2.0"]);
    for (const session of [odd, plain]) await server.request("DELETE", `/api/admin/sessions/${session.sessionId}`, undefined, headers);
  });
});

describe("sessions in courses", () => {
  it("names each session's course, finds a course's sessions by its title and counts the courses", async () => {
    const created = await server.request("POST", "/api/courses", { title: "Økonomi Zeta" });
    const { courseId, hostKey } = created.body.data as { courseId: string; hostKey: string };
    const lecture = (await server.request("POST", `/api/courses/${courseId}/sessions`, {}, { "x-host-key": hostKey })).body.data.sessionId as string;
    await clockMovesOn();
    // A session created on its own, put in the course by someone holding both keys.
    const kickoff = await createTestSession(server, { title: "Kickoff cloud" });
    expect((await list("?search=kickoff")).body.data.sessions[0].course).toBeNull();
    const add = await server.request("PUT", `/api/courses/${courseId}/sessions/${kickoff.sessionId}`, { sessionHostKey: kickoff.hostKey }, { "x-host-key": hostKey });
    expect(add.status).toBe(200);

    const found = (await list(`?search=${encodeURIComponent("øKONOMI z")}`)).body.data;
    expect(found.sessions.map((session: { id: string; course: unknown }) => [session.id, session.course])).toEqual([
      [kickoff.sessionId, { id: courseId, title: "Økonomi Zeta" }],
      [lecture, { id: courseId, title: "Økonomi Zeta" }],
    ]);
    expect(found.pagination.total).toBe(2);
    // A course's title matches only as literal text, like a session's.
    expect((await list(`?search=${encodeURIComponent("Økonomi%")}`)).body.data.pagination.total).toBe(0);
    expect((await server.request("GET", "/api/admin/dashboard/stats", undefined, headers)).body.data.totalCourses).toBe(1);

    for (const id of [lecture, kickoff.sessionId]) await server.request("DELETE", `/api/admin/sessions/${id}`, undefined, headers);
  });
});
