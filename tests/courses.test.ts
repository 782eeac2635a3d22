import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarDay } from "../src/shared/time-zone.js";
import { THRESHOLD_ONLY_RISES_MESSAGE } from "../src/shared/schemas/evaluation-threshold.js";
import { countRows, createTestSession, startTestServer, type TestServer } from "./helpers/test-server.js";

type Question = { id: string; text: string; type: "scale" | "text"; scaleMin: number; scaleMax: number; answerMaxLength: number };

const LEARNING = "Hvor meget fik du ud af dagens undervisning?";
const LEARNING_REWORDED = "Hvor meget lærte du i dag?";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function createCourse(input: Record<string, unknown> = {}) {
  const { status, body } = await server.request("POST", "/api/courses", { title: "Statistik 1", term: "Efterår 2026", enrolled: 30, ...input });
  expect(status).toBe(201);
  const { courseId, hostKey } = body.data as { courseId: string; hostKey: string };
  const asHost = (method: string, path: string, payload?: unknown) => server.request(method, `/api/courses/${courseId}${path}`, payload, { "x-host-key": hostKey });
  return { courseId, hostKey, asHost, course: body.data.course };
}

async function classQuestions(sessionId: string): Promise<Question[]> {
  return (await server.request("GET", `/api/sessions/${sessionId}/class-questions`)).body.data;
}

/** `count` students answer every question of the lecture: ratings 6, 7, 8, … and a short text. */
async function answerLecture(sessionId: string, count: number, prefix: string) {
  const questions = await classQuestions(sessionId);
  for (let student = 0; student < count; student++) {
    for (const question of questions) {
      const response = question.type === "scale" ? 6 + (student % 3) : "Flere regneeksempler på tavlen";
      const { status } = await server.request("POST", `/api/sessions/${sessionId}/class-response`, { questionId: question.id, response, participantId: `${prefix}_${student}` });
      expect(status).toBe(201);
    }
  }
}

describe("courses", () => {
  it("a course of three lectures created from one template with one wording change", async () => {
    const { courseId, asHost, course } = await createCourse({ answerMaxLength: 60 });
    expect(course).toMatchObject({ title: "Statistik 1", term: "Efterår 2026", enrolled: 30, minResponses: null, threshold: 5, answerMaxLength: 60 });

    const first = await asHost("POST", "/sessions", {});
    const second = await asHost("POST", "/sessions", {});
    expect(first.status).toBe(201);
    expect(first.body.data.session).toMatchObject({ sessionType: "class", title: "Statistik 1 — Lecture 1", courseId, isPublic: false });
    expect(second.body.data.session.title).toBe("Statistik 1 — Lecture 2");
    const lectureOne = first.body.data.sessionId as string;
    const lectureTwo = second.body.data.sessionId as string;
    const before = await classQuestions(lectureOne);
    expect(before[0]?.text).toBe(LEARNING);
    expect(before.filter((question) => question.type === "text").map((question) => question.answerMaxLength)).toEqual([60, 60]);

    // The template changes one wording; the lectures already created keep theirs.
    const template: Question[] = course.questions;
    const edited = template.map((question, index) => ({ ...question, text: index === 0 ? LEARNING_REWORDED : question.text }));
    const replaced = await asHost("PUT", "/questions", { questions: edited });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data[0].text).toBe(LEARNING_REWORDED);
    expect(await classQuestions(lectureOne)).toEqual(before);
    expect((await classQuestions(lectureTwo))[0]?.text).toBe(LEARNING);

    const third = await asHost("POST", "/sessions", { title: "Statistik 1 — Forelæsning 3" });
    const lectureThree = third.body.data.sessionId as string;
    expect(third.body.data.session.title).toBe("Statistik 1 — Forelæsning 3");
    expect((await classQuestions(lectureThree))[0]?.text).toBe(LEARNING_REWORDED);

    // Longer answers than the spec's 25, up to the course's 60.
    const textQuestion = (await classQuestions(lectureThree)).find((question) => question.type === "text")!;
    const tooLong = await server.request("POST", `/api/sessions/${lectureThree}/class-response`, { questionId: textQuestion.id, response: "x".repeat(61), participantId: "participant_long" });
    expect(tooLong).toMatchObject({ status: 400, body: { success: false, error: "Answers can be at most 60 characters" } });

    await answerLecture(lectureOne, 6, "one");
    await answerLecture(lectureTwo, 4, "two");
    await answerLecture(lectureThree, 5, "three");

    const page = await asHost("GET", "");
    expect(page.status).toBe(200);
    const { lectures, scaleTrends, textTrends } = page.body.data;
    expect(lectures.map((lecture: { sessionId: string }) => lecture.sessionId)).toEqual([lectureOne, lectureTwo, lectureThree]);
    expect(lectures.map((lecture: { respondents: number; withheld: boolean; responseRate: number }) => [lecture.respondents, lecture.withheld, lecture.responseRate])).toEqual([
      [6, false, 6 / 30],
      [4, true, 4 / 30],
      [5, false, 5 / 30],
    ]);

    const old = scaleTrends.find((trend: { text: string }) => trend.text === LEARNING);
    const reworded = scaleTrends.find((trend: { text: string }) => trend.text === LEARNING_REWORDED);
    expect(old.points.map((point: { sessionId: string; responses: number; withheld: boolean; average: number | null }) => [point.sessionId, point.responses, point.withheld, point.average])).toEqual([
      [lectureOne, 6, false, 7],
      [lectureTwo, 4, true, null],
    ]);
    expect(old.points[0].standardDeviation).toBeCloseTo(Math.sqrt(2 / 3));
    expect(reworded.points).toHaveLength(1);
    expect(reworded.points[0]).toMatchObject({ sessionId: lectureThree, responses: 5, withheld: false });

    // The withheld lecture is a gap: its number of answers and nothing else, anywhere in the reply.
    const lectureTwoParts = [
      ...scaleTrends.flatMap((trend: { points: { sessionId: string }[] }) => trend.points),
      ...textTrends.flatMap((trend: { lectures: { sessionId: string }[] }) => trend.lectures),
    ].filter((part) => part.sessionId === lectureTwo);
    expect(lectureTwoParts).toHaveLength(5);
    for (const part of lectureTwoParts) {
      expect(part).toMatchObject({ responses: 4, withheld: true });
      expect(part).not.toMatchObject({ average: expect.any(Number) });
      expect(part).not.toMatchObject({ standardDeviation: expect.any(Number) });
      expect(JSON.stringify(part)).not.toContain("regneeksempler");
    }
    expect(lectures[1].selfVsOthers).toEqual({ selfPerception: null, othersPerception: null, difference: null });
    expect(lectures[0].selfVsOthers).toMatchObject({ selfPerception: 7, othersPerception: 7, difference: 0 });
    expect(textTrends[0].lectures[0].words.map((word: { text: string }) => word.text)).toContain("Flere regneeksempler på tavlen");

    // The course's threshold only rises; the raise reaches every lecture.
    expect(await asHost("PUT", "", { minResponses: 4 })).toEqual({ status: 409, body: { success: false, error: THRESHOLD_ONLY_RISES_MESSAGE, code: "CONFLICT" } });
    const raised = await asHost("PUT", "", { minResponses: 6 });
    expect(raised.body.data).toMatchObject({ minResponses: 6, threshold: 6 });
    expect(await asHost("PUT", "", { minResponses: 5 })).toMatchObject({ status: 409 });
    const afterRaise = (await asHost("GET", "")).body.data;
    expect(afterRaise.lectures.map((lecture: { withheld: boolean }) => lecture.withheld)).toEqual([false, true, true]);
    expect((await server.request("GET", `/api/sessions/${lectureThree}/class-analytics`)).body.data).toMatchObject({ threshold: 6, withheld: true });
  });

  it("keeps a course to its host: the key or the owner's account", async () => {
    const { courseId, hostKey, asHost } = await createCourse();
    expect(await server.request("GET", `/api/courses/${courseId}`)).toMatchObject({ status: 401, body: { success: false } });
    expect(await server.request("GET", `/api/courses/${courseId}`, undefined, { "x-host-key": "not-the-key" })).toMatchObject({ status: 403, body: { success: false } });
    expect(await server.request("PUT", `/api/courses/${courseId}`, { title: "Taken" }, { "x-host-key": "not-the-key" })).toMatchObject({ status: 403 });
    expect(await server.request("POST", `/api/courses/${courseId}/sessions`, {}, { "x-host-key": "not-the-key" })).toMatchObject({ status: 403 });
    expect(await server.request("GET", "/api/courses/doesnotexist", undefined, { "x-host-key": hostKey })).toMatchObject({ status: 404 });
    expect((await asHost("GET", "")).body.data.course.title).toBe("Statistik 1");

    // The course's key hosts the sessions created in it.
    const lecture = (await asHost("POST", "/sessions", {})).body.data.sessionId as string;
    const update = await server.request("PUT", `/api/sessions/${lecture}`, { title: "Renamed", isActive: false, isPublic: false, maxParticipants: 100 }, { "x-host-key": hostKey });
    expect(update).toMatchObject({ status: 200, body: { data: { title: "Renamed", isActive: false } } });
  });

  it("offers comments of up to 200 characters in a new course's evaluations unless told otherwise", async () => {
    const { asHost, course } = await createCourse();
    expect(course.answerMaxLength).toBe(200);
    const { sessionId } = (await asHost("POST", "/sessions", {})).body.data;
    expect((await classQuestions(sessionId)).filter((question) => question.type === "text").map((question) => question.answerMaxLength)).toEqual([200, 200]);
    // A class session outside a course keeps the spec's 25.
    const alone = (await server.request("POST", "/api/sessions", { title: "Alene", sessionType: "class" })).body.data.sessionId;
    expect((await classQuestions(alone)).filter((question) => question.type === "text").map((question) => question.answerMaxLength)).toEqual([25, 25]);
  });

  it("orders and dates its lectures by the day they were held, which the host sets, else the day they opened", async () => {
    const { courseId, hostKey, asHost } = await createCourse();
    const first = (await asHost("POST", "/sessions", {})).body.data.sessionId as string;
    const second = (await asHost("POST", "/sessions", {})).body.data.sessionId as string;
    const settings = { title: "Lektion 2", description: "", isActive: true, isPublic: false, maxParticipants: 100 };
    const host = { "x-host-key": hostKey };
    expect(await server.request("PUT", `/api/sessions/${second}`, { ...settings, heldOn: "2026-02-30" }, host)).toMatchObject({ status: 400, body: { error: "heldOn must be a date (YYYY-MM-DD)" } });
    const dated = await server.request("PUT", `/api/sessions/${second}`, { ...settings, heldOn: "2026-02-12" }, host);
    expect(dated.body.data.heldOn).toBe("2026-02-12");
    const page = (await server.request("GET", `/api/courses/${courseId}`, undefined, host)).body.data;
    // The lecture held in February comes before the one that opened today.
    expect(page.lectures.map((lecture: { sessionId: string; heldOn: string }) => [lecture.sessionId, lecture.heldOn])).toEqual([
      [second, "2026-02-12"],
      [first, calendarDay(new Date(), server.context.config.timeZone ?? "Europe/Copenhagen")],
    ]);
    expect((await server.request("PUT", `/api/sessions/${second}`, { ...settings, heldOn: null }, host)).body.data.heldOn).toBeNull();
  });

  it("refuses bad course input with the schema's message", async () => {
    expect(await server.request("POST", "/api/courses", { title: " " })).toMatchObject({ status: 400, body: { success: false, error: "Course title is required" } });
    expect(await server.request("POST", "/api/courses", { title: "Kemi", answerMaxLength: 201 })).toMatchObject({
      status: 400,
      body: { error: "Text answers may be from 25 to 200 characters long" },
    });
    expect(await server.request("POST", "/api/courses", { title: "Kemi", enrolled: 0 })).toMatchObject({ status: 400 });
  });

  it("adds an existing session its host also hosts, and takes it out again keeping its threshold", async () => {
    const { courseId, asHost } = await createCourse();
    const regular = await createTestSession(server, { title: "Warm-up cloud" });
    const evaluation = await createTestSession(server, { title: "Old evaluation", sessionType: "class" });

    expect(await asHost("PUT", `/sessions/${regular.sessionId}`, {})).toMatchObject({ status: 403 });
    expect(await asHost("PUT", `/sessions/${regular.sessionId}`, { sessionHostKey: regular.hostKey })).toMatchObject({ status: 200 });
    expect(await asHost("PUT", `/sessions/${evaluation.sessionId}`, { sessionHostKey: evaluation.hostKey })).toMatchObject({ status: 200 });
    expect((await server.request("GET", `/api/sessions/${regular.sessionId}`)).body.data.courseId).toBe(courseId);

    const page = (await asHost("GET", "")).body.data;
    expect(page.lectures.map((lecture: { title: string; sessionType: string }) => [lecture.title, lecture.sessionType])).toEqual([
      ["Warm-up cloud", "regular"],
      ["Old evaluation", "class"],
    ]);
    // In the course, the evaluation takes the course's threshold (5 with no institution floor).
    expect((await server.request("GET", `/api/sessions/${evaluation.sessionId}/class-analytics`)).body.data.threshold).toBe(5);

    // Another course cannot take it while it belongs to this one.
    const other = await createCourse({ title: "Fysik" });
    expect(await other.asHost("PUT", `/sessions/${evaluation.sessionId}`, { sessionHostKey: evaluation.hostKey })).toMatchObject({ status: 409 });

    expect(await asHost("DELETE", `/sessions/${evaluation.sessionId}`)).toMatchObject({ status: 200 });
    const alone = (await server.request("GET", `/api/sessions/${evaluation.sessionId}`)).body.data;
    expect(alone).toMatchObject({ courseId: null, minResponses: 5 });
    expect(await asHost("DELETE", `/sessions/${evaluation.sessionId}`)).toMatchObject({ status: 404 });
  });

  it("creates a session in a course from the create dialog's call, for the course's host only", async () => {
    const { courseId, hostKey, asHost } = await createCourse({ answerMaxLength: 80 });
    const input = { title: "Recap", sessionType: "class", courseId };
    const before = await countRows(server, "sessions");
    expect(await server.request("POST", "/api/sessions", input)).toMatchObject({ status: 401, body: { success: false } });
    expect(await server.request("POST", "/api/sessions", input, { "x-host-key": "not-the-key" })).toMatchObject({ status: 403, body: { success: false } });
    expect(await server.request("POST", "/api/sessions", { ...input, courseId: "nosuchcourse" }, { "x-host-key": hostKey })).toMatchObject({ status: 404 });
    expect(await server.request("POST", "/api/sessions", { ...input, courseId: "not a course" }, { "x-host-key": hostKey })).toMatchObject({
      status: 400,
      body: { success: false, error: "Course not found" },
    });
    expect(await countRows(server, "sessions")).toBe(before);

    const created = await server.request("POST", "/api/sessions", input, { "x-host-key": hostKey });
    expect(created).toMatchObject({ status: 201, body: { data: { session: { title: "Recap", courseId } } } });
    const sessionId = created.body.data.sessionId as string;
    expect((await asHost("GET", "")).body.data.lectures.map((lecture: { sessionId: string }) => lecture.sessionId)).toEqual([sessionId]);
    // In the course from the start: its text questions allow the course's length, and it has the course's threshold.
    expect((await classQuestions(sessionId)).filter((question) => question.type === "text").map((question) => question.answerMaxLength)).toEqual([80, 80]);
    expect((await server.request("GET", `/api/sessions/${sessionId}/class-analytics`, undefined, { "x-host-key": created.body.data.hostKey })).body.data.threshold).toBe(5);
    // Without a course the call is the spec's, as before.
    expect((await server.request("POST", "/api/sessions", { title: "Loose" })).body.data.session.courseId).toBeNull();
  });
});
