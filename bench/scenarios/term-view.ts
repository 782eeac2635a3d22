import { mkdtempSync, rmSync } from "node:fs";
import { sql } from "kysely";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/server/config/config.js";
import type { AppContext } from "../../src/server/context.js";
import { analyseCourse } from "../../src/server/features/courses/course-page.js";
import { requireCourseHost } from "../../src/server/features/courses/course-host.js";
import { createCourse, createCourseSession } from "../../src/server/features/courses/service.js";
import { buildTermExcel } from "../../src/server/features/export/term-excel.js";
import { buildTermPdf } from "../../src/server/features/export/term-pdf.js";
import { buildTermReport } from "../../src/server/features/export/term-report.js";
import { compareTermCourses, getTermView } from "../../src/server/features/terms/service.js";
import { startServer } from "../../src/server/start-server.js";
import { fmtBytes, fmtCount, fmtMs, type ScenarioReport } from "../lib/format.js";

const COURSES = 200;
const LECTURES = 12;
const TERM = "Efterår 2026";
const RUNS = 3;
const ADMIN = { demo: false };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A small deterministic generator, so every run seeds the same answers. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * A faculty's term: 200 courses of 12 lecture evaluations (the built-in five questions), created through the course
 * services, then answered straight into the store (one insert per lecture): 8 to 30 students each, one lecture in ten
 * below the course's threshold of 5, one course in twenty below it in every lecture.
 */
async function seedTerm(context: AppContext): Promise<{ courseId: string; hostKey: string }[]> {
  const next = random(45);
  const courses: { courseId: string; hostKey: string }[] = [];
  let answered = 0;
  for (let index = 0; index < COURSES; index++) {
    const created = await createCourse(context, { title: `Kursus ${String(index + 1).padStart(3, "0")} — faglig titel`, term: TERM, enrolled: 40, answerMaxLength: 200, minResponses: null }, null);
    courses.push({ courseId: created.courseId, hostKey: created.hostKey });
    const host = (await requireCourseHost(context, created.courseId, { "x-host-key": created.hostKey })).course;
    const quiet = index % 20 === 19;
    for (let lecture = 0; lecture < LECTURES; lecture++) {
      const { sessionId } = await createCourseSession(context, host, "class", undefined, "da");
      await context.store.db.updateTable("sessions").set({ held_on: `2026-09-${String(lecture + 1).padStart(2, "0")}` }).where("id", "=", sessionId).execute();
      const questions = await context.store.db.selectFrom("class_questions").select(["id", "question_type"]).where("session_id", "=", sessionId).orderBy("position").execute();
      const students = quiet || next() < 0.1 ? 3 : 8 + Math.floor(next() * 23);
      const rows = [];
      for (let student = 0; student < students; student++) {
        const base = 4 + Math.floor(next() * 5) + lecture / 6;
        for (const question of questions) {
          answered += 1;
          rows.push({
            session_id: sessionId,
            question_id: question.id,
            participant_id: `p_${index}_${lecture}_${student}`,
            response_number: question.question_type === "scale" ? Math.max(1, Math.min(10, Math.round(base + next() * 2 - 1))) : null,
            response_text: question.question_type === "scale" ? null : `svar ${student % 7}`,
            created_at: "2026-09-01T00:00:00.000Z",
            updated_at: "2026-09-01T00:00:00.000Z",
            submission_id: `s_${index}_${lecture}_${student}_${question.id}`,
            answer_order: answered,
          });
        }
      }
      await context.store.db.insertInto("class_responses").values(rows).execute();
    }
  }
  return courses;
}

/** How long `work` took, and the longest the event loop was held meanwhile (a 5 ms timer's largest gap, less its 5 ms). */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; stallMs: number; result: T }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last - 5);
    last = now;
  }, 5);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  clearInterval(timer);
  return { ms, stallMs: Math.max(stallMs, performance.now() - last - 5), result };
}

/** The median of RUNS timings of `work` (and of the longest stall), after one run that warms the caches (prepared statements, Intl, fonts). */
async function medianOf<T>(work: () => Promise<T>): Promise<{ ms: number; stallMs: number; result: T; runs: number[] }> {
  let { result } = await timed(work);
  const runs: number[] = [];
  const stalls: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const measured = await timed(work);
    runs.push(measured.ms);
    stalls.push(measured.stallMs);
    result = measured.result;
  }
  return { ms: median(runs), stallMs: median(stalls), result, runs };
}

/**
 * Issue 45 part 3: the term view and the term report at a faculty's size, built in-process on SQLite (the server's
 * own services, no HTTP): the view, one comparison against the term's average, and the report in each format (its
 * read included). Beside it, the same term built the way a course page is, analyseCourse per course (the reads per
 * lecture), and the term view's read with the indexes before migration 023 (no index the answers are counted from).
 */
export async function runTermView(port: number): Promise<ScenarioReport> {
  const dir = mkdtempSync(join(tmpdir(), "ordsky-bench-term-"));
  const config = loadConfig({ PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: `sqlite:${join(dir, "term.db")}`, LOG_LEVEL: "silent", RATE_LIMITS: "off" });
  const server = await startServer(config);
  try {
    const seeding = await timed(() => seedTerm(server.context));
    const context = server.context;
    const courses = seeding.result;
    const view = await medianOf(() => getTermView(context, ADMIN, TERM));
    const compare = await medianOf(() => compareTermCourses(context, ADMIN, { term: TERM, first: courses[0]!.courseId }));
    const pdf = await medianOf(async () => buildTermPdf(await buildTermReport(context, ADMIN, TERM, "da")));
    const excel = await medianOf(async () => buildTermExcel(await buildTermReport(context, ADMIN, TERM, "da")));
    // Before: the indexes as they were before migration 023, and the term read the way a course page reads its own.
    await sql`create index class_responses_session on class_responses (session_id)`.execute(context.store.db);
    await sql`drop index class_responses_counts`.execute(context.store.db);
    const batchedOnly = await medianOf(() => getTermView(context, ADMIN, TERM));
    const perCourse = await medianOf(async () => {
      for (const { courseId, hostKey } of courses) await analyseCourse(context, (await requireCourseHost(context, courseId, { "x-host-key": hostKey })).course);
    });
    const withheld = view.result.courses.reduce((sum, course) => sum + course.withheldLectures.length, 0);
    const pages = (pdf.result.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
    const runs = (figure: { runs: number[] }) => figure.runs.map((ms) => fmtMs(ms)).join(", ");
    return {
      name: "term",
      title: `the term across courses: ${COURSES} courses × ${LECTURES} lecture evaluations (${fmtCount(COURSES * LECTURES)}), ${fmtCount(withheld)} lectures withheld, built in-process on SQLite`,
      rows: [
        { metric: "before: the course pages' reads (analyseCourse per course), indexes before 022", measured: fmtMs(perCourse.ms) },
        { metric: "term view: one read per table, indexes before 022", measured: fmtMs(batchedOnly.ms) },
        { metric: "term view: one read per table, answers counted from index 022", measured: fmtMs(view.ms) },
        { metric: "compare: a course against the term's average", measured: fmtMs(compare.ms) },
        { metric: `term report, PDF (${pages} pages, ${fmtBytes(pdf.result.length)})`, measured: fmtMs(pdf.ms) },
        { metric: `term report, Excel (${fmtBytes(excel.result.length)})`, measured: fmtMs(excel.ms) },
        { metric: "term view's reply (JSON)", measured: fmtBytes(Buffer.byteLength(JSON.stringify(view.result))) },
        { metric: "longest event-loop stall: view / compare / PDF / Excel", measured: [view, compare, pdf, excel].map((figure) => fmtMs(figure.stallMs)).join(" / ") },
      ],
      notes: [
        `median of ${RUNS} runs after a warm-up; before: ${runs(perCourse)}; batched before 022: ${runs(batchedOnly)}; view: ${runs(view)}; compare: ${runs(compare)}; PDF: ${runs(pdf)}; Excel: ${runs(excel)}`,
        `seeded through the course services and one insert of answers per lecture in ${fmtMs(seeding.ms)}`,
      ],
    };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
