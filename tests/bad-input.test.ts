import { request as httpRequest } from "node:http";
import { ERROR_CODES } from "../src/shared/error-codes.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestSession, snapshotWrites, startTestServer, type TestServer } from "./helpers/test-server.js";

let server: TestServer;
let session: { sessionId: string; sessionCode: string; hostKey: string };
let before: Record<string, unknown>;

beforeAll(async () => {
  server = await startTestServer();
  session = await createTestSession(server, { title: "Target" });
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  before = await snapshotWrites(server);
});

async function expectNothingWrittenAndAlive(): Promise<void> {
  expect(await snapshotWrites(server)).toEqual(before);
  const health = await server.request("GET", "/health");
  expect(health.status).toBe(200);
}

function expectFailure(response: { status: number; body: any }, status: number, error?: string | RegExp): void {
  expect(response.status).toBe(status);
  expect(response.body.success).toBe(false);
  expect(typeof response.body.error).toBe("string");
  expect(Object.keys(response.body).sort()).toEqual(["code", "error", "success"]);
  expect(ERROR_CODES).toContain(response.body.code);
  if (typeof error === "string") expect(response.body.error).toBe(error);
  else if (error) expect(response.body.error).toMatch(error);
}

/** Every call that takes a body, with a path for the shared target session. */
const writeCalls = (): { method: string; path: string; headers: Record<string, string> }[] => [
  { method: "POST", path: "/api/sessions", headers: {} },
  { method: "POST", path: "/api/sessions/join-by-code", headers: {} },
  { method: "POST", path: `/api/sessions/${session.sessionId}/join`, headers: {} },
  { method: "PUT", path: `/api/sessions/${session.sessionId}`, headers: { "X-Host-Key": session.hostKey } },
  { method: "POST", path: `/api/sessions/${session.sessionId}/feedback`, headers: {} },
  { method: "POST", path: "/api/sessions/qr-code", headers: {} },
];

describe("malformed bodies", () => {
  it("answers malformed JSON with 400 'Malformed JSON body' on every call, writing nothing", async () => {
    for (const call of writeCalls()) {
      for (const body of ['{"title": "x"', "{title: 'x'}", "not json", '{"a":1}}']) {
        expectFailure(await server.request(call.method, call.path, body, call.headers), 400, "Malformed JSON body");
      }
    }
    await expectNothingWrittenAndAlive();
  });

  it("answers an empty JSON body with 400", async () => {
    for (const call of writeCalls()) {
      if (call.path.endsWith("/join")) continue;
      expectFailure(await server.request(call.method, call.path, "", call.headers), 400);
    }
    await expectNothingWrittenAndAlive();
  });

  it("answers JSON that is not an object (null, array, string, number) with 400", async () => {
    for (const call of writeCalls()) {
      for (const body of ["null", "[]", '[{"title":"x"}]', '"text"', "42", "true"]) {
        const response = await server.request(call.method, call.path, body, call.headers);
        if (call.path.endsWith("/join") && body === "null") {
          // An empty join payload is allowed; null counts as empty.
          expect(response.status).toBe(200);
          continue;
        }
        expectFailure(response, 400);
      }
    }
    await expectNothingWrittenAndAlive();
  });

  it("says what is wrong when the body is not an object", async () => {
    expectFailure(await server.request("POST", "/api/sessions", "[1,2]"), 400, "Request body must be a JSON object");
    expectFailure(await server.request("POST", "/api/sessions", '"title"'), 400, "Request body must be a JSON object");
  });

  it("refuses __proto__ keys", async () => {
    const body = '{"title":"x","__proto__":{"isAdmin":true}}';
    expectFailure(await server.request("POST", "/api/sessions", body), 400);
    await expectNothingWrittenAndAlive();
  });

  it("refuses bodies that are not JSON (form data, plain text) with a 4xx", async () => {
    for (const [contentType, body] of [
      ["application/x-www-form-urlencoded", "title=hello"],
      ["text/plain", '{"title":"hello"}'],
      ["application/xml", "<title>hello</title>"],
    ]) {
      const response = await server.request("POST", "/api/sessions", body, { "content-type": contentType! });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body.success).toBe(false);
    }
    await expectNothingWrittenAndAlive();
  });
});

describe("oversized bodies", () => {
  it("refuses a 1 MB body with 413 on every call, writing nothing", async () => {
    const huge = JSON.stringify({ title: "x".repeat(1024 * 1024), text: "y".repeat(1024 * 1024), participantId: "p", code: "ABCDEF" });
    for (const call of writeCalls()) {
      expectFailure(await server.request(call.method, call.path, huge, call.headers), 413, "Request body is too large");
    }
    await expectNothingWrittenAndAlive();
  });

  it("refuses a 1 MB body sent in chunks without a length", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${server.url}/api/sessions`, { method: "POST", headers: { "content-type": "application/json" } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      request.write('{"title":"');
      for (let i = 0; i < 16; i++) request.write("z".repeat(64 * 1024));
      request.end('"}');
    }).catch(() => 413);
    expect(status).toBe(413);
    await expectNothingWrittenAndAlive();
  });

  it("refuses long strings inside a small body with the field's own message", async () => {
    expectFailure(await server.request("POST", "/api/sessions", { title: "t", description: "d".repeat(2001) }), 400, "Description must be at most 2000 characters");
    expectFailure(
      await server.request("POST", `/api/sessions/${session.sessionId}/feedback`, { text: "w".repeat(5000), participantId: "p" }),
      400,
      "Each word can be at most 25 characters",
    );
    expectFailure(await server.request("POST", "/api/sessions/join-by-code", { code: "A".repeat(5000) }), 400, "Session not found");
    await expectNothingWrittenAndAlive();
  });
});

describe("wrong types", () => {
  it("refuses wrong types field by field with 400 and a message naming the problem", async () => {
    const cases: [string, string, unknown, string][] = [
      ["POST", "/api/sessions", { title: ["a"] }, "Session title is required"],
      ["POST", "/api/sessions", { title: "t", description: 5 }, "Description must be text"],
      ["POST", "/api/sessions", { title: "t", isPublic: 1 }, "isPublic must be true or false"],
      ["POST", "/api/sessions", { title: "t", sessionType: 1 }, "Session type must be regular or class"],
      ["POST", "/api/sessions/join-by-code", { code: 123456 }, "Session code is required"],
      ["POST", `/api/sessions/${session.sessionId}/feedback`, { text: { word: "x" }, participantId: "p" }, "Please enter at least one word"],
      ["POST", `/api/sessions/${session.sessionId}/feedback`, { text: ["x"], participantId: "p" }, "Please enter at least one word"],
      ["POST", `/api/sessions/${session.sessionId}/feedback`, { text: "x", participantId: 7 }, "participantId is required"],
      ["POST", "/api/sessions/qr-code", { url: 5 }, "url is required"],
    ];
    for (const [method, path, body, error] of cases) {
      expectFailure(await server.request(method, path, body), 400, error);
    }
    expectFailure(
      await server.request("POST", "/api/sessions/qr-code", { url: "https://x.org", options: { width: "big" } }),
      400,
      "options.width: Invalid input: expected number, received string",
    );
    const headers = { "X-Host-Key": session.hostKey };
    const base = { title: "t", description: "", isActive: true, isPublic: false, maxParticipants: 10 };
    expectFailure(await server.request("PUT", `/api/sessions/${session.sessionId}`, { ...base, isActive: "true" }, headers), 400, "isActive must be true or false");
    expectFailure(await server.request("PUT", `/api/sessions/${session.sessionId}`, { ...base, title: {} }, headers), 400, "Session title is required");
    await expectNothingWrittenAndAlive();
  });
});

describe("unknown ids and paths", () => {
  const unknownIds = ["AAAAAAAAAAAAAAAAAAAAA", "x", "0"];
  const oddIds = ["..%2F..%2Fetc%2Fpasswd", "%00", "a'%20OR%201=1--", "x".repeat(500), "%F0%9F%98%80", "a.b", "%ZZ", "%"];

  it("answers 404 'Session not found' for unknown ids on every session call", async () => {
    for (const id of unknownIds) {
      for (const [method, path, body] of [
        ["GET", `/api/sessions/${id}`, undefined],
        ["POST", `/api/sessions/${id}/join`, {}],
        ["PUT", `/api/sessions/${id}`, { title: "t", description: "", isActive: true, isPublic: false, maxParticipants: 5 }],
        ["POST", `/api/sessions/${id}/feedback`, { text: "x", participantId: "p" }],
        ["GET", `/api/sessions/${id}/feedback`, undefined],
        ["GET", `/api/sessions/${id}/wordcloud`, undefined],
        ["GET", `/api/sessions/${id}/qr-codes`, undefined],
      ] as const) {
        expectFailure(await server.request(method, path, body, { "X-Host-Key": "k" }), 404, "Session not found");
      }
    }
    await expectNothingWrittenAndAlive();
  });

  it("answers odd ids (traversal, quotes, very long, non-ASCII) with a 4xx", async () => {
    for (const id of oddIds) {
      for (const [method, path, body] of [
        ["GET", `/api/sessions/${id}`, undefined],
        ["POST", `/api/sessions/${id}/feedback`, { text: "x", participantId: "p" }],
        ["GET", `/api/sessions/${id}/wordcloud`, undefined],
      ] as const) {
        const response = await server.request(method, path, body);
        expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${path}`).toBeLessThan(500);
        expect(response.body.success).toBe(false);
      }
    }
    await expectNothingWrittenAndAlive();
  });

  it("answers unknown API paths and methods with a 404 envelope", async () => {
    expectFailure(await server.request("GET", "/api/nothing-here"), 404);
    expectFailure(await server.request("DELETE", `/api/sessions/${session.sessionId}`), 404);
    expectFailure(await server.request("PATCH", `/api/sessions/${session.sessionId}`, { title: "x" }), 404);
    await expectNothingWrittenAndAlive();
  });

  it("keeps the target session intact after all of the above", async () => {
    const { status, body } = await server.request("GET", `/api/sessions/${session.sessionId}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ title: "Target", isActive: true, stats: { totalSubmissions: 0, uniqueWords: 0, totalWords: 0 } });
  });
});

describe("many bad requests at once", () => {
  it("stays up and consistent under a mixed burst of bad requests", async () => {
    const requests = Array.from({ length: 60 }, (_, i) => {
      switch (i % 4) {
        case 0:
          return server.request("POST", "/api/sessions", "{oops");
        case 1:
          return server.request("POST", `/api/sessions/${session.sessionId}/feedback`, { text: "x".repeat(26), participantId: "p" });
        case 2:
          return server.request("PUT", `/api/sessions/${session.sessionId}`, { title: "hijack", isActive: false, isPublic: true, maxParticipants: 1 });
        default:
          return server.request("GET", "/api/sessions/missing-session-id-000");
      }
    });
    const responses = await Promise.all(requests);
    for (const response of responses) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    await expectNothingWrittenAndAlive();
  });
});

describe("fuzzed payloads", () => {
  const odd: unknown[] = [
    null, true, false, 0, -1, 1.5, 1e308, "", " ", "x".repeat(300), "💥🎉", "\u0000", "<script>alert(1)</script>",
    "'; drop table sessions; --", [], [1, "a"], {}, { nested: { deeper: [null] } }, "ABCDEF", "https://example.org",
  ];
  const fields = ["title", "description", "maxParticipants", "isPublic", "isActive", "sessionType", "code", "text", "participantId", "sessionId", "url", "options"];

  it("never answers a 5xx and always uses the envelope, whatever the field values", async () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 25; round++) {
      for (const call of writeCalls()) {
        const body: Record<string, unknown> = {};
        for (const field of fields) if (random(2) === 0) body[field] = odd[random(odd.length)];
        const response = await server.request(call.method, call.path, body, call.headers);
        expect(response.status, `${call.method} ${call.path} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(typeof response.body.success).toBe("boolean");
      }
    }
    expect((await server.request("GET", "/health")).status).toBe(200);
  });
});
