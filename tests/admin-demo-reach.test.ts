import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoAdmin, seedDemoSessions } from "../src/server/features/admin/demo-seed.js";
import { signInAdmin } from "./admin-helpers.js";
import { countRows, createTestSession, startTestServer, submitTestFeedback, type TestServer } from "./helpers/test-server.js";
import { compiledServerScript } from "./helpers/compiled-server.js";

const DEMO_REACH = { success: false, error: "The demo account can only see and manage the demo sessions", code: "FORBIDDEN" };

let server: TestServer;
let demo: Record<string, string>;
let owner: Record<string, string>;
let real: { sessionId: string; hostKey: string };
let demoIds: string[];

beforeAll(async () => {
  server = await startTestServer({ ADMIN_REGISTRATION: "first" });
  owner = (await signInAdmin(server)).headers;
  real = await createTestSession(server, { title: "Real lecture", isPublic: true });
  await submitTestFeedback(server, real.sessionId, "private thoughts", "student-1");
  await seedDemoSessions(server.context);
  const credentials = await ensureDemoAdmin(server.context);
  demo = (await signInAdmin(server, credentials)).headers;
  const listed = (await server.request("GET", "/api/admin/sessions?limit=100", undefined, demo)).body.data.sessions;
  demoIds = listed.map((session: { id: string }) => session.id);
});

afterAll(async () => {
  await server.close();
});

describe("the demo admin's reach", () => {
  it("lists and counts only the demo sessions", async () => {
    expect(demoIds).toHaveLength(3);
    expect(demoIds).not.toContain(real.sessionId);
    const stats = (await server.request("GET", "/api/admin/dashboard/stats", undefined, demo)).body.data;
    expect(stats.totalSessions).toBe(3);
    expect(stats.recentSessions.map((session: { id: string }) => session.id)).not.toContain(real.sessionId);
    const search = (await server.request("GET", "/api/admin/sessions?search=Real", undefined, demo)).body.data;
    expect(search.pagination.total).toBe(0);
    // The owner sees everything.
    expect((await server.request("GET", "/api/admin/dashboard/stats", undefined, owner)).body.data.totalSessions).toBe(4);
  });

  it("cannot delete, export or change a real host's session", async () => {
    expect(await server.request("DELETE", `/api/admin/sessions/${real.sessionId}`, undefined, demo)).toEqual({ status: 403, body: DEMO_REACH });
    for (const format of ["excel", "pdf"]) {
      const refused = await server.request("POST", `/api/admin/export/${format}`, { sessionIds: [demoIds[0], real.sessionId], includeAnalytics: true }, demo);
      expect(refused).toEqual({ status: 403, body: DEMO_REACH });
    }
    const change = { title: "Taken over", description: "", isActive: false, isPublic: false, maxParticipants: 5 };
    expect((await server.request("PUT", `/api/sessions/${real.sessionId}`, change, demo)).status).toBe(403);
    const session = (await server.request("GET", `/api/sessions/${real.sessionId}`)).body.data;
    expect(session).toMatchObject({ title: "Real lecture", isActive: true, isPublic: true });
    // Nor decide what its room sees, or read its host panels.
    const hide = await server.request("POST", `/api/sessions/${real.sessionId}/host-actions`, { type: "hide-word", word: "private thoughts" }, demo);
    expect(hide.status).toBe(403);
    expect((await server.request("GET", `/api/sessions/${real.sessionId}/moderation`, undefined, demo)).status).toBe(403);
    expect((await server.request("GET", `/api/sessions/${real.sessionId}/wordcloud`)).body.data.words).toHaveLength(1);
  });

  it("reads the retention rule but cannot change it: retention deletes every session, not only the demo's", async () => {
    const before = (await server.request("GET", "/api/admin/retention", undefined, owner)).body.data;
    expect((await server.request("GET", "/api/admin/retention", undefined, demo)).body.data).toEqual({ ...before, changeable: false });
    expect(await server.request("PUT", "/api/admin/retention", { days: 1 }, demo)).toEqual({ status: 403, body: DEMO_REACH });
    expect((await server.request("GET", "/api/admin/retention", undefined, owner)).body.data).toEqual({ ...before, changeable: true });
  });

  it("manages the demo sessions: exports, changes and deletes them", async () => {
    const exported = await fetch(`${server.url}/api/admin/export/excel`, {
      method: "POST",
      headers: { "content-type": "application/json", ...demo },
      body: JSON.stringify({ sessionIds: demoIds, includeAnalytics: true }),
    });
    expect(exported.status).toBe(200);
    const change = { title: "Demo renamed", description: "", isActive: true, isPublic: false, maxParticipants: 50 };
    expect((await server.request("PUT", `/api/sessions/${demoIds[0]}`, change, demo)).status).toBe(200);
    expect((await server.request("DELETE", `/api/admin/sessions/${demoIds[1]}`, undefined, demo)).status).toBe(200);
  });

  it("leaves a real admin's reach whole, demo sessions included", async () => {
    expect((await server.request("DELETE", `/api/admin/sessions/${demoIds[2]}`, undefined, owner)).status).toBe(200);
    const change = { title: "Owner edit", description: "", isActive: true, isPublic: true, maxParticipants: 100 };
    expect((await server.request("PUT", `/api/sessions/${real.sessionId}`, change, owner)).status).toBe(200);
  });
});

describe("npm run demo on this database, which holds a real session", () => {
  it("refuses without --force and changes nothing", async () => {
    const admins = await countRows(server, "admins");
    const refused = await promisify(execFile)(process.execPath, [compiledServerScript("demo")], {
      env: { ...process.env, DATABASE_URL: server.databaseUrl, LOG_LEVEL: "silent" },
      timeout: 60_000,
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toMatch(/holds \d+ sessions? that (is|are) not (a )?demo sessions?/);
    expect(refused?.stderr).toContain("npm run demo -- --force");
    expect(await countRows(server, "admins")).toBe(admins);
  }, 90_000);
});
