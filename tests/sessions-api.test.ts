import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_CODE_ALPHABET } from "../src/shared/limits.js";
import { countRows, createTestSession, snapshotWrites, startTestServer, submitTestFeedback, type TestServer } from "./helpers/test-server.js";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const codePattern = new RegExp(`^[${SESSION_CODE_ALPHABET}]{6}$`);

describe("GET /health", () => {
  it("answers 200 with status ok once the store is ready", async () => {
    const { status, body } = await server.request("GET", "/health");
    expect(status).toBe(200);
    expect(body.status).toBe("ok");
    expect(body.success).toBe(true);
  });
});

describe("POST /api/sessions", () => {
  it("creates a regular session with the spec's defaults and returns id, code and host key", async () => {
    const { status, body } = await server.request("POST", "/api/sessions", { title: "  Friday lecture  " });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    const { sessionId, sessionCode, hostKey, session } = body.data;
    expect(sessionId).toMatch(/^[A-Za-z0-9]{21}$/);
    expect(sessionCode).toMatch(codePattern);
    expect(typeof hostKey).toBe("string");
    expect(hostKey.length).toBeGreaterThanOrEqual(20);
    expect(session).toMatchObject({
      id: sessionId,
      sessionType: "regular",
      title: "Friday lecture",
      description: "",
      sessionCode,
      maxParticipants: 100,
      isPublic: false,
      isActive: true,
      stats: { totalSubmissions: 0, uniqueWords: 0, totalWords: 0 },
    });
    expect(Number.isNaN(Date.parse(session.createdAt))).toBe(false);
    expect(JSON.stringify(body)).not.toContain("host_key_hash");
  });

  it("stores every field of the create payload", async () => {
    const { body } = await server.request("POST", "/api/sessions", {
      sessionType: "class",
      title: "Evaluation",
      description: "Week 12",
      maxParticipants: 30,
      isPublic: true,
    });
    expect(body.data.session).toMatchObject({ sessionType: "class", title: "Evaluation", description: "Week 12", maxParticipants: 30, isPublic: true });
  });

  it("refuses an empty, blank or missing title with 'Session title is required' and writes nothing", async () => {
    const before = await countRows(server, "sessions");
    for (const payload of [{}, { title: "" }, { title: "   " }, { title: null }, { title: 42 }]) {
      const { status, body } = await server.request("POST", "/api/sessions", payload);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error: "Session title is required", code: "VALIDATION" });
    }
    expect(await countRows(server, "sessions")).toBe(before);
  });

  it("refuses a title longer than 200 characters", async () => {
    const { status, body } = await server.request("POST", "/api/sessions", { title: "x".repeat(201) });
    expect(status).toBe(400);
    expect(body.error).toBe("Session title must be at most 200 characters");
  });

  it("falls back to 100 participants for non-numeric values", async () => {
    for (const maxParticipants of ["abc", "", null, "twelve", true]) {
      const { status, body } = await server.request("POST", "/api/sessions", { title: "t", maxParticipants });
      expect(status).toBe(201);
      expect(body.data.session.maxParticipants).toBe(100);
    }
  });

  it("accepts 1 to 1000 participants, also as numeric strings", async () => {
    for (const [given, stored] of [
      [1, 1],
      [1000, 1000],
      ["50", 50],
      [" 7 ", 7],
    ] as const) {
      const { body } = await server.request("POST", "/api/sessions", { title: "t", maxParticipants: given });
      expect(body.data.session.maxParticipants).toBe(stored);
    }
  });

  it("refuses participant limits outside 1-1000 or with fractions, writing nothing", async () => {
    const before = await countRows(server, "sessions");
    for (const maxParticipants of [0, -5, 1001, "5000"]) {
      const { status, body } = await server.request("POST", "/api/sessions", { title: "t", maxParticipants });
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error: "Max participants must be between 1 and 1000", code: "VALIDATION" });
    }
    const { status, body } = await server.request("POST", "/api/sessions", { title: "t", maxParticipants: 2.5 });
    expect(status).toBe(400);
    expect(body.error).toBe("Max participants must be a whole number");
    expect(await countRows(server, "sessions")).toBe(before);
  });

  it("refuses an unknown session type and a non-boolean isPublic", async () => {
    const type = await server.request("POST", "/api/sessions", { title: "t", sessionType: "quiz" });
    expect(type.status).toBe(400);
    expect(type.body.error).toBe("Session type must be regular or class");
    const visibility = await server.request("POST", "/api/sessions", { title: "t", isPublic: "yes" });
    expect(visibility.status).toBe(400);
    expect(visibility.body.error).toBe("isPublic must be true or false");
  });

  it("gives every session a distinct unguessable id and a distinct code", async () => {
    const created = await Promise.all(Array.from({ length: 40 }, (_, i) => createTestSession(server, { title: `s${i}` })));
    expect(new Set(created.map((s) => s.sessionId)).size).toBe(40);
    expect(new Set(created.map((s) => s.sessionCode)).size).toBe(40);
    expect(new Set(created.map((s) => s.hostKey)).size).toBe(40);
    for (const session of created) expect(session.sessionCode).toMatch(codePattern);
  });
});

describe("GET /api/sessions/{id}", () => {
  it("returns the session with its stats", async () => {
    const { sessionId, sessionCode } = await createTestSession(server, { title: "Read me", description: "about" });
    const { status, body } = await server.request("GET", `/api/sessions/${sessionId}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: sessionId, sessionCode, title: "Read me", description: "about", sessionType: "regular", isActive: true });
    expect(body.data.stats).toEqual({ totalSubmissions: 0, uniqueWords: 0, totalWords: 0 });
    expect(body.data).not.toHaveProperty("hostKey");
  });

  it("answers 404 'Session not found' for an unknown id", async () => {
    const { status, body } = await server.request("GET", "/api/sessions/AAAAAAAAAAAAAAAAAAAAA");
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: "Session not found", code: "NOT_FOUND" });
  });
});

describe("GET /api/sessions (public list)", () => {
  it("lists public sessions with their stats and hides private ones", async () => {
    const publicOne = await createTestSession(server, { title: "Open day", isPublic: true });
    const privateOne = await createTestSession(server, { title: "Staff only" });
    await submitTestFeedback(server, publicOne.sessionId, "great");
    const { status, body } = await server.request("GET", "/api/sessions");
    expect(status).toBe(200);
    const ids = body.data.map((session: { id: string }) => session.id);
    expect(ids).toContain(publicOne.sessionId);
    expect(ids).not.toContain(privateOne.sessionId);
    const listed = body.data.find((session: { id: string }) => session.id === publicOne.sessionId);
    expect(listed.stats).toMatchObject({ totalSubmissions: 1, uniqueWords: 1 });
    expect(JSON.stringify(body)).not.toMatch(/hostKey|host_key/);
  });
});

describe("POST /api/sessions/{id}/join", () => {
  it("accepts an empty object for an existing session", async () => {
    const { sessionId } = await createTestSession(server);
    const { status, body } = await server.request("POST", `/api/sessions/${sessionId}/join`, {});
    expect(status).toBe(200);
    expect(body.data.id).toBe(sessionId);
  });

  it("answers 404 for an unknown session and adds no participant", async () => {
    const before = await countRows(server, "participants");
    const { status, body } = await server.request("POST", "/api/sessions/nope-nope-nope/join", {});
    expect(status).toBe(404);
    expect(body.error).toBe("Session not found");
    expect(await countRows(server, "participants")).toBe(before);
  });
});

describe("POST /api/sessions/join-by-code", () => {
  it("finds the session case-insensitively and ignores surrounding spaces", async () => {
    const { sessionId, sessionCode } = await createTestSession(server);
    for (const code of [sessionCode, sessionCode.toLowerCase(), `  ${sessionCode.toLowerCase()} `]) {
      const { status, body } = await server.request("POST", "/api/sessions/join-by-code", { code });
      expect(status).toBe(200);
      expect(body.data.sessionId).toBe(sessionId);
      expect(body.data.sessionType).toBe("regular");
    }
  });

  it("refuses a missing or blank code with 'Session code is required'", async () => {
    for (const payload of [{}, { code: "" }, { code: "   " }]) {
      const { status, body } = await server.request("POST", "/api/sessions/join-by-code", payload);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error: "Session code is required", code: "VALIDATION" });
    }
  });

  it("answers 404 'Session not found' for an unknown code", async () => {
    const { status, body } = await server.request("POST", "/api/sessions/join-by-code", { code: "ZZZZZZ" });
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: "Session not found", code: "NOT_FOUND" });
  });
});

describe("PUT /api/sessions/{id}", () => {
  const changes = { title: "Renamed", description: "New text", isActive: false, isPublic: true, maxParticipants: 12 };

  it("refuses an update without a host key (403) and changes nothing", async () => {
    const { sessionId } = await createTestSession(server, { title: "Original" });
    const before = await snapshotWrites(server);
    const { status, body } = await server.request("PUT", `/api/sessions/${sessionId}`, changes);
    expect(status).toBe(403);
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/host/i);
    expect(await snapshotWrites(server)).toEqual(before);
    expect((await server.request("GET", `/api/sessions/${sessionId}`)).body.data.title).toBe("Original");
  });

  it("refuses a wrong key, another session's key or an empty key (403) and changes nothing", async () => {
    const { sessionId } = await createTestSession(server, { title: "Original" });
    const other = await createTestSession(server);
    const before = await snapshotWrites(server);
    for (const key of ["wrong", other.hostKey, "", "x".repeat(500)]) {
      const { status } = await server.request("PUT", `/api/sessions/${sessionId}`, changes, { "X-Host-Key": key });
      expect(status).toBe(403);
    }
    expect(await snapshotWrites(server)).toEqual(before);
  });

  it("applies the update with the right key and returns the new session", async () => {
    const { sessionId, hostKey } = await createTestSession(server, { title: "Original" });
    const { status, body } = await server.request("PUT", `/api/sessions/${sessionId}`, changes, { "X-Host-Key": hostKey });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: sessionId, ...changes });
    const read = await server.request("GET", `/api/sessions/${sessionId}`);
    expect(read.body.data).toMatchObject(changes);
  });

  it("validates the update like the create form, with the key", async () => {
    const { sessionId, hostKey } = await createTestSession(server, { title: "Original" });
    const headers = { "X-Host-Key": hostKey };
    const blank = await server.request("PUT", `/api/sessions/${sessionId}`, { ...changes, title: "  " }, headers);
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe("Session title is required");
    const tooMany = await server.request("PUT", `/api/sessions/${sessionId}`, { ...changes, maxParticipants: 1001 }, headers);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe("Max participants must be between 1 and 1000");
    const active = await server.request("PUT", `/api/sessions/${sessionId}`, { ...changes, isActive: "no" }, headers);
    expect(active.status).toBe(400);
    expect(active.body.error).toBe("isActive must be true or false");
    expect((await server.request("GET", `/api/sessions/${sessionId}`)).body.data.title).toBe("Original");
    const fallback = await server.request("PUT", `/api/sessions/${sessionId}`, { ...changes, maxParticipants: "lots" }, headers);
    expect(fallback.status).toBe(200);
    expect(fallback.body.data.maxParticipants).toBe(100);
  });

  it("answers 404 for an unknown session", async () => {
    const { status, body } = await server.request("PUT", "/api/sessions/AAAAAAAAAAAAAAAAAAAAA", changes, { "X-Host-Key": "whatever" });
    expect(status).toBe(404);
    expect(body.error).toBe("Session not found");
  });
});
