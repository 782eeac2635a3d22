import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BUS_APPLICATION_NAME } from "../src/server/bus/pg-bus.js";
import { signInAdmin } from "./admin-helpers.js";
import { createPostgresDatabase } from "./helpers/postgres-databases.js";
import { createTestSession, startServerOnDatabase, type TestServer } from "./helpers/test-server.js";
import { TestSocket } from "./helpers/ws-client.js";

// Several Ordsky instances in this process on one PostgreSQL database, each with its own pool, bus listener and
// hub: what a load balancer in front of several machines sees.
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let instances: TestServer[] = [];
const sockets: TestSocket[] = [];

const VOCABULARY = ["Kaffe", "kaffe", "pauser", "Gruppearbejde", "gruppearbejde", "tavle", "the", "og", "hygge", "Æbler", "æbler", "quiz"];

beforeAll(async () => {
  database = await createPostgresDatabase();
  // Started together: the migrations must run once, under the advisory lock, whichever instance gets it.
  instances = await Promise.all([0, 1, 2].map(() => startServerOnDatabase(database.url)));
});

afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.closeAndWait()));
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await database.drop();
});

async function watch(instance: TestServer, sessionId: string): Promise<TestSocket> {
  const socket = await TestSocket.connect(instance.wsUrl);
  sockets.push(socket);
  socket.send({ type: "join-session", sessionId });
  await socket.waitFor((message) => message.type === "word-cloud-update" && message.sessionId === sessionId);
  return socket;
}

/** The cloud as the database has it: what a freshly started instance reads. */
async function storedCloud(sessionId: string) {
  const fresh = await startServerOnDatabase(database.url);
  try {
    return (await fresh.request("GET", `/api/sessions/${sessionId}/wordcloud`)).body.data;
  } finally {
    await fresh.close();
  }
}

async function submitSpread(sessionId: string, count: number, offset = 0): Promise<void> {
  const results = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      instances[(i + offset) % instances.length]!.request("POST", `/api/sessions/${sessionId}/feedback`, {
        text: VOCABULARY[(i * 7 + offset) % VOCABULARY.length],
        participantId: `p-${(i + offset) % 40}`,
      }),
    ),
  );
  expect(results.map((result) => result.status)).toEqual(results.map(() => 201));
}

describe("several instances on one PostgreSQL", () => {
  it("all converge to the database's counts, versions included, when submissions arrive at every instance", async () => {
    const { sessionId } = await createTestSession(instances[0]!, { maxParticipants: 1000 });
    const watchers = await Promise.all(instances.flatMap((instance) => [watch(instance, sessionId), watch(instance, sessionId)]));
    for (let round = 0; round < 4; round++) await submitSpread(sessionId, 60, round * 60);

    // The version counts every entry ("the" and "og" are stop words: in no figure, but entries all the same).
    await Promise.all(watchers.map((socket) => socket.waitForCloud(sessionId, (cloud) => cloud.version === 240, 5000)));
    const stored = await storedCloud(sessionId);
    expect(stored.version).toBe(240);
    for (const socket of watchers) {
      const cloud = socket.cloud(sessionId)!;
      expect({ words: cloud.words, totalSubmissions: cloud.totalSubmissions, version: cloud.version, uniqueWords: cloud.uniqueWords, totalWords: cloud.totalWords }).toEqual(stored);
      expect(cloud.gaps).toBe(0);
    }
    for (const instance of instances) {
      expect((await instance.request("GET", `/api/sessions/${sessionId}/wordcloud`)).body.data).toEqual(stored);
    }
  });

  it("an instance that loads a session while others write counts every entry exactly once", async () => {
    const { sessionId } = await createTestSession(instances[0]!, { maxParticipants: 1000 });
    const early = await watch(instances[0]!, sessionId);
    const writing = submitSpread(sessionId, 120);
    // Instances 1 and 2 load the session in the middle of the stream.
    await early.waitForCloud(sessionId, (cloud) => cloud.version >= 10);
    const late = await Promise.all([watch(instances[1]!, sessionId), watch(instances[2]!, sessionId)]);
    await writing;
    for (const socket of [early, ...late]) await socket.waitForCloud(sessionId, (cloud) => cloud.version === 120, 5000);
    const stored = await storedCloud(sessionId);
    for (const socket of [early, ...late]) expect(socket.cloud(sessionId)!.words).toEqual(stored.words);
  });

  it("counts the same submissionId sent to every instance once, and answers each as accepted", async () => {
    const { sessionId } = await createTestSession(instances[0]!);
    const watchers = await Promise.all(instances.map((instance) => watch(instance, sessionId)));
    const submissionId = "multi-instance-repeat-01";
    const send = (instance: TestServer) =>
      instance.request("POST", `/api/sessions/${sessionId}/feedback`, { text: "Kaffe", participantId: "p-1", submissionId });
    const together = await Promise.all(instances.map(send));
    expect(together.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(together.filter((answer) => answer.body.data.duplicate === true)).toHaveLength(2);
    const later = await Promise.all(instances.map(send));
    expect(later.map((answer) => answer.body.data.duplicate)).toEqual([true, true, true]);
    for (const socket of watchers) await socket.waitForCloud(sessionId, (cloud) => cloud.totalSubmissions === 1, 5000);
    const stored = await storedCloud(sessionId);
    expect(stored.totalSubmissions).toBe(1);
    expect(stored.words).toEqual([{ text: "Kaffe", frequency: 1, weight: 1, first: 1 }]);
  });

  it("tells sockets on every instance about changed settings, class answers and deleted sessions", async () => {
    const { sessionId, hostKey } = await createTestSession(instances[0]!, { title: "Shared" });
    const elsewhere = await watch(instances[2]!, sessionId);
    const settings = { title: "Renamed", description: "", isPublic: false, maxParticipants: 50, isActive: false };
    expect((await instances[0]!.request("PUT", `/api/sessions/${sessionId}`, settings, { "X-Host-Key": hostKey })).status).toBe(200);
    const updated = await elsewhere.waitFor((message) => message.type === "session-updated" && message.sessionId === sessionId);
    expect(updated.data).toMatchObject({ title: "Renamed", isActive: false });
    const refused = await instances[1]!.request("POST", `/api/sessions/${sessionId}/feedback`, { text: "late", participantId: "p" });
    expect(refused).toEqual({ status: 403, body: { success: false, error: "This session is not active", code: "SESSION_INACTIVE" } });

    const lesson = await createTestSession(instances[0]!, { sessionType: "class", title: "Class" });
    const dashboard = await watch(instances[1]!, lesson.sessionId);
    const questions = (await instances[0]!.request("GET", `/api/sessions/${lesson.sessionId}/class-questions`)).body.data;
    const answered = await instances[2]!.request("POST", `/api/sessions/${lesson.sessionId}/class-response`, {
      questionId: questions[0].id,
      response: 7,
      participantId: "student-1",
    });
    expect(answered.status).toBe(201);
    await dashboard.waitFor((message) => message.type === "class-responses-updated" && message.sessionId === lesson.sessionId);

    const { headers } = await signInAdmin(instances[0]!);
    expect((await instances[0]!.request("DELETE", `/api/admin/sessions/${sessionId}`, undefined, headers)).status).toBe(200);
    await elsewhere.waitFor((message) => message.type === "session-deleted" && message.sessionId === sessionId);
  });

  it("carries a host's decisions and answers waiting for approval to every instance, which agree with the database", async () => {
    const { sessionId, hostKey } = await createTestSession(instances[0]!, { maxParticipants: 1000 });
    const host = { "X-Host-Key": hostKey };
    await submitSpread(sessionId, 24);
    const watchers = await Promise.all(instances.map((instance) => watch(instance, sessionId)));
    const screen = await TestSocket.connect(instances[2]!.wsUrl);
    sockets.push(screen);
    screen.send({ type: "join-session", sessionId, protocolVersion: 2, role: "host", hostKey });

    expect((await instances[0]!.request("POST", `/api/sessions/${sessionId}/host-actions`, { type: "hide-word", word: "hygge" }, host)).status).toBe(200);
    const merged = await instances[1]!.request("POST", `/api/sessions/${sessionId}/host-actions`, { type: "merge-words", words: ["kaffe", "quiz"], label: "Kaffe" }, host);
    expect(merged.status).toBe(200);
    for (const socket of watchers) {
      await socket.waitForCloud(sessionId, (cloud) => !cloud.words.some((word) => word.text === "hygge" || word.text === "quiz"), 5000);
    }
    await screen.waitFor((message) => message.type === "moderation-updated" && message.sessionId === sessionId);

    const settings = { title: "Test session", description: "", isPublic: false, maxParticipants: 1000, isActive: true, requireApproval: true };
    expect((await instances[0]!.request("PUT", `/api/sessions/${sessionId}`, settings, host)).status).toBe(200);
    await submitSpread(sessionId, 6, 24);
    const stored = await storedCloud(sessionId);
    // The six answers waiting for approval are in no figure: the total is the shown words' frequencies.
    expect(stored.totalSubmissions).toBe(stored.words.reduce((sum: number, word: { frequency: number }) => sum + word.frequency, 0));
    for (const socket of watchers) {
      await socket.waitForCloud(sessionId, (cloud) => cloud.version === stored.version, 5000);
      const cloud = socket.cloud(sessionId)!;
      expect({ words: cloud.words, totalSubmissions: cloud.totalSubmissions, version: cloud.version, uniqueWords: cloud.uniqueWords, totalWords: cloud.totalWords }).toEqual(stored);
    }
  });

  it("puts an institution's change to the filter's lists into force on every instance at its next tick", async () => {
    const { headers } = await signInAdmin(instances[0]!);
    const { sessionId } = await createTestSession(instances[0]!, { language: "da" });
    const added = await instances[0]!.request("POST", "/api/admin/word-filter/terms", { list: "hold", terms: ["kedeligt"] }, headers);
    expect(added.status).toBe(200);
    for (const instance of instances.slice(1)) {
      await expect.poll(() => instance.context.wordFilter.getRules().alwaysHold).toEqual(["kedeligt"]);
      const reply = await instance.request("POST", `/api/sessions/${sessionId}/feedback`, { text: "Kedeligt", participantId: `p-${instance.port}` });
      expect(reply.body.data.heldBack).toBe(true);
    }
    await instances[0]!.request("POST", "/api/admin/word-filter/terms/remove", { list: "hold", terms: ["kedeligt"] }, headers);
    for (const instance of instances) await expect.poll(() => instance.context.wordFilter.getRules().alwaysHold).toEqual([]);
  });

  it("an instance whose listener connection drops reconnects, reloads its live sessions and hears the others again", async () => {
    const { sessionId } = await createTestSession(instances[0]!, { maxParticipants: 1000 });
    const watchers = await Promise.all(instances.map((instance) => watch(instance, sessionId)));
    await submitSpread(sessionId, 30);

    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    // A listener connection's first query is its LISTEN: once it has run one and is idle, it hears notifications.
    const listening = async () =>
      (
        await admin.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1 and state = 'idle' and query <> ''",
          [BUS_APPLICATION_NAME],
        )
      ).rows[0].n;
    try {
      const killed = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1",
        [BUS_APPLICATION_NAME],
      );
      expect(killed.rowCount).toBe(3);
      // Written while every listener is down: these changes are published into the void.
      await submitSpread(sessionId, 30, 30);
      for (const socket of watchers) await socket.waitForCloud(sessionId, (cloud) => cloud.version === 60, 8000);
      // Listening again: all three listener connections are back.
      await expect.poll(listening, { timeout: 10_000 }).toBe(3);
    } finally {
      await admin.end();
    }

    // A word sent to one instance now reaches the others within a few ticks, far quicker than the once-a-second
    // reconciliation could.
    const sent = Date.now();
    await submitSpread(sessionId, 1, 60);
    await Promise.all(watchers.map((socket) => socket.waitForCloud(sessionId, (cloud) => cloud.version === 61, 3000)));
    expect(Date.now() - sent).toBeLessThan(700);
    const stored = await storedCloud(sessionId);
    for (const socket of watchers) expect(socket.cloud(sessionId)!.words).toEqual(stored.words);
  });
});
