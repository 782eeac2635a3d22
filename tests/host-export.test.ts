import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitWords } from "./admin-helpers.js";
import { createTestSession, startTestServer, type TestServer } from "./helpers/test-server.js";
import { readWorkbook } from "./helpers/workbook.js";

let server: TestServer;
let session: { sessionId: string; sessionCode: string; hostKey: string };
let other: { sessionId: string; sessionCode: string; hostKey: string };
const dir = mkdtempSync(join(tmpdir(), "ordsky-host-export-"));

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: "on", HOST_EXPORT_BURST: "3", HOST_EXPORTS_PER_MINUTE: "1" });
  session = await createTestSession(server, { title: "Forelæsning i hjernen" });
  other = await createTestSession(server, { title: "Someone else's" });
  await submitWords(server, session.sessionId, "p1", ["hippocampus", "træt"]);
  await submitWords(server, session.sessionId, "p2", ["Hippocampus"]);
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function download(sessionId: string, format: string, headers: Record<string, string>, body: unknown = { timeZone: "Europe/Copenhagen" }) {
  const response = await fetch(`${server.url}/api/sessions/${sessionId}/export/${format}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, json: () => JSON.parse(bytes.toString("utf8")) as unknown };
}

const today = () => new Date().toISOString().slice(0, 10);

describe("a host's own exports (POST /api/sessions/{id}/export/{format})", () => {
  it("refuses anyone without the session's host key, before anything is built", async () => {
    const attempts: Record<string, string>[] = [{}, { "X-Host-Key": other.hostKey }, { "X-Host-Key": "not-a-key" }];
    for (const headers of attempts) {
      const response = await download(session.sessionId, "excel", headers);
      expect(response.status).toBe(403);
      expect(response.json()).toEqual({ success: false, error: "Only the session host can change this session", code: "FORBIDDEN" });
    }
  });

  it("refuses an unknown format, an unknown time zone and an unknown session with the usual envelope", async () => {
    const key = { "X-Host-Key": session.hostKey };
    expect((await download(session.sessionId, "csv", key)).json()).toEqual({ success: false, error: "Export format must be excel or pdf", code: "VALIDATION" });
    expect((await download(session.sessionId, "pdf", key, { timeZone: "Mars/Olympus" })).json()).toEqual({ success: false, error: "Unknown time zone", code: "VALIDATION" });
    const missing = await download("doesNotExist", "pdf", key);
    expect(missing.status).toBe(404);
  });

  it("gives the host the admins' Excel workbook of the session, named after its code", async () => {
    const { status, headers, bytes } = await download(session.sessionId, "excel", { "X-Host-Key": session.hostKey });
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(headers.get("content-disposition")).toBe(`attachment; filename="ordsky-${session.sessionCode}-${today()}.xlsx"`);
    const workbook = await readWorkbook(bytes);
    expect(workbook.names).toEqual(["Overview", "1. Forelæsning i hjernen"]);
    const cells = workbook.rows("1. Forelæsning i hjernen").flat();
    expect(cells).toEqual(expect.arrayContaining(["hippocampus", 2, "træt"]));
  });

  it("gives the host the PDF report of the session, readable by an independent reader", async () => {
    const { status, headers, bytes } = await download(session.sessionId, "pdf", { "X-Host-Key": session.hostKey });
    expect(status).toBe(200);
    expect(headers.get("content-disposition")).toBe(`attachment; filename="ordsky-${session.sessionCode}-${today()}.pdf"`);
    const file = join(dir, "host.pdf");
    writeFileSync(file, bytes);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    expect(text).toContain("Forelæsning i hjernen");
    expect(text).toMatch(/hippocampus\s+2/);
    expect(text).not.toContain("Someone else's");
  });

  it("limits how many files one address asks for, and a refusal builds nothing", async () => {
    // The burst is 3 and two were taken above; the third passes, the fourth waits.
    expect((await download(session.sessionId, "pdf", { "X-Host-Key": session.hostKey })).status).toBe(200);
    const refused = await download(session.sessionId, "pdf", { "X-Host-Key": session.hostKey });
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: "Too many exports asked for, please wait a moment", code: "RATE_LIMITED" });
  });
});
