import { nanoid } from "nanoid";
import type { CreatedSession, CreateSessionInput, JoinedByCode, JoinedSession, Session, SessionStats, UpdateSessionInput } from "../../../shared/schemas/session.js";
import type { AuditCaller } from "../audit/audit-caller.js";
import { changedSettings, recordAudit, sessionTarget } from "../audit/record-audit.js";
import type { AppContext } from "../../context.js";
import { judgeSessionAgain } from "../moderation/filter-decisions.js";
import { AppError } from "../../errors.js";
import {
  findSessionRow,
  findSessionRowByCode,
  listPublicSessionRows,
  sessionCodeExists,
  toSession,
  type SessionRow,
} from "../../store/sessions-data.js";
import { countParticipant } from "../../store/participants-data.js";
import { lacksRoomFor } from "../../answers/answer-rules.js";
import { insertQuestion } from "../../store/questions-data.js";
import { builtInClassQuestions } from "../../../shared/class-questions.js";
import { THRESHOLD_ONLY_RISES_MESSAGE } from "../../../shared/schemas/evaluation-threshold.js";
import { sessionThreshold } from "../class/evaluation-threshold.js";
import { writeClassQuestions } from "../class/question-list.js";
import { readCurrentQuestion } from "../questions/current-question.js";
import { generateHostKey, hashSecret } from "./host-key.js";
import type { SessionHost } from "./session-host.js";
import { generateSessionCode, generateSessionId } from "./session-code.js";

const PUBLIC_SESSIONS_LIMIT = 50;

async function generateUniqueCode(context: AppContext): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = generateSessionCode();
    if (!(await sessionCodeExists(context.store.db, code))) return code;
  }
  throw new AppError("INTERNAL", "Could not allocate a session code");
}

export async function requireSessionRow(context: AppContext, sessionId: string): Promise<SessionRow> {
  const row = await findSessionRow(context.store.db, sessionId);
  if (!row) throw new AppError("NOT_FOUND", "Session not found");
  return row;
}

/** A session created in a course: it belongs to it, and its text questions allow the course's answer length. */
export type CoursePlacement = { courseId: string; answerMaxLength: number };

/**
 * Creates a session; one created by a host signed in with the institution (`ownerAccountId`) belongs to their account.
 * Under SESSION_CREATION=signed-in nobody else may create one.
 */
export async function createSession(context: AppContext, input: CreateSessionInput, ownerAccountId: string | null = null, course?: CoursePlacement): Promise<CreatedSession> {
  const { sessionCreation, oidc } = context.config.signIn;
  if (sessionCreation === "signed-in" && !ownerAccountId) throw new AppError("UNAUTHORIZED", `Please sign in with ${oidc?.name ?? "your institution"} to create a session`);
  const now = new Date().toISOString();
  const hostKey = generateHostKey();
  const id = generateSessionId();
  const code = await generateUniqueCode(context);
  await context.store.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("sessions")
      .values({
        id,
        session_code: code,
        session_type: input.sessionType,
        title: input.title,
        description: input.description,
        max_participants: input.maxParticipants,
        is_public: input.isPublic ? 1 : 0,
        is_active: 1,
        participants_see_results: input.participantsSeeResults === false ? 0 : 1,
        host_key_hash: hashSecret(hostKey),
        created_at: now,
        updated_at: now,
        total_submissions: 0,
        total_words: 0,
        unique_words: 0,
        answers_per_participant: input.answersPerParticipant,
        min_responses: input.minResponses,
        count_once: input.countOncePerWord ? 1 : 0,
        language: input.language ?? "en",
        owner_account_id: ownerAccountId,
        opens_at: input.sessionType === "class" ? (input.opensAt ?? null) : null,
        closes_at: input.sessionType === "class" ? (input.closesAt ?? null) : null,
        course_id: course?.courseId ?? null,
      })
      .execute();
    if (input.sessionType === "regular") {
      // The first question comes with the session; with an empty prompt the title stands in.
      const questionId = nanoid();
      await insertQuestion(trx, { id: questionId, sessionId: id, position: 0, prompt: input.question ?? "", createdAt: now });
      await trx.updateTable("sessions").set({ current_question_id: questionId }).where("id", "=", id).execute();
    }
    if (input.sessionType === "class") await writeClassQuestions(trx, id, input.classQuestions ?? builtInClassQuestions(), [], course?.answerMaxLength);
  });
  const session = await describeSession(context, await requireSessionRow(context, id));
  return { sessionId: id, sessionCode: code, hostKey, session };
}

const NO_ANSWERS: SessionStats = { totalSubmissions: 0, uniqueWords: 0, totalWords: 0 };

/**
 * A session's stats as the room sees them: its live cloud's figures over every question (a class session's answers
 * are counted by its analytics, not here).
 */
async function roomStats(context: AppContext, row: SessionRow): Promise<SessionStats> {
  if (row.session_type !== "regular") return NO_ANSWERS;
  return (await context.hub.ensureLoaded(row.id)).sessionFigures();
}

/** The session as one screen shows it: with its current question and how many participants it has admitted. */
async function describeSession(context: AppContext, row: SessionRow): Promise<Session> {
  return { ...toSession(row, await roomStats(context, row)), currentQuestion: await readCurrentQuestion(context, row), participantCount: Number(row.participant_count) };
}

export async function getSession(context: AppContext, sessionId: string): Promise<Session> {
  return describeSession(context, await requireSessionRow(context, sessionId));
}

/**
 * Whether an answer from this participant would be refused for want of room: the session has admitted
 * maxParticipants participants and this one is not among them. Told when joining, before anything is typed.
 */
async function isFullFor(context: AppContext, row: SessionRow, participantId: string | undefined): Promise<boolean> {
  return lacksRoomFor(await countParticipant(context.store.db, row, participantId), Number(row.max_participants));
}

export async function listPublicSessions(context: AppContext): Promise<Session[]> {
  const rows = await listPublicSessionRows(context.store.db, PUBLIC_SESSIONS_LIMIT);
  return Promise.all(rows.map(async (row) => toSession(row, await roomStats(context, row))));
}

/** Joining only checks that the session exists (participants are counted when they first answer) and says whether it is full. */
export async function joinSession(context: AppContext, sessionId: string, participantId?: string): Promise<JoinedSession> {
  const row = await requireSessionRow(context, sessionId);
  return { ...(await describeSession(context, row)), full: await isFullFor(context, row, participantId) };
}

export const TOO_MANY_CODES_MESSAGE = "Too many unknown session codes tried, please wait a moment";

/**
 * Finds a session by its code. Only codes that name no session count against the address (a school behind one
 * NAT address joins with the right code all at once; sweeping codes is nearly all misses), and an address out of
 * misses is refused before the look-up, so it learns nothing.
 */
export async function joinSessionByCode(context: AppContext, code: string, address?: string, participantId?: string): Promise<JoinedByCode> {
  const misses = context.rateLimits.joinCodeMisses;
  const now = performance.now();
  if (address !== undefined && misses && !misses.has(address, now)) throw new AppError("RATE_LIMITED", TOO_MANY_CODES_MESSAGE, misses.waitMs(address, now));
  const row = await findSessionRowByCode(context.store.db, code);
  if (!row) {
    if (address !== undefined) misses?.take(address, performance.now());
    throw new AppError("NOT_FOUND", "Session not found");
  }
  const session = await describeSession(context, row);
  return { sessionId: session.id, sessionType: session.sessionType, session, full: await isFullFor(context, row, participantId) };
}

export async function updateSession(context: AppContext, host: SessionHost, input: UpdateSessionInput, caller: AuditCaller): Promise<Session> {
  const sessionId = host.session.id;
  const row = host.session;
  const changed = changedSettings([
    ["title", row.title, input.title],
    ["description", row.description, input.description],
    ["isActive", row.is_active, input.isActive],
    ["isPublic", row.is_public, input.isPublic],
    ["maxParticipants", row.max_participants, input.maxParticipants],
    ["requireApproval", row.require_approval, input.requireApproval],
    ["participantsSeeResults", row.participants_see_results, input.participantsSeeResults],
    ["answersPerParticipant", row.answers_per_participant, input.answersPerParticipant],
    ["countOncePerWord", row.count_once, input.countOncePerWord],
    ["minResponses", row.min_responses, input.minResponses],
    ["language", row.language, input.language],
    ["heldOn", row.held_on, input.heldOn],
  ]);
  // Students were told their answers stay hidden below the threshold in force: a host may raise it, never lower it.
  if (input.minResponses !== undefined && input.minResponses < (await sessionThreshold(context, host.session))) {
    throw new AppError("CONFLICT", THRESHOLD_ONLY_RISES_MESSAGE);
  }
  await context.store.db
    .updateTable("sessions")
    .set({
      title: input.title,
      description: input.description,
      is_active: input.isActive ? 1 : 0,
      is_public: input.isPublic ? 1 : 0,
      max_participants: input.maxParticipants,
      ...(input.requireApproval === undefined ? {} : { require_approval: input.requireApproval ? 1 : 0 }),
      ...(input.participantsSeeResults === undefined ? {} : { participants_see_results: input.participantsSeeResults ? 1 : 0 }),
      ...(input.answersPerParticipant === undefined ? {} : { answers_per_participant: input.answersPerParticipant }),
      ...(input.countOncePerWord === undefined ? {} : { count_once: input.countOncePerWord ? 1 : 0 }),
      ...(input.minResponses === undefined ? {} : { min_responses: input.minResponses }),
      ...(input.language === undefined ? {} : { language: input.language }),
      ...(input.heldOn === undefined ? {} : { held_on: input.heldOn }),
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", sessionId)
    .execute();
  // The filter reads answers as words of the session's language: in another one, every answer is judged again.
  if (input.language !== undefined && input.language !== host.session.language) await judgeSessionAgain(context, sessionId);
  if (changed.length > 0) {
    await recordAudit(context, caller, { kind: "session.changed", target: sessionTarget({ ...row, title: input.title }), targetId: sessionId, detail: { changed: changed.join(","), minResponses: changed.includes("minResponses") ? input.minResponses : undefined } });
  }
  const session = await getSession(context, sessionId);
  context.hub.publishSession(session);
  return session;
}

/**
 * The host's one-click raise of Max Participants (dashboard or presentation, host key or admin token): the next phone
 * is admitted against the new limit, as the writers read it in their transaction. Every screen of the room hears it.
 */
export async function setCapacity(context: AppContext, host: SessionHost, maxParticipants: number): Promise<Session> {
  const sessionId = host.session.id;
  await context.store.db
    .updateTable("sessions")
    .set({ max_participants: maxParticipants, updated_at: new Date().toISOString() })
    .where("id", "=", sessionId)
    .execute();
  const session = await getSession(context, sessionId);
  context.hub.publishSession(session);
  return session;
}
