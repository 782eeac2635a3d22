import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers/test-server.js";

/** The server's clock, driven by the test. */
let clock = Date.parse("2026-11-30T09:00:00.000Z");
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
});

afterAll(async () => {
  await server?.close();
});

const OPENS = "2026-11-30T10:00:00.000Z";
const CLOSES = "2026-11-30T11:00:00.000Z";

async function createEvaluation(window: { opensAt?: string | null; closesAt?: string | null }, participantsSeeResults = true) {
  const created = await server.request("POST", "/api/sessions", { sessionType: "class", title: "Chemistry", participantsSeeResults, ...window });
  expect(created.status).toBe(201);
  const { sessionId, hostKey } = created.body.data as { sessionId: string; hostKey: string };
  const questions = (await server.request("GET", `/api/sessions/${sessionId}/class-questions`)).body.data as { id: string }[];
  return { sessionId, hostKey, questionId: questions[0]!.id };
}

function answer(sessionId: string, questionId: string, participantId: string) {
  return server.request("POST", `/api/sessions/${sessionId}/class-response`, { questionId, response: 6, participantId });
}

const analyticsAs = (sessionId: string, hostKey?: string) =>
  server.request("GET", `/api/sessions/${sessionId}/class-analytics`, undefined, hostKey ? { "x-host-key": hostKey } : {});

describe("an evaluation's window (driven clock)", () => {
  it("takes answers only between opening and closing, and shows participants the results once it has closed", async () => {
    clock = Date.parse("2026-11-30T09:00:00.000Z");
    const { sessionId, hostKey, questionId } = await createEvaluation({ opensAt: "2026-11-30T11:00:00+01:00", closesAt: CLOSES });
    expect((await server.request("GET", `/api/sessions/${sessionId}`)).body.data).toMatchObject({ opensAt: OPENS, closesAt: CLOSES });

    expect(await answer(sessionId, questionId, "early")).toEqual({
      status: 403,
      body: { success: false, error: `This evaluation opens at ${OPENS}`, code: "EVALUATION_NOT_OPEN" },
    });
    clock = Date.parse(OPENS);
    expect((await answer(sessionId, questionId, "on-time")).status).toBe(201);
    // Until it closes, the results are the host's alone, though participants may see them.
    expect(await analyticsAs(sessionId)).toMatchObject({ status: 403, body: { error: "The results are shown once the evaluation closes" } });
    expect((await analyticsAs(sessionId, hostKey)).status).toBe(200);

    clock = Date.parse(CLOSES) - 1;
    expect((await answer(sessionId, questionId, "last-minute")).status).toBe(201);
    clock = Date.parse(CLOSES);
    expect(await answer(sessionId, questionId, "late")).toEqual({ status: 403, body: { success: false, error: "This evaluation has closed", code: "EVALUATION_CLOSED" } });
    expect(await analyticsAs(sessionId)).toMatchObject({ status: 200, body: { data: { totalRespondents: 2 } } });
  });

  it("keeps the results private after closing when the host does not let participants see them", async () => {
    clock = Date.parse(CLOSES) + 60_000;
    const { sessionId } = await createEvaluation({ opensAt: OPENS, closesAt: CLOSES }, false);
    expect((await analyticsAs(sessionId)).status).toBe(403);
  });

  it("keeps the spec's behaviour with no window: answers at any time, results for anyone", async () => {
    const { sessionId, questionId } = await createEvaluation({});
    expect((await server.request("GET", `/api/sessions/${sessionId}`)).body.data).toMatchObject({ opensAt: null, closesAt: null });
    expect((await answer(sessionId, questionId, "any-time")).status).toBe(201);
    expect((await analyticsAs(sessionId)).status).toBe(200);
  });

  it("lets only the host set the window, closing after it opens, and close it now at the server's time", async () => {
    clock = Date.parse("2026-11-30T10:30:00.000Z");
    const { sessionId, hostKey, questionId } = await createEvaluation({});
    const path = `/api/sessions/${sessionId}/class-window`;
    expect((await server.request("PUT", path, { opensAt: OPENS, closesAt: CLOSES })).status).toBe(403);
    expect(await server.request("PUT", path, { opensAt: CLOSES, closesAt: OPENS }, { "x-host-key": hostKey })).toMatchObject({
      status: 400,
      body: { success: false, error: "The evaluation must close after it opens" },
    });
    expect((await server.request("PUT", path, { opensAt: "tomorrow", closesAt: null }, { "x-host-key": hostKey })).status).toBe(400);
    expect(await server.request("POST", "/api/sessions", { sessionType: "class", title: "Backwards", opensAt: CLOSES, closesAt: OPENS })).toMatchObject({ status: 400 });

    const set = await server.request("PUT", path, { opensAt: OPENS, closesAt: "2026-11-30T12:00:00.000Z" }, { "x-host-key": hostKey });
    expect(set).toMatchObject({ status: 200, body: { data: { opensAt: OPENS, closesAt: "2026-11-30T12:00:00.000Z" } } });
    expect((await answer(sessionId, questionId, "before-close")).status).toBe(201);

    const closed = await server.request("POST", `${path}/close`, undefined, { "x-host-key": hostKey });
    expect(closed).toMatchObject({ status: 200, body: { data: { opensAt: OPENS, closesAt: "2026-11-30T10:30:00.000Z" } } });
    expect((await answer(sessionId, questionId, "after-close")).body.code).toBe("EVALUATION_CLOSED");

    // Cleared: open again, as the spec has it.
    expect((await server.request("PUT", path, { opensAt: null, closesAt: null }, { "x-host-key": hostKey })).status).toBe(200);
    expect((await answer(sessionId, questionId, "reopened")).status).toBe(201);
  });
});
