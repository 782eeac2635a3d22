import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { ClassQuestionRow, RatingCountRow } from "./class-data.js";
import type { CourseRow } from "./courses-data.js";
import type { Database } from "./schema.js";
import type { SessionRow } from "./sessions-data.js";

/**
 * Which courses a read covers: those of `term`, narrowed to `courseIds` when given; `demoOnly`: only courses whose
 * sessions were all made by `npm run demo` (and that have one), what the demo admin reaches.
 */
export type TermScope = { term: string; demoOnly: boolean; courseIds?: string[] };

type CoursesEb = ExpressionBuilder<Database, "courses">;

/** A course every session of which is a demo session (and which has one): a course with a real session is not the demo's. */
function demoCourse(eb: CoursesEb) {
  const sessionsOf = (demo: 0 | 1) => eb.selectFrom("sessions").select("sessions.id").whereRef("sessions.course_id", "=", "courses.id").where("sessions.is_demo", "=", demo);
  return eb.and([eb.exists(sessionsOf(1)), eb.not(eb.exists(sessionsOf(0)))]);
}

function coursesOf(db: Kysely<Database>, scope: TermScope) {
  return db
    .selectFrom("courses")
    .where("courses.term", "=", scope.term)
    .$if(scope.courseIds !== undefined, (query) => query.where("courses.id", "in", scope.courseIds!.length > 0 ? scope.courseIds! : [""]))
    .$if(scope.demoOnly, (query) => query.where(demoCourse));
}

/** The class sessions (lecture evaluations) of the scope's courses, as a subquery of their ids. */
function lectureIdsOf(db: Kysely<Database>, scope: TermScope) {
  return db.selectFrom("sessions").select("sessions.id").where("sessions.session_type", "=", "class").where("sessions.course_id", "in", coursesOf(db, scope).select("courses.id"));
}

/** Every term the courses name (`""`: none), with how many courses and its newest course's creation, newest first. */
export async function listTermRows(db: Kysely<Database>, demoOnly: boolean): Promise<{ term: string; courses: number; newestCourseAt: string }[]> {
  const rows = await db
    .selectFrom("courses")
    .select((eb) => ["courses.term", eb.fn.countAll<number>().as("courses"), eb.fn.max("courses.created_at").as("newest")])
    .$if(demoOnly, (query) => query.where(demoCourse))
    .groupBy("courses.term")
    .orderBy("newest", "desc")
    .orderBy("courses.term")
    .execute();
  return rows.map((row) => ({ term: row.term, courses: Number(row.courses), newestCourseAt: String(row.newest) }));
}

/** The scope's courses. */
export function listTermCourseRows(db: Kysely<Database>, scope: TermScope): Promise<CourseRow[]> {
  return coursesOf(db, scope).selectAll("courses").orderBy("courses.id").execute();
}

/** The lecture evaluations of the scope's courses, in one read. */
export function listTermLectureRows(db: Kysely<Database>, scope: TermScope): Promise<SessionRow[]> {
  return db.selectFrom("sessions").selectAll().where("sessions.id", "in", lectureIdsOf(db, scope)).execute();
}

/** Their scale questions in each session's order, in one read. */
export function listTermScaleQuestionRows(db: Kysely<Database>, scope: TermScope): Promise<ClassQuestionRow[]> {
  return db
    .selectFrom("class_questions")
    .selectAll()
    .where("question_type", "=", "scale")
    .where("session_id", "in", lectureIdsOf(db, scope))
    .orderBy("session_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** Per session, question and rating, how many chose it: countClassRatings for every lecture of the scope in one read. */
export async function countTermRatings(db: Kysely<Database>, scope: TermScope): Promise<(RatingCountRow & { sessionId: string })[]> {
  const rows = await db
    .selectFrom("class_responses")
    .select(["session_id", "question_id", "response_number", (eb) => eb.fn.countAll<number>().as("count")])
    .where("session_id", "in", lectureIdsOf(db, scope))
    .where("response_number", "is not", null)
    .groupBy(["session_id", "question_id", "response_number"])
    .execute();
  return rows.map((row) => ({ sessionId: row.session_id, questionId: row.question_id, rating: Number(row.response_number), count: Number(row.count) }));
}

/** Per session, the distinct participants who answered (its respondents), in one read; a session nobody answered is absent. */
export async function countTermRespondents(db: Kysely<Database>, scope: TermScope): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("class_responses")
    .select(["session_id", sql<number>`count(distinct participant_id)`.as("respondents")])
    .where("session_id", "in", lectureIdsOf(db, scope))
    .groupBy("session_id")
    .execute();
  return new Map(rows.map((row) => [row.session_id, Number(row.respondents)]));
}
