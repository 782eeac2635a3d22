import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RETENTION_DAYS_MESSAGE, RETENTION_FIXED_MESSAGE } from "../src/shared/schemas/retention.js";
import { sweepIdleSessions } from "../src/server/features/retention/service.js";
import type { Schedule } from "../src/server/features/retention/sweep-schedule.js";
import { answerClassSession, clockMovesOn, signInAdmin, submitWords } from "./admin-helpers.js";
import { captureLog } from "./helpers/captured-log.js";
import { countRows, countSessionRows, createTestSession, startTestServer, type SessionTable, type TestServer } from "./helpers/test-server.js";
import { TestSocket } from "./helpers/ws-client.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The sweeps' clock and ticks, driven by the test: no timer, no waiting. */
let clock = Date.now();
let sweep: (() => Promise<void>) | null = null;
const schedule: Schedule = (run) => {
  sweep = run;
  return () => (sweep = null);
};
const tick = async (at: number) => {
  clock = at;
  await sweep!();
};

const log = captureLog();
let server: TestServer;
let admin: Record<string, string>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: "info" }, { retention: { schedule, now: () => clock }, logStream: log.stream });
  ({ headers: admin } = await signInAdmin(server));
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

const setRetention = (days: unknown) => server.request("PUT", "/api/admin/retention", { days }, admin);
const deletesAt = async (sessionId: string) => (await server.request("GET", `/api/sessions/${sessionId}/retention`)).body.data.deletesAt as string | null;
const exists = async (sessionId: string) => (await server.request("GET", `/api/sessions/${sessionId}`)).status === 200;
const storedRows = async (sessionId: string) => {
  const count = (table: SessionTable) => countSessionRows(server, table, sessionId);
  return {
    feedback: await count("feedback"),
    participants: await count("participants"),
    wordCounts: await count("word_counts"),
    classResponses: await count("class_responses"),
    classQuestions: await count("class_questions"),
    questions: await count("session_questions"),
  };
};

describe("the admin's retention setting", () => {
  it("is off by default, so nothing is ever deleted and no session shows a date", async () => {
    expect(await server.request("GET", "/api/admin/retention", undefined, admin)).toEqual({ status: 200, body: { success: true, data: { days: null, source: "admin", changeable: true } } });
    const { sessionId } = await createTestSession(server);
    expect((await server.request("GET", `/api/sessions/${sessionId}/retention`)).body).toEqual({ success: true, data: { days: null, deletesAt: null } });
    await tick(Date.now() + 10_000 * DAY_MS);
    expect(await exists(sessionId)).toBe(true);
  });

  it("is set and cleared by an admin, stored in the database", async () => {
    expect(await setRetention(30)).toEqual({ status: 200, body: { success: true, data: { days: 30, source: "admin", changeable: true } } });
    expect((await server.request("GET", "/api/admin/retention", undefined, admin)).body.data).toEqual({ days: 30, source: "admin", changeable: true });
    expect(await setRetention(null)).toEqual({ status: 200, body: { success: true, data: { days: null, source: "admin", changeable: true } } });
    expect((await server.request("GET", "/api/admin/retention", undefined, admin)).body.data.days).toBeNull();
  });

  it("refuses anything but whole days 1-3650 or null with 400 in the usual envelope", async () => {
    for (const days of [0, -1, 3651, 1.5, "30", true, undefined]) {
      expect(await setRetention(days)).toEqual({ status: 400, body: { success: false, error: RETENTION_DAYS_MESSAGE, code: "VALIDATION" } });
    }
    const notJson = await server.request("PUT", "/api/admin/retention", "{days: 30", { ...admin, "content-type": "application/json" });
    expect(notJson).toEqual({ status: 400, body: { success: false, error: "Malformed JSON body", code: "VALIDATION" } });
    expect((await server.request("GET", "/api/admin/retention", undefined, admin)).body.data.days).toBeNull();
  });

  it("is an admin's alone: without a valid token 401", async () => {
    expect(await server.request("PUT", "/api/admin/retention", { days: 1 })).toEqual({
      status: 401,
      body: { success: false, error: "Please sign in as an admin", code: "UNAUTHORIZED" },
    });
    expect((await server.request("GET", "/api/admin/retention", undefined, { authorization: "Bearer nope" })).status).toBe(401);
  });
});

describe("the retention sweep", () => {
  it("deletes exactly the sessions idle for longer than N days, with everything under them, and logs each", async () => {
    await setRetention(null);
    const idle = await createTestSession(server, { title: "Idle since creation" });
    await submitWords(server, idle.sessionId, "early", ["tidligt"]);
    await clockMovesOn();
    const answered = await createTestSession(server, { title: "Answered later" });
    const lesson = await createTestSession(server, { title: "Class answered later", sessionType: "class" });
    await clockMovesOn();
    await submitWords(server, answered.sessionId, "p1", ["hygge", "kaffe"]);
    await clockMovesOn();
    await answerClassSession(server, lesson.sessionId, "student", { scale: [8], text: [] });
    const watcher = await TestSocket.connect(server.wsUrl);
    sockets.push(watcher);
    await watcher.join(answered.sessionId, "host", answered.hostKey);

    expect((await setRetention(30)).status).toBe(200);
    const due = { idle: await deletesAt(idle.sessionId), answered: await deletesAt(answered.sessionId), lesson: await deletesAt(lesson.sessionId) };
    const dueAt = (key: keyof typeof due) => Date.parse(due[key]!);
    // Each is due 30 days after its last answer (the idle one's only entry came right after its creation); a class
    // answer keeps only its day, so the lesson is due 30 days after the end of that day.
    expect(dueAt("idle")).toBeLessThan(dueAt("answered"));
    expect(dueAt("answered")).toBeLessThan(dueAt("lesson"));
    const answerDay = (await server.context.store.db.selectFrom("class_responses").select("updated_at").where("session_id", "=", lesson.sessionId).executeTakeFirstOrThrow()).updated_at;
    expect(answerDay).toMatch(/T00:00:00\.000Z$/);
    expect(dueAt("lesson")).toBe(Date.parse(answerDay) + 31 * DAY_MS);
    const kept = await storedRows(answered.sessionId);

    await tick(dueAt("idle"));
    expect(await exists(idle.sessionId)).toBe(true);
    await tick(dueAt("idle") + 1);
    expect(await exists(idle.sessionId)).toBe(false);
    expect(await storedRows(idle.sessionId)).toEqual({ feedback: 0, participants: 0, wordCounts: 0, classResponses: 0, classQuestions: 0, questions: 0 });
    expect([await exists(answered.sessionId), await exists(lesson.sessionId)]).toEqual([true, true]);
    expect(await storedRows(answered.sessionId)).toEqual(kept);

    await tick(dueAt("answered") + 1);
    expect([await exists(answered.sessionId), await exists(lesson.sessionId)]).toEqual([false, true]);
    await watcher.waitFor((message) => message.type === "session-deleted" && message.sessionId === answered.sessionId);
    await tick(dueAt("lesson") + 1);
    expect(await exists(lesson.sessionId)).toBe(false);
    expect(await storedRows(lesson.sessionId)).toMatchObject({ classResponses: 0, classQuestions: 0 });

    const deletions = log.lines().filter((line) => line.event === "retention-delete");
    expect(deletions.map((line) => line.sessionId)).toEqual(expect.arrayContaining([idle.sessionId, answered.sessionId, lesson.sessionId]));
    expect(deletions.every((line) => line.retentionDays === 30)).toBe(true);
  });

  it("keeps a session that gets an answer before its time, and moves its date on", async () => {
    const session = await createTestSession(server, { title: "Still in use" });
    const first = Date.parse((await deletesAt(session.sessionId))!);
    await clockMovesOn();
    await submitWords(server, session.sessionId, "late", ["stadig"]);
    const moved = Date.parse((await deletesAt(session.sessionId))!);
    expect(moved).toBeGreaterThan(first);
    await tick(moved - 1);
    expect(await exists(session.sessionId)).toBe(true);
  });

  it("deletes each session once when sweeps run side by side (several instances)", async () => {
    const sessions = [];
    for (let i = 0; i < 6; i++) sessions.push(await createTestSession(server, { title: `Old ${i}` }));
    // Every session made so far in this file is due then; each is deleted by exactly one of the sweeps.
    const due = await countRows(server, "sessions");
    const later = Date.now() + 31 * DAY_MS;
    const counts = await Promise.all([1, 2, 3].map(() => sweepIdleSessions(server.context, later)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(due);
    expect(await countRows(server, "sessions")).toBe(0);
    for (const session of sessions) expect(await exists(session.sessionId)).toBe(false);
    expect(await sweepIdleSessions(server.context, later)).toBe(0);
  });

  it("answers 404 for the date of a session that does not exist", async () => {
    expect((await server.request("GET", "/api/sessions/AAAAAAAAAAAAAAAAAAAAA/retention")).status).toBe(404);
  });
});

describe("RETENTION_DAYS", () => {
  it("wins over the admin's setting, which the admin area then cannot change", async () => {
    const fixed = await startTestServer({ RETENTION_DAYS: "7" });
    try {
      const { headers } = await signInAdmin(fixed);
      expect((await fixed.request("GET", "/api/admin/retention", undefined, headers)).body.data).toEqual({ days: 7, source: "environment", changeable: false });
      expect(await fixed.request("PUT", "/api/admin/retention", { days: 30 }, headers)).toEqual({
        status: 409,
        body: { success: false, error: RETENTION_FIXED_MESSAGE, code: "CONFLICT" },
      });
      const { sessionId } = await createTestSession(fixed);
      const retention = (await fixed.request("GET", `/api/sessions/${sessionId}/retention`)).body.data;
      expect(retention.days).toBe(7);
      expect(Date.parse(retention.deletesAt) - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
    } finally {
      await fixed.close();
    }
  });
});
