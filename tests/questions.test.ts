import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { signInAdmin, submitWords } from "./admin-helpers.js";
import { createTestSession, snapshotWrites, submitTestFeedback } from "./helpers/test-server.js";
import { useSharedServer } from "./helpers/shared-server.js";
import { readWorkbook } from "./helpers/workbook.js";

// Several questions in one regular session: the host's list, Ask, hide/reveal, close, and what each screen is sent.
const shared = useSharedServer();
const watch = shared.watch.bind(shared);

type Session = { sessionId: string; hostKey: string };
type Question = { id: string; number: number; prompt: string; isCurrent: boolean; resultsHidden: boolean; answeringClosed: boolean; stats: { totalSubmissions: number; uniqueWords: number; totalWords: number } };

const host = (session: Session) => ({ "x-host-key": session.hostKey });
const path = (session: Session, rest = "") => `/api/sessions/${session.sessionId}/questions${rest}`;

async function questions(session: Session): Promise<Question[]> {
  const { status, body } = await shared.server.request("GET", path(session), undefined, host(session));
  expect(status).toBe(200);
  return body.data.questions;
}

async function addQuestion(session: Session, prompt: string): Promise<Question> {
  const { status, body } = await shared.server.request("POST", path(session), { prompt }, host(session));
  expect(status).toBe(201);
  return body.data.questions.at(-1);
}

async function ask(session: Session, questionId: string): Promise<void> {
  const { status } = await shared.server.request("POST", path(session, `/${questionId}/ask`), {}, host(session));
  expect(status).toBe(200);
}

const texts = (cloud: { words: { text: string }[] }) => cloud.words.map((word) => word.text).sort();

describe("the question list", () => {
  it("starts with one question made with the session, whose empty prompt lets the title stand in", async () => {
    const session = await createTestSession(shared.server);
    const list = await questions(session);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ number: 1, prompt: "", isCurrent: true, resultsHidden: false, answeringClosed: false });
    const { body } = await shared.server.request("GET", `/api/sessions/${session.sessionId}`);
    expect(body.data.currentQuestion).toEqual({ id: list[0]!.id, number: 1, count: 1, prompt: "", resultsHidden: false, answeringClosed: false });
    const withPrompt = await createTestSession(shared.server, { question: "  What did you learn today?  " });
    expect((await questions(withPrompt))[0]!.prompt).toBe("What did you learn today?");
  });

  it("adds, edits, reorders and deletes questions for the host", async () => {
    const session = await createTestSession(shared.server);
    const second = await addQuestion(session, "What should we change?");
    const third = await addQuestion(session, "One word for the day");
    expect((await questions(session)).map((question) => question.number)).toEqual([1, 2, 3]);

    const edited = await shared.server.request("PUT", path(session, `/${second.id}`), { prompt: "What should we keep?" }, host(session));
    expect(edited.status).toBe(200);
    const first = (await questions(session))[0]!;
    const reordered = await shared.server.request("PUT", path(session, "/order"), { questionIds: [third.id, first.id, second.id] }, host(session));
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.questions.map((question: Question) => question.prompt)).toEqual(["One word for the day", "", "What should we keep?"]);

    const removed = await shared.server.request("DELETE", path(session, `/${third.id}`), undefined, host(session));
    expect(removed.status).toBe(200);
    expect(removed.body.data.questions.map((question: Question) => [question.number, question.prompt])).toEqual([
      [1, ""],
      [2, "What should we keep?"],
    ]);
  });

  it("answers bad input with a clear 4xx and changes nothing", async () => {
    const session = await createTestSession(shared.server);
    const [first] = await questions(session);
    const before = await snapshotWrites(shared.server);
    const tooLong = await shared.server.request("POST", path(session), { prompt: "x".repeat(201) }, host(session));
    expect(tooLong).toEqual({ status: 400, body: { success: false, error: "A question is at most 200 characters", code: "VALIDATION" } });
    expect((await shared.server.request("POST", path(session), { prompt: 42 }, host(session))).body.error).toBe("prompt must be text");
    expect((await shared.server.request("PUT", path(session, `/${first!.id}`), {}, host(session))).body.error).toBe(
      "Name what to change: prompt, resultsHidden or answeringClosed",
    );
    expect((await shared.server.request("PUT", path(session, "/order"), { questionIds: ["nope"] }, host(session))).body).toEqual({
      success: false,
      error: "questionIds must name every question of the session once",
      code: "VALIDATION",
    });
    expect((await shared.server.request("POST", path(session, "/unknown-question/ask"), {}, host(session))).status).toBe(404);
    expect((await shared.server.request("POST", path(session, "/bad%20id/ask"), {}, host(session))).status).toBe(400);
    // The current question cannot go, nor can one that holds answers.
    expect((await shared.server.request("DELETE", path(session, `/${first!.id}`), undefined, host(session))).body.error).toBe(
      "Ask another question before deleting this one",
    );
    expect(await snapshotWrites(shared.server)).toEqual(before);
    const other = await addQuestion(session, "Second");
    await submitWords(shared.server, session.sessionId, "p1", ["answer"]);
    await ask(session, other.id);
    expect((await shared.server.request("DELETE", path(session, `/${first!.id}`), undefined, host(session))).status).toBe(409);
  });

  it("is the host's alone: 403 without the key, 401 for a signed-out admin, an admin may", async () => {
    const session = await createTestSession(shared.server);
    const [first] = await questions(session);
    const before = await snapshotWrites(shared.server);
    const refused = { status: 403, body: { success: false, error: "Only the session host can change this session", code: "FORBIDDEN" } };
    expect(await shared.server.request("GET", path(session))).toEqual(refused);
    expect(await shared.server.request("POST", path(session), { prompt: "Mine now" }, { "x-host-key": "wrong" })).toEqual(refused);
    expect(await shared.server.request("POST", path(session, `/${first!.id}/ask`), {}, {})).toEqual(refused);
    expect(await shared.server.request("PUT", path(session, `/${first!.id}`), { resultsHidden: true }, {})).toEqual(refused);
    expect(await shared.server.request("GET", path(session, `/${first!.id}/wordcloud`))).toEqual(refused);
    // A stranger learns nothing from a bad body: who asks is settled first.
    expect(await shared.server.request("POST", path(session), { prompt: 42 }, {})).toEqual(refused);
    const { token } = await signInAdmin(shared.server);
    const admin = { authorization: `Bearer ${token}` };
    expect((await shared.server.request("POST", path(session), { prompt: "From the admin" }, admin)).status).toBe(201);
    await shared.server.request("POST", "/api/admin/logout", {}, admin);
    expect((await shared.server.request("POST", path(session), { prompt: "Again" }, admin)).status).toBe(401);
    expect((await snapshotWrites(shared.server)).feedback).toEqual(before.feedback);
  });

  it("belongs to regular sessions", async () => {
    const session = await createTestSession(shared.server, { sessionType: "class" });
    const { status, body } = await shared.server.request("GET", path(session), undefined, host(session));
    expect(status).toBe(400);
    expect(body.error).toBe("A class session asks its class questions; questions belong to regular sessions");
  });
});

describe("answers and the current question", () => {
  it("attaches each entry to the question current when it was accepted; the cloud counts its question, the session's stats every question", async () => {
    const session = await createTestSession(shared.server);
    const [first] = await questions(session);
    await submitWords(shared.server, session.sessionId, "p1", ["apple", "banana"]);
    const second = await addQuestion(session, "Name a colour");
    await ask(session, second.id);
    await submitWords(shared.server, session.sessionId, "p2", ["red", "green", "apple"]);

    const list = await questions(session);
    expect(list.map((question) => question.stats)).toEqual([
      { totalSubmissions: 2, uniqueWords: 2, totalWords: 2 },
      { totalSubmissions: 3, uniqueWords: 3, totalWords: 3 },
    ]);
    const firstCloud = await shared.server.request("GET", path(session, `/${first!.id}/wordcloud`), undefined, host(session));
    expect(texts(firstCloud.body.data)).toEqual(["apple", "banana"]);
    // The live cloud and its numbers are the current question's; the session's stats are over every question.
    const live = (await shared.server.request("GET", `/api/sessions/${session.sessionId}/wordcloud`)).body.data;
    expect(texts(live)).toEqual(["apple", "green", "red"]);
    expect(live).toMatchObject({ totalSubmissions: 3, uniqueWords: 3, totalWords: 3 });
    const stats = (await shared.server.request("GET", `/api/sessions/${session.sessionId}`)).body.data.stats;
    expect(stats).toEqual({ totalSubmissions: 5, uniqueWords: 4, totalWords: 5 });

    const ofFirst = await shared.server.request("GET", `/api/sessions/${session.sessionId}/feedback?questionId=${first!.id}`);
    expect(ofFirst.body.data.map((item: { content: string }) => item.content).sort()).toEqual(["apple", "banana"]);
    expect(ofFirst.body.data.every((item: { questionId: string }) => item.questionId === first!.id)).toBe(true);
  });

  it("counts a repeated submissionId once, across questions too", async () => {
    const session = await createTestSession(shared.server);
    const second = await addQuestion(session, "Next");
    const entry = { text: "repeat", participantId: "p1", submissionId: "repeat-submission-0001" };
    expect((await shared.server.request("POST", `/api/sessions/${session.sessionId}/feedback`, entry)).status).toBe(201);
    await ask(session, second.id);
    const repeat = await shared.server.request("POST", `/api/sessions/${session.sessionId}/feedback`, entry);
    expect(repeat.status).toBe(200);
    expect(repeat.body.data.duplicate).toBe(true);
    expect((await questions(session)).map((question) => question.stats.totalSubmissions)).toEqual([1, 0]);
  });

  it("loses none and attaches none to a deleted question while the host asks and answers pour in", async () => {
    const session = await createTestSession(shared.server);
    const extra = await Promise.all(["Two", "Three"].map((prompt) => addQuestion(session, prompt)));
    const ids = [(await questions(session))[0]!.id, ...extra.map((question) => question.id)];
    const submissions = Array.from({ length: 60 }, (_, index) => submitTestFeedback(shared.server, session.sessionId, `word${index % 7}`, `p${index}`));
    const asks = ids.flatMap((id) => [ask(session, id), ask(session, id)]);
    const results = await Promise.all(submissions);
    await Promise.all(asks);
    expect(results.every((result) => result.status === 201)).toBe(true);
    const list = await questions(session);
    expect(list.reduce((sum, question) => sum + question.stats.totalSubmissions, 0)).toBe(60);
    const stored = await shared.server.context.store.db.selectFrom("feedback").select("question_id").where("session_id", "=", session.sessionId).execute();
    expect(stored.every((row) => ids.includes(row.question_id!))).toBe(true);
  });

  it("refuses answers to a closed question with a clear message, and takes them again once reopened", async () => {
    const session = await createTestSession(shared.server);
    const [first] = await questions(session);
    const closed = await shared.server.request("PUT", path(session, `/${first!.id}`), { answeringClosed: true }, host(session));
    expect(closed.body.data.questions[0].answeringClosed).toBe(true);
    expect((await shared.server.request("GET", `/api/sessions/${session.sessionId}`)).body.data.currentQuestion.answeringClosed).toBe(true);
    const before = await snapshotWrites(shared.server);
    expect(await submitTestFeedback(shared.server, session.sessionId, "late")).toEqual({ status: 403, body: { success: false, error: "Answering is closed for this question", code: "ANSWERING_CLOSED" } });
    const phone = await shared.connect();
    phone.send({ type: "submit-feedback", sessionId: session.sessionId, requestId: "r1", data: { text: "late", participantId: "p9" } });
    expect(await phone.waitFor((message) => message.requestId === "r1")).toMatchObject({ type: "feedback-error", status: 403, error: "Answering is closed for this question" });
    expect(await snapshotWrites(shared.server)).toEqual(before);
    // Another question is open: asking it lets answers in, the session's Active switch untouched.
    const second = await addQuestion(session, "Open one");
    await ask(session, second.id);
    expect((await submitTestFeedback(shared.server, session.sessionId, "in time")).status).toBe(201);
    await shared.server.request("PUT", path(session, `/${first!.id}`), { answeringClosed: false }, host(session));
    await ask(session, first!.id);
    expect((await submitTestFeedback(shared.server, session.sessionId, "reopened")).status).toBe(201);
    expect((await shared.server.request("GET", `/api/sessions/${session.sessionId}`)).body.data.isActive).toBe(true);
  });
});

describe("what the room is sent", () => {
  it("moves every screen to the asked question without waiting for a tick, then sends its cloud", async () => {
    const session = await createTestSession(shared.server);
    await submitWords(shared.server, session.sessionId, "p1", ["first"]);
    const phone = await watch(session.sessionId, "participant");
    const presentation = await watch(session.sessionId, "presentation");
    const second = await addQuestion(session, "Second question");
    await ask(session, second.id);
    for (const socket of [phone, presentation]) {
      const update = await socket.waitFor((message) => message.type === "session-updated" && message.data.currentQuestion?.id === second.id);
      expect(update.data.currentQuestion).toMatchObject({ number: 2, count: 2, prompt: "Second question" });
      await socket.waitForCloud(session.sessionId, (cloud) => cloud.words.length === 0 && cloud.gaps === 0);
    }
    await submitWords(shared.server, session.sessionId, "p2", ["second"]);
    expect(texts(await presentation.waitForCloud(session.sessionId, (cloud) => cloud.words.length === 1))).toEqual(["second"]);
  });

  it("keeps hidden results from phones, public screens and strangers, gives them to the host, and reveals them", async () => {
    const session = await createTestSession(shared.server);
    const [first] = await questions(session);
    const phone = await watch(session.sessionId, "participant");
    const presentation = await watch(session.sessionId, "presentation");
    // Claiming the host's role without its key gets the public view.
    const impostor = await watch(session.sessionId, "host", "not-the-key");
    const dashboard = await watch(session.sessionId, "host", session.hostKey);
    await shared.server.request("PUT", path(session, `/${first!.id}`), { resultsHidden: true }, host(session));
    await phone.waitFor((message) => message.type === "session-updated" && message.data.currentQuestion?.resultsHidden === true);
    await submitWords(shared.server, session.sessionId, "p1", ["secret", "plan"]);

    await dashboard.waitForCloud(session.sessionId, (cloud) => cloud.words.length === 2);
    for (const socket of [phone, presentation, impostor]) {
      const cloud = await socket.waitForCloud(session.sessionId, (held) => held.totalSubmissions === 2);
      expect(cloud.words).toEqual([]);
      expect(JSON.stringify(socket.messages)).not.toContain("secret");
    }
    expect((await shared.server.request("GET", `/api/sessions/${session.sessionId}/wordcloud`)).body.data.words).toEqual([]);
    expect(texts((await shared.server.request("GET", `/api/sessions/${session.sessionId}/wordcloud`, undefined, host(session))).body.data)).toEqual(["plan", "secret"]);
    expect((await shared.server.request("GET", `/api/sessions/${session.sessionId}/feedback`)).body.data).toEqual([]);
    expect((await shared.server.request("GET", `/api/sessions/${session.sessionId}/feedback`, undefined, host(session))).body.data).toHaveLength(2);
    const answer = await submitTestFeedback(shared.server, session.sessionId, "more", "p2");
    expect(answer.body.data.wordData.words).toEqual([]);

    await shared.server.request("PUT", path(session, `/${first!.id}`), { resultsHidden: false }, host(session));
    for (const socket of [phone, presentation]) {
      expect(texts(await socket.waitForCloud(session.sessionId, (cloud) => cloud.words.length === 3))).toEqual(["more", "plan", "secret"]);
      expect(socket.cloud(session.sessionId)!.gaps).toBe(0);
    }
  });
});

describe("a full session", () => {
  it("says so when a new participant joins by code or link, before they type", async () => {
    const session = await createTestSession(shared.server, { maxParticipants: 1 });
    const { body: created } = await shared.server.request("GET", `/api/sessions/${session.sessionId}`);
    expect(created.data.participantCount).toBe(0);
    const code = created.data.sessionCode;
    expect((await shared.server.request("POST", "/api/sessions/join-by-code", { code, participantId: "p1" })).body.data.full).toBe(false);
    await submitWords(shared.server, session.sessionId, "p1", ["here"]);
    expect((await shared.server.request("POST", "/api/sessions/join-by-code", { code, participantId: "p2" })).body.data.full).toBe(true);
    expect((await shared.server.request("POST", "/api/sessions/join-by-code", { code })).body.data.full).toBe(true);
    // Someone already in keeps their place.
    expect((await shared.server.request("POST", "/api/sessions/join-by-code", { code, participantId: "p1" })).body.data.full).toBe(false);
    const joined = await shared.server.request("POST", `/api/sessions/${session.sessionId}/join`, { participantId: "p2" });
    expect(joined.body.data).toMatchObject({ full: true, participantCount: 1, maxParticipants: 1 });
    expect((await shared.server.request("POST", `/api/sessions/${session.sessionId}/join`, { participantId: "p1" })).body.data.full).toBe(false);
  });

  it("lets a returning participant answer on and refuses a newcomer, as its join said", async () => {
    const session = await createTestSession(shared.server, { maxParticipants: 2 });
    await submitWords(shared.server, session.sessionId, "p1", ["first"]);
    await submitWords(shared.server, session.sessionId, "p2", ["second"]);
    const join = async (participantId: string) =>
      (await shared.server.request("POST", `/api/sessions/${session.sessionId}/join`, { participantId })).body.data.full;
    const answer = (participantId: string) => submitTestFeedback(shared.server, session.sessionId, "again", participantId);

    expect(await join("p1")).toBe(false);
    expect((await answer("p1")).status).toBe(201);
    expect(await join("p3")).toBe(true);
    expect((await answer("p3")).body).toEqual({ success: false, error: "Session is full", code: "SESSION_FULL" });
    // The host lets one more in: the newcomer's next join says so and their answer is taken.
    await shared.server.request("POST", `/api/sessions/${session.sessionId}/capacity`, { maxParticipants: 3 }, { "x-host-key": session.hostKey });
    expect(await join("p3")).toBe(false);
    expect((await answer("p3")).status).toBe(201);
    expect(await join("p4")).toBe(true);
  });
});

describe("the admin exports", () => {
  const exportAs = async (sessionIds: string[], format: string) => {
    const { token } = await signInAdmin(shared.server);
    const response = await fetch(`${shared.server.url}/api/admin/export/${format}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ sessionIds, includeAnalytics: true }),
    });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  it("give each question asked an Excel sheet and a PDF section with its own figures, and a question never asked none", async () => {
    const session = await createTestSession(shared.server, { title: "Retro", question: "One word for the sprint?" });
    await submitWords(shared.server, session.sessionId, "p1", ["calm", "busy"]);
    const second = await addQuestion(session, "What should change?");
    await ask(session, second.id);
    await submitWords(shared.server, session.sessionId, "p2", ["fewer meetings", "Fewer meetings", "tests"]);
    await addQuestion(session, "Prepared for next time");

    const workbook = await readWorkbook(await exportAs([session.sessionId], "excel"));
    expect(workbook.names).toEqual(["Overview", "1. Retro", "1.1. One word for the sprint", "1.2. What should change"]);
    const table = (name: string) => {
      const rows = workbook.grid(name);
      return rows.slice(rows.findIndex((row) => row[0] === "Rank") + 1);
    };
    const column = (name: string, index: number) => table(name).map((row) => row[index - 1]).filter((value) => value !== undefined);
    const fact = (name: string, label: string) => workbook.rows(name).find((row) => row[0] === label)?.[1];
    expect(workbook.grid("1.2. What should change")[0]![0]).toBe("Question 2: What should change? (Retro)");
    expect(column("1.1. One word for the sprint", 2).sort()).toEqual(["busy", "calm"]);
    expect(column("1.2. What should change", 2)).toEqual(["fewer meetings", "tests"]);
    expect(column("1.2. What should change", 3)).toEqual([2, 1]);
    expect(column("1.2. What should change", 6).sort()).toEqual(["Fewer meetings", "fewer meetings", "tests"]);
    // Each sheet names whose figures it shows: the question's on its sheet, the session's on the session's.
    const name = "1.2. What should change";
    expect([fact(name, "Question 2 Total Submissions"), fact(name, "Question 2 Unique Words"), fact(name, "Question 2 answers given")]).toEqual([3, 2, 3]);
    expect(fact(name, "Session Total Submissions")).toBeUndefined();
    expect([fact("1. Retro", "Session Total Submissions"), fact("1. Retro", "Session Unique Words")]).toEqual([5, 4]);

    const dir = mkdtempSync(join(tmpdir(), "ordsky-questions-"));
    try {
      writeFileSync(join(dir, "export.pdf"), await exportAs([session.sessionId], "pdf"));
      const text = execFileSync("pdftotext", ["-layout", join(dir, "export.pdf"), "-"], { encoding: "utf8" });
      const first = text.indexOf("Question 1: One word for the sprint?");
      const second = text.indexOf("Question 2: What should change?");
      expect(first).toBeGreaterThan(0);
      expect(second).toBeGreaterThan(first);
      expect(text.slice(first, second)).toContain("Question 1 figures: Total Submissions 2 · Unique Words 2 · 2 answers given");
      expect(text.slice(first, second)).toContain("calm");
      expect(text.slice(first, second)).not.toContain("tests");
      expect(text.slice(second)).toContain("Question 2 figures: Total Submissions 3 · Unique Words 2 · 3 answers given");
      expect(text.slice(second)).toContain("tests");
      expect(text).toContain("Session figures: Total Submissions 5 · Unique Words 4 · 5 answers given");
      expect(text).not.toContain("Prepared for next time");
      expect(text).not.toContain("Question 3");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("name every sheet apart when long titles and prompts are cut to Excel's 31 characters", async () => {
    const title = "Introduktion til kvantemekanik og statistisk fysik, forelæsning 7";
    const sessions = [];
    for (const participant of ["a", "b"]) {
      const session = await createTestSession(shared.server, { title, question: "Hvad var det sværeste ved dagens forelæsning, del 1?" });
      await submitWords(shared.server, session.sessionId, `${participant}1`, ["bølgefunktion"]);
      for (const part of [2, 3]) {
        const question = await addQuestion(session, `Hvad var det sværeste ved dagens forelæsning, del ${part}?`);
        await ask(session, question.id);
        await submitWords(shared.server, session.sessionId, `${participant}${part}`, ["entropi"]);
      }
      sessions.push(session.sessionId);
    }
    const { names } = await readWorkbook(await exportAs(sessions, "excel"));
    expect(names).toHaveLength(1 + 2 * 4);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    expect(names.every((name) => name.length <= 31)).toBe(true);
    expect(names.slice(1, 5)).toEqual([
      "1. Introduktion til kvantemekan",
      "1.1. Hvad var det sværeste ved",
      "1.2. Hvad var det sværeste ved",
      "1.3. Hvad var det sværeste ved",
    ]);
  });
});
