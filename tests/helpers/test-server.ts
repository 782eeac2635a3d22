import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/server/config/config.js";
import { startServer, type RunningServer, type ServerOptions } from "../../src/server/start-server.js";
import type { Database } from "../../src/server/store/schema.js";
import { createPostgresDatabase, testDialect } from "./postgres-databases.js";

export type TestServer = RunningServer & {
  /** JSON request against the server; resolves with status and parsed body, never throws on 4xx/5xx. */
  request<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: T }>;
  wsUrl: string;
  /** The SQLite file, or "" on PostgreSQL. */
  databaseFile: string;
  databaseUrl: string;
  /** The SQLite file or the PostgreSQL database name, as the server describes its storage. */
  databaseName: string;
};

/** A fresh database for the dialect under test (TEST_DATABASE): a temporary SQLite file or a new PostgreSQL database. */
export async function createTestDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  if (testDialect() === "postgres") return createPostgresDatabase();
  const dir = mkdtempSync(join(tmpdir(), "ordsky-test-"));
  const file = join(dir, "test.db");
  return { url: `sqlite:${file}`, name: file, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts the real server on a fresh database (SQLite file or PostgreSQL database, see TEST_DATABASE) and a free port. */
export async function startTestServer(env: Record<string, string> = {}, options: ServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const server = await startServerOnDatabase(database.url, env, options).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  return {
    ...server,
    async close() {
      await server.close();
      await database.drop();
    },
  };
}

/** Starts the real server on a given database URL (kept on close), e.g. to restart on the same data. */
export async function startServerOnDatabase(databaseUrl: string, env: Record<string, string> = {}, options: ServerOptions = {}): Promise<TestServer> {
  // These tests play a whole audience from one address, often as one participant, at machine speed: the per-client
  // rate limits are off unless a test turns them on (RATE_LIMITS: "on") to test them.
  // The process's TZ (the tests pin one, vitest.config.ts) is the server's environment, as it is in production.
  const zone = process.env.TZ ? { TZ: process.env.TZ } : {};
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", RATE_LIMITS: "off", ...zone, ...env });
  const server = await startServer(config, options);
  const url = `http://127.0.0.1:${server.port}`;
  const databaseFile = databaseUrl.startsWith("sqlite:") ? databaseUrl.slice("sqlite:".length) : "";
  return {
    ...server,
    url,
    wsUrl: `ws://127.0.0.1:${server.port}/ws`,
    databaseFile,
    databaseUrl,
    databaseName: databaseFile || new URL(databaseUrl).pathname.slice(1),
    async request(method, path, body, headers = {}) {
      const response = await fetch(url + path, {
        method,
        headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: any = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // leave non-JSON bodies as text
      }
      return { status: response.status, body: parsed };
    },
  };
}

/** Creates a session through the API and returns what the creating browser would keep. */
export async function createTestSession(
  server: TestServer,
  input: Record<string, unknown> = {},
): Promise<{ sessionId: string; sessionCode: string; hostKey: string }> {
  const { status, body } = await server.request("POST", "/api/sessions", { title: "Test session", ...input });
  if (status !== 201) throw new Error(`createTestSession failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Submits one entry over HTTP and returns the raw response. */
export function submitTestFeedback(server: TestServer, sessionId: string, text: unknown, participantId: unknown = "participant-1") {
  return server.request("POST", `/api/sessions/${sessionId}/feedback`, { text, participantId });
}

/** Rows in a table, straight from the database: the proof that a refused request wrote nothing. */
export async function countRows(server: TestServer, table: keyof Database): Promise<number> {
  const row = await server.context.store.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The tables whose rows belong to one session (`session_id`). */
export type SessionTable = "feedback" | "participants" | "word_counts" | "class_responses" | "class_questions" | "session_questions";

/** A session's rows in a table, as stored (the proof beside what the API says). */
export async function countSessionRows(server: TestServer, table: SessionTable, sessionId: string): Promise<number> {
  const row = await server.context.store.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("session_id", "=", sessionId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A fingerprint of everything a regular session writes, for "nothing changed" checks. */
export async function snapshotWrites(server: TestServer): Promise<Record<string, unknown>> {
  const db = server.context.store.db;
  return {
    sessions: await db.selectFrom("sessions").selectAll().orderBy("id").execute(),
    feedback: await countRows(server, "feedback"),
    participants: await countRows(server, "participants"),
    wordCounts: await countRows(server, "word_counts"),
    wordSpellings: await countRows(server, "word_spellings"),
  };
}
