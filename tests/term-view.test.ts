import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoAdmin } from "../src/server/features/admin/demo-seed.js";
import { signInAdmin } from "./admin-helpers.js";
import { startTestServer, type TestServer } from "./helpers/test-server.js";
import { readWorkbook } from "./helpers/workbook.js";

// The term across courses, as an admin reads it: every course's pooled headline, spread and direction, two courses
// (or one against the term's average) side by side, and the term report read back from its files, with a course
// whose every lecture is below the threshold leaking none of its figures anywhere.
let server: TestServer;
let admin: Record<string, string>;
const dir = mkdtempSync(join(tmpdir(), "ordsky-term-"));
const TERM = "Efterår 2026";
const LEARNING = "Hvor meget fik du ud af dagens undervisning?";
const ids: Record<"statistik" | "okonomi" | "matematik", string> = { statistik: "", okonomi: "", matematik: "" };
const hostKeys = new Map<string, string>();

type Question = { id: string; type: "scale" | "text" };

/** Each student rates every scale question alike and writes a text no one else writes (`secret`, so a leak shows). */
async function answerLecture(sessionId: string, ratings: number[], secret: string) {
  const questions: Question[] = (await server.request("GET", `/api/sessions/${sessionId}/class-questions`)).body.data;
  for (const [student, rating] of ratings.entries()) {
    for (const question of questions) {
      const response = question.type === "scale" ? rating : `${secret}x${student}`;
      const reply = await server.request("POST", `/api/sessions/${sessionId}/class-response`, { questionId: question.id, response, participantId: `${secret}_${student}` });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    }
  }
}

/** A course of the term with one lecture evaluation per list of ratings, held on consecutive days. */
async function course(title: string, enrolled: number, lectures: number[][], term = TERM): Promise<string> {
  const { body } = await server.request("POST", "/api/courses", { title, term, enrolled });
  const { courseId, hostKey } = body.data as { courseId: string; hostKey: string };
  hostKeys.set(courseId, hostKey);
  for (const [index, ratings] of lectures.entries()) {
    const created = await server.request("POST", `/api/courses/${courseId}/sessions`, {}, { "x-host-key": hostKey });
    await answerLecture(created.body.data.sessionId, ratings, `hemmelig${title.slice(0, 3).toLowerCase()}${index}`);
  }
  return courseId;
}

async function download(format: string, body: object, headers = admin) {
  const response = await fetch(`${server.url}/api/admin/terms/export/${format}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, disposition: response.headers.get("content-disposition"), bytes: Buffer.from(await response.arrayBuffer()) };
}

function pdfText(bytes: Buffer, name: string): string {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  // A lecture's headline holds together with no-break spaces; read as the spaces a reader sees.
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\u00a0/g, " ");
}

const view = async (term: string, headers = admin) => (await server.request("GET", `/api/admin/terms/view?term=${encodeURIComponent(term)}`, undefined, headers)).body;
const compare = async (query: string) => (await server.request("GET", `/api/admin/terms/compare?term=${encodeURIComponent(TERM)}&${query}`, undefined, admin)).body;

beforeAll(async () => {
  server = await startTestServer({ TZ: "Europe/Copenhagen" });
  admin = (await signInAdmin(server)).headers;
  // Statistik: L2 (3 answers) below the course's threshold of 5. Økonomi: rising. Matematik: every lecture below it.
  ids.statistik = await course("Statistik 1", 10, [[6, 7, 8, 7, 7], [9, 9, 9], [5, 6, 7, 8, 9, 5]]);
  ids.okonomi = await course("Økonomi 2", 20, [[4, 5, 5, 6, 5], [6, 6, 7, 6, 6, 7], [8, 7, 8, 8, 9]]);
  ids.matematik = await course("Matematik", 8, [[2, 2, 3], [10, 10, 10]]);
  await course("Filosofi", 30, [[7, 7, 7, 7, 7]], "Forår 2027");
  await course("Uden semester", 12, [], "");
}, 120_000);

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the term across courses", () => {
  it("lists the terms newest first, the courses with no term as such, for admins only", async () => {
    const { data } = (await server.request("GET", "/api/admin/terms", undefined, admin)).body;
    expect(data.terms).toEqual([
      { term: "", courses: 1, newestCourseAt: expect.any(String) },
      { term: "Forår 2027", courses: 1, newestCourseAt: expect.any(String) },
      { term: TERM, courses: 3, newestCourseAt: expect.any(String) },
    ]);
    expect((await server.request("GET", "/api/admin/terms")).status).toBe(401);
    expect((await server.request("GET", `/api/admin/terms/view?term=${TERM}`)).status).toBe(401);
    expect((await download("pdf", { term: TERM }, {})).status).toBe(401);
    // The demo account reaches the demo's courses only: `npm run demo` makes none.
    const demo = (await signInAdmin(server, await ensureDemoAdmin(server.context))).headers;
    expect((await server.request("GET", "/api/admin/terms", undefined, demo)).body.data.terms).toEqual([]);
    expect((await view(TERM, demo)).data.courses).toEqual([]);
  });

  it("gives every course its lectures, respondents, rate, pooled headline mean and spread, direction and withheld lectures", async () => {
    const { data } = await view(TERM);
    expect(data.headline).toEqual({ question: LEARNING, scaleMin: 1, scaleMax: 10 });
    // By title (the screen sorts them in its own language).
    expect(data.courses.map((entry: { title: string }) => entry.title)).toEqual(["Matematik", "Økonomi 2", "Statistik 1"]);
    const [matematik, okonomi, statistik] = data.courses;
    const headline = { question: LEARNING, scaleMin: 1, scaleMax: 10 };
    // Statistik pools L1 and L3 (11 answers, 75 in all); L2 adds its 3 respondents and nothing else.
    expect(statistik).toEqual({
      id: ids.statistik,
      title: "Statistik 1",
      enrolled: 10,
      threshold: 5,
      headline,
      lectures: 3,
      respondents: 14,
      responseRate: 14 / 30,
      mean: 75 / 11,
      spread: expect.closeTo(1.1923, 4),
      answers: 11,
      // 7.00 then 6.67: a fitted change of −0.33, within 5 % of the 1–10 scale.
      direction: "steady",
      withheldLectures: [2],
    });
    expect(okonomi).toMatchObject({ respondents: 16, responseRate: 16 / 60, mean: 103 / 16, spread: expect.closeTo(1.3214, 4), answers: 16, direction: "rising", withheldLectures: [] });
    // Below the threshold in every lecture: its counts, no figure at all.
    expect(matematik).toEqual({ id: ids.matematik, title: "Matematik", enrolled: 8, threshold: 5, headline, lectures: 2, respondents: 6, responseRate: 6 / 16, mean: null, spread: null, answers: 0, direction: null, withheldLectures: [1, 2] });

    // The same figures as the course page's, its headline trend's shown points pooled.
    const page = (await server.request("GET", `/api/courses/${ids.statistik}`, undefined, { "x-host-key": hostKeys.get(ids.statistik)! })).body.data;
    const shown = page.scaleTrends[0].points.filter((point: { withheld: boolean }) => !point.withheld);
    const pooled = shown.reduce((sum: number, point: { average: number; responses: number }) => sum + point.average * point.responses, 0);
    expect(statistik.mean).toBeCloseTo(pooled / 11, 10);
    expect(page.lectures.map((lecture: { withheld: boolean }) => lecture.withheld)).toEqual([false, true, false]);
    expect((await view("")).data.courses).toMatchObject([{ title: "Uden semester", lectures: 0, respondents: 0, responseRate: null, mean: null, direction: null }]);
  });

  it("sets two courses side by side, and a course against the term's average", async () => {
    const { data } = await compare(`first=${ids.statistik}&second=${ids.okonomi}`);
    expect(data.first).toMatchObject({ courseId: ids.statistik, title: "Statistik 1", courses: 1, mean: 75 / 11, direction: "steady" });
    expect(data.first.lectures).toEqual([
      { number: 1, heldOn: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), courses: 1, respondents: 5, responseRate: 0.5, mean: 7, answers: 5, withheld: false },
      { number: 2, heldOn: expect.any(String), courses: 1, respondents: 3, responseRate: 0.3, mean: null, answers: 3, withheld: true },
      { number: 3, heldOn: expect.any(String), courses: 1, respondents: 6, responseRate: 0.6, mean: 40 / 6, answers: 6, withheld: false },
    ]);
    expect(data.second.lectures.map((lecture: { mean: number }) => lecture.mean)).toEqual([5, 38 / 6, 8]);

    // Against the term's average: every course asking the same headline, lecture by lecture; Matematik's lectures add
    // their respondents only (L1: (5 + 5 + 3) / 3), never their means.
    const average = (await compare(`first=${ids.statistik}`)).data.second;
    expect(average).toMatchObject({ courseId: null, title: null, courses: 3, respondents: 36 / 3, mean: (75 + 103) / 27, answers: 27 });
    expect(average.lectures).toEqual([
      { number: 1, heldOn: null, courses: 3, respondents: 13 / 3, responseRate: 13 / 38, mean: 6, answers: 10, withheld: false },
      { number: 2, heldOn: null, courses: 3, respondents: 4, responseRate: 12 / 38, mean: 38 / 6, answers: 6, withheld: false },
      { number: 3, heldOn: null, courses: 2, respondents: 5.5, responseRate: 11 / 30, mean: 80 / 11, answers: 11, withheld: false },
    ]);
    expect((await compare(`first=${ids.matematik}&second=${ids.statistik}`)).data.first.lectures.map((lecture: { mean: null }) => lecture.mean)).toEqual([null, null]);
    // A course of another term is not in this one.
    const other = (await view("Forår 2027")).data.courses[0].id;
    expect(await compare(`first=${ids.statistik}&second=${other}`)).toMatchObject({ success: false, code: "NOT_FOUND" });
  });

  it("writes the term report in English and in Danish, with the institution's zone, decimal commas and numbers in its cells", async () => {
    const pdf = await download("pdf", { term: TERM, language: "en" });
    expect(pdf.status).toBe(200);
    expect(pdf.disposition).toMatch(/^attachment; filename="ordsky-term-Efter.r-2026-\d{4}-\d\d-\d\d\.pdf"$/);
    const english = pdfText(pdf.bytes, "term.pdf");
    expect(english.trimStart().startsWith(TERM)).toBe(true);
    for (const text of ["3 courses", "8 lecture evaluations", "(Europe/Copenhagen)", "Courses", "Response rate", "Direction", "Headline per lecture", "Term average"]) expect(english, text).toContain(text);
    expect(english).toMatch(/Statistik 1\s+3\s+14\s+47%\s+6\.82\s+1\.19\s+11\s+steady\s+1: L2/);
    expect(english).toMatch(/Økonomi 2\s+3\s+16\s+27%\s+6\.44\s+1\.32\s+16\s+rising/);
    expect(english).toMatch(/Matematik\s+2\s+6\s+38%\s+–\s+–\s+0\s+–\s+2: L1, L2/);
    expect(english).toContain("L2 withheld (n = 3)");
    expect(english).toMatch(/Report made \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d \(Europe\/Copenhagen\)/);

    const danish = pdfText((await download("pdf", { term: TERM, language: "da" })).bytes, "semester.pdf");
    for (const text of ["3 kurser", "8 lektionsevalueringer", "Kurser", "Svarprocent", "Retning", "Hovedtal pr. lektion", "Semestergennemsnit", "side 1 af"]) expect(danish, text).toContain(text);
    expect(danish).toMatch(/Statistik 1\s+3\s+14\s+47 %\s+6,82\s+1,19\s+11\s+stabil\s+1: L2/);
    expect(danish).toMatch(/Økonomi 2\s+3\s+16\s+27 %\s+6,44\s+1,32\s+16\s+stigende/);
    expect(danish).toContain("L2 tilbageholdt (n = 3)");
    expect(danish).toMatch(/Rapport lavet \d{1,2}\. [a-z]{3}\.? \d{4} kl\. \d\d\.\d\d \(Europe\/Copenhagen\)/);
    expect(danish).not.toMatch(/Courses|Response rate|withheld|steady|rising/);

    const workbook = await readWorkbook((await download("excel", { term: TERM, language: "da" })).bytes);
    expect(workbook.names).toEqual(["Kurser", "Lektioner", "Semestergennemsnit"]);
    const courses = workbook.rows("Kurser");
    expect(courses.find((row) => row[0] === "Kursus")).toEqual(["Kursus", "Lektioner", "Respondenter", "Svarprocent", "Gennemsnit", "Spredning", "n", "Retning", "Tilbageholdt", "Lektioner", "Hovedspørgsmål", "Tilmeldte", "Grænse"]);
    expect(courses.find((row) => row[0] === "Statistik 1")).toEqual(["Statistik 1", 3, 14, expect.closeTo(0.4667, 4), expect.closeTo(6.8182, 4), expect.closeTo(1.1923, 4), 11, "stabil", 1, "L2", `${LEARNING} (1–10)`, 10, 5]);
    expect(courses.find((row) => row[0] === "Matematik")).toEqual(["Matematik", 2, 6, 0.375, undefined, undefined, 0, "–", 2, "L1, L2", `${LEARNING} (1–10)`, 8, 5]);
    const lectures = workbook.rows("Lektioner");
    expect(lectures.filter((row) => row[0] === "Statistik 1").map((row) => [row[1], row[4], row[5], row[6], row[7], row[8]])).toEqual([
      ["L1", 5, 0.5, 7, 5, "vist"],
      ["L2", 3, 0.3, "tilbageholdt", 3, "tilbageholdt"],
      ["L3", 6, 0.6, expect.closeTo(6.6667, 4), 6, "vist"],
    ]);
    expect(lectures.find((row) => row[0] === "Statistik 1")?.[3]).toBeInstanceOf(Date);
    expect(workbook.rows("Semestergennemsnit").find((row) => row[0] === "L1")).toEqual(["L1", 3, expect.closeTo(4.333, 3), expect.closeTo(13 / 38, 4), 6, 10]);
    expect((await readWorkbook((await download("excel", { term: TERM, language: "en" })).bytes)).names).toEqual(["Courses", "Lectures", "Term average"]);
  });

  it("leaks none of a course's figures below the threshold: in the view, the comparisons or either file", async () => {
    const texts: { name: string; text: string }[] = [
      { name: "terms", text: JSON.stringify((await server.request("GET", "/api/admin/terms", undefined, admin)).body) },
      { name: "view", text: JSON.stringify(await view(TERM)) },
      { name: "compare two", text: JSON.stringify(await compare(`first=${ids.matematik}&second=${ids.statistik}`)) },
      { name: "compare average", text: JSON.stringify(await compare(`first=${ids.matematik}`)) },
      { name: "compare average of another", text: JSON.stringify(await compare(`first=${ids.okonomi}`)) },
    ];
    for (const language of ["en", "da"]) {
      texts.push({ name: `pdf ${language}`, text: pdfText((await download("pdf", { term: TERM, language })).bytes, `leak-${language}.pdf`) });
      const workbook = await readWorkbook((await download("excel", { term: TERM, language })).bytes);
      texts.push({ name: `excel ${language}`, text: JSON.stringify(workbook.names.map((sheet) => workbook.rows(sheet))) });
    }
    // Matematik's lectures: L1 2, 2, 3 (mean 2.33, SD 0.47), L2 10, 10, 10 (mean 10); both pooled 6.17 (SD 3.8).
    for (const { name, text } of texts) {
      expect(text.toLowerCase(), name).not.toContain("hemmelig");
      expect(text, name).not.toMatch(/\b2[.,]33|\b10[.,]00?\b|\b6[.,]1[67]|\b0[.,]47|\b3[.,]8\d|"mean":10[,}]|"mean":2\.3/);
    }
  });
});
