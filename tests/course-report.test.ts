import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers/test-server.js";
import { readWorkbook } from "./helpers/workbook.js";

// The course report a study board gets: the trend per question, a table per lecture, the text answers per lecture,
// and a lecture below the threshold named as withheld with nothing of its answers, read back from the files.
let server: TestServer;
const dir = mkdtempSync(join(tmpdir(), "ordsky-course-report-"));

beforeAll(async () => {
  server = await startTestServer({ TZ: "Europe/Copenhagen" });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

type Question = { id: string; type: "scale" | "text" };

async function answerLecture(sessionId: string, ratings: number[], lecture: string) {
  const questions: Question[] = (await server.request("GET", `/api/sessions/${sessionId}/class-questions`)).body.data;
  for (const [student, rating] of ratings.entries()) {
    for (const question of questions) {
      const response = question.type === "scale" ? rating : `svar${lecture}x${student}`;
      expect((await server.request("POST", `/api/sessions/${sessionId}/class-response`, { questionId: question.id, response, participantId: `${lecture}_${student}` })).status).toBe(201);
    }
  }
}

async function download(courseId: string, format: string, headers: Record<string, string>, body: object = {}) {
  const response = await fetch(`${server.url}/api/courses/${courseId}/export/${format}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, disposition: response.headers.get("content-disposition"), bytes: Buffer.from(await response.arrayBuffer()) };
}

function pdfText(bytes: Buffer, name: string): string {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

/** A course of three lecture evaluations answered by 5, 3 (below its threshold of 5) and 6 of its 10 students. */
async function answeredCourse(titles: (string | undefined)[] = [undefined, undefined, undefined]) {
  const { body } = await server.request("POST", "/api/courses", { title: "Statistik 1", term: "Efterår 2026", enrolled: 10 });
  const { courseId, hostKey } = body.data as { courseId: string; hostKey: string };
  const host = { "x-host-key": hostKey };
  const lectures: string[] = [];
  for (const title of titles) lectures.push((await server.request("POST", `/api/courses/${courseId}/sessions`, title ? { title } : {}, host)).body.data.sessionId);
  await answerLecture(lectures[0]!, [6, 7, 8, 7, 7], "a");
  await answerLecture(lectures[1]!, [9, 9, 9], "b");
  await answerLecture(lectures[2]!, [5, 6, 7, 8, 9, 5], "c");
  return { courseId, host };
}

describe("the course report", () => {
  it("holds the trend, a table per lecture and the text answers, with the lecture below the threshold withheld", async () => {
    const { courseId, host } = await answeredCourse();
    const pdf = await download(courseId, "pdf", host);
    expect(pdf.status).toBe(200);
    expect(pdf.disposition).toMatch(/^attachment; filename="ordsky-course-Statistik-1-\d{4}-\d\d-\d\d\.pdf"$/);
    const text = pdfText(pdf.bytes, "course.pdf");
    expect(text.trimStart().startsWith("Statistik 1")).toBe(true);
    expect(text).toContain("Efterår 2026");
    expect(text).toContain("Results appear at 5 answers");
    expect(text).toContain("Withheld for anonymity: L2.");
    expect(text).toContain("Hvor meget fik du ud af dagens undervisning?");
    // Lecture 1's mean (7.00), its answers and response rate; lecture 3's too; lecture 2 has its count only.
    expect(text).toMatch(/L1\s+5\s+50%\s+7\.00\s+0\.63/);
    expect(text).toMatch(/L2\s+3\s+30%\s+withheld/);
    expect(text).toMatch(/L3\s+6\s+60%\s+6\.67/);
    expect(text).toContain("svarax0");
    expect(text).toContain("svarcx5");
    expect(text).not.toContain("svarb");
    expect(text).not.toContain("9.00");
    expect(text).toContain("Withheld for anonymity: 3 answers, results appear at 5 answers");

    const excel = await download(courseId, "excel", host);
    expect(excel.status).toBe(200);
    const workbook = await readWorkbook(excel.bytes);
    expect(workbook.names).toEqual(["Course", "Scale questions", "Self vs others", "Text answers"]);
    const course = workbook.rows("Course");
    expect(course.find((row) => row[0] === "L2")).toEqual(["L2", "Statistik 1 — Lecture 2", expect.any(Date), expect.any(String), "Evaluation", 3, 0.3, "withheld", "withheld", 3]);
    // The headline: the first scale question's mean, a number, with its n.
    expect(course.find((row) => row[0] === "L1")?.slice(5)).toEqual([5, 0.5, "shown", 7, 5]);
    const scale = workbook.rows("Scale questions");
    // Rates are numbers a coordinator can sum and chart (the cell's format shows them as percentages).
    expect(scale.find((row) => row[0] === "L1")).toEqual(["L1", 5, 0.5, 7, expect.closeTo(0.632, 2), 0, 0, 0, 0, 0, 1, 3, 1, 0, 0]);
    expect(scale.find((row) => row[0] === "L2")).toEqual(["L2", 3, 0.3, "withheld"]);
    const texts = JSON.stringify(workbook.rows("Text answers"));
    expect(texts).toContain("svarcx5");
    expect(texts).not.toContain("svarb");
    expect(JSON.stringify(workbook.rows("Self vs others"))).toContain('["L2","withheld"]');

    // The course's host only.
    expect((await download(courseId, "pdf", {})).status).toBe(401);
    expect((await download(courseId, "pdf", { "x-host-key": "not-the-key" })).status).toBe(403);
    expect((await download(courseId, "word", host)).status).toBe(400);
  });

  it("is written in Danish when asked, with decimal commas, the institution's zone, whole lecture names and numbers in its cells", async () => {
    const long = "Statistik for økonomer — Lektion 2: Lineær regression, residualer og modelkontrol i praksis";
    const { courseId, host } = await answeredCourse([undefined, long, undefined]);
    const text = pdfText((await download(courseId, "pdf", host, { language: "da" })).bytes, "kursus.pdf");
    for (const heading of ["Lektioner", "Respondenter", "Svarprocent", "Resultaterne vises ved 5 svar", "Tilbageholdt af hensyn til anonymiteten: L2.", "Kommentarer: "]) {
      expect(text, heading).toContain(heading);
    }
    expect(text).toMatch(/rapport lavet \d{1,2}\. [a-z]{3}\.? \d{4} kl\. \d\d\.\d\d \(Europe\/Copenhagen\)/);
    expect(text).toMatch(/L1\s+5\s+50 %\s+7,00\s+0,63/);
    expect(text).toMatch(/L3\s+6\s+60 %\s+6,67/);
    expect(text).toContain("side 1 af");
    // The long lecture name wraps in the lectures table, never cut with an ellipsis.
    expect(text).toContain("modelkontrol i");
    expect(text).not.toContain("…");
    expect(text).not.toMatch(/Lectures|Response rate|withheld/);

    const workbook = await readWorkbook((await download(courseId, "excel", host, { language: "da" })).bytes);
    expect(workbook.names).toEqual(["Kursus", "Skalaspørgsmål", "Selv vs. andre", "Tekstsvar"]);
    const course = workbook.rows("Kursus");
    expect(course.find((row) => row[0] === "Lektion")).toEqual([
      "Lektion",
      "Session",
      "Afholdt",
      "Kode",
      "Type",
      "Respondenter",
      "Svarprocent",
      "Resultater",
      "Gennemsnit: Hvor meget fik du ud af dagens undervisning?",
      "n",
    ]);
    expect(course.find((row) => row[0] === "L2")).toEqual(["L2", long, expect.any(Date), expect.any(String), "Evaluering", 3, 0.3, "tilbageholdt", "tilbageholdt", 3]);
    expect(workbook.rows("Skalaspørgsmål").find((row) => row[0] === "L1")).toEqual(["L1", 5, 0.5, 7, expect.closeTo(0.632, 2), 0, 0, 0, 0, 0, 1, 3, 1, 0, 0]);
  });
});
