import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { httpRoutes, routePath, type HttpRouteAddress } from "../src/shared/http-routes.js";
import * as adminApi from "../src/client/lib/admin-api.js";
import { storeAdmin } from "../src/client/lib/admin-auth.js";
import type { ApiResult } from "../src/client/lib/api.js";
import * as classApi from "../src/client/lib/class-api.js";
import { saveCourseKey } from "../src/client/lib/course-keys.js";
import * as coursesApi from "../src/client/lib/courses-api.js";
import * as institutionApi from "../src/client/lib/institution-api.js";
import { exportCourse, exportHostSession } from "../src/client/lib/export-files.js";
import { saveHostKey } from "../src/client/lib/host-keys.js";
import * as moderationApi from "../src/client/lib/moderation-api.js";
import * as questionsApi from "../src/client/lib/questions-api.js";
import * as sessionsApi from "../src/client/lib/sessions-api.js";
import * as signInApi from "../src/client/lib/sign-in-api.js";
import { startTestServer, type TestServer } from "./helpers/test-server.js";

const METRICS_TOKEN = "contract-test-metrics-token";

/** Routes no client screen calls: operations, the sign-in redirects a browser follows, and API-only calls. */
const SERVER_ONLY: (keyof typeof httpRoutes)[] = [
  "health",
  "livez",
  "readyz",
  "metrics",
  "startOidcSignIn",
  "finishOidcSignIn",
  // Needs a finished sign-in at an OpenID provider (tests/oidc-sign-in.test.ts drives it).
  "takeAdminHandOver",
  // Needs an account signed in through the provider (tests/oidc-sign-in.test.ts).
  "setAccountAdmin",
  "getAdminMe",
  "createQrCode",
  // Called by course pages (oEmbed consumers) and by Office, never by Ordsky's own screens (tests/embedding.test.ts).
  "getOembed",
  "getOfficeManifest",
  // Called by learning platforms (tests/lti-registration.test.ts and tests/lti-launch.test.ts drive them).
  "getLtiJwks",
  "startLtiRegistration",
  "startLtiLogin",
  "startLtiLoginByPost",
  "launchLti",
  "answerLtiDeepLinking",
];

let server: TestServer;
/** Every call the client made, as "METHOD /path" without the query. */
const calls: string[] = [];

beforeAll(async () => {
  // Without TZ, as a container runs: the admin may set the reports' time zone (TZ would fix it, and refuse the call).
  server = await startTestServer({ METRICS_TOKEN, TZ: "" });
  const storage = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  // The host keys' store tells the page's other parts when it changes.
  vi.stubGlobal("window", new EventTarget());
  // The browser resolves the client's relative URLs against the page; here, against the test server.
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? "GET"} ${input.split("?")[0]}`);
    return realFetch(new URL(input, server.url), init);
  });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await server?.close();
});

/** The call's data; fails the test with the server's error otherwise. */
async function dataOf<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new Error(`${result.status}: ${result.error}`);
  return result.data;
}

function matches(route: HttpRouteAddress, call: string): boolean {
  const pattern = new RegExp(`^${route.method} ${route.path.replace(/:[A-Za-z]+/g, "[^/]+")}$`);
  return pattern.test(call);
}

describe("the HTTP contract", () => {
  it("is served route by route: none falls through to the not-found answer", async () => {
    const filler = { id: "no-such-id", questionId: "no-such-question", format: "excel", sessionId: "no-such-session" };
    for (const route of Object.values(httpRoutes) as HttpRouteAddress[]) {
      const response = await fetch(server.url + routePath(route, filler), {
        method: route.method,
        redirect: "manual",
        headers: route.method === "POST" || route.method === "PUT" ? { "content-type": "application/json" } : {},
        body: route.method === "POST" || route.method === "PUT" ? "{}" : undefined,
      });
      const text = await response.text();
      // The client's page answers an unknown path 200; an LTI step's own page answers a bad request 400.
      const clientPage = (response.headers.get("content-type") ?? "").startsWith("text/html") && response.status === 200;
      const notFound = text.includes('"error":"Not found"') || text.includes("The client is not built") || clientPage;
      expect(notFound, `${route.method} ${route.path} is not registered`).toBe(false);
    }
  });

  it("checks a host route's caller before its body: a stranger gets 403 whatever they send, an unknown session 404", async () => {
    const { sessionId } = await server.request("POST", "/api/sessions", { title: "Strangers" }).then((response) => response.body.data);
    const hostRoutes = (Object.values(httpRoutes) as HttpRouteAddress[]).filter((route) => route.authority === "host");
    expect(hostRoutes.length).toBeGreaterThan(10);
    // A session's authority is resolved for the session its path names.
    for (const route of Object.values(httpRoutes) as HttpRouteAddress[]) {
      if (route.authority === "host" || route.authority === "viewer") expect(route.path, route.path).toMatch(/^\/api\/sessions\/:id\b/);
      if (route.authority === "course") expect(route.path, route.path).toMatch(/^\/api\/courses\/:id\b/);
    }
    for (const route of hostRoutes) {
      const send = (id: string) => server.request(route.method, routePath(route, { id, questionId: "q", format: "pdf" }), route.method === "GET" || route.method === "DELETE" ? undefined : { nonsense: [1] });
      expect(await send(sessionId), `${route.method} ${route.path}`).toEqual({ status: 403, body: { success: false, error: "Only the session host can change this session", code: "FORBIDDEN" } });
      expect((await send("no-such-session")).status, `${route.method} ${route.path}`).toBe(404);
    }
  });

  it("checks a course route's caller before its body: a wrong key gets 403 whatever it sends, an unknown course 404", async () => {
    const { courseId } = await server.request("POST", "/api/courses", { title: "Strangers" }).then((response) => response.body.data);
    const courseRoutes = (Object.values(httpRoutes) as HttpRouteAddress[]).filter((route) => route.authority === "course");
    expect(courseRoutes.length).toBeGreaterThan(4);
    for (const route of courseRoutes) {
      const send = (id: string) =>
        server.request(route.method, routePath(route, { id, sessionId: "s", format: "pdf" }), route.method === "GET" || route.method === "DELETE" ? undefined : { nonsense: [1] }, { "x-host-key": "wrong" });
      expect(await send(courseId), `${route.method} ${route.path}`).toEqual({ status: 403, body: { success: false, error: "Only the course's host can open or change this course", code: "FORBIDDEN" } });
      expect((await send("no-such-course")).status, `${route.method} ${route.path}`).toBe(404);
    }
  });

  it("checks an admin route's token as the request arrives: without one, 401 even for a body that is not JSON", async () => {
    const adminRoutes = (Object.values(httpRoutes) as HttpRouteAddress[]).filter((route) => route.authority === "admin");
    expect(adminRoutes.length).toBeGreaterThan(5);
    for (const route of adminRoutes) {
      const send = route.method === "GET" || route.method === "DELETE" ? undefined : "{not json";
      const answer = await server.request(route.method, routePath(route, { id: "someone", format: "excel" }), send);
      expect(answer, `${route.method} ${route.path}`).toEqual({ status: 401, body: { success: false, error: "Please sign in as an admin", code: "UNAUTHORIZED" } });
    }
  });

  it("is what the client's calls send and get back: each reply parses with its route's schema", async () => {
    const { sessionId, hostKey, sessionCode } = await dataOf(sessionsApi.createSession({ sessionType: "regular", title: "Contract", description: "", maxParticipants: 10, isPublic: true }));
    saveHostKey(sessionId, hostKey);
    await dataOf(sessionsApi.getSession(sessionId));
    await dataOf(sessionsApi.listPublicSessions());
    await dataOf(sessionsApi.joinSession(sessionId, "participant-1"));
    await dataOf(sessionsApi.joinSessionByCode(sessionCode));
    await dataOf(sessionsApi.updateSession(sessionId, { title: "Contract", description: "", isActive: true, isPublic: true, maxParticipants: 10 }));
    await dataOf(sessionsApi.raiseCapacity(sessionId, 20));
    await dataOf(sessionsApi.submitFeedbackHttp(sessionId, "tea", "participant-1", "submission-000000001"));
    await dataOf(sessionsApi.listAllFeedback(sessionId));
    await dataOf(sessionsApi.getWordCloud(sessionId));
    await dataOf(sessionsApi.getSessionRetention(sessionId));
    await dataOf(sessionsApi.getSessionQrCodes(sessionId));

    const { questions } = await dataOf(questionsApi.addQuestion(sessionId, "Second?"));
    const [first, second] = questions.map((question) => question.id) as [string, string];
    await dataOf(questionsApi.listQuestions(sessionId));
    await dataOf(questionsApi.updateQuestion(sessionId, second, { resultsHidden: true }));
    await dataOf(questionsApi.reorderQuestions(sessionId, [second, first]));
    await dataOf(questionsApi.askQuestion(sessionId, second));
    await dataOf(questionsApi.getQuestionCloud(sessionId, first));
    await dataOf(questionsApi.listQuestionFeedback(sessionId, first));
    const third = (await dataOf(questionsApi.addQuestion(sessionId, "Third?"))).questions.at(-1)!.id;
    await dataOf(questionsApi.deleteQuestion(sessionId, third));

    await dataOf(moderationApi.getModeration(sessionId));
    const { undo } = await dataOf(moderationApi.performHostAction(sessionId, { type: "hide-word", word: "tea", scope: "" }));
    expect(undo).not.toBeNull();

    const host = await dataOf(exportHostSession(sessionId, "pdf", "da"));
    expect(host.fileName).toMatch(/\.pdf$/);

    const evaluation = await dataOf(sessionsApi.createSession({ sessionType: "class", title: "Evaluation", description: "", maxParticipants: 10, isPublic: false }));
    saveHostKey(evaluation.sessionId, evaluation.hostKey);
    const classQuestions = await dataOf(classApi.getClassQuestions(evaluation.sessionId));
    await dataOf(classApi.replaceClassQuestions(evaluation.sessionId, classQuestions));
    const scale = classQuestions.find((question) => question.type === "scale")!;
    await dataOf(sessionsApi.submitClassResponseHttp(evaluation.sessionId, { questionId: scale.id, response: scale.scaleMin, participantId: "participant-1", submissionId: "submission-000000002" }));
    await dataOf(classApi.getClassAnalytics(evaluation.sessionId));
    const opensAt = new Date(Date.now() - 60_000).toISOString();
    expect((await dataOf(classApi.setClassWindow(evaluation.sessionId, { opensAt, closesAt: null }))).opensAt).toBe(opensAt);
    expect((await dataOf(classApi.closeClassNow(evaluation.sessionId))).closesAt).not.toBeNull();

    const course = await dataOf(coursesApi.createCourse({ title: "Course", term: "Spring", enrolled: 20 }));
    saveCourseKey(course.courseId, course.hostKey);
    await dataOf(coursesApi.updateCourse(course.courseId, { answerMaxLength: 80 }));
    await dataOf(coursesApi.replaceCourseQuestions(course.courseId, course.course.questions));
    expect((await dataOf(coursesApi.createCourseSession(course.courseId, "class", "Course — Lecture 1", "da"))).session.language).toBe("da");
    await dataOf(coursesApi.addCourseSession(course.courseId, evaluation.sessionId));
    await dataOf(coursesApi.getCourse(course.courseId));
    expect((await dataOf(exportCourse(course.courseId, "excel", "da"))).fileName).toMatch(/^ordsky-course-Course-.*\.xlsx$/);
    await dataOf(coursesApi.removeCourseSession(course.courseId, evaluation.sessionId));

    await dataOf(signInApi.getSignInOptions());
    await dataOf(signInApi.getSignedInHost());
    await dataOf(signInApi.signOutHost());

    await dataOf(adminApi.getRegistrationStatus());
    await dataOf(adminApi.getDemoCredentials());
    await dataOf(adminApi.registerAdmin("contract@example.org", "a long enough password", "Contract Admin", server.setupCode ?? undefined));
    const { token, admin } = await dataOf(adminApi.loginAdmin("contract@example.org", "a long enough password"));
    storeAdmin({ token, admin });
    await dataOf(adminApi.getAdminStats(token));
    await dataOf(adminApi.getSystemInfo(token));
    await dataOf(adminApi.listAdminSessions(token, { page: 1, limit: 10, search: "", type: "all" }));
    await dataOf(adminApi.getRetentionPolicy(token));
    await dataOf(adminApi.setRetentionDays(token, 30));
    await dataOf(adminApi.getMinResponsesPolicy(token));
    await dataOf(adminApi.setMinResponses(token, null));
    await dataOf(adminApi.getInstitutionPolicy(token));
    await dataOf(adminApi.setInstitution(token, { name: "Contract University", statementUrl: "https://www.was.digst.dk/contract-example-dk" }));
    expect((await dataOf(institutionApi.getInstitution())).name).toBe("Contract University");
    await dataOf(adminApi.getTimeZonePolicy(token));
    await dataOf(adminApi.setTimeZone(token, "Europe/Copenhagen"));
    await dataOf(adminApi.addFilterTerms(token, "hold", ["kedeligt"]));
    await dataOf(adminApi.getFilterPolicy(token, "kede"));
    await dataOf(adminApi.removeFilterTerms(token, "hold", ["kedeligt"]));
    await dataOf(adminApi.setFilterAutomatic(token, true));
    await dataOf(adminApi.listSignedInAccounts(token));
    const platform = await dataOf(
      adminApi.registerLtiPlatform(token, {
        name: "Canvas",
        issuer: "https://canvas.instructure.com",
        clientId: "10000000000001",
        deploymentIds: ["1:abc"],
        authorizationUrl: "https://sso.canvaslms.com/api/lti/authorize_redirect",
        tokenUrl: "https://sso.canvaslms.com/login/oauth2/token",
        jwksUrl: "https://sso.canvaslms.com/api/lti/security/jwks",
      }),
    );
    await dataOf(adminApi.listLtiPlatforms(token));
    // A check of a platform on this machine (nothing leaves it): Ordsky's own keyset stands in for the platform's.
    const local = await dataOf(
      adminApi.registerLtiPlatform(token, { name: "Local", issuer: "http://127.0.0.1", clientId: "local", deploymentIds: ["1"], authorizationUrl: `${server.url}/health`, tokenUrl: `${server.url}/health`, jwksUrl: `${server.url}/lti/jwks` }),
    );
    expect((await dataOf(adminApi.checkLtiPlatform(token, local.id))).steps[0]).toMatchObject({ step: "keyset", outcome: "passed" });
    await dataOf(adminApi.deleteLtiPlatform(token, local.id));
    // A Dynamic Registration whose configuration is nowhere leaves a failed attempt on the card, which is dismissed.
    expect((await fetch(`${server.url}/lti/register?openid_configuration=${encodeURIComponent(`${server.url}/no-configuration`)}`)).status).toBe(400);
    const [attempt] = (await dataOf(adminApi.listLtiPlatforms(token))).registrationAttempts;
    await dataOf(adminApi.dismissLtiRegistrationAttempt(token, attempt!.id));
    await dataOf(adminApi.deleteLtiPlatform(token, platform.id));
    await dataOf(adminApi.rotateLtiKey(token));
    expect((await dataOf(adminApi.listTerms(token))).terms.map((entry) => entry.term)).toContain("Spring");
    expect((await dataOf(adminApi.getTermView(token, "Spring"))).courses).toHaveLength(1);
    await dataOf(adminApi.compareTermCourses(token, "Spring", course.courseId));
    expect((await dataOf(adminApi.exportTerm(token, "pdf", "Spring", "da"))).fileName).toMatch(/^ordsky-term-Spring-.*\.pdf$/);
    const exported = await dataOf(adminApi.exportAdminSessions(token, "excel", [sessionId], "en"));
    expect(exported.fileName).toMatch(/\.xlsx$/);
    await dataOf(adminApi.deleteAdminSession(token, evaluation.sessionId));
    const trail = await dataOf(adminApi.listAuditTrail(token, { kind: "session.deleted", actorKind: "", actor: "", page: 1, limit: 10 }));
    expect(trail.records.map((record) => record.target)).toHaveLength(1);
    expect((await dataOf(adminApi.exportAuditTrail(token, { kind: "", actorKind: "admin", actor: trail.records[0]!.actor }, "da"))).fileName).toMatch(/^ordsky-audit-trail-.*\.csv$/);
    await dataOf(adminApi.logoutAdmin(token));

    // Every route a client screen may call was called above, through the client's own functions.
    const uncalled = Object.entries(httpRoutes)
      .filter(([name]) => !SERVER_ONLY.includes(name as keyof typeof httpRoutes))
      .filter(([, route]) => !calls.some((call) => matches(route, call)))
      .map(([name]) => name);
    expect(uncalled).toEqual([]);
  });

  it("is the only place the client finds a path: no screen or fetcher writes one by hand", () => {
    const sources = readdirSync("src/client", { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const handWritten = sources.filter((file) => /["'`]\/(api|auth)\//.test(readFileSync(join("src/client", file), "utf8")));
    expect(handWritten).toEqual([]);
  });
});
