import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClassSession, clockMovesOn, signInAdmin, submitWords } from "./admin-helpers.js";
import { createTestSession, startTestServer, type TestServer } from "./helpers/test-server.js";
import { readWorkbook, type Workbook } from "./helpers/workbook.js";

let server: TestServer;
let headers: Record<string, string>;
let regular: { sessionId: string; sessionCode: string; hostKey: string };
let klass: { sessionId: string; sessionCode: string };
let empty: { sessionId: string; sessionCode: string };
const COURSE = "Dansk A — efterår";
const dir = mkdtempSync(join(tmpdir(), "ordsky-admin-export-"));

beforeAll(async () => {
  server = await startTestServer();
  ({ headers } = await signInAdmin(server));
  regular = await createTestSession(server, { title: "Fredagsbar på Østerbro", description: "Ét ord, tak" });
  await submitWords(server, regular.sessionId, "p1", ["hygge", "øl", "Hygge"]);
  await submitWords(server, regular.sessionId, "p2", ["hygge", "kø ved baren", "shit"]);
  await submitWords(server, regular.sessionId, "p3", ["Øl!"]);
  // The host's decisions: each entry's state goes into the exports.
  const decide = (action: object) => server.request("POST", `/api/sessions/${regular.sessionId}/host-actions`, action, headers);
  await decide({ type: "merge-words", words: ["øl", "Øl!"], label: "Øl" });
  await decide({ type: "hide-word", word: "kø ved baren" });
  const settings = { title: "Fredagsbar på Østerbro", description: "Ét ord, tak", isActive: true, isPublic: false, maxParticipants: 100 };
  await server.request("PUT", `/api/sessions/${regular.sessionId}`, { ...settings, requireApproval: true }, headers);
  await submitWords(server, regular.sessionId, "p4", ["vin", "sodavand"]);
  const waiting = (await server.request("GET", `/api/sessions/${regular.sessionId}/feedback`, undefined, headers)).body.data;
  await decide({ type: "review-entries", entryIds: [waiting.find((item: { content: string }) => item.content === "sodavand").id], state: "rejected" });
  await clockMovesOn();
  klass = await createTestSession(server, { title: "Dansk 2.g — ærlig evaluering", sessionType: "class" });
  // The word cloud belongs to a course, which both exports name (an evaluation would take the course's threshold).
  const course = (await server.request("POST", "/api/courses", { title: COURSE })).body.data as { courseId: string; hostKey: string };
  const placed = await server.request("PUT", `/api/courses/${course.courseId}/sessions/${regular.sessionId}`, { sessionHostKey: regular.hostKey }, { "x-host-key": course.hostKey });
  expect(placed.status).toBe(200);
  await answerClassSession(server, klass.sessionId, "s1", { scale: [8, 7, 5], text: ["gruppearbejde", "tavle"] });
  await answerClassSession(server, klass.sessionId, "s2", { scale: [6, 9, 4], text: ["Gruppearbejde", "lange oplæg"] });
  await answerClassSession(server, klass.sessionId, "s3", { scale: [10, 8, 6], text: ["øvelser"] });
  await clockMovesOn();
  empty = await createTestSession(server, { title: "Tom session" });
  // The widest code there can be, so the PDF overview's code column is proven wide enough (random codes were cut
  // short now and then: "MWQW…").
  await server.context.store.db.updateTable("sessions").set({ session_code: "WWWWWW" }).where("id", "=", empty.sessionId).execute();
  empty = { ...empty, sessionCode: "WWWWWW" };
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function download(format: string, body: unknown): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(`${server.url}/api/admin/export/${format}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const today = () => new Date().toISOString().slice(0, 10);

describe("POST /api/admin/export/{format} input", () => {
  it.each([
    [{ sessionIds: [] }, 400, "Please select sessions to export"],
    [{}, 400, "Please select sessions to export"],
    [{ sessionIds: "all" }, 400, "Please select sessions to export"],
    [{ sessionIds: ["x"], includeAnalytics: "yes" }, 400, "includeAnalytics must be true or false"],
    [{ sessionIds: ["doesNotExist"] }, 404, "None of the selected sessions exist any more"],
  ])("refuses %j", async (body, status, error) => {
    const response = await server.request("POST", "/api/admin/export/excel", body, headers);
    expect(response).toEqual({ status, body: { success: false, error, code: status === 404 ? "NOT_FOUND" : "VALIDATION" } });
  });

  it("refuses an unknown format", async () => {
    const response = await server.request("POST", "/api/admin/export/csv", { sessionIds: [regular.sessionId] }, headers);
    expect(response).toEqual({ status: 400, body: { success: false, error: "Export format must be excel or pdf", code: "VALIDATION" } });
  });
});

describe("Excel export", () => {
  let workbook: Workbook;

  beforeAll(async () => {
    const { status, headers: responseHeaders, bytes } = await download("excel", {
      sessionIds: [regular.sessionId, klass.sessionId, empty.sessionId, "doesNotExist"],
      includeAnalytics: true,
    });
    expect(status).toBe(200);
    expect(responseHeaders.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(responseHeaders.get("content-disposition")).toBe(`attachment; filename="sessions-export-${today()}.xlsx"`);
    writeFileSync(join(dir, "export.xlsx"), bytes);
    workbook = await readWorkbook(bytes);
  });

  it("has an overview sheet and one sheet per existing session", () => {
    expect(workbook.names).toEqual(["Overview", "1. Tom session", "2. Dansk 2.g — ærlig evaluering", "3. Fredagsbar på Østerbro"]);
  });

  it("lists every session on the overview with its figures after the host's decisions, times in the server's zone", () => {
    const rows = workbook.rows("Overview");
    // The server runs in the zone the tests pin (vitest.config.ts), whatever a browser would say.
    expect(rows[0]![0]).toMatch(/^Ordsky sessions export — \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d \(America\/St_Johns\)$/);
    expect(rows[1]).toEqual(["Title", "Course", "Code", "Type", "Status", "Visibility", "Created (America/St_Johns)", "Participants", "Responses", "Total Submissions", "Unique Words"]);
    expect(rows.slice(2).map((row) => [row[0], row[1], row[2], row[3], row[4], row[7], row[8], row[9], row[10]])).toEqual([
      ["Tom session", undefined, empty.sessionCode, "Regular", "Active", 0, 0, 0, 0],
      ["Dansk 2.g — ærlig evaluering", undefined, klass.sessionCode, "Class", "Active", 3, 14, undefined, undefined],
      // The shown words only: hygge 3 and Øl 2 (two spellings merged); the hidden word is not counted.
      ["Fredagsbar på Østerbro", COURSE, regular.sessionCode, "Regular", "Active", 4, 9, 5, 2],
    ]);
    const created = rows[4]![6] as Date;
    expect(created).toBeInstanceOf(Date);
    // Stored as the server's wall-clock time (St John's, 3.5 hours behind UTC in November).
    const wallClockNow = Date.now() - new Date().getTimezoneOffset() * 60_000;
    expect(Math.abs(created.getTime() - wallClockNow)).toBeLessThan(10 * 60_000);
  });

  it("holds a regular session's figures, its shown words and every entry with its moderation flag and state", () => {
    const rows = workbook.rows("3. Fredagsbar på Østerbro");
    const fact = (label: string) => rows.find((row) => row[0] === label)?.[1];
    expect([fact("Session answers given"), fact("Session Total Submissions"), fact("Session Unique Words"), fact("Participants")]).toEqual([9, 5, 2, 4]);
    expect(fact("Created")).toMatch(/\(America\/St_Johns\)$/);
    const header = rows.findIndex((row) => row[0] === "Rank");
    expect(rows[header]).toEqual(["Rank", "Word", "Count", undefined, "Time (America/St_Johns)", "Feedback", "Moderated", "State"]);
    const body = rows.slice(header + 1);
    // The hidden word stays out of the word table; its entry is marked in the list beside it.
    expect(body.filter((row) => row[1] !== undefined).map((row) => [row[0], row[1], row[2]])).toEqual([
      [1, "hygge", 3],
      [2, "Øl", 2],
    ]);
    expect(body.map((row) => [row[5], row[6], row[7]])).toEqual([
      ["hygge", "No", "Shown"],
      ["øl", "No", "Shown"],
      ["Hygge", "No", "Shown"],
      ["hygge", "No", "Shown"],
      ["kø ved baren", "No", "Hidden"],
      ["shit", "Yes", "Held back by the filter"],
      ["Øl!", "No", "Merged into Øl"],
      ["vin", "No", "Waiting for approval"],
      ["sodavand", "No", "Rejected"],
    ]);
    expect(body.every((row) => row[4] instanceof Date)).toBe(true);
  });

  it("holds a class session's averages, distributions and text answers", () => {
    const rows = workbook.rows("2. Dansk 2.g — ærlig evaluering");
    const header = rows.findIndex((row) => row[0] === "Question");
    expect(rows[header]).toEqual(["Question", "Responses", "Average", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(rows[header + 1]).toEqual(["Hvor meget fik du ud af dagens undervisning?", 3, 8, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1]);
    expect(rows[header + 2]).toEqual(["Hvor aktiv synes du selv du har været?", 3, 8, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0]);
    expect(rows[header + 3]![2]).toBe(5);
    const selfVsOthers = rows.find((row) => String(row[0]).startsWith("Self vs others"));
    expect(selfVsOthers?.[1]).toBe(3);
    const more = rows.findIndex((row) => row[0] === "Hvad vil du gerne have mere af?");
    expect(rows[more]![1]).toBe("3 answers");
    expect(rows.slice(more + 2, more + 4).map((row) => [row[0], row[1], row[4]])).toEqual([
      ["gruppearbejde", 2, "gruppearbejde"],
      ["øvelser", 1, "Gruppearbejde"],
    ]);
    const less = rows.findIndex((row) => row[0] === "Hvad vil du gerne have mindre af?");
    expect(rows.slice(less + 2, less + 4).map((row) => row[0])).toEqual(["lange oplæg", "tavle"]);
  });

  it("opens as a valid Office Open XML package", () => {
    const bytes = readFileSync(join(dir, "export.xlsx"));
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    // File names sit uncompressed in a zip's headers, so the package parts can be checked without an unzip tool.
    const listing = bytes.toString("latin1");
    expect(listing).toContain("[Content_Types].xml");
    expect(listing).toContain("xl/workbook.xml");
    expect(listing).toContain("xl/worksheets/sheet4.xml");
  });

  it("holds only the overview without analytics", async () => {
    const { bytes } = await download("excel", { sessionIds: [regular.sessionId], includeAnalytics: false });
    expect((await readWorkbook(bytes)).names).toEqual(["Overview"]);
  });
});

describe("PDF export", () => {
  let file: string;
  let text: string;

  beforeAll(async () => {
    const { status, headers: responseHeaders, bytes } = await download("pdf", {
      sessionIds: [regular.sessionId, klass.sessionId, empty.sessionId],
      includeAnalytics: true,
    });
    expect(status).toBe(200);
    expect(responseHeaders.get("content-type")).toBe("application/pdf");
    expect(responseHeaders.get("content-disposition")).toBe(`attachment; filename="sessions-export-${today()}.pdf"`);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    file = join(dir, "export.pdf");
    writeFileSync(file, bytes);
    // pdftotext (poppler) is independent of pdfkit: what it reads is what a PDF viewer shows.
    text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  });

  it("starts with an overview of the selected sessions", () => {
    const firstPage = text.split("\f")[0]!;
    expect(firstPage).toContain("Ordsky sessions export");
    expect(firstPage).toMatch(/Generated \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d \(America\/St_Johns\) · 3 sessions · times in America\/St_Johns/);
    for (const code of [regular.sessionCode, klass.sessionCode, empty.sessionCode]) expect(firstPage).toContain(code);
    // Each creation time whole, never cut short with an ellipsis.
    expect(firstPage.match(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d(?!…)/g)?.length).toBeGreaterThanOrEqual(4);
    expect(firstPage).not.toMatch(/\d{4}, \d\d:\d?…/);
    // The word cloud's course under its title; the sessions in no course name none.
    expect(firstPage.match(/Course: /g)).toHaveLength(1);
    expect(firstPage).toContain(`Course: ${COURSE}`);
  });

  it("gives each session its own section with Danish characters intact", () => {
    expect(text).toContain("Fredagsbar på Østerbro");
    expect(text).toContain("Dansk 2.g — ærlig evaluering");
    expect(text).toContain("Ét ord, tak");
    expect(text).toMatch(/Word frequencies \(top 2 of 2 unique words\)/);
    expect(text).toMatch(/hygge\s+3/);
    expect(text).toContain("Session figures: Total Submissions 5 · Unique Words 2 · 9 answers given");
    // The summary names no word the host hid; the list of all feedback marks its entry.
    const section = text.indexOf("Fredagsbar på Østerbro\n");
    const list = text.indexOf("All feedback (9)");
    expect(section).toBeGreaterThan(0);
    expect(list).toBeGreaterThan(section);
    expect(text.slice(section, list)).toContain("Kept out by the host (banned or hidden words): 1 answer, marked below.");
    expect(text.slice(section, list)).not.toContain("kø ved baren");
    expect(text.slice(list)).toMatch(/kø ved baren\s+Hidden/);
    expect(text).toContain("Every answer as given, times in America/St_Johns.");
    expect(text).toMatch(/shit\s+Held back by the filter/);
    expect(text).toMatch(/Øl!\s+Merged into Øl/);
    expect(text).toMatch(/vin\s+Waiting for approval/);
    expect(text).toMatch(/sodavand\s+Rejected/);
    expect(text).toContain("All feedback (9)");
    expect(text).toContain("Tom session");
    expect(text).toContain("No words yet.");
  });

  it("reports class averages, answer counts and the self-vs-others verdict", () => {
    expect(text).toContain("Hvor aktiv synes du selv du har været?");
    expect(text).toContain("Scale 1–10: average 8.00, 3 responses");
    expect(text).toContain("Scale 1–10: average 5.00, 3 responses");
    expect(text).toMatch(/gruppearbejde\s+2/);
    expect(text).toContain("difference +3.00");
    expect(text).toContain("Students rate themselves as more active than their peers");
  });

  it("numbers its pages and renders to an image", () => {
    const pages = text.split("\f").filter((page) => page.trim() !== "").length;
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(text).toContain(`page 1 of ${pages}`);
    execFileSync("pdftoppm", ["-r", "60", "-png", "-f", "2", "-l", "2", file, join(dir, "page")]);
    const png = readFileSync(join(dir, "page-2.png"));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(statSync(join(dir, "page-2.png")).size).toBeGreaterThan(5_000);
  });
});

describe("the export in Danish", () => {
  it("writes its headings, states, numbers and times in Danish when the admin's interface is", async () => {
    const sessionIds = [regular.sessionId, klass.sessionId];
    const pdf = await download("pdf", { sessionIds, includeAnalytics: true, language: "da" });
    writeFileSync(join(dir, "eksport.pdf"), pdf.bytes);
    const danish = execFileSync("pdftotext", ["-layout", join(dir, "eksport.pdf"), "-"], { encoding: "utf8" });
    expect(danish).toMatch(/Lavet \d{1,2}\. [a-z]{3}\.? \d{4} kl\. \d\d\.\d\d \(America\/St_Johns\) · 2 sessioner · tidspunkter i America\/St_Johns/);
    for (const text of ["Ordsky-eksport af sessioner", "Alle svar (9)", "Holdt tilbage af filteret", "Slået sammen med Øl", "Venter på godkendelse", "Skala 1–10: gennemsnit 8,00, 3 svar", "forskel +3,00", "De studerende vurderer sig selv som mere aktive end deres medstuderende", "side 1 af"]) {
      expect(danish, text).toContain(text);
    }
    expect(danish).not.toMatch(/All feedback|Waiting for approval|average 8\.00|page 1 of/);

    const workbook = await readWorkbook((await download("excel", { sessionIds, includeAnalytics: true, language: "da" })).bytes);
    expect(workbook.names[0]).toBe("Oversigt");
    expect(workbook.rows("Oversigt")[1]).toEqual(["Titel", "Kursus", "Kode", "Type", "Status", "Synlighed", "Oprettet (America/St_Johns)", "Deltagere", "Svar", "Indsendelser i alt", "Unikke ord"]);
  });
});
