import type { Kysely, Selectable, Transaction } from "kysely";
import type { ClassQuestion } from "../../shared/schemas/class.js";
import type { CourseQuestionsTable, CoursesTable, Database } from "./schema.js";
import type { SessionRow } from "./sessions-data.js";

export type CourseRow = Selectable<CoursesTable>;
export type CourseQuestionRow = Selectable<CourseQuestionsTable>;

export function findCourseRow(db: Kysely<Database>, courseId: string): Promise<CourseRow | undefined> {
  return db.selectFrom("courses").selectAll().where("id", "=", courseId).executeTakeFirst();
}

export async function insertCourseRow(trx: Transaction<Database>, row: CourseRow): Promise<void> {
  await trx.insertInto("courses").values(row).execute();
}

export async function updateCourseRow(db: Kysely<Database>, courseId: string, changes: Partial<Omit<CourseRow, "id" | "host_key_hash" | "owner_account_id" | "created_at">>): Promise<void> {
  await db.updateTable("courses").set(changes).where("id", "=", courseId).execute();
}

export function listCourseQuestionRows(db: Kysely<Database>, courseId: string): Promise<CourseQuestionRow[]> {
  return db.selectFrom("course_questions").selectAll().where("course_id", "=", courseId).orderBy("position").orderBy("id").execute();
}

export async function replaceCourseQuestionRows(trx: Transaction<Database>, courseId: string, rows: CourseQuestionRow[]): Promise<void> {
  await trx.deleteFrom("course_questions").where("course_id", "=", courseId).execute();
  await trx.insertInto("course_questions").values(rows).execute();
}

/** A template question as the editor shows it, with the length its course's text answers may have now. */
export function toTemplateQuestion(row: CourseQuestionRow, answerMaxLength: number): ClassQuestion {
  return { id: row.id, text: row.text, type: row.question_type, scaleMin: Number(row.scale_min), scaleMax: Number(row.scale_max), answerMaxLength };
}

/** The course's sessions, oldest first: the order of its lectures. */
export function listCourseSessionRows(db: Kysely<Database>, courseId: string): Promise<SessionRow[]> {
  return db.selectFrom("sessions").selectAll().where("course_id", "=", courseId).orderBy("created_at").orderBy("id").execute();
}

export async function setSessionCourse(db: Kysely<Database>, sessionId: string, courseId: string | null, changes: { min_responses?: number | null } = {}): Promise<void> {
  await db.updateTable("sessions").set({ course_id: courseId, ...changes, updated_at: new Date().toISOString() }).where("id", "=", sessionId).execute();
}

/** The courses an account owns, newest first (at most `limit`). */
export async function listOwnedCourseIds(db: Kysely<Database>, accountId: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom("courses").select("id").where("owner_account_id", "=", accountId).orderBy("created_at", "desc").limit(limit).execute();
  return rows.map((row) => row.id);
}
