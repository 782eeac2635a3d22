import { afterAll, describe, expect, it } from "vitest";
import { startOwnPostgres } from "./helpers/own-postgres.js";
import type { PostgresCluster } from "./helpers/postgres-cluster.js";
import { readStoredSession } from "./helpers/stored-data.js";
import { startSubmissionLoad } from "./helpers/submission-load.js";
import { requestJson, startServerProcess, type ServerProcess } from "./helpers/server-process.js";
import { TestSocket } from "./helpers/ws-client.js";

const UNAVAILABLE = { success: false, error: "Database unavailable, please try again", code: "UNAVAILABLE" };
let cluster: PostgresCluster | null = null;
let server: ServerProcess | null = null;

afterAll(async () => {
  await server?.kill();
  await cluster?.destroy();
});

describe("database outage", () => {
  it("answers 503 while PostgreSQL is down, acknowledges nothing it did not store, and recovers by itself", async () => {
    // Its own PostgreSQL, which this test stops and starts again (the shared one serves the other tests).
    cluster = await startOwnPostgres(["ordsky"], { persistent: true, durable: false });
    const databaseUrl = cluster.url("ordsky");
    server = await startServerProcess(databaseUrl);
    const base = server.url;

    const created = await requestJson(base, "POST", "/api/sessions", { title: "Outage", maxParticipants: 100 });
    const sessionId: string = created.body.data.sessionId;
    const watcher = await TestSocket.connect(`${base.replace("http", "ws")}/ws`);
    watcher.send({ type: "join-session", sessionId });
    await watcher.waitFor((message) => message.type === "word-cloud-update");
    expect((await requestJson(base, "GET", "/health")).status).toBe(200);

    const load = startSubmissionLoad(() => base, sessionId, 4);
    await expect.poll(() => load.acknowledged.length, { timeout: 15_000 }).toBeGreaterThan(5);
    const ackedBeforeOutage = load.acknowledged.length;
    await cluster.stop();
    const stoppedAt = Date.now();

    const health = await requestJson(base, "GET", "/health");
    expect(health.status).toBe(503);
    // The load runs into the outage for a while before the checks below.
    await expect.poll(() => load.refusals.filter((refusal) => refusal.at >= stoppedAt).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(8);
    const during = await requestJson(base, "POST", `/api/sessions/${sessionId}/feedback`, { text: "during", participantId: "p-x" });
    expect(during).toEqual({ status: 503, body: UNAVAILABLE });
    watcher.send({ type: "submit-feedback", sessionId, requestId: "r-down", data: { text: "socket", participantId: "p-y" } });
    const socketError = await watcher.waitFor((message) => message.requestId === "r-down");
    expect(socketError).toMatchObject({ type: "feedback-error", error: UNAVAILABLE.error });
    expect((await requestJson(base, "GET", "/health")).status).toBe(503);
    const ackedDuringOutage = load.acknowledged.length;

    await cluster.start();
    // Recovers by itself, within 15 s.
    await expect.poll(async () => (await requestJson(base, "GET", "/health")).status, { timeout: 15_000, interval: 100 }).toBe(200);
    await expect.poll(() => load.acknowledged.length, { timeout: 15_000 }).toBeGreaterThan(ackedDuringOutage + 20);
    await load.stop();

    expect(server.pid).toBeGreaterThan(0);
    // Still the same process: signal 0 only checks that it exists.
    expect(() => process.kill(server!.pid, 0)).not.toThrow();
    expect(ackedBeforeOutage).toBeGreaterThan(5);
    // Every refusal during the outage was the clear 503, never a 500 or a hang.
    const outageRefusals = load.refusals.filter((refusal) => refusal.at >= stoppedAt);
    expect(outageRefusals.length).toBeGreaterThan(0);
    for (const refusal of load.refusals) expect(refusal).toMatchObject({ status: 503, body: UNAVAILABLE });

    const stored = await readStoredSession(databaseUrl, sessionId);
    expect(load.acknowledged.filter((text) => !stored.contents.has(text))).toEqual([]);
    expect(stored.contents.has("during")).toBe(false);
    expect(stored.totalSubmissions).toBe(stored.rows);
    // The live cloud caught up with the database again (the bus listener reconnected and reloaded).
    await watcher.waitForCloud(sessionId, (cloud) => cloud.totalSubmissions === stored.rows, 5000);
    watcher.close();
  }, 120_000);
});
