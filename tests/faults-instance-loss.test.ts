import { afterAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "./helpers/postgres-databases.js";
import { readStoredSession } from "./helpers/stored-data.js";
import { startSubmissionLoad } from "./helpers/submission-load.js";
import { requestJson, startServerProcess, type ServerProcess } from "./helpers/server-process.js";
import { TestSocket } from "./helpers/ws-client.js";

const cleanup: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

const wsUrl = (server: ServerProcess) => `${server.url.replace("http", "ws")}/ws`;

async function watch(server: ServerProcess, sessionId: string): Promise<TestSocket> {
  const socket = await TestSocket.connect(wsUrl(server));
  cleanup.push(async () => socket.close());
  socket.send({ type: "join-session", sessionId });
  await socket.waitFor((message) => message.type === "word-cloud-update" && message.sessionId === sessionId);
  return socket;
}

describe("instance loss", () => {
  it("clients of a SIGKILLed instance reconnect to a survivor and converge; the restarted instance serves correct state", async () => {
    const database = await createPostgresDatabase();
    cleanup.push(() => database.drop());
    const instances = await Promise.all([0, 1, 2].map(() => startServerProcess(database.url)));
    cleanup.push(() => Promise.all(instances.map((instance) => instance.kill())).then(() => undefined));
    const created = await requestJson(instances[0]!.url, "POST", "/api/sessions", { title: "Three instances", maxParticipants: 100 });
    const sessionId: string = created.body.data.sessionId;
    const sockets = await Promise.all(instances.flatMap((instance) => [watch(instance, sessionId), watch(instance, sessionId)]));

    let lost = false;
    // Participants spread over the three instances; once instance 2 is gone, its participants use the survivors.
    const load = startSubmissionLoad((loop) => instances[lost && loop % 3 === 2 ? loop % 2 : loop % 3]!.url, sessionId, 9);
    await expect.poll(() => load.acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(30);
    await instances[2]!.kill();
    lost = true;
    const orphans = sockets.slice(4);
    for (const orphan of orphans) expect((await orphan.closed).code).not.toBe(1000);
    // The client app reconnects to the same URL; behind a load balancer that lands on a survivor.
    const moved = await Promise.all(orphans.map(() => watch(instances[0]!, sessionId)));
    // The survivors carry the whole load for a while, including the lost instance's participants.
    const ackedAtLoss = load.acknowledged.length;
    await expect.poll(() => load.acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(ackedAtLoss + 30);
    await load.stop();
    expect(load.acknowledged.length).toBeGreaterThan(50);

    const stored = await readStoredSession(database.url, sessionId);
    expect(load.acknowledged.filter((text) => !stored.contents.has(text))).toEqual([]);
    const survivors = [...sockets.slice(0, 4), ...moved];
    // Entries instance 2 acknowledged but never published reach the survivors through reconciliation.
    await Promise.all(survivors.map((socket) => socket.waitForCloud(sessionId, (cloud) => cloud.totalSubmissions === stored.rows, 8000)));
    const truth = (await requestJson(instances[1]!.url, "GET", `/api/sessions/${sessionId}/wordcloud`)).body.data;
    expect(truth.totalSubmissions).toBe(stored.rows);
    for (const socket of survivors) {
      const cloud = socket.cloud(sessionId)!;
      expect({ words: cloud.words, totalSubmissions: cloud.totalSubmissions, version: cloud.version, uniqueWords: cloud.uniqueWords, totalWords: cloud.totalWords }).toEqual(truth);
    }

    instances[2] = await startServerProcess(database.url, {}, instances[2]!.port);
    const restarted = (await requestJson(instances[2].url, "GET", `/api/sessions/${sessionId}/wordcloud`)).body.data;
    expect(restarted).toEqual(truth);
    const back = await watch(instances[2], sessionId);
    expect(back.cloud(sessionId)).toMatchObject(truth);
    const more = await requestJson(instances[2].url, "POST", `/api/sessions/${sessionId}/feedback`, { text: "welcome back", participantId: "load-0" });
    expect(more.status).toBe(201);
    await Promise.all([...survivors, back].map((socket) => socket.waitForCloud(sessionId, (cloud) => cloud.totalSubmissions === stored.rows + 1, 3000)));
  }, 120_000);
});
