import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { signInAdmin, submitWords } from "./admin-helpers.js";
import { createTestSession, snapshotWrites } from "./helpers/test-server.js";
import { useSharedServer } from "./helpers/shared-server.js";

// Hide, ban and merge: the rules, their undo, who may use them, and how every screen and reload agrees.
const shared = useSharedServer();
const watch = shared.watch.bind(shared);

type Session = { sessionId: string; hostKey: string };

function act(session: Session, action: object, headers: Record<string, string> = { "x-host-key": session.hostKey }) {
  return shared.server.request("POST", `/api/sessions/${session.sessionId}/host-actions`, action, headers);
}

async function cloudWords(sessionId: string): Promise<Record<string, number>> {
  const { body } = await shared.server.request("GET", `/api/sessions/${sessionId}/wordcloud`);
  return Object.fromEntries(body.data.words.map((word: { text: string; frequency: number }) => [word.text, word.frequency]));
}

async function states(session: Session): Promise<Record<string, string>> {
  const { body } = await shared.server.request("GET", `/api/sessions/${session.sessionId}/feedback`, undefined, { "x-host-key": session.hostKey });
  return Object.fromEntries(body.data.map((item: { content: string; state: string; mergedInto?: string }) => [item.content, item.mergedInto ? `${item.state}:${item.mergedInto}` : item.state]));
}

const asWords = (cloud: { words: { text: string; frequency: number }[] }) => Object.fromEntries(cloud.words.map((word) => [word.text, word.frequency]));

describe("who may decide", () => {
  it("refuses a missing or wrong key, a participant and a signed-out admin, and changes nothing", async () => {
    const session = await createTestSession(shared.server);
    await submitWords(shared.server, session.sessionId, "p1", ["boring", "good"]);
    const { token } = await signInAdmin(shared.server);
    await shared.server.request("POST", "/api/admin/logout", {}, { authorization: `Bearer ${token}` });
    const before = await snapshotWrites(shared.server);
    const hide = { type: "hide-word", word: "boring" };
    expect(await act(session, hide, {})).toEqual({ status: 403, body: { success: false, error: "Only the session host can change this session", code: "FORBIDDEN" } });
    expect((await act(session, hide, { "x-host-key": "not-the-key" })).status).toBe(403);
    // A participant of the session holds only a participantId, which grants nothing.
    expect((await act(session, { ...hide, participantId: "p1" }, { "x-participant-id": "p1" })).status).toBe(403);
    expect(await act(session, hide, { authorization: `Bearer ${token}` })).toEqual({
      status: 401,
      body: { success: false, error: "Your admin sign-in has expired; please sign in again", code: "UNAUTHORIZED" },
    });
    expect((await shared.server.request("GET", `/api/sessions/${session.sessionId}/moderation`)).status).toBe(403);
    // Unauthorised requests with bad bodies are refused as unauthorised: nothing about the session leaks.
    expect((await act(session, { type: "nonsense" }, {})).status).toBe(403);
    expect(await snapshotWrites(shared.server)).toEqual(before);
    expect(await shared.server.context.store.db.selectFrom("hidden_words").selectAll().execute()).toEqual([]);
    expect(await cloudWords(session.sessionId)).toEqual({ boring: 1, good: 1 });
  });

  it("lets a signed-in admin decide for any session, without the host key", async () => {
    const session = await createTestSession(shared.server);
    await submitWords(shared.server, session.sessionId, "p1", ["boring"]);
    const { headers } = await signInAdmin(shared.server);
    const { status, body } = await act(session, { type: "hide-word", word: "boring" }, headers);
    expect(status).toBe(200);
    expect(body.data.undo).toEqual({ type: "show-word", word: "boring", scope: "" });
    expect((await shared.server.request("GET", `/api/sessions/${session.sessionId}/moderation`, undefined, headers)).body.data.hidden).toEqual([
      { word: "boring", frequency: 1, scope: "" },
    ]);
  });
});

describe("hide and show", () => {
  it("takes a word out of every cloud at once, keeps it in the feedback list marked, and the undo brings it back", async () => {
    const session = await createTestSession(shared.server);
    await submitWords(shared.server, session.sessionId, "p1", ["boring", "Good", "good", "fun"]);
    const phone = await watch(session.sessionId);
    const screen = await watch(session.sessionId, "host", session.hostKey);
    await phone.waitForCloud(session.sessionId, (cloud) => cloud.totalSubmissions === 4);

    const { status, body } = await act(session, { type: "hide-word", word: "BORING" });
    expect(status).toBe(200);
    const held = await phone.waitForCloud(session.sessionId, (cloud) => !cloud.words.some((word) => word.text === "boring"));
    expect(asWords(held)).toEqual({ good: 2, fun: 1 });
    expect(held).toMatchObject({ uniqueWords: 2, totalSubmissions: 3, totalWords: 3 });
    expect(held.gaps).toBe(0);
    await screen.waitFor((message) => message.type === "moderation-updated" && message.sessionId === session.sessionId);
    expect(phone.ofType("moderation-updated")).toEqual([]);
    expect(await cloudWords(session.sessionId)).toEqual({ good: 2, fun: 1 });
    expect(await states(session)).toMatchObject({ boring: "hidden", fun: "shown" });
    expect(body.data.overview.hidden).toEqual([{ word: "boring", frequency: 1, scope: "" }]);

    // New answers of a hidden word stay out too.
    await submitWords(shared.server, session.sessionId, "p2", ["Boring"]);
    const counted = (await shared.server.request("GET", `/api/sessions/${session.sessionId}/wordcloud`)).body.data.version;
    await phone.waitForCloud(session.sessionId, (cloud) => cloud.version === counted);
    expect(asWords(phone.cloud(session.sessionId)!)).toEqual({ good: 2, fun: 1 });

    const undone = await act(session, body.data.undo);
    expect(undone.body.data.undo).toEqual({ type: "hide-word", word: "BORING", scope: "" });
    await phone.waitForCloud(session.sessionId, (cloud) => cloud.words.some((word) => word.text === "boring" && word.frequency === 2));
    expect(await states(session)).toMatchObject({ boring: "shown", Boring: "shown" });
  });

  it("answers an unknown word with 404 and a word of another cloud with 400", async () => {
    const session = await createTestSession(shared.server);
    await submitWords(shared.server, session.sessionId, "p1", ["good"]);
    expect(await act(session, { type: "hide-word", word: "never said" })).toEqual({
      status: 404,
      body: { success: false, error: "No answer has the word “never said”", code: "NOT_FOUND" },
    });
    expect((await act(session, { type: "hide-word", word: "good", scope: "question-1" })).status).toBe(400);
    expect((await act(session, { type: "hide-word", word: "" })).body).toEqual({ success: false, error: "word is required", code: "VALIDATION" });
    expect((await act(session, { type: "show-word", word: "x".repeat(26) })).status).toBe(400);
  });
});

describe("ban list", () => {
  it("keeps matching answers out of the cloud (stored, marked), hides existing matches, and removing the term restores them", async () => {
    const session = await createTestSession(shared.server);
    await submitWords(shared.server, session.sessionId, "p1", ["Peter", "peter is mean", "Peterson", "good"]);
    const phone = await watch(session.sessionId);
    const banned = await act(session, { type: "ban-terms", terms: ["PETER", "  rude  word "] });
    expect(banned.status).toBe(200);
    expect(banned.body.data.undo).toEqual({ type: "unban-terms", terms: ["peter", "rude word"] });
    expect(banned.body.data.overview.banned).toEqual([
      { term: "peter", matches: 2 },
      { term: "rude word", matches: 0 },
    ]);
    // Waits for the content, not a word count: a phone that joined while the four answers were still being counted
    // can hold two of them, which has the same length.
    await phone.waitForCloud(session.sessionId, (cloud) => isDeepStrictEqual(asWords(cloud), { Peterson: 1, good: 1 }));

    await submitWords(shared.server, session.sessionId, "p2", ["Peter!", "a Rude  word"]);
    expect(await states(session)).toMatchObject({ Peter: "banned", "peter is mean": "banned", "Peter!": "banned", "a Rude  word": "banned", Peterson: "shown" });
    expect(await cloudWords(session.sessionId)).toEqual({ Peterson: 1, good: 1 });

    await act(session, banned.body.data.undo);
    await phone.waitForCloud(session.sessionId, (cloud) => cloud.words.length === 6 && cloud.words.some((word) => word.text === "Peter!"));
    expect(await cloudWords(session.sessionId)).toMatchObject({ Peter: 1, "Peter!": 1, "peter is mean": 1, "a Rude word": 1 });
  });

  it("refuses terms without letters, more than 500 terms and a 10,000-term list with a clear 4xx, writing nothing", async () => {
    const session = await createTestSession(shared.server);
    expect((await act(session, { type: "ban-terms", terms: ["!!!"] })).body).toEqual({ success: false, error: "“!!!” has no letters or digits to ban", code: "VALIDATION" });
    const huge = await act(session, { type: "ban-terms", terms: Array.from({ length: 10_000 }, (_, i) => `w${i}`) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ success: false, error: "Request body is too large", code: "PAYLOAD_TOO_LARGE" });
    const tooMany = await act(session, { type: "ban-terms", terms: Array.from({ length: 101 }, (_, i) => `w${i}`) });
    expect(tooMany.status).toBe(400);
    for (let batch = 0; batch < 5; batch++) {
      expect((await act(session, { type: "ban-terms", terms: Array.from({ length: 100 }, (_, i) => `t${batch}-${i}`) })).status).toBe(200);
    }
    const full = await act(session, { type: "ban-terms", terms: ["one more"] });
    expect(full.body).toEqual({ success: false, error: "A ban list holds at most 500 terms; remove some before adding more", code: "VALIDATION" });
    expect((await act(session, { type: "unban-terms", terms: ["not there"] })).status).toBe(404);
    const stored = await shared.server.context.store.db.selectFrom("banned_terms").select("term").where("session_id", "=", session.sessionId).execute();
    expect(stored).toHaveLength(500);
  });
});

describe("merge", () => {
  it("suggests spelling variants and inflections, merges them under the chosen spelling with counts added, and unmerge restores", async () => {
    const session = await createTestSession(shared.server);
    await submitWords(shared.server, session.sessionId, "p1", ["AI", "A.I.", "ai", "ai", "idea", "ideas", "bil", "biler"]);
    const phone = await watch(session.sessionId);
    const overview = (await shared.server.request("GET", `/api/sessions/${session.sessionId}/moderation`, undefined, { "x-host-key": session.hostKey })).body.data;
    expect(overview.suggestions).toEqual(
      expect.arrayContaining([
        { words: ["ai", "A.I."], label: "ai", reason: "spelling", frequency: 4 },
        expect.objectContaining({ words: ["idea", "ideas"], reason: "inflection" }),
        expect.objectContaining({ words: ["bil", "biler"], reason: "inflection" }),
      ]),
    );
    // Nothing is merged until the host says so.
    expect(await cloudWords(session.sessionId)).toMatchObject({ ai: 3, "A.I.": 1 });

    const merged = await act(session, { type: "merge-words", words: ["ai", "A.I."], label: "AI" });
    expect(merged.status).toBe(200);
    expect(merged.body.data.undo).toEqual({ type: "unmerge-word", word: "AI", scope: "" });
    await phone.waitForCloud(session.sessionId, (cloud) => cloud.words.some((word) => word.text === "AI" && word.frequency === 4));
    expect(await states(session)).toMatchObject({ AI: "shown", "A.I.": "merged:AI" });
    expect(merged.body.data.overview.merges).toEqual([
      { word: "AI", frequency: 4, scope: "", members: [{ word: "ai", frequency: 3 }, { word: "A.I.", frequency: 1 }] },
    ]);
    // A later answer of a merged spelling joins the group.
    await submitWords(shared.server, session.sessionId, "p2", ["a.i."]);
    await phone.waitForCloud(session.sessionId, (cloud) => cloud.words.some((word) => word.text === "AI" && word.frequency === 5));

    // Merging into the group again absorbs it; undoing that gives the old group back.
    const again = await act(session, { type: "merge-words", words: ["AI", "idea"], label: "Artificial idea" });
    expect(again.body.data.undo).toEqual({ type: "unmerge-word", word: "Artificial idea", scope: "", restore: [{ label: "AI", words: expect.arrayContaining(["ai", "a.i."]) }] });
    expect(await cloudWords(session.sessionId)).toMatchObject({ "Artificial idea": 6 });
    await act(session, again.body.data.undo);
    expect(await cloudWords(session.sessionId)).toMatchObject({ AI: 5, idea: 1 });

    const split = await act(session, { type: "unmerge-word", word: "AI" });
    expect(split.body.data.undo).toEqual({ type: "merge-words", words: expect.arrayContaining(["ai", "a.i."]), label: "AI", scope: "" });
    await phone.waitForCloud(session.sessionId, (cloud) => !cloud.words.some((word) => word.text === "AI"));
    // "A.I." and "a.i." are one term, shown in its tie-breaking spelling.
    expect(await cloudWords(session.sessionId)).toMatchObject({ ai: 3, "a.i.": 2 });
    expect(phone.cloud(session.sessionId)!.gaps).toBe(0);
  });

  it("suggests æ/ø/å typed as ae/oe/aa and one-letter slips of long words, merges them only when the host accepts", async () => {
    const session = await createTestSession(shared.server);
    await submitWords(shared.server, session.sessionId, "p1", ["spændende", "interessant"]);
    await submitWords(shared.server, session.sessionId, "p2", ["spaendende", "interessant"]);
    await submitWords(shared.server, session.sessionId, "p3", ["spændene", "interresant"]);
    await submitWords(shared.server, session.sessionId, "p4", ["intressant", "sjov"]);
    const overview = (await shared.server.request("GET", `/api/sessions/${session.sessionId}/moderation`, undefined, { "x-host-key": session.hostKey })).body.data;
    expect(overview.suggestions).toEqual([
      { words: ["interessant", "interresant", "intressant"], label: "interessant", reason: "typo", frequency: 4 },
      { words: ["spændende", "spændene", "spaendende"], label: "spændende", reason: "typo", frequency: 3 },
    ]);
    // Nothing is merged until the host says so.
    expect(await cloudWords(session.sessionId)).toEqual({ interessant: 2, interresant: 1, intressant: 1, spændende: 1, spaendende: 1, spændene: 1, sjov: 1 });

    const [slips, letters] = overview.suggestions;
    expect((await act(session, { type: "merge-words", words: slips.words, label: slips.label })).status).toBe(200);
    expect((await act(session, { type: "merge-words", words: letters.words, label: letters.label })).status).toBe(200);
    expect(await cloudWords(session.sessionId)).toEqual({ interessant: 4, spændende: 3, sjov: 1 });
    expect(await states(session)).toMatchObject({ interresant: "merged:interessant", spaendende: "merged:spændende", spændene: "merged:spændende" });
    const after = (await shared.server.request("GET", `/api/sessions/${session.sessionId}/moderation`, undefined, { "x-host-key": session.hostKey })).body.data;
    expect(after.suggestions).toEqual([]);
  });

  it("refuses a merge of one word, unknown words and a merge of a word that is not merged", async () => {
    const session = await createTestSession(shared.server);
    await submitWords(shared.server, session.sessionId, "p1", ["good", "fun"]);
    expect((await act(session, { type: "merge-words", words: ["good"], label: "good" })).body.error).toBe("Choose at least two words to merge");
    expect((await act(session, { type: "merge-words", words: ["good", "GOOD"], label: "Good" })).body.error).toBe("Choose at least two different words to merge");
    expect((await act(session, { type: "merge-words", words: ["good", "nope"], label: "good" })).status).toBe(404);
    expect((await act(session, { type: "unmerge-word", word: "fun" })).status).toBe(409);
    expect((await act(session, { type: "merge-words", words: ["good", "fun"], label: "" })).body.error).toBe("Choose the spelling to show");
  });
});

describe("after a restart", () => {
  it("reads the same cloud from the database as the live engine kept", async () => {
    const session = await createTestSession(shared.server);
    await submitWords(shared.server, session.sessionId, "p1", ["AI", "a.i.", "boring", "Peter", "good", "good"]);
    await act(session, { type: "merge-words", words: ["AI", "a.i."], label: "AI" });
    await act(session, { type: "hide-word", word: "boring" });
    await act(session, { type: "ban-terms", terms: ["peter"] });
    const live = (await shared.server.request("GET", `/api/sessions/${session.sessionId}/wordcloud`)).body.data;
    const room = shared.server.context.hub;
    room.forget(session.sessionId);
    const reloaded = (await shared.server.request("GET", `/api/sessions/${session.sessionId}/wordcloud`)).body.data;
    expect(reloaded).toEqual(live);
    expect(asWords(reloaded)).toEqual({ AI: 2, good: 2 });
    // The shown words' frequencies: the hidden "boring" and the banned "Peter" are in no count.
    expect(reloaded).toMatchObject({ uniqueWords: 2, totalSubmissions: 4 });
  });
});
