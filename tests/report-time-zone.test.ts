import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, submitWords } from "./admin-helpers.js";
import { createTestSession, startTestServer, type TestServer } from "./helpers/test-server.js";
import { readWorkbook } from "./helpers/workbook.js";

// The reports' time zone: TZ where the server sets it, else the admin's "Time zone", else Europe/Copenhagen, never
// the machine's UTC by accident. This server runs without TZ, as a container does.
let server: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ TZ: "" });
  headers = (await signInAdmin(server)).headers;
});

afterAll(async () => {
  await server.close();
});

async function exportTitle(sessionId: string): Promise<string> {
  const response = await fetch(`${server.url}/api/admin/export/excel`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ sessionIds: [sessionId], includeAnalytics: true }),
  });
  expect(response.status).toBe(200);
  const workbook = await readWorkbook(Buffer.from(await response.arrayBuffer()));
  return String(workbook.rows(workbook.names[0]!)[0]![0]);
}

describe("the reports' time zone", () => {
  it("is Europe/Copenhagen until an admin sets another, which every report then names", async () => {
    const { sessionId } = await createTestSession(server);
    await submitWords(server, sessionId, "p1", ["kaffe"]);
    expect((await server.request("GET", "/api/admin/time-zone", undefined, headers)).body.data).toEqual({ timeZone: "Europe/Copenhagen", source: "default", changeable: true });
    expect(await exportTitle(sessionId)).toMatch(/\(Europe\/Copenhagen\)$/);

    const set = await server.request("PUT", "/api/admin/time-zone", { timeZone: "atlantic/reykjavik" }, headers);
    expect(set.body.data).toEqual({ timeZone: "Atlantic/Reykjavik", source: "admin", changeable: true });
    expect(await exportTitle(sessionId)).toMatch(/\(Atlantic\/Reykjavik\)$/);

    const unknown = await server.request("PUT", "/api/admin/time-zone", { timeZone: "Mars/Olympus" }, headers);
    expect(unknown).toMatchObject({ status: 400, body: { success: false, error: "Unknown time zone: use an IANA name such as Europe/Copenhagen" } });
    expect((await server.request("GET", "/api/admin/time-zone", undefined, headers)).body.data.timeZone).toBe("Atlantic/Reykjavik");

    expect((await server.request("PUT", "/api/admin/time-zone", { timeZone: null }, headers)).body.data.source).toBe("default");
    expect((await server.request("GET", "/api/admin/time-zone")).status).toBe(401);
  });

  it("is TZ's where the server sets it, which an admin cannot change", async () => {
    const fixed = await startTestServer({ TZ: "America/St_Johns" });
    try {
      const admin = await signInAdmin(fixed);
      expect((await fixed.request("GET", "/api/admin/time-zone", undefined, admin.headers)).body.data).toEqual({ timeZone: "America/St_Johns", source: "environment", changeable: false });
      expect(await fixed.request("PUT", "/api/admin/time-zone", { timeZone: "Europe/Copenhagen" }, admin.headers)).toMatchObject({ status: 409 });
    } finally {
      await fixed.close();
    }
  });
});
