import { describe, expect, it } from "vitest";
import { answerClassSession, signInAdmin, submitWords } from "./admin-helpers.js";
import { createTestSession } from "./helpers/test-server.js";
import { useSharedServer } from "./helpers/shared-server.js";

// The word filter as the room meets it: the session's language, the institution's lists, the host's Allow on a word,
// class text answers, and what a held answer's phone is told.
const shared = useSharedServer();

type Session = { sessionId: string; hostKey: string };

const hostHeaders = (session: Session) => ({ "x-host-key": session.hostKey });
const cloudWords = async (session: Session) => ((await shared.server.request("GET", `/api/sessions/${session.sessionId}/wordcloud`)).body.data.words as { text: string; frequency: number }[]).map((word) => [word.text, word.frequency]);
const overview = async (session: Session) => (await shared.server.request("GET", `/api/sessions/${session.sessionId}/moderation`, undefined, hostHeaders(session))).body.data;
const act = (session: Session, action: object) => shared.server.request("POST", `/api/sessions/${session.sessionId}/host-actions`, action, hostHeaders(session));

async function adminHeaders(): Promise<Record<string, string>> {
  return (await signInAdmin(shared.server)).headers;
}

describe("a session's language", () => {
  it("comes from the create call, else from Accept-Language, and the filter reads answers as its words", async () => {
    const danish = await createTestSession(shared.server, { language: "da" });
    const english = await createTestSession(shared.server, { language: "en" });
    const { body } = await shared.server.request("POST", "/api/sessions", { title: "Forelæsning" }, { "accept-language": "da-DK,da;q=0.9,en;q=0.8" });
    expect(body.data.session.language).toBe("da");
    expect((await shared.server.request("POST", "/api/sessions", { title: "Lecture" }, { "accept-language": "en-GB,da;q=0.5" })).body.data.session.language).toBe("en");
    expect((await shared.server.request("POST", "/api/sessions", { title: "Bad", language: "de" })).body).toMatchObject({ success: false, error: 'language must be "da" or "en"' });

    for (const session of [danish, english]) await submitWords(shared.server, session.sessionId, "p1", ["fag", "til slut", "fagligt"]);
    expect(await cloudWords(danish)).toEqual([["fag", 1], ["til slut", 1], ["fagligt", 1]]);
    expect(await cloudWords(english)).toEqual([["fagligt", 1]]);
    expect((await overview(english)).heldBack).toEqual({ total: 2, words: [{ word: "fag", frequency: 1, part: "fag", source: "filter", scope: "" }, { word: "til slut", frequency: 1, part: "slut", source: "filter", scope: "" }].sort((a, b) => a.word.localeCompare(b.word, "da")) });
  });

  it("judges every answer again when the host changes it", async () => {
    const session = await createTestSession(shared.server, { language: "en" });
    await submitWords(shared.server, session.sessionId, "p1", ["fag", "slutprodukt", "lortefag"]);
    expect(await cloudWords(session)).toEqual([["slutprodukt", 1]]);
    const update = { title: "Test session", description: "", isActive: true, isPublic: false, maxParticipants: 100, language: "da" };
    const { status, body } = await shared.server.request("PUT", `/api/sessions/${session.sessionId}`, update, hostHeaders(session));
    expect([status, body.data.language]).toEqual([200, "da"]);
    expect(await cloudWords(session)).toEqual([["fag", 1], ["slutprodukt", 1]]);
    expect((await overview(session)).heldBack.words.map((word: { word: string; part: string }) => [word.word, word.part])).toEqual([["lortefag", "lort"]]);
  });
});

describe("what the phone is told", () => {
  it("says a held answer waits for the host, over HTTP and the socket, and never puts it in the reply's cloud", async () => {
    const session = await createTestSession(shared.server, { language: "da" });
    const phone = await shared.watch(session.sessionId);
    const held = await shared.server.request("POST", `/api/sessions/${session.sessionId}/feedback`, { text: "lortefag", participantId: "p1" });
    expect(held.status).toBe(201);
    expect(held.body.data).toMatchObject({ heldBack: true, feedback: { isModerated: true } });
    expect(held.body.data.wordData.words).toEqual([]);
    const shown = await shared.server.request("POST", `/api/sessions/${session.sessionId}/feedback`, { text: "fagligt", participantId: "p1" });
    expect(shown.body.data.heldBack).toBeUndefined();

    phone.send({ type: "submit-feedback", sessionId: session.sessionId, requestId: "r1", data: { text: "kraftidiot", participantId: "p2", submissionId: "held-over-the-socket-1" } });
    const ack = await phone.waitFor((message) => message.type === "feedback-submitted" && message.requestId === "r1");
    expect(ack.data).toEqual({ success: true, submissionId: "held-over-the-socket-1", heldBack: true });
    // A repeat of the same submission is told the same.
    phone.send({ type: "submit-feedback", sessionId: session.sessionId, requestId: "r2", data: { text: "kraftidiot", participantId: "p2", submissionId: "held-over-the-socket-1" } });
    expect((await phone.waitFor((message) => message.requestId === "r2")).data).toEqual({ success: true, submissionId: "held-over-the-socket-1", duplicate: true, heldBack: true });
    await phone.waitForCloud(session.sessionId, (cloud) => cloud.words.some((word) => word.text === "fagligt"));
    // Nothing the room is sent names them: only the acknowledgements above went to the phone that sent them.
    const roomMessages = phone.messages.filter((message) => message.type !== "feedback-submitted");
    expect(JSON.stringify(roomMessages)).not.toMatch(/lortefag|kraftidiot/);
  });
});

describe("the host's Allow on a word", () => {
  it("lets its entries in and keeps letting that word in for the rest of the session; Undo holds it back again", async () => {
    const session = await createTestSession(shared.server, { language: "da" });
    const screen = await shared.watch(session.sessionId, "presentation");
    await submitWords(shared.server, session.sessionId, "p1", ["pikhoved", "pikhoved", "godt"]);
    expect((await overview(session)).heldBack).toEqual({ total: 2, words: [{ word: "pikhoved", frequency: 2, part: "pik", source: "filter", scope: "" }] });

    const allowed = await act(session, { type: "allow-word", word: "Pikhoved" });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.undo).toEqual({ type: "disallow-word", word: "Pikhoved" });
    expect(allowed.body.data.overview.heldBack).toEqual({ total: 0, words: [] });
    expect(allowed.body.data.overview.allowedWords).toEqual(["pikhoved"]);
    await screen.waitForCloud(session.sessionId, (cloud) => cloud.words.some((word) => word.text === "pikhoved" && word.frequency === 2));

    const later = await shared.server.request("POST", `/api/sessions/${session.sessionId}/feedback`, { text: "pikhoved", participantId: "p2" });
    expect(later.body.data.heldBack).toBeUndefined();
    expect(await cloudWords(session)).toEqual([["pikhoved", 3], ["godt", 1]]);

    expect((await act(session, { type: "disallow-word", word: "pikhoved" })).status).toBe(200);
    expect(await cloudWords(session)).toEqual([["godt", 1]]);
    expect((await overview(session)).heldBack.total).toBe(3);
    expect((await act(session, { type: "allow-word", word: "godt" })).body).toMatchObject({ success: false, error: "The filter holds back no answer “godt”" });
  });

  it("works on a class evaluation's text answers: held ones are neither listed nor in its cloud until allowed", async () => {
    const session = await createTestSession(shared.server, { sessionType: "class", language: "da" });
    for (const [index, text] of ["lortefag", "fagligt", "lortefag", "beslutninger"].entries()) {
      await answerClassSession(shared.server, session.sessionId, `p${index}`, { scale: [], text: [text] });
    }
    const analytics = async () => (await shared.server.request("GET", `/api/sessions/${session.sessionId}/class-analytics`)).body.data.textQuestions[0];
    const before = await analytics();
    expect(before.totalResponses).toBe(4);
    expect(before.responses).toEqual(["fagligt", "beslutninger"]);
    expect(before.wordCloud.words.map((word: { text: string }) => word.text)).toEqual(["fagligt", "beslutninger"]);
    const held = (await overview(session)).heldBack;
    expect(held).toEqual({ total: 2, words: [{ word: "lortefag", frequency: 2, part: "lort", source: "filter", scope: before.questionId }] });

    expect((await act(session, { type: "allow-word", word: "lortefag" })).status).toBe(200);
    const after = await analytics();
    expect(after.responses).toEqual(["lortefag", "fagligt", "lortefag", "beslutninger"]);
    expect(after.wordCloud.words[0]).toMatchObject({ text: "lortefag", frequency: 2 });
  });
});

describe("the institution's lists", () => {
  it("hold back and let in new answers at once, and every open session's answers on the next decision", async () => {
    const headers = await adminHeaders();
    const session = await createTestSession(shared.server, { language: "da" });
    await submitWords(shared.server, session.sessionId, "p1", ["kedeligt", "pik", "godt"]);
    expect(await cloudWords(session)).toEqual([["kedeligt", 1], ["godt", 1]]);

    const hold = await shared.server.request("POST", "/api/admin/word-filter/terms", { list: "hold", terms: ["Kedeligt", "peter hansen"] }, headers);
    expect(hold.status).toBe(200);
    expect(hold.body.data.alwaysHold.map((row: { term: string }) => row.term)).toEqual(["kedeligt", "peter hansen"]);
    const pass = await shared.server.request("POST", "/api/admin/word-filter/terms", { list: "pass", terms: ["pik"] }, headers);
    expect(pass.body.data.counts).toEqual({ alwaysHold: 2, neverHold: 1 });
    // The open session's answers were judged again.
    expect(await cloudWords(session)).toEqual([["pik", 1], ["godt", 1]]);
    expect((await overview(session)).heldBack.words).toEqual([{ word: "kedeligt", frequency: 1, part: "kedeligt", source: "institution", scope: "" }]);
    // And new answers follow the lists at once.
    await submitWords(shared.server, session.sessionId, "p2", ["Peter Hansen!", "pik", "kedeligt"]);
    expect(await cloudWords(session)).toEqual([["pik", 2], ["godt", 1]]);

    const search = await shared.server.request("GET", "/api/admin/word-filter?search=PETER", undefined, headers);
    expect(search.body.data.alwaysHold.map((row: { term: string }) => row.term)).toEqual(["peter hansen"]);

    const off = await shared.server.request("PUT", "/api/admin/word-filter/automatic", { automatic: false }, headers);
    expect(off.body.data.automatic).toBe(false);
    await submitWords(shared.server, session.sessionId, "p3", ["lort"]);
    expect(await cloudWords(session)).toContainEqual(["lort", 1]);
    await shared.server.request("PUT", "/api/admin/word-filter/automatic", { automatic: true }, headers);
    expect(await cloudWords(session)).not.toContainEqual(["lort", 1]);

    for (const [list, terms] of [["hold", ["kedeligt", "peter hansen"]], ["pass", ["pik"]]] as const) {
      expect((await shared.server.request("POST", "/api/admin/word-filter/terms/remove", { list, terms }, headers)).status).toBe(200);
    }
    expect(await cloudWords(session)).toEqual([["kedeligt", 2], ["godt", 1], ["Peter Hansen!", 1]]);
  });

  it("checks each entry and changes nothing when one is bad", async () => {
    const headers = await adminHeaders();
    const add = (body: unknown) => shared.server.request("POST", "/api/admin/word-filter/terms", body, headers);
    const before = (await shared.server.request("GET", "/api/admin/word-filter", undefined, headers)).body.data;
    expect(await add({ list: "hold", terms: ["ok", "x".repeat(51)] })).toMatchObject({ status: 400, body: { success: false, error: "A term is at most 50 characters" } });
    expect(await add({ list: "hold", terms: ["ok", "  "] })).toMatchObject({ status: 400, body: { success: false, error: "A term cannot be empty" } });
    expect(await add({ list: "hold", terms: ["ok", "!!!"] })).toMatchObject({ status: 400, body: { success: false, error: "“!!!” has no letters or digits" } });
    expect(await add({ list: "both", terms: ["ok"] })).toMatchObject({ status: 400, body: { success: false, error: 'list must be "hold" or "pass"' } });
    expect((await add({ list: "hold", terms: Array.from({ length: 501 }, (_, index) => `term ${index}`) })).body.error).toBe("At most 500 terms at once");
    expect((await add({ list: "pass", terms: ["dobbelt"] })).status).toBe(200);
    expect(await add({ list: "hold", terms: ["ok", "Dobbelt"] })).toMatchObject({
      status: 409,
      body: { success: false, error: "“dobbelt” is on the words the filter never holds back: remove it there first", code: "CONFLICT" },
    });
    const after = (await shared.server.request("GET", "/api/admin/word-filter", undefined, headers)).body.data;
    expect(after.alwaysHold).toEqual(before.alwaysHold);
    expect((await shared.server.request("POST", "/api/admin/word-filter/terms/remove", { list: "hold", terms: ["aldrig"] }, headers)).status).toBe(404);
    expect((await shared.server.request("GET", "/api/admin/word-filter")).status).toBe(401);
    await shared.server.request("POST", "/api/admin/word-filter/terms/remove", { list: "pass", terms: ["dobbelt"] }, headers);
  });
});
