import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { signInAdmin } from "./admin-helpers.js";
import { createTestSession, startTestServer, type TestServer } from "./helpers/test-server.js";
import { useSharedServer } from "./helpers/shared-server.js";
import { readWorkbook } from "./helpers/workbook.js";

// Below an evaluation's anonymity threshold nobody — the host and admins included — gets a question's average,
// frequencies, answers or words, in any reply, export or socket message: only how many answered.
const shared = useSharedServer();
const dir = mkdtempSync(join(tmpdir(), "ordsky-threshold-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Session = { sessionId: string; hostKey: string; sessionCode: string };
const THRESHOLD = 4;
const QUESTIONS = [
  { text: "Hvor meget fik du ud af dagens undervisning?", type: "scale", scaleMin: 1, scaleMax: 10 },
  { text: "Hvad vil du gerne have mere af?", type: "text" },
];

async function evaluation(server: TestServer, input: Record<string, unknown> = {}): Promise<Session> {
  return createTestSession(server, { sessionType: "class", title: "Statistik 2", classQuestions: QUESTIONS, ...input });
}

/** Student i rates 3 + i and asks for a word no other student writes, so any leak of it is visible. */
const secretOf = (session: Session, student: number) => `hemmelig${session.sessionCode.toLowerCase()}${student}x`;

async function answer(server: TestServer, session: Session, students: number, questionTypes: ("scale" | "text")[]): Promise<void> {
  const { body } = await server.request("GET", `/api/sessions/${session.sessionId}/class-questions`);
  for (let student = 0; student < students; student++) {
    for (const question of body.data as { id: string; type: "scale" | "text" }[]) {
      if (!questionTypes.includes(question.type)) continue;
      const response = question.type === "scale" ? 3 + student : secretOf(session, student);
      const reply = await server.request("POST", `/api/sessions/${session.sessionId}/class-response`, { questionId: question.id, response, participantId: `student_${student}` });
      expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
    }
  }
}

async function download(server: TestServer, path: string, headers: Record<string, string>, body: unknown): Promise<Buffer> {
  const response = await fetch(`${server.url}${path}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(response.status, path).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

function pdfText(bytes: Buffer, name: string): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

/** Every reply, export and socket message about the session, as its host, an admin and a student get them. */
async function everything(server: TestServer, session: Session, admin: Record<string, string>): Promise<{ analytics: unknown[]; texts: { name: string; text: string }[] }> {
  const host = { "x-host-key": session.hostKey };
  const path = `/api/sessions/${session.sessionId}`;
  const analytics = [];
  const texts = [];
  for (const [name, headers] of [["student", {}], ["host", host], ["admin", admin]] as const) {
    const reply = await server.request("GET", `${path}/class-analytics`, undefined, headers);
    expect(reply.status, name).toBe(200);
    analytics.push(reply.body.data);
    texts.push({ name: `${name} analytics`, text: JSON.stringify(reply.body) });
    texts.push({ name: `${name} session`, text: JSON.stringify((await server.request("GET", path, undefined, headers)).body) });
  }
  texts.push({ name: "admin list", text: JSON.stringify((await server.request("GET", `/api/admin/sessions?search=${session.sessionCode}`, undefined, admin)).body) });
  texts.push({ name: "admin stats", text: JSON.stringify((await server.request("GET", "/api/admin/dashboard/stats", undefined, admin)).body) });
  texts.push({ name: "host pdf", text: pdfText(await download(server, `${path}/export/pdf`, host, {}), `host-${session.sessionCode}`) });
  texts.push({ name: "admin pdf", text: pdfText(await download(server, "/api/admin/export/pdf", admin, { sessionIds: [session.sessionId], includeAnalytics: true }), `admin-${session.sessionCode}`) });
  for (const [name, bytes] of [
    ["host excel", await download(server, `${path}/export/excel`, host, {})],
    ["admin excel", await download(server, "/api/admin/export/excel", admin, { sessionIds: [session.sessionId], includeAnalytics: true })],
  ] as const) {
    const workbook = await readWorkbook(bytes);
    texts.push({ name, text: JSON.stringify(workbook.names.map((sheet) => workbook.rows(sheet))) });
  }
  return { analytics, texts };
}

type Analytics = {
  withheld: boolean;
  threshold: number;
  responses: number;
  scaleQuestions: { average: number | null; frequencies: Record<string, number>; totalResponses: number; withheld: boolean }[];
  textQuestions: { responses: string[]; answerFrequencies: unknown[]; wordCloud: { words: unknown[] }; totalResponses: number; withheld: boolean }[];
  selfVsOthersComparison: { difference: number | null };
};

describe("the anonymity threshold", () => {
  // Every count below the threshold for each question type alone and both together, each case in a session of its own.
  const cases = [0, 1, 2, 3].flatMap((students) => [["scale"], ["text"]].map((types) => ({ students, types: types as ("scale" | "text")[] })));
  cases.push({ students: THRESHOLD - 1, types: ["scale", "text"] });
  it.each(cases)("withholds every average, frequency, answer and word from every reply, export and socket: $students answers to $types", async ({ students, types }) => {
    const server = shared.server;
    const admin = (await signInAdmin(server)).headers;
    const label = `${students} answers to ${types.join(" and ")}`;
    const session = await evaluation(server, { minResponses: THRESHOLD });
    const screens = [await shared.watch(session.sessionId, "host", session.hostKey), await shared.watch(session.sessionId, "participant")];
    await answer(server, session, students, types);
    if (students > 0) await Promise.all(screens.map((screen) => screen.waitFor((message) => message.type === "class-responses-updated")));

    const { analytics, texts } = await everything(server, session, admin);
    for (const data of analytics as Analytics[]) {
      expect(data, label).toMatchObject({ withheld: true, threshold: THRESHOLD, responses: students });
      for (const question of data.scaleQuestions) expect(question, label).toMatchObject({ average: null, frequencies: {}, withheld: true });
      for (const question of data.textQuestions) expect(question, label).toMatchObject({ responses: [], answerFrequencies: [], wordCloud: { words: [] }, withheld: true });
      expect(data.scaleQuestions[0]?.totalResponses, label).toBe(types.includes("scale") ? students : 0);
    }
    const sockets = screens.map((screen, index) => ({ name: `socket ${index}`, text: JSON.stringify(screen.messages) }));
    for (const { name, text } of [...texts, ...sockets]) {
      expect(text.toLowerCase(), `${label}: ${name}`).not.toContain("hemmelig");
      // A scale's figures are numbers, not words: no average is printed where results would be.
      expect(text, `${label}: ${name}`).not.toMatch(/average \d|"average":\d/);
    }
    for (const name of ["host pdf", "admin pdf"]) {
      expect(texts.find((entry) => entry.name === name)?.text, `${label}: ${name}`).toContain(`results appear at ${THRESHOLD} answers`);
    }
  });

  it("shows everything once the threshold is reached", async () => {
    const server = shared.server;
    const admin = (await signInAdmin(server)).headers;
    const session = await evaluation(server, { minResponses: THRESHOLD });
    await answer(server, session, THRESHOLD, ["scale", "text"]);
    const { analytics, texts } = await everything(server, session, admin);
    for (const data of analytics as Analytics[]) {
      expect(data).toMatchObject({ withheld: false, threshold: THRESHOLD, responses: THRESHOLD });
      expect(data.scaleQuestions[0]?.average).toBe(4.5);
      expect(data.textQuestions[0]?.responses).toHaveLength(THRESHOLD);
    }
    for (const name of ["host pdf", "admin pdf", "host excel", "admin excel"]) {
      expect(texts.find((entry) => entry.name === name)?.text.toLowerCase(), name).toContain(secretOf(session, 0));
    }
  });

  it("withholds a question below it while the others show", async () => {
    const session = await evaluation(shared.server, { minResponses: 2 });
    await answer(shared.server, session, 2, ["scale"]);
    await answer(shared.server, session, 1, ["text"]);
    const { body } = await shared.server.request("GET", `/api/sessions/${session.sessionId}/class-analytics`);
    const data: Analytics = body.data;
    expect(data.withheld).toBe(false);
    expect(data.scaleQuestions[0]).toMatchObject({ average: 3.5, withheld: false, totalResponses: 2 });
    expect(data.textQuestions[0]).toMatchObject({ responses: [], withheld: true, totalResponses: 1 });
  });

  it("keeps the spec's behaviour when no one set a threshold: results from the first answer", async () => {
    const session = await evaluation(shared.server);
    await answer(shared.server, session, 1, ["scale", "text"]);
    const { body } = await shared.server.request("GET", `/api/sessions/${session.sessionId}/class-analytics`);
    expect(body.data).toMatchObject({ withheld: false, threshold: 0, responses: 1 });
    expect(body.data.scaleQuestions[0]).toMatchObject({ average: 3, frequencies: { "3": 1 }, withheld: false });
    expect(body.data.textQuestions[0].responses).toEqual([secretOf(session, 0)]);
  });

  it("lets a host raise the threshold, never lower it, and never below the institution's floor an admin set", async () => {
    const server = shared.server;
    const admin = (await signInAdmin(server)).headers;
    const session = await evaluation(server);
    const settings = (minResponses: number) =>
      server.request("PUT", `/api/sessions/${session.sessionId}`, { title: "Statistik 2", isActive: true, isPublic: false, maxParticipants: 100, minResponses }, { "x-host-key": session.hostKey });
    const floor = (minResponses: number | null) => server.request("PUT", "/api/admin/evaluation-threshold", { minResponses }, admin);
    const threshold = async () => (await server.request("GET", `/api/sessions/${session.sessionId}/class-analytics`)).body.data.threshold;

    expect((await floor(3)).body.data).toEqual({ minResponses: 3, source: "admin", changeable: true });
    try {
      expect(await threshold()).toBe(3);
      const lowered = await settings(2);
      expect(lowered).toMatchObject({ status: 409, body: { success: false, error: "The minimum number of answers can only be raised: students were told their answers stay hidden below it" } });
      expect((await settings(6)).body.data.minResponses).toBe(6);
      expect(await threshold()).toBe(6);
      expect((await settings(5)).status).toBe(409);
      expect((await settings(6)).status).toBe(200);
      // The floor rising above the host's raise wins; the host's own raise still cannot be undone.
      await floor(8);
      expect(await threshold()).toBe(8);
      expect((await settings(7)).status).toBe(409);
      expect(await threshold()).toBe(8);
    } finally {
      await floor(null);
    }
    expect((await server.request("PUT", "/api/admin/evaluation-threshold", { minResponses: 1 }, admin)).body).toEqual({
      success: false,
      error: "The minimum number of answers must be a whole number from 2 to 100",
      code: "VALIDATION",
    });
    expect((await server.request("GET", "/api/admin/evaluation-threshold")).status).toBe(401);
  });

  it("lets EVALUATION_MIN_RESPONSES win over the admin setting", async () => {
    const server = await startTestServer({ EVALUATION_MIN_RESPONSES: "5" });
    try {
      const admin = (await signInAdmin(server)).headers;
      expect((await server.request("GET", "/api/admin/evaluation-threshold", undefined, admin)).body.data).toEqual({ minResponses: 5, source: "environment", changeable: false });
      expect((await server.request("PUT", "/api/admin/evaluation-threshold", { minResponses: 2 }, admin)).status).toBe(409);
      const session = await evaluation(server);
      await answer(server, session, 4, ["scale", "text"]);
      const { body } = await server.request("GET", `/api/sessions/${session.sessionId}/class-analytics`, undefined, { "x-host-key": session.hostKey });
      expect(body.data).toMatchObject({ withheld: true, threshold: 5, responses: 4 });
    } finally {
      await server.close();
    }
  });
});
