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

async function download(sessionId: string, format: string, headers: Record<string, string>, body: unknown = {}) {
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

  it("refuses an unknown format, a cloud that is not one and an unknown session with the usual envelope", async () => {
    const key = { "X-Host-Key": session.hostKey };
    expect((await download(session.sessionId, "csv", key)).json()).toEqual({ success: false, error: "Export format must be excel or pdf", code: "VALIDATION" });
    const refused = { success: false, error: "cloud must be the words as the dashboard places them", code: "VALIDATION" };
    const word = { text: "træt", x: 10, y: 20, fontSize: 30, width: 60, color: 0 };
    for (const cloud of [
      { questionId: null, width: 800, height: 400, words: [{ ...word, color: 6 }] },
      { questionId: null, width: -1, height: 400, words: [] },
      { questionId: null, width: 800, height: 400, words: Array.from({ length: 101 }, () => word) },
      { questionId: null, width: 800, height: 400, words: [{ ...word, text: "" }] },
    ]) {
      expect((await download(session.sessionId, "pdf", key, { cloud })).json()).toEqual(refused);
    }
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

  it("gives the host a PDF that opens with the title and the cloud as shown, a banned word only marked in the list of all feedback", async () => {
    await submitWords(server, session.sessionId, "p3", ["Rasmus"]);
    const ban = await server.request("POST", `/api/sessions/${session.sessionId}/host-actions`, { type: "ban-terms", terms: ["rasmus"] }, { "x-host-key": session.hostKey });
    expect(ban.status).toBe(200);
    // The dashboard's cloud as drawn a moment before the ban reached it: the banned word is still on it.
    const placed = (text: string, x: number, color: number) => ({ text, x, y: 200, fontSize: 48, width: 40 + text.length * 20, color });
    const cloud = { questionId: null, width: 800, height: 400, words: [placed("hippocampus", 300, 0), placed("træt", 600, 1), placed("Rasmus", 420, 2)] };
    const { status, headers, bytes } = await download(session.sessionId, "pdf", { "X-Host-Key": session.hostKey }, { cloud });
    expect(status).toBe(200);
    expect(headers.get("content-disposition")).toBe(`attachment; filename="ordsky-${session.sessionCode}-${today()}.pdf"`);
    const file = join(dir, "host.pdf");
    writeFileSync(file, bytes);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    // The title first, whole; no overview table of sessions.
    expect(text.trimStart().startsWith("Forelæsning i hjernen")).toBe(true);
    expect(text).not.toContain("Ordsky sessions export");
    expect(text).toMatch(/Created \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d · report made \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d \(America\/St_Johns\)/);
    // The cloud's words in the page's text, the banned one left out of it.
    const cloudPart = text.slice(0, text.indexOf("The word cloud as shown on the dashboard: Forelæsning i hjernen"));
    expect(cloudPart).toContain("hippocampus");
    expect(cloudPart).toContain("træt");
    const list = text.indexOf("All feedback (4)");
    expect(list).toBeGreaterThan(0);
    expect(text.slice(0, list)).not.toContain("Rasmus");
    expect(text.slice(0, list)).toMatch(/hippocampus\s+2/);
    expect(text.slice(0, list)).toContain("Session figures: Total Submissions 3 · Unique Words 2 · 4 answers given");
    expect(text.slice(list)).toMatch(/Rasmus\s+Banned/);
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
