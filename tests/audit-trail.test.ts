import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditActorKind, AuditKind, AuditRecord } from "../src/shared/schemas/audit.js";
import type { Schedule } from "../src/server/features/retention/sweep-schedule.js";
import { OWNER, submitWords } from "./admin-helpers.js";
import { captureLog } from "./helpers/captured-log.js";
import { createTestSession, startTestServer, type TestServer } from "./helpers/test-server.js";

// The audit trail (issue 46 part 3): every admin and host action that changes or exports what others see leaves one
// record naming who, what, when and from where, never an answer's text; the admin area lists and exports it, and
// retention deletes it with the sessions. The clock is the test's: the retention sweep and the records both read it.
const DAY_MS = 24 * 60 * 60 * 1000;
let offset = 0;
const clock = () => Date.now() + offset;
let sweep: (() => Promise<void>) | null = null;
const schedule: Schedule = (run) => {
  sweep = run;
  return () => (sweep = null);
};

const log = captureLog();
let server: TestServer;
let admin: Record<string, string>;
const ADMIN_EMAIL = OWNER.email.toLowerCase();

/** Answers whose text no record, log line or CSV of the trail may hold. */
const ANSWERS = ["fremragende", "kedeligt", "beslutningsgrundlag"];

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: "info", TZ: "" }, { retention: { schedule, now: clock }, now: clock, logStream: log.stream });
});

afterAll(async () => {
  await server.close();
});

async function records(query: Record<string, string> = {}): Promise<{ records: AuditRecord[]; pagination: { total: number }; actors: { actorKind: string; actor: string }[] }> {
  const response = await server.request("GET", `/api/admin/audit?${new URLSearchParams({ limit: "100", ...query })}`, undefined, admin);
  expect(response.status).toBe(200);
  return response.body.data;
}

const allRecords = async () => (await server.context.store.db.selectFrom("audit_records").selectAll().execute()) as unknown[];

/** Runs `action` and returns the one record it left (failing when it left none, or more than one). */
async function onlyRecordOf(action: () => Promise<{ status: number }>): Promise<AuditRecord> {
  const before = (await allRecords()).length;
  const { status } = await action();
  expect(status).toBeLessThan(300);
  const after = await records();
  expect(after.pagination.total - before).toBe(1);
  return after.records[0]!;
}

function expectRecord(record: AuditRecord, kind: AuditKind, actorKind: AuditActorKind, actor: string) {
  expect(record).toMatchObject({ kind, actorKind, actor });
  expect(record.address).toBe("127.0.0.1");
  expect(Math.abs(Date.parse(record.at) - clock())).toBeLessThan(60_000);
  const logged = log.lines().filter((line) => line.event === "audit" && line.kind === kind);
  expect(logged.at(-1)).toMatchObject({ kind, actorKind, actor, address: "127.0.0.1" });
}

describe("the audit trail", () => {
  let session: { sessionId: string; sessionCode: string; hostKey: string };
  let course: { courseId: string; hostKey: string };

  it("records the first admin's registration and each sign-in, by her email", async () => {
    // No admin exists yet, so the trail is read right after she signs in.
    await server.request("POST", "/api/admin/register", { ...OWNER, setupCode: server.setupCode ?? undefined });
    const signedIn = await server.request("POST", "/api/admin/login", { email: OWNER.email, password: OWNER.password });
    admin = { authorization: `Bearer ${signedIn.body.token}` };
    const { records: both } = await records();
    expect(both.map((record) => record.kind)).toEqual(["admin.signedIn", "admin.registered"]);
    expect(both[1]).toMatchObject({ actorKind: "admin", actor: ADMIN_EMAIL, target: ADMIN_EMAIL, detail: { signedIn: true } });
    expect(both[0]).toMatchObject({ actor: ADMIN_EMAIL, detail: { method: "password" } });
    // A failed sign-in changes nothing others see: no record.
    expect((await server.request("POST", "/api/admin/login", { email: OWNER.email, password: "wrong horse" })).status).toBe(401);
    expect((await records()).pagination.total).toBe(2);
  });

  it("records each host action by the host key that made it, naming the session as it was", async () => {
    session = await createTestSession(server, { title: "Statistik 1" });
    for (const [index, text] of ANSWERS.entries()) await submitWords(server, session.sessionId, `p${index}`, [text]);
    const asHost = { "x-host-key": session.hostKey };
    const changed = await onlyRecordOf(() =>
      server.request("PUT", `/api/sessions/${session.sessionId}`, { title: "Statistik 1, forelæsning", isActive: true, isPublic: true, maxParticipants: 100 }, asHost),
    );
    expectRecord(changed, "session.changed", "host-key", "");
    expect(changed).toMatchObject({ target: `Statistik 1, forelæsning (${session.sessionCode})`, detail: { changed: "title,isPublic" } });
    // The same settings saved again change nothing: no record.
    const same = await server.request("PUT", `/api/sessions/${session.sessionId}`, { title: "Statistik 1, forelæsning", isActive: true, isPublic: true, maxParticipants: 100 }, asHost);
    expect(same.status).toBe(200);
    expect((await records({ kind: "session.changed" })).pagination.total).toBe(1);

    const exported = await onlyRecordOf(() => fetch(`${server.url}/api/sessions/${session.sessionId}/export/pdf`, { method: "POST", headers: { ...asHost, "content-type": "application/json" }, body: "{}" }));
    expectRecord(exported, "session.exported", "host-key", "");
    expect(exported.detail).toEqual({ format: "pdf", sessions: 1 });

    const created = await server.request("POST", "/api/courses", { title: "Statistik", term: "Efterår 2026" });
    course = created.body.data;
    const asCourseHost = { "x-host-key": course.hostKey };
    const raised = await onlyRecordOf(() => server.request("PUT", `/api/courses/${course.courseId}`, { minResponses: 8 }, asCourseHost));
    expectRecord(raised, "course.changed", "host-key", "");
    expect(raised).toMatchObject({ target: "Statistik", detail: { changed: "minResponses", minResponses: 8 } });
    const report = await onlyRecordOf(() => fetch(`${server.url}/api/courses/${course.courseId}/export/excel`, { method: "POST", headers: { ...asCourseHost, "content-type": "application/json" }, body: "{}" }));
    expectRecord(report, "course.exported", "host-key", "");
  });

  it("records each admin action by the admin, a setting only when it changes", async () => {
    const steps: [AuditKind, () => Promise<{ status: number }>, Record<string, unknown>][] = [
      ["retention.changed", () => server.request("PUT", "/api/admin/retention", { days: 30 }, admin), { days: 30, previous: null }],
      ["threshold.changed", () => server.request("PUT", "/api/admin/evaluation-threshold", { minResponses: 6 }, admin), { minResponses: 6, previous: null }],
      ["timeZone.changed", () => server.request("PUT", "/api/admin/time-zone", { timeZone: "Atlantic/Reykjavik" }, admin), { timeZone: "Atlantic/Reykjavik", previous: "Europe/Copenhagen" }],
      ["institution.changed", () => server.request("PUT", "/api/admin/institution", { name: "Aarhus Universitet", contact: null }, admin), { changed: "name" }],
      ["filter.changed", () => server.request("PUT", "/api/admin/word-filter/automatic", { automatic: false }, admin), { automatic: false }],
      // The count, not the term: an admin may list a word a participant wrote.
      ["filter.changed", () => server.request("POST", "/api/admin/word-filter/terms", { list: "hold", terms: [ANSWERS[1], "lort"] }, admin), { list: "hold", added: 2 }],
      ["filter.changed", () => server.request("POST", "/api/admin/word-filter/terms/remove", { list: "hold", terms: ["lort"] }, admin), { list: "hold", removed: 1 }],
      ["session.exported", () => fetch(`${server.url}/api/admin/export/excel`, { method: "POST", headers: { ...admin, "content-type": "application/json" }, body: JSON.stringify({ sessionIds: [session.sessionId] }) }), { format: "excel", sessions: 1 }],
      ["lti.keyRotated", () => server.request("POST", "/api/admin/lti/key-rotation", {}, admin), {}],
      ["term.exported", () => fetch(`${server.url}/api/admin/terms/export/pdf`, { method: "POST", headers: { ...admin, "content-type": "application/json" }, body: JSON.stringify({ term: "Efterår 2026", language: "da" }) }), { format: "pdf" }],
    ];
    for (const [kind, action, detail] of steps) {
      const record = await onlyRecordOf(action);
      expectRecord(record, kind, "admin", ADMIN_EMAIL);
      expect(record.detail).toMatchObject(detail);
    }
    // Saved again as they are: no record.
    const before = (await allRecords()).length;
    expect((await server.request("PUT", "/api/admin/retention", { days: 30 }, admin)).status).toBe(200);
    expect((await server.request("PUT", "/api/admin/time-zone", { timeZone: "Atlantic/Reykjavik" }, admin)).status).toBe(200);
    expect((await server.request("PUT", "/api/admin/institution", { name: "Aarhus Universitet" }, admin)).status).toBe(200);
    expect((await allRecords()).length).toBe(before);
  });

  it("records a learning platform registered and removed by name, an account's admin rights, and a deleted session", async () => {
    const platform = { name: "Brightspace", issuer: "https://lms.example", clientId: "ordsky", deploymentIds: ["1"], authorizationUrl: "https://lms.example/auth", tokenUrl: "https://lms.example/token", jwksUrl: "https://lms.example/jwks" };
    const registered = await onlyRecordOf(() => server.request("POST", "/api/admin/lti/platforms", platform, admin));
    expectRecord(registered, "lti.platformRegistered", "admin", ADMIN_EMAIL);
    expect(registered).toMatchObject({ target: "Brightspace", detail: { issuer: "https://lms.example", clientId: "ordsky", dynamic: false } });
    const platformId = (await server.request("GET", "/api/admin/lti/platforms", undefined, admin)).body.data.platforms[0].id;
    const removed = await onlyRecordOf(() => server.request("DELETE", `/api/admin/lti/platforms/${platformId}`, undefined, admin));
    expectRecord(removed, "lti.platformRemoved", "admin", ADMIN_EMAIL);
    expect(removed.target).toBe("Brightspace");

    // An account as a sign-in with the institution leaves it (the provider's side is tested in oidc-sign-in).
    const now = new Date().toISOString();
    await server.context.store.db
      .insertInto("accounts")
      .values({ id: "account-1", issuer: "https://idp.example", subject: "s1", email: "lene@uni.example", full_name: "Lene", created_at: now, last_sign_in_at: now })
      .execute();
    const promoted = await onlyRecordOf(() => server.request("PUT", "/api/admin/accounts/account-1/admin", { promoted: true }, admin));
    expectRecord(promoted, "account.adminChanged", "admin", ADMIN_EMAIL);
    expect(promoted).toMatchObject({ target: "lene@uni.example", detail: { admin: true } });

    const doomed = await createTestSession(server, { title: "=HYPERLINK(\"https://evil.example\")" });
    const deleted = await onlyRecordOf(() => server.request("DELETE", `/api/admin/sessions/${doomed.sessionId}`, undefined, admin));
    expectRecord(deleted, "session.deleted", "admin", ADMIN_EMAIL);
    expect(deleted.target).toBe(`=HYPERLINK("https://evil.example") (${doomed.sessionCode})`);
    // A refused action leaves nothing: the session is gone.
    const before = (await allRecords()).length;
    expect((await server.request("DELETE", `/api/admin/sessions/${doomed.sessionId}`, undefined, admin)).status).toBe(404);
    expect((await allRecords()).length).toBe(before);
  });

  it("lists by kind and by person, refuses a filter it does not know, and is the admins' only", async () => {
    const signIns = await records({ kind: "admin.signedIn" });
    expect(signIns.records.map((record) => record.kind)).toEqual(["admin.signedIn"]);
    const byHostKey = await records({ actorKind: "host-key", actor: "" });
    expect(new Set(byHostKey.records.map((record) => record.kind))).toEqual(new Set(["session.changed", "session.exported", "course.changed", "course.exported"]));
    expect(byHostKey.actors).toEqual(expect.arrayContaining([{ actorKind: "admin", actor: ADMIN_EMAIL }, { actorKind: "host-key", actor: "" }]));
    const paged = await records({ limit: "2", page: "2" });
    expect(paged.records).toHaveLength(2);
    expect(paged.pagination).toMatchObject({ page: 2, limit: 2 });

    expect(await server.request("GET", "/api/admin/audit?kind=session.burnt", undefined, admin)).toMatchObject({ status: 400, body: { success: false, error: "Unknown kind of audit record" } });
    expect((await server.request("GET", "/api/admin/audit")).status).toBe(401);
    expect((await server.request("POST", "/api/admin/audit/export", {})).status).toBe(401);
  });

  it("exports the filtered trail as CSV in the admin's language and the institution's time zone, a formula written as text", async () => {
    const response = await fetch(`${server.url}/api/admin/audit/export`, { method: "POST", headers: { ...admin, "content-type": "application/json" }, body: JSON.stringify({ language: "da", kind: "session.deleted" }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="ordsky-audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = (await response.text()).replace(/^\uFEFF/, "");
    const [heading, ...lines] = csv.trim().split("\r\n");
    expect(heading).toBe("Tidspunkt (Atlantic/Reykjavik),\"Tidspunkt (UTC, ISO 8601)\",Hvem,Handling,Emne,Detaljer,Adresse");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d{1,2}\. [a-z]{3}\.? \d{4} kl\. \d{2}\.\d{2}\.\d{2},\d{4}-\d{2}-\d{2}T[\d:.]+Z,owner@example\.com,Session slettet,"'=HYPERLINK\(""https:\/\/evil\.example""\) \(\w{6}\)",,127\.0\.0\.1$/);
    // The export is itself recorded, with what it held.
    const exported = (await records({ kind: "audit.exported" })).records[0]!;
    expect(exported).toMatchObject({ actor: ADMIN_EMAIL, detail: { format: "csv", records: 1 } });

    const english = await (await fetch(`${server.url}/api/admin/audit/export`, { method: "POST", headers: { ...admin, "content-type": "application/json" }, body: JSON.stringify({ language: "en", kind: "filter.changed" }) })).text();
    expect(english).toContain("Time (Atlantic/Reykjavik)");
    expect(english).toContain("Word filter changed,,List: always held back · Added: 2");
  });

  it("holds no answer's text in any record, log line or export", async () => {
    const csv = await (await fetch(`${server.url}/api/admin/audit/export`, { method: "POST", headers: { ...admin, "content-type": "application/json" }, body: "{}" })).text();
    const logged = JSON.stringify(log.lines().filter((line) => line.event === "audit"));
    const stored = JSON.stringify(await allRecords());
    for (const text of ANSWERS) {
      for (const place of [csv, logged, stored]) expect(place).not.toContain(text);
    }
  });

  it("is deleted with the sessions once older than the retention, whose own deletions it records", async () => {
    const idle = await createTestSession(server, { title: "Glemt session" });
    const before = (await allRecords()).length;
    expect(before).toBeGreaterThan(20);
    offset = 31 * DAY_MS;
    await sweep!();
    const left = await server.context.store.db.selectFrom("audit_records").selectAll().execute();
    // Every record older than 30 days went; the sweep's own deletions (each session, now idle) stayed, by Ordsky.
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((row) => row.kind === "session.deleted" && row.actor_kind === "system" && row.address === "")).toBe(true);
    expect(left.map((row) => row.target)).toEqual(expect.arrayContaining([`Glemt session (${idle.sessionCode})`]));
    expect(JSON.parse(left[0]!.detail)).toEqual({ idleDays: 30 });
  });
});
