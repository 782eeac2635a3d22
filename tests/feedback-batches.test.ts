import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSession, startTestServer, submitTestFeedback, type TestServer } from "./helpers/test-server.js";

/**
 * Submissions that arrive together are written together (group commit). Whatever mix of accepted and refused
 * entries a batch holds, the stored counters must equal what the stored rows say, and every accepted entry must
 * get its own place in the session's numbering.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function storedCounters(sessionId: string) {
  const db = server.context.store.db;
  const session = await db.selectFrom("sessions").select(["total_submissions", "total_words", "unique_words"]).where("id", "=", sessionId).executeTakeFirstOrThrow();
  const rows = await db.selectFrom("feedback").select(["content", "term", "in_cloud", "participant_id"]).where("session_id", "=", sessionId).execute();
  const counts = await db.selectFrom("word_counts").select(["term", "frequency"]).where("session_id", "=", sessionId).execute();
  return {
    session: { totalSubmissions: Number(session.total_submissions), totalWords: Number(session.total_words), uniqueWords: Number(session.unique_words) },
    rows,
    counts: new Map(counts.map((row) => [row.term, Number(row.frequency)])),
  };
}

describe("entries written in one batch", () => {
  it("keep the session counters equal to the stored rows when some of the batch is refused", async () => {
    const { sessionId } = await createTestSession(server, { maxParticipants: 4 });
    const texts = ["group work", "Group  work", "pace", "the", "very clear slides", "pace", "examples", "more examples"];
    // 16 participants race for 4 places, two words each, all in flight at once.
    const results = await Promise.all(
      Array.from({ length: 32 }, (_, index) => submitTestFeedback(server, sessionId, texts[index % texts.length]!, `racer-${index % 16}`)),
    );
    // Whoever wins the race, exactly 4 participants are admitted with both their words; the other 12 are refused twice.
    const accepted = results.filter((result) => result.status === 201);
    const refused = results.filter((result) => result.status !== 201);
    expect(accepted).toHaveLength(8);
    expect(refused.map((result) => [result.status, result.body.error])).toEqual(Array(24).fill([403, "Session is full"]));

    const stored = await storedCounters(sessionId);
    expect(stored.rows).toHaveLength(accepted.length);
    expect(new Set(stored.rows.map((row) => row.participant_id)).size).toBe(4);
    expect(stored.session.totalSubmissions).toBe(accepted.length);
    const words = stored.rows.reduce((sum, row) => sum + row.content.trim().split(/\s+/).length, 0);
    expect(stored.session.totalWords).toBe(words);
    const cloudRows = stored.rows.filter((row) => Number(row.in_cloud) === 1);
    const expected = new Map<string, number>();
    for (const row of cloudRows) expected.set(row.term, (expected.get(row.term) ?? 0) + 1);
    expect(stored.counts).toEqual(expected);
    expect(stored.session.uniqueWords).toBe(expected.size);

    // Every accepted entry has its own number: the live cloud counted each exactly once (its total: the cloud words').
    const cloud = (await server.request("GET", `/api/sessions/${sessionId}/wordcloud`)).body.data;
    expect(cloud.totalSubmissions).toBe(cloudRows.length);
    expect(cloud.version).toBe(accepted.length);
  });

  it("refuse the entries of an inactive session without disturbing a batch for another session", async () => {
    const open = await createTestSession(server);
    const closed = await createTestSession(server);
    const deactivated = await server.request("PUT", `/api/sessions/${closed.sessionId}`, { title: "Closed", description: "", isActive: false, isPublic: false, maxParticipants: 100 }, { "X-Host-Key": closed.hostKey });
    expect(deactivated.status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => submitTestFeedback(server, index % 2 ? open.sessionId : closed.sessionId, `word ${index % 5}`, `p-${index}`)),
    );
    expect(results.filter((result, index) => index % 2 === 1 && result.status === 201)).toHaveLength(10);
    expect(results.filter((result, index) => index % 2 === 0 && result.body.error === "This session is not active")).toHaveLength(10);
    const openStored = await storedCounters(open.sessionId);
    expect(openStored.session).toEqual({ totalSubmissions: 10, totalWords: 20, uniqueWords: 5 });
    const closedStored = await storedCounters(closed.sessionId);
    expect(closedStored.rows).toHaveLength(0);
    expect(closedStored.session).toEqual({ totalSubmissions: 0, totalWords: 0, uniqueWords: 0 });
  });
});
