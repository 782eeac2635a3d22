import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieBrowser, signInThrough } from "./helpers/cookie-browser.js";
import { openProviderAddress, startTestProvider, TEST_PEOPLE, testOidcSettings, type TestProvider } from "./helpers/oidc-provider.js";
import { countRows, startTestServer, type TestServer } from "./helpers/test-server.js";

let provider: TestProvider;
/** ANSWERING=signed-in: each student answers an evaluation once. */
let server: TestServer;

beforeAll(async () => {
  const address = await openProviderAddress();
  server = await startTestServer({ ...testOidcSettings(address.port), ANSWERING: "signed-in" });
  provider = await startTestProvider(address, [`${server.url}/auth/oidc/callback`]);
});

afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** Signs `person` in through the provider in a fresh browser, from the sign-in link `start`. */
const signIn = (person: string, start: string, browser = new CookieBrowser()) => signInThrough(server.url, person, start, browser);

async function call(browser: CookieBrowser, method: string, path: string, body?: unknown) {
  const response = await browser.request(`${server.url}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: body === undefined ? {} : { "content-type": "application/json" },
  });
  return { status: response.status, body: await response.json() };
}

async function createEvaluation(): Promise<{ sessionId: string; questionIds: string[] }> {
  const created = await server.request("POST", "/api/sessions", { sessionType: "class", title: "Physics 1" });
  expect(created.status).toBe(201);
  const sessionId: string = created.body.data.sessionId;
  const questions = (await server.request("GET", `/api/sessions/${sessionId}/class-questions`)).body.data as { id: string; type: string }[];
  return { sessionId, questionIds: questions.map((question) => question.id) };
}

const answerTo = (questionId: string, participantId: string, response: number | string = 7) => ({ questionId, response, participantId });

/** Every row of every table, as text, to search for what a participant must not leave behind. */
async function wholeDatabaseText(): Promise<string> {
  const tables = ["sessions", "participants", "class_responses", "class_respondents", "accounts", "admins", "feedback"] as const;
  const rows = await Promise.all(tables.map((table) => server.context.store.db.selectFrom(table).selectAll().execute()));
  return JSON.stringify(rows);
}

describe("once per student (ANSWERING=signed-in)", () => {
  it("lets a student finish and change their answers on the device they started on, and refuses them on another", async () => {
    const { sessionId, questionIds } = await createEvaluation();
    const [first, second] = questionIds as [string, string];
    const phone = await signIn(TEST_PEOPLE.teacher.sub, `/auth/oidc/start?for=participant&return=/class-session/${sessionId}`);
    expect(`${phone.landing.pathname}${phone.landing.search}`).toBe(`/class-session/${sessionId}?signed-in=1`);
    expect(phone.browser.seen.find((line) => line.startsWith("ordsky_participant="))).toMatch(/; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    expect((await call(phone.browser, "GET", "/api/account")).body.data).toEqual({ account: null, sessionIds: [], courseIds: [], answering: true });

    expect((await call(phone.browser, "POST", `/api/sessions/${sessionId}/class-response`, answerTo(first, "phone-1", 4))).status).toBe(201);
    expect((await call(phone.browser, "POST", `/api/sessions/${sessionId}/class-response`, answerTo(second, "phone-1", 5))).status).toBe(201);
    const changed = await call(phone.browser, "POST", `/api/sessions/${sessionId}/class-response`, answerTo(first, "phone-1", 9));
    expect(changed).toMatchObject({ status: 200, body: { data: { replaced: true } } });

    // The same person in another browser, signed in again: refused, whatever device id it makes.
    const laptop = await signIn(TEST_PEOPLE.teacher.sub, `/auth/oidc/start?for=participant&return=/class-session/${sessionId}`);
    expect(await call(laptop.browser, "POST", `/api/sessions/${sessionId}/class-response`, answerTo(first, "laptop-1", 1))).toEqual({
      status: 409,
      body: { success: false, error: "You have already answered this evaluation", code: "ALREADY_ANSWERED" },
    });
    // Another student answers as usual, and the first one's answers stand as they left them.
    const other = await signIn(TEST_PEOPLE.admin.sub, `/auth/oidc/start?for=participant&return=/class-session/${sessionId}`);
    expect((await call(other.browser, "POST", `/api/sessions/${sessionId}/class-response`, answerTo(first, "other-1", 2))).status).toBe(201);
    const stored = await server.context.store.db.selectFrom("class_responses").select(["participant_id", "response_number"]).where("question_id", "=", first).orderBy("participant_id").execute();
    expect(stored.map((row) => [row.participant_id, Number(row.response_number)])).toEqual([["other-1", 2], ["phone-1", 9]]);
    expect(await server.context.store.db.selectFrom("class_respondents").selectAll().where("session_id", "=", sessionId).execute()).toHaveLength(2);
  });

  it("refuses a signed-in host who answered as a participant in a second browser: one person, one pseudonym", async () => {
    const { sessionId, questionIds } = await createEvaluation();
    const host = await signIn(TEST_PEOPLE.localAdmin.sub, "/auth/oidc/start?for=host");
    expect((await call(host.browser, "POST", `/api/sessions/${sessionId}/class-response`, answerTo(questionIds[0]!, "host-phone"))).status).toBe(201);
    const again = await signIn(TEST_PEOPLE.localAdmin.sub, `/auth/oidc/start?for=participant&return=/class-session/${sessionId}`);
    expect((await call(again.browser, "POST", `/api/sessions/${sessionId}/class-response`, answerTo(questionIds[0]!, "second-phone"))).body.code).toBe("ALREADY_ANSWERED");
  });

  it("stores no email, name or subject of a participant who signed in only to answer, and keeps the day of an answer only", async () => {
    const accountsBefore = await countRows(server, "accounts");
    const { sessionId, questionIds } = await createEvaluation();
    const student = await signIn(TEST_PEOPLE.nameless.sub, `/auth/oidc/start?for=participant&return=/class-session/${sessionId}`);
    // The provider gave no email: a participant still needs one (the domain rule), as a host does.
    expect(student.landing.searchParams.get("sign-in-error")).toBe("no-email");
    const olga = await signIn(TEST_PEOPLE.outsider.sub, `/auth/oidc/start?for=participant&return=/class-session/${sessionId}`);
    expect((await call(olga.browser, "POST", `/api/sessions/${sessionId}/class-response`, answerTo(questionIds[0]!, "student-phone"))).status).toBe(201);

    expect(await countRows(server, "accounts")).toBe(accountsBefore);
    const everything = await wholeDatabaseText();
    expect(everything).not.toMatch(/olga|Outsider|elsewhere\.example/i);
    const answers = await server.context.store.db.selectFrom("class_responses").select(["created_at", "updated_at"]).where("session_id", "=", sessionId).execute();
    const participants = await server.context.store.db.selectFrom("participants").select(["created_at", "signed_in"]).where("session_id", "=", sessionId).execute();
    for (const time of [...answers.flatMap((row) => [row.created_at, row.updated_at]), ...participants.map((row) => row.created_at)]) {
      expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    }
    expect(participants.map((row) => Number(row.signed_in))).toEqual([1]);
  });
});

type Column = { table: string; name: string; type: string };

/** The real schema's columns of some tables, from the database itself. */
async function readColumns(tables: string[]): Promise<Column[]> {
  const db = server.context.store.db;
  if (server.databaseFile) {
    const columns: Column[] = [];
    for (const table of tables) {
      const rows = await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${table})`.execute(db);
      columns.push(...rows.rows.map((row) => ({ table, name: row.name, type: row.type.toLowerCase() })));
    }
    return columns;
  }
  const rows = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns where table_schema = current_schema() and table_name = any(${tables})`.execute(db);
  return rows.rows.map((row) => ({ table: row.table_name, name: row.column_name, type: row.data_type }));
}

/** Every foreign key of the database, as "from table → to table". */
async function readForeignKeys(): Promise<string[]> {
  const db = server.context.store.db;
  if (server.databaseFile) {
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
    const keys: string[] = [];
    for (const { name } of tables.rows) {
      const rows = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${name})`.execute(db);
      keys.push(...rows.rows.map((row) => `${name} → ${row.table}`));
    }
    return keys;
  }
  const rows = await sql<{ from_table: string; to_table: string }>`
    select cl.relname as from_table, ref.relname as to_table from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid join pg_class ref on ref.oid = c.confrelid
    where c.contype = 'f' and cl.relnamespace = current_schema()::regnamespace`.execute(db);
  return rows.rows.map((row) => `${row.from_table} → ${row.to_table}`);
}

describe("the has-answered record's schema", () => {
  it("shares no column or key with answers and participants but the session, and holds no time", async () => {
    const columns = await readColumns(["class_respondents", "class_responses", "participants"]);
    const respondents = columns.filter((column) => column.table === "class_respondents");
    expect(respondents.map((column) => column.name).sort()).toEqual(["respondent_key", "session_id"]);
    const elsewhere = new Set(columns.filter((column) => column.table !== "class_respondents").map((column) => column.name));
    expect(respondents.map((column) => column.name).filter((name) => elsewhere.has(name))).toEqual(["session_id"]);
    expect(respondents.filter((column) => /time|date/.test(column.type) || /_at$|time|date|id$/.test(column.name.replace(/^session_id$/, "")))).toEqual([]);

    const keys = await readForeignKeys();
    expect(keys.filter((key) => key.startsWith("class_respondents"))).toEqual(["class_respondents → sessions"]);
    expect(keys.filter((key) => key.endsWith("→ class_respondents"))).toEqual([]);
  });

  it("keeps no order of writing on SQLite (no rowid: rows sit in the order of their hashes)", async () => {
    if (!server.databaseFile) {
      // PostgreSQL keeps rows in about the order written (see docs/decisions.md, 2026-11-28): the column check above is what holds there.
      expect(await countRows(server, "class_respondents")).toBeGreaterThan(0);
      return;
    }
    await expect(sql`select rowid from class_respondents`.execute(server.context.store.db)).rejects.toThrow(/rowid/);
  });
});
