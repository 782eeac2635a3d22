import { afterAll, describe, expect, it } from "vitest";
import { readStoredSession } from "./helpers/stored-data.js";
import { startSubmissionLoad } from "./helpers/submission-load.js";
import { requestJson, startServerProcess, type ServerProcess } from "./helpers/server-process.js";
import { createTestDatabase } from "./helpers/test-server.js";
import { testDialect } from "./helpers/postgres-databases.js";

const cleanup: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe(`crash (${testDialect()})`, () => {
  it("keeps every acknowledged submission when the server is SIGKILLed under load and restarted on the same database", async () => {
    const database = await createTestDatabase();
    cleanup.push(() => database.drop());
    let server: ServerProcess = await startServerProcess(database.url);
    cleanup.push(() => server.kill());
    const created = await requestJson(server.url, "POST", "/api/sessions", { title: "Crash", maxParticipants: 100 });
    expect(created.status).toBe(201);
    const sessionId: string = created.body.data.sessionId;

    const load = startSubmissionLoad(() => server.url, sessionId, 8);
    // Kill it once it is well into the load.
    await expect.poll(() => load.acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(40);
    await server.kill();
    await load.stop();
    expect(load.acknowledged.length).toBeGreaterThan(30);
    // The requests cut off by the kill got no answer at all: nothing was acknowledged that the server did not write.
    expect(load.refusals.length).toBeGreaterThan(0);
    expect(load.refusals.every((refusal) => refusal.status === 0)).toBe(true);

    server = await startServerProcess(database.url);
    const stored = await readStoredSession(database.url, sessionId);
    const missing = load.acknowledged.filter((text) => !stored.contents.has(text));
    expect(missing).toEqual([]);
    // Entries and counters were committed together: the count matches the rows, with or without the unanswered ones.
    expect(stored.totalSubmissions).toBe(stored.rows);
    expect(stored.rows).toBeGreaterThanOrEqual(load.acknowledged.length);

    // The cloud's version counts every stored entry (its totalSubmissions only the cloud words among them).
    const cloud = await requestJson(server.url, "GET", `/api/sessions/${sessionId}/wordcloud`);
    expect(cloud.body.data.version).toBe(stored.rows);
    const again = await requestJson(server.url, "POST", `/api/sessions/${sessionId}/feedback`, { text: "after", participantId: "p-after" });
    expect(again.status).toBe(201);
    expect(again.body.data.wordData.version).toBe(stored.rows + 1);
  }, 90_000);
});
