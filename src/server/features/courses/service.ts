import { builtInClassQuestions } from "../../../shared/class-questions.js";
import { MAX_PARTICIPANTS_DEFAULT, MAX_PARTICIPANTS_MAX, TITLE_MAX_LENGTH } from "../../../shared/limits.js";
import type { ClassQuestion, ClassQuestionDraft } from "../../../shared/schemas/class.js";
import type { Course, CreateCourseInput, CreatedCourse, UpdateCourseInput } from "../../../shared/schemas/course.js";
import { THRESHOLD_ONLY_RISES_MESSAGE } from "../../../shared/schemas/evaluation-threshold.js";
import { createSessionSchema, type CreatedSession, type SessionType } from "../../../shared/schemas/session.js";
import type { AuditCaller } from "../audit/audit-caller.js";
import { changedSettings, recordAudit, sessionTarget } from "../audit/record-audit.js";
import type { AppContext } from "../../context.js";
import type { SessionLanguage } from "../../../shared/schemas/session-language.js";
import { AppError } from "../../errors.js";
import { parseInput } from "../../parse-input.js";
import {
  findCourseRow,
  insertCourseRow,
  listCourseQuestionRows,
  listCourseSessionRows,
  replaceCourseQuestionRows,
  setSessionCourse,
  toTemplateQuestion,
  updateCourseRow,
  type CourseRow,
} from "../../store/courses-data.js";
import type { Database } from "../../store/schema.js";
import type { Transaction } from "kysely";
import { courseThreshold, sessionThreshold } from "../class/evaluation-threshold.js";
import { planQuestions } from "../class/question-list.js";
import { generateHostKey, hashSecret } from "../sessions/host-key.js";
import { createSession, type CoursePlacement } from "../sessions/service.js";
import { requireHost, type SessionHost, type SessionViewer } from "../sessions/session-host.js";
import { generateSessionId } from "../sessions/session-code.js";
import type { CourseHost } from "./course-host.js";

export const SESSION_IN_OTHER_COURSE_MESSAGE = "This session belongs to another course; remove it there first";
export const SESSION_NOT_IN_COURSE_MESSAGE = "This session is not in this course";

/**
 * Creates a course with its template (the built-in evaluation unless questions are given); one created by a host
 * signed in with the institution belongs to their account, and anyone holding the returned host key may manage it.
 */
export async function createCourse(context: AppContext, input: CreateCourseInput, ownerAccountId: string | null): Promise<CreatedCourse> {
  const { sessionCreation, oidc } = context.config.signIn;
  if (sessionCreation === "signed-in" && !ownerAccountId) throw new AppError("UNAUTHORIZED", `Please sign in with ${oidc?.name ?? "your institution"} to create a course`);
  const now = new Date().toISOString();
  const hostKey = generateHostKey();
  const id = generateSessionId();
  await context.store.db.transaction().execute(async (trx) => {
    await insertCourseRow(trx, {
      id,
      title: input.title,
      term: input.term,
      enrolled: input.enrolled,
      min_responses: input.minResponses,
      answer_max_length: input.answerMaxLength,
      owner_account_id: ownerAccountId,
      host_key_hash: hashSecret(hostKey),
      created_at: now,
      updated_at: now,
    });
    await writeTemplate(trx, id, input.questions ?? builtInClassQuestions());
  });
  return { courseId: id, hostKey, course: await describeCourse(context, await requireCourseRow(context, id)) };
}

async function requireCourseRow(context: AppContext, courseId: string): Promise<CourseRow> {
  const row = await findCourseRow(context.store.db, courseId);
  if (!row) throw new AppError("NOT_FOUND", "Course not found");
  return row;
}

async function writeTemplate(trx: Transaction<Database>, courseId: string, drafts: ClassQuestionDraft[]): Promise<void> {
  const existing = await listCourseQuestionRows(trx, courseId);
  const rows = planQuestions(drafts, existing).map(({ kept: _kept, ...row }) => ({ ...row, course_id: courseId }));
  await replaceCourseQuestionRows(trx, courseId, rows);
}

export async function describeCourse(context: AppContext, row: CourseRow): Promise<Course> {
  const answerMaxLength = Number(row.answer_max_length);
  const questions = (await listCourseQuestionRows(context.store.db, row.id)).map((question) => toTemplateQuestion(question, answerMaxLength));
  return {
    id: row.id,
    title: row.title,
    term: row.term,
    enrolled: row.enrolled === null ? null : Number(row.enrolled),
    minResponses: row.min_responses === null ? null : Number(row.min_responses),
    threshold: await courseThreshold(context, row),
    answerMaxLength,
    questions,
    createdAt: row.created_at,
  };
}

/**
 * Changes what is given. The threshold only rises (409 otherwise): students of the course's lectures were told their
 * answers stay hidden below it. The answer length applies to evaluations created afterwards.
 */
export async function updateCourse(context: AppContext, host: CourseHost, input: UpdateCourseInput, caller: AuditCaller): Promise<Course> {
  const row = host.course;
  const changed = changedSettings([
    ["title", row.title, input.title],
    ["term", row.term, input.term],
    ["enrolled", row.enrolled, input.enrolled],
    ["answerMaxLength", row.answer_max_length, input.answerMaxLength],
    ["minResponses", row.min_responses, input.minResponses],
  ]);
  if (input.minResponses !== undefined && input.minResponses < (await courseThreshold(context, row))) throw new AppError("CONFLICT", THRESHOLD_ONLY_RISES_MESSAGE);
  await updateCourseRow(context.store.db, row.id, {
    ...(input.title === undefined ? {} : { title: input.title }),
    ...(input.term === undefined ? {} : { term: input.term }),
    ...(input.enrolled === undefined ? {} : { enrolled: input.enrolled }),
    ...(input.answerMaxLength === undefined ? {} : { answer_max_length: input.answerMaxLength }),
    ...(input.minResponses === undefined ? {} : { min_responses: input.minResponses }),
    updated_at: new Date().toISOString(),
  });
  await markCourseSessionsChanged(context, row.id);
  if (changed.length > 0) {
    await recordAudit(context, caller, { kind: "course.changed", target: input.title ?? row.title, targetId: row.id, detail: { changed: changed.join(","), minResponses: changed.includes("minResponses") ? input.minResponses : undefined } });
  }
  return describeCourse(context, await requireCourseRow(context, row.id));
}

/** A raised threshold changes what every lecture's dashboard shows: each is told to refresh. */
async function markCourseSessionsChanged(context: AppContext, courseId: string): Promise<void> {
  for (const session of await listCourseSessionRows(context.store.db, courseId)) {
    if (session.session_type === "class") context.hub.markClassChanged(session.id);
  }
}

/** Replaces the template: evaluations already created keep their questions; the next one is created with these. */
export async function replaceCourseQuestions(context: AppContext, host: CourseHost, drafts: ClassQuestionDraft[]): Promise<ClassQuestion[]> {
  await context.store.db.transaction().execute((trx) => writeTemplate(trx, host.course.id, drafts));
  return (await describeCourse(context, await requireCourseRow(context, host.course.id))).questions;
}

/**
 * "New lecture evaluation": the next class session of the course, with the template's questions and the course's
 * answer length, owned like the course (its account; its host key reaches it through the course), not public.
 * A word-cloud session may be created in the course the same way.
 */
export async function createCourseSession(
  context: AppContext,
  host: CourseHost,
  sessionType: SessionType,
  title: string | undefined,
  language: SessionLanguage = "en",
): Promise<CreatedSession> {
  const course = host.course;
  const sessions = await listCourseSessionRows(context.store.db, course.id);
  const lectureNumber = sessions.filter((session) => session.session_type === sessionType).length + 1;
  const template = await listCourseQuestionRows(context.store.db, course.id);
  const input = parseInput(createSessionSchema, {
    sessionType,
    title: title ?? defaultTitle(course.title, sessionType, lectureNumber),
    maxParticipants: Math.min(MAX_PARTICIPANTS_MAX, Math.max(MAX_PARTICIPANTS_DEFAULT, Number(course.enrolled ?? 0))),
    classQuestions: sessionType === "class" ? template.map((row) => ({ key: row.question_key || undefined, text: row.text, type: row.question_type, scaleMin: Number(row.scale_min), scaleMax: Number(row.scale_max) })) : undefined,
    language,
  });
  return createSession(context, input, course.owner_account_id, placeInCourse(host));
}

function defaultTitle(courseTitle: string, sessionType: SessionType, number: number): string {
  const suffix = sessionType === "class" ? ` — Lecture ${number}` : ` — Word cloud ${number}`;
  return courseTitle.slice(0, TITLE_MAX_LENGTH - suffix.length) + suffix;
}

/** Where a session created in the course goes: the course, and the answer length its text questions allow. */
export function placeInCourse(host: CourseHost): CoursePlacement {
  return { courseId: host.course.id, answerMaxLength: Number(host.course.answer_max_length) };
}

/** Puts a session the caller also hosts into the course (a session is in one course at most). */
export async function addSessionToCourse(context: AppContext, host: CourseHost, session: SessionHost, caller: AuditCaller): Promise<Course> {
  const current = session.session.course_id;
  if (current !== null && current !== host.course.id) throw new AppError("CONFLICT", SESSION_IN_OTHER_COURSE_MESSAGE);
  await setSessionCourse(context.store.db, session.session.id, host.course.id);
  if (session.session.session_type === "class") context.hub.markClassChanged(session.session.id);
  if (current === null) {
    await recordAudit(context, caller, { kind: "course.changed", target: host.course.title, targetId: host.course.id, detail: { changed: "lectureAdded", lecture: sessionTarget(session.session) } });
  }
  return describeCourse(context, host.course);
}

/**
 * Takes a session out of the course. A class session keeps the threshold it had in the course (as its own raise):
 * its students were told their answers stay hidden below it.
 */
export async function removeSessionFromCourse(context: AppContext, host: CourseHost, session: SessionViewer, caller: AuditCaller): Promise<Course> {
  const row = session.session;
  if (row.course_id !== host.course.id) throw new AppError("NOT_FOUND", SESSION_NOT_IN_COURSE_MESSAGE);
  // The course's host hosts each of its sessions (see holdsSessionAuthority), so this holds for anyone who got here.
  requireHost(session);
  const kept = row.session_type === "class" ? { min_responses: await sessionThreshold(context, row) } : {};
  await setSessionCourse(context.store.db, row.id, null, kept);
  if (row.session_type === "class") context.hub.markClassChanged(row.id);
  await recordAudit(context, caller, { kind: "course.changed", target: host.course.title, targetId: host.course.id, detail: { changed: "lectureRemoved", lecture: sessionTarget(row) } });
  return describeCourse(context, host.course);
}
