import { describe, expect, it } from "vitest";
import { answerClassSession, submitWords } from "./admin-helpers.js";
import { createTestSession } from "./helpers/test-server.js";
import { useSharedServer } from "./helpers/shared-server.js";

// Approve-before-show, the filter's flagged entries, and word decisions in a class session's clouds.
const shared = useSharedServer();
const watch = shared.watch.bind(shared);

type Session = { sessionId: string; hostKey: string };
type Item = { id: string; content: string; state: string; review: string };

const hostHeaders = (session: Session) => ({ "x-host-key": session.hostKey });
const act = (session: Session, action: object) => shared.server.request("POST", `/api/sessions/${session.sessionId}/host-actions`, action, hostHeaders(session));

async function feedback(session: Session, asHost = true): Promise<Item[]> {
  const { body } = await shared.server.request("GET", `/api/sessions/${session.sessionId}/feedback`, undefined, asHost ? hostHeaders(session) : {});
  return body.data;
}

const idOf = (items: Item[], content: string) => items.find((item) => item.content === content)!.id;

async function requireApproval(session: Session, on: boolean): Promise<void> {
  const { status, body } = await shared.server.request(
    "PUT",
    `/api/sessions/${session.sessionId}`,
    { title: "Test session", description: "", isActive: true, isPublic: false, maxParticipants: 100, requireApproval: on },
    hostHeaders(session),
  );
  expect(status).toBe(200);
  expect(body.data.requireApproval).toBe(on);
}

describe("approve answers before they are shown", () => {
  it("holds new answers in the host's queue, out of the cloud and the counts, until approved", async () => {
    const session = await createTestSession(shared.server);
    await submitWords(shared.server, session.sessionId, "p0", ["start"]);
    await requireApproval(session, true);
    const phone = await watch(session.sessionId);
    const screen = await watch(session.sessionId, "host", session.hostKey);
    // The projector of a browser holding the host key shows the waiting count: it is told too, without content.
    const projector = await watch(session.sessionId, "presentation");

    const reply = await shared.server.request("POST", `/api/sessions/${session.sessionId}/feedback`, { text: "Kaffe", participantId: "p1" });
    expect(reply.status).toBe(201);
    expect(reply.body.data.wordData.words).toEqual([{ text: "start", frequency: 1, weight: 1, first: 1 }]);
    expect(reply.body.data.wordData.totalSubmissions).toBe(1);
    await submitWords(shared.server, session.sessionId, "p2", ["kaffe", "te", "shit"]);
    await screen.waitFor((message) => message.type === "moderation-updated");
    const notice = await projector.waitFor((message) => message.type === "moderation-updated");
    expect(Object.keys(notice.data as object)).toEqual(["revision"]);
    expect(phone.ofType("moderation-updated")).toEqual([]);

    const { body: session0 } = await shared.server.request("GET", `/api/sessions/${session.sessionId}`);
    expect(session0.data.stats).toEqual({ totalSubmissions: 1, uniqueWords: 1, totalWords: 1 });
    expect((await feedback(session, false)).map((item) => item.content)).toEqual(["start"]);
    const items = await feedback(session);
    expect(items.map((item) => [item.content, item.state])).toEqual([
      ["shit", "waiting"],
      ["te", "waiting"],
      ["kaffe", "waiting"],
      ["Kaffe", "waiting"],
      ["start", "shown"],
    ]);
    const overview = (await shared.server.request("GET", `/api/sessions/${session.sessionId}/moderation`, undefined, hostHeaders(session))).body.data;
    expect(overview.requireApproval).toBe(true);
    expect(overview.waiting.total).toBe(4);
    expect(overview.waiting.entries.map((item: Item) => item.content)).toEqual(["Kaffe", "kaffe", "te", "shit"]);

    const approved = await act(session, { type: "review-entries", entryIds: [idOf(items, "Kaffe")], state: "approved" });
    expect(approved.body.data.undo).toEqual({ type: "review-entries", entryIds: [idOf(items, "Kaffe")], state: "waiting" });
    const held = await phone.waitForCloud(session.sessionId, (cloud) => cloud.words.some((word) => word.text === "Kaffe"));
    expect(held).toMatchObject({ totalSubmissions: 2, uniqueWords: 2, totalWords: 2 });

    const rejected = await act(session, { type: "review-entries", entryIds: [idOf(items, "te")], state: "rejected" });
    expect(rejected.status).toBe(200);
    // Approve all takes the clean ones; a flagged answer waits for a look of its own.
    const all = await act(session, { type: "approve-all" });
    expect(all.body.data.undo).toEqual({ type: "review-entries", entryIds: [idOf(items, "kaffe")], state: "waiting" });
    expect(all.body.data.overview.waiting.entries.map((item: Item) => item.content)).toEqual(["shit"]);
    await phone.waitForCloud(session.sessionId, (cloud) => cloud.words.some((word) => word.text.toLowerCase() === "kaffe" && word.frequency === 2));
    expect((await feedback(session)).map((item) => [item.content, item.state])).toEqual([
      ["shit", "waiting"],
      ["te", "rejected"],
      ["kaffe", "shown"],
      ["Kaffe", "shown"],
      ["start", "shown"],
    ]);
    expect((await feedback(session, false)).map((item) => item.content)).toEqual(["kaffe", "Kaffe", "start"]);

    // Undo puts exactly those answers back in the queue.
    await act(session, all.body.data.undo);
    await phone.waitForCloud(session.sessionId, (cloud) => cloud.totalSubmissions === 2);
    expect((await shared.server.request("GET", `/api/sessions/${session.sessionId}/wordcloud`)).body.data).toMatchObject({ totalSubmissions: 2, totalWords: 2 });

    // Turning approval off lets new answers straight in; those still waiting stay in the queue.
    await requireApproval(session, false);
    await submitWords(shared.server, session.sessionId, "p3", ["pause"]);
    const after = await feedback(session);
    expect(after.find((item) => item.content === "pause")!.state).toBe("shown");
    expect(after.find((item) => item.content === "kaffe")!.state).toBe("waiting");
  });

  it("refuses unknown entries, entries of the other kind and mixed states, changing nothing", async () => {
    const session = await createTestSession(shared.server);
    await submitWords(shared.server, session.sessionId, "p1", ["plain"]);
    await requireApproval(session, true);
    await submitWords(shared.server, session.sessionId, "p1", ["one", "two"]);
    const items = await feedback(session);
    await act(session, { type: "review-entries", entryIds: [idOf(items, "two")], state: "rejected" });
    expect((await act(session, { type: "review-entries", entryIds: ["999999"], state: "approved" })).status).toBe(404);
    expect((await act(session, { type: "review-entries", entryIds: ["abc"], state: "approved" })).body.error).toBe("Entry not found");
    expect((await act(session, { type: "review-entries", entryIds: [idOf(items, "plain")], state: "approved" })).status).toBe(409);
    expect((await act(session, { type: "review-entries", entryIds: [idOf(items, "one")], state: "allowed" })).status).toBe(409);
    const mixed = await act(session, { type: "review-entries", entryIds: [idOf(items, "one"), idOf(items, "two")], state: "approved" });
    expect(mixed).toEqual({ status: 409, body: { success: false, error: "These entries are in different states; review them one state at a time", code: "CONFLICT" } });
    expect((await act(session, { type: "review-entries", entryIds: Array.from({ length: 2001 }, (_, i) => String(i + 1)), state: "approved" })).status).toBe(400);
    expect((await act(session, { type: "review-entries", entryIds: [idOf(items, "one")], state: "maybe" })).status).toBe(400);
    expect((await feedback(session)).map((item) => item.state)).toEqual(["rejected", "waiting", "shown"]);
  });
});

describe("flagged entries", () => {
  it("Allow takes a false positive into the cloud, Hide keeps it out, and both undo", async () => {
    const session = await createTestSession(shared.server);
    await submitWords(shared.server, session.sessionId, "p1", ["Scunthorpe shit", "good"]);
    const phone = await watch(session.sessionId);
    const items = await feedback(session);
    expect(items.find((item) => item.content === "Scunthorpe shit")).toMatchObject({ state: "flagged", review: "none", isModerated: true });
    const id = idOf(items, "Scunthorpe shit");
    const overview = (await shared.server.request("GET", `/api/sessions/${session.sessionId}/moderation`, undefined, hostHeaders(session))).body.data;
    expect(overview.flaggedUndecided).toBe(1);

    const allowed = await act(session, { type: "review-entries", entryIds: [id], state: "allowed" });
    expect(allowed.body.data.undo).toEqual({ type: "review-entries", entryIds: [id], state: "flagged" });
    expect(allowed.body.data.overview.flaggedUndecided).toBe(0);
    await phone.waitForCloud(session.sessionId, (cloud) => cloud.words.some((word) => word.text === "Scunthorpe shit"));
    expect((await feedback(session))[1]).toMatchObject({ state: "shown", review: "allowed", isModerated: true });

    await act(session, allowed.body.data.undo);
    await phone.waitForCloud(session.sessionId, (cloud) => cloud.words.length === 1);
    const hidden = await act(session, { type: "review-entries", entryIds: [id], state: "kept-out" });
    expect(hidden.body.data.undo.state).toBe("flagged");
    expect((await feedback(session))[1]).toMatchObject({ state: "hidden", review: "kept-out" });
    expect((await shared.server.request("GET", `/api/sessions/${session.sessionId}/wordcloud`)).body.data).toMatchObject({ uniqueWords: 1, totalSubmissions: 1 });
  });

  it("counts an answer the filter flagged among a ban's matches until the host decides on it", async () => {
    const session = await createTestSession(shared.server);
    await submitWords(shared.server, session.sessionId, "p1", ["Scunthorpe shit", "shit happens", "good"]);
    const banned = await act(session, { type: "ban-terms", terms: ["shit happens", "good", "rude"] });
    expect(banned.body.data.overview.banned).toEqual([
      { term: "good", matches: 1 },
      { term: "rude", matches: 0 },
      { term: "shit happens", matches: 1 },
    ]);
    const items = await feedback(session);
    expect(items.find((item) => item.content === "shit happens")).toMatchObject({ state: "flagged", review: "none" });
    const id = idOf(items, "shit happens");
    const hidden = await act(session, { type: "review-entries", entryIds: [id], state: "kept-out" });
    expect(hidden.body.data.overview.banned).toContainEqual({ term: "shit happens", matches: 0 });
  });
});

describe("class sessions", () => {
  it("hides and merges words per text question, bans per session, and tells the class dashboards", async () => {
    const session = await createTestSession(shared.server, { sessionType: "class" });
    const questions = await answerClassSession(shared.server, session.sessionId, "p1", { scale: [5, 5, 5], text: ["Pauser", "Peter"] });
    await answerClassSession(shared.server, session.sessionId, "p2", { scale: [6, 6, 6], text: ["pause", "quiz"] });
    const [more, less] = questions.filter((question) => question.type === "text");
    const dashboard = await watch(session.sessionId, "host", session.hostKey);
    const cloudOf = async (questionId: string) => {
      const { body } = await shared.server.request("GET", `/api/sessions/${session.sessionId}/class-analytics`);
      const question = body.data.textQuestions.find((item: { questionId: string }) => item.questionId === questionId);
      return Object.fromEntries(question.wordCloud.words.map((word: { text: string; frequency: number }) => [word.text, word.frequency]));
    };

    expect((await act(session, { type: "hide-word", word: "quiz" })).body.error).toBe("scope must name a text question of this session");
    expect((await act(session, { type: "hide-word", word: "quiz", scope: more!.id })).status).toBe(404);
    expect((await act(session, { type: "hide-word", word: "quiz", scope: less!.id })).status).toBe(200);
    await dashboard.waitFor((message) => message.type === "class-responses-updated");
    await act(session, { type: "merge-words", words: ["Pauser", "pause"], label: "Pauser", scope: more!.id });
    await act(session, { type: "ban-terms", terms: ["peter"] });
    expect(await cloudOf(more!.id)).toEqual({ Pauser: 2 });
    expect(await cloudOf(less!.id)).toEqual({});
    const overview = (await shared.server.request("GET", `/api/sessions/${session.sessionId}/moderation`, undefined, hostHeaders(session))).body.data;
    expect(overview.hidden).toEqual([{ word: "quiz", frequency: 1, scope: less!.id }]);
    expect(overview.merges).toEqual([{ word: "Pauser", frequency: 2, scope: more!.id, members: expect.any(Array) }]);
    expect(overview.banned).toEqual([{ term: "peter", matches: 1 }]);
  });
});
