import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieBrowser, signInThrough } from "./helpers/cookie-browser.js";
import { openProviderAddress, startTestProvider, TEST_PEOPLE, testOidcSettings, type TestProvider } from "./helpers/oidc-provider.js";
import { countRows, startTestServer, type TestServer } from "./helpers/test-server.js";
import { TestSocket } from "./helpers/ws-client.js";

let provider: TestProvider;
/** SESSION_CREATION=signed-in and ANSWERING=signed-in ("campus only"). */
let server: TestServer;

beforeAll(async () => {
  const address = await openProviderAddress();
  server = await startTestServer({
    ...testOidcSettings(address.port),
    SESSION_CREATION: "signed-in",
    ANSWERING: "signed-in",
  });
  provider = await startTestProvider(address, [`${server.url}/auth/oidc/callback`]);
});

afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** Signs `person` in as a host in a fresh browser (or `browser`), from `start` (the landing page's link by default). */
const signInHost = (person: string, start = "/auth/oidc/start?for=host", browser = new CookieBrowser()) => signInThrough(server.url, person, start, browser);

async function call(browser: CookieBrowser, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await browser.request(`${server.url}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
  });
  return { status: response.status, body: await response.json() };
}

function cookieHeader(browser: CookieBrowser): Record<string, string> {
  return { cookie: `ordsky_account=${browser.cookie(new URL(server.url).host, "ordsky_account")}` };
}

describe("host accounts signed in with the institution", () => {
  it("refuses to create a session for someone not signed in when only signed-in users may (SESSION_CREATION=signed-in)", async () => {
    const before = await countRows(server, "sessions");
    expect(await server.request("POST", "/api/sessions", { title: "Anonymous" })).toEqual({
      status: 401,
      body: { success: false, error: "Please sign in with Test University to create a session", code: "UNAUTHORIZED" },
    });
    expect(await countRows(server, "sessions")).toBe(before);
    expect((await server.request("GET", "/api/auth/options")).body.data).toMatchObject({ sessionCreation: "signed-in", answering: "signed-in" });
  });

  it("lets a signed-in teacher create sessions they own, listed and managed without the host key in a second browser", async () => {
    const first = await signInHost(TEST_PEOPLE.teacher.sub);
    expect(`${first.landing.pathname}${first.landing.search}`).toBe("/?signed-in=1");
    expect(first.browser.seen.find((line) => line.startsWith("ordsky_account="))).toMatch(/; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    expect((await call(first.browser, "GET", "/api/account")).body.data).toEqual({ account: { email: "tom@uni.example", fullName: "Tom Teacher" }, sessionIds: [], courseIds: [], answering: false });

    const created = await call(first.browser, "POST", "/api/sessions", { title: "Tom's lecture" });
    expect(created.status).toBe(201);
    const { sessionId } = created.body.data;

    // Another browser, no host key: signing in there lists the session and may manage it.
    const second = await signInHost(TEST_PEOPLE.teacher.sub);
    expect((await call(second.browser, "GET", "/api/account")).body.data.sessionIds).toEqual([sessionId]);
    const update = { title: "Renamed from the second browser", description: "", isActive: true, isPublic: false, maxParticipants: 100 };
    expect((await call(second.browser, "PUT", `/api/sessions/${sessionId}`, update)).body.data).toMatchObject({ title: "Renamed from the second browser" });
    // The audit trail names the teacher by the account's email, not the key they never had.
    const recorded = await server.context.store.db.selectFrom("audit_records").selectAll().where("target_id", "=", sessionId).execute();
    expect(recorded).toEqual([expect.objectContaining({ kind: "session.changed", actor_kind: "account", actor: "tom@uni.example" })]);

    // Someone else signed in is no owner; nor is anybody without the cookie.
    const other = await signInHost(TEST_PEOPLE.admin.sub);
    expect((await call(other.browser, "PUT", `/api/sessions/${sessionId}`, update)).status).toBe(403);
    expect((await call(other.browser, "GET", "/api/account")).body.data.sessionIds).toEqual([]);
    expect((await server.request("PUT", `/api/sessions/${sessionId}`, update)).status).toBe(403);

    // The owner's screen over /ws is a host's screen: it sees the words of a question whose results are hidden.
    const { questions } = (await call(second.browser, "GET", `/api/sessions/${sessionId}/questions`)).body.data;
    await call(second.browser, "PUT", `/api/sessions/${sessionId}/questions/${questions[0].id}`, { resultsHidden: true });
    const ownerScreen = await TestSocket.connect(server.wsUrl, { headers: cookieHeader(second.browser) });
    const publicScreen = await TestSocket.connect(server.wsUrl);
    try {
      await ownerScreen.join(sessionId, "host");
      await publicScreen.join(sessionId, "host");
      expect((await call(first.browser, "POST", `/api/sessions/${sessionId}/feedback`, { text: "hidden", participantId: "p-1" })).status).toBe(201);
      await ownerScreen.waitForCloud(sessionId, (cloud) => cloud.words.some((word) => word.text === "hidden"));
      await publicScreen.roundTrip();
      expect(publicScreen.cloud(sessionId)?.words).toEqual([]);
    } finally {
      await Promise.all([ownerScreen.closeAndWait(), publicScreen.closeAndWait()]);
    }

    // Signing out ends it in that browser only.
    const signedOut = await call(second.browser, "POST", "/api/account/sign-out", {});
    expect(signedOut.body).toEqual({ success: true, data: { signedOut: true } });
    expect((await call(second.browser, "GET", "/api/account")).body.data).toEqual({ account: null, sessionIds: [], courseIds: [], answering: false });
    expect((await call(first.browser, "GET", "/api/account")).body.data.sessionIds).toEqual([sessionId]);
  });

  it("takes answers only from participants signed in (ANSWERING=signed-in), and stores nothing about who they are", async () => {
    const host = await signInHost(TEST_PEOPLE.teacher.sub);
    const { sessionId } = (await call(host.browser, "POST", "/api/sessions", { title: "Campus only" })).body.data;
    expect(await server.request("POST", `/api/sessions/${sessionId}/feedback`, { text: "outside", participantId: "p-out" })).toEqual({
      status: 401,
      body: { success: false, error: "Please sign in with Test University to answer", code: "UNAUTHORIZED" },
    });
    // A participant signs in from the session's page and comes back to it.
    const participant = await signInHost(TEST_PEOPLE.admin.sub, `/auth/oidc/start?for=host&return=/session/${sessionId}`);
    expect(`${participant.landing.pathname}${participant.landing.search}`).toBe(`/session/${sessionId}?signed-in=1`);
    expect((await call(participant.browser, "POST", `/api/sessions/${sessionId}/feedback`, { text: "inside", participantId: "p-in" })).status).toBe(201);
    const stored = await server.context.store.db.selectFrom("feedback").selectAll().where("session_id", "=", sessionId).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toMatch(/alice|olga|tom|uni\.example/i);
    // Of the participant, only that they were signed in.
    const participants = await server.context.store.db.selectFrom("participants").selectAll().where("session_id", "=", sessionId).execute();
    expect(participants).toEqual([{ session_id: sessionId, participant_id: "p-in", created_at: expect.any(String), signed_in: 1 }]);

    // Over /ws as well.
    const anonymous = await TestSocket.connect(server.wsUrl);
    try {
      anonymous.send({ type: "submit-feedback", sessionId, requestId: "r-1", data: { text: "socket", participantId: "p-ws" } });
      expect(await anonymous.waitFor((message) => message.type === "feedback-error")).toMatchObject({ requestId: "r-1", error: "Please sign in with Test University to answer" });
    } finally {
      await anonymous.closeAndWait();
    }
  });

  it("refuses a return path to another site", async () => {
    expect((await server.request("GET", "/auth/oidc/start?for=host&return=//evil.example/")).status).toBe(400);
    expect((await server.request("GET", "/auth/oidc/start?for=host&return=https://evil.example/")).status).toBe(400);
  });
});
