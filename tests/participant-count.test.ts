import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/server/config/config.js";
import { createStore } from "../src/server/store/create-store.js";
import { countSessionRows, createTestDatabase, createTestSession, startServerOnDatabase, submitTestFeedback, type TestServer } from "./helpers/test-server.js";
import { useSharedServer } from "./helpers/shared-server.js";
import { testDialect } from "./helpers/postgres-databases.js";

// A session's admitted participants are a number on its row (participant_count), raised by whatever admits one.
const shared = useSharedServer();

async function shownCount(server: TestServer, sessionId: string): Promise<number> {
  return (await server.request("GET", `/api/sessions/${sessionId}`)).body.data.participantCount;
}

describe(`participant_count (${testDialect()})`, () => {
  it("equals the participants stored, through batched word answers, repeats, class answers and a full session", async () => {
    const server = shared.server;
    const { sessionId } = await createTestSession(server, { maxParticipants: 5 });
    // Sent together, so the writer takes several participants (and one participant twice) in one batch.
    const sent = await Promise.all(["p1", "p2", "p1", "p3", "p2", "p4"].map((participant, index) => submitTestFeedback(server, sessionId, `ord${index}`, participant)));
    expect(sent.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await shownCount(server, sessionId)).toBe(4);
    expect(await countSessionRows(server, "participants", sessionId)).toBe(4);

    // The fifth fills the session; a sixth is refused and counted nowhere; a known one still answers.
    expect((await submitTestFeedback(server, sessionId, "fem", "p5")).status).toBe(201);
    expect((await submitTestFeedback(server, sessionId, "seks", "p6")).body.code).toBe("SESSION_FULL");
    expect((await submitTestFeedback(server, sessionId, "igen", "p1")).status).toBe(201);
    expect(await shownCount(server, sessionId)).toBe(5);
    expect(await countSessionRows(server, "participants", sessionId)).toBe(5);

    const evaluation = await createTestSession(server, { sessionType: "class", title: "Dansk 2.g", maxParticipants: 2 });
    const [question] = (await server.request("GET", `/api/sessions/${evaluation.sessionId}/class-questions`)).body.data as { id: string }[];
    const answer = (participantId: string, response: number) =>
      server.request("POST", `/api/sessions/${evaluation.sessionId}/class-response`, { questionId: question!.id, response, participantId });
    expect((await answer("s1", 7)).status).toBe(201);
    expect((await answer("s1", 8)).status).toBeLessThan(300);
    expect((await answer("s2", 6)).status).toBe(201);
    expect((await answer("s3", 5)).body.code).toBe("SESSION_FULL");
    expect(await shownCount(server, evaluation.sessionId)).toBe(2);
    expect(await countSessionRows(server, "participants", evaluation.sessionId)).toBe(2);
  });

  it("is counted from the stored participants when a database from before it is migrated", async () => {
    const database = await createTestDatabase();
    try {
      const server = await startServerOnDatabase(database.url);
      const { sessionId } = await createTestSession(server);
      for (const participant of ["a", "b", "c"]) expect((await submitTestFeedback(server, sessionId, "ord", participant)).status).toBe(201);
      const { sessionId: quiet } = await createTestSession(server);
      await server.close();

      // The database as version 17 left it: no column, and the migration not yet applied.
      const before = await createStore(loadConfig({ DATABASE_URL: database.url }).storage);
      await before.db.schema.alterTable("sessions").dropColumn("participant_count").execute();
      await before.db.deleteFrom("schema_migrations").where("version", "=", 18).execute();
      await before.close();

      const after = await createStore(loadConfig({ DATABASE_URL: database.url }).storage);
      const rows = await after.db.selectFrom("sessions").select(["id", "participant_count"]).execute();
      await after.close();
      expect(Object.fromEntries(rows.map((row) => [row.id, Number(row.participant_count)]))).toEqual({ [sessionId]: 3, [quiet]: 0 });
    } finally {
      await database.drop();
    }
  });
});
