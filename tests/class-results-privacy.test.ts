import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClassSession, signInAdmin } from "./admin-helpers.js";
import { createTestSession, startTestServer, type TestServer } from "./helpers/test-server.js";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const analytics = (sessionId: string, headers: Record<string, string> = {}) => server.request("GET", `/api/sessions/${sessionId}/class-analytics`, undefined, headers);

async function answeredClassSession(input: Record<string, unknown> = {}) {
  const session = await createTestSession(server, { sessionType: "class", title: "Fysik 1.x", ...input });
  await answerClassSession(server, session.sessionId, "student_1", { scale: [8, 6, 5], text: ["flere forsøg", "mindre tavle"] });
  return session;
}

const settings = (participantsSeeResults?: boolean) => ({
  title: "Fysik 1.x",
  isActive: true,
  isPublic: false,
  maxParticipants: 100,
  ...(participantsSeeResults === undefined ? {} : { participantsSeeResults }),
});

describe("class results privacy", () => {
  it("lets anyone read the results by default, as the spec has it, and says so in the session", async () => {
    const session = await answeredClassSession();
    expect((await server.request("GET", `/api/sessions/${session.sessionId}`)).body.data.participantsSeeResults).toBe(true);
    const { status, body } = await analytics(session.sessionId);
    expect(status).toBe(200);
    expect(body.data.totalResponses).toBe(5);
  });

  it("with results private, answers 403 to a participant and the results to the host key and an admin", async () => {
    const session = await answeredClassSession({ participantsSeeResults: false });
    expect(await analytics(session.sessionId)).toEqual({
      status: 403,
      body: { success: false, error: "The host keeps the results of this evaluation private", code: "FORBIDDEN" },
    });
    expect((await analytics(session.sessionId, { "x-host-key": "not-the-key" })).status).toBe(403);

    const host = await analytics(session.sessionId, { "x-host-key": session.hostKey });
    expect(host.status).toBe(200);
    expect(host.body.data.textQuestions.flatMap((question: { responses: string[] }) => question.responses)).toEqual(["flere forsøg", "mindre tavle"]);

    const admin = await signInAdmin(server);
    expect((await analytics(session.sessionId, admin.headers)).status).toBe(200);
    // Answering is untouched: the student still answers, and still gets no results.
    const { body } = await server.request("GET", `/api/sessions/${session.sessionId}`);
    expect(body.data.participantsSeeResults).toBe(false);
  });

  it("an expired admin sign-in is told to sign in again", async () => {
    const session = await answeredClassSession({ participantsSeeResults: false });
    const expired = await analytics(session.sessionId, { authorization: "Bearer not-a-token" });
    expect(expired.status).toBe(401);
  });

  it("the host turns the results private and back in the settings; without the key nothing changes", async () => {
    const session = await answeredClassSession();
    const stranger = await server.request("PUT", `/api/sessions/${session.sessionId}`, settings(false));
    expect(stranger.status).toBe(403);
    expect((await analytics(session.sessionId)).status).toBe(200);

    const closed = await server.request("PUT", `/api/sessions/${session.sessionId}`, settings(false), { "x-host-key": session.hostKey });
    expect(closed.body.data.participantsSeeResults).toBe(false);
    expect((await analytics(session.sessionId)).status).toBe(403);

    // Settings saved without the field leave it as it is.
    const untouched = await server.request("PUT", `/api/sessions/${session.sessionId}`, settings(), { "x-host-key": session.hostKey });
    expect(untouched.body.data.participantsSeeResults).toBe(false);

    const opened = await server.request("PUT", `/api/sessions/${session.sessionId}`, settings(true), { "x-host-key": session.hostKey });
    expect(opened.body.data.participantsSeeResults).toBe(true);
    expect((await analytics(session.sessionId)).status).toBe(200);
  });

  it("refuses a setting that is not true or false, changing nothing", async () => {
    const refused = await server.request("POST", "/api/sessions", { sessionType: "class", title: "Fysik", participantsSeeResults: "no" });
    expect(refused).toEqual({ status: 400, body: { success: false, error: "participantsSeeResults must be true or false", code: "VALIDATION" } });
    const session = await answeredClassSession();
    const update = await server.request("PUT", `/api/sessions/${session.sessionId}`, { ...settings(), participantsSeeResults: 0 }, { "x-host-key": session.hostKey });
    expect(update.status).toBe(400);
    expect((await analytics(session.sessionId)).status).toBe(200);
  });
});
