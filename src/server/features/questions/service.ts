import { nanoid } from "nanoid";
import { QUESTIONS_MAX } from "../../../shared/limits.js";
import type { WordCloud } from "../../../shared/schemas/feedback.js";
import type { HostQuestion, HostQuestionList, UpdateQuestionInput } from "../../../shared/schemas/question.js";
import { Curation } from "../../../shared/word-curation.js";
import { cloudSpelling, countWords } from "../../../shared/words.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import {
  deleteQuestionRow,
  findQuestionRow,
  insertQuestion,
  listQuestionEntries,
  listQuestionRows,
  questionHasEntries,
  readQuestionSpellings,
  setCurrentQuestion,
  updateQuestionRow,
  type QuestionRow,
} from "../../store/questions-data.js";
import { loadWordRules } from "../../store/word-rules-data.js";
import { SessionCloud } from "../../realtime/session-cloud.js";
import type { SessionRow } from "../../store/sessions-data.js";
import type { SessionHost } from "../sessions/session-host.js";
import { runQuestionChange, type QuestionChangeScope } from "./question-change.js";

const CLASS_SESSION_MESSAGE = "A class session asks its class questions; questions belong to regular sessions";

function requireRegular({ session }: SessionHost): SessionRow {
  if (session.session_type !== "regular") throw new AppError("VALIDATION", CLASS_SESSION_MESSAGE);
  return session;
}

function requireQuestion(rows: QuestionRow[], questionId: string): QuestionRow {
  const row = rows.find((question) => question.id === questionId);
  if (!row) throw new AppError("NOT_FOUND", "Question not found");
  return row;
}

/** The session's questions in order, each with its own counts: only for the host key or an admin. */
export async function listQuestions(context: AppContext, host: SessionHost): Promise<HostQuestionList> {
  return describeQuestions(context, requireRegular(host));
}

async function describeQuestions(context: AppContext, session: SessionRow): Promise<HostQuestionList> {
  const db = context.store.db;
  const rows = await listQuestionRows(db, session.id);
  const curation = new Curation(await loadWordRules(db, session.id, ""));
  const stats = new Map(rows.map((row) => [row.id, { totalSubmissions: 0, totalWords: 0, keys: new Set<string>() }]));
  for (const entry of await listQuestionEntries(db, session.id)) {
    const counts = entry.question_id === null ? undefined : stats.get(entry.question_id);
    // Entries waiting for approval or rejected are in no count the room sees (as for the session's stats).
    if (!counts || entry.review === "waiting" || entry.review === "rejected") continue;
    counts.totalSubmissions += 1;
    counts.totalWords += countWords(entry.content);
    const placement = Number(entry.in_cloud) === 1 ? curation.place(entry.term) : null;
    if (placement?.shown) counts.keys.add(placement.key);
  }
  const questions: HostQuestion[] = rows.map((row, index) => {
    const counts = stats.get(row.id)!;
    return {
      id: row.id,
      number: index + 1,
      prompt: row.prompt,
      resultsHidden: Number(row.results_hidden) === 1,
      answeringClosed: Number(row.answering_closed) === 1,
      isCurrent: row.id === session.current_question_id,
      createdAt: row.created_at,
      stats: { totalSubmissions: counts.totalSubmissions, uniqueWords: counts.keys.size, totalWords: counts.totalWords },
    };
  });
  return { currentQuestionId: session.current_question_id, questions, participantCount: Number(session.participant_count) };
}

/** Runs a change of the question list for the host and answers with the list as it is now. */
async function changeQuestions(
  context: AppContext,
  host: SessionHost,
  change: (scope: QuestionChangeScope) => Promise<void>,
): Promise<HostQuestionList> {
  const session = await runQuestionChange(context, requireRegular(host).id, change);
  return describeQuestions(context, session);
}

export function addQuestion(context: AppContext, host: SessionHost, prompt: string): Promise<HostQuestionList> {
  const sessionId = host.session.id;
  return changeQuestions(context, host, async ({ trx, rows, now }) => {
    if (rows.length >= QUESTIONS_MAX) throw new AppError("CONFLICT", `A session holds at most ${QUESTIONS_MAX} questions`);
    const position = rows.reduce((max, row) => Math.max(max, Number(row.position)), -1) + 1;
    await insertQuestion(trx, { id: nanoid(), sessionId, position, prompt, createdAt: now });
  });
}

export function updateQuestion(context: AppContext, host: SessionHost, questionId: string, input: UpdateQuestionInput): Promise<HostQuestionList> {
  return changeQuestions(context, host, async ({ trx, rows }) => {
    requireQuestion(rows, questionId);
    await updateQuestionRow(trx, questionId, input);
  });
}

/**
 * Deletes a question that has no answers and is not the current one: answers are counted in the session's totals
 * and numbered by them, so a question that holds some stays (its results can be hidden instead).
 */
export function deleteQuestion(context: AppContext, host: SessionHost, questionId: string): Promise<HostQuestionList> {
  return changeQuestions(context, host, async ({ trx, session, rows }) => {
    requireQuestion(rows, questionId);
    if (session.current_question_id === questionId) throw new AppError("CONFLICT", "Ask another question before deleting this one");
    if (await questionHasEntries(trx, questionId)) throw new AppError("CONFLICT", "This question has answers, so it cannot be deleted; hide its results instead");
    await deleteQuestionRow(trx, questionId);
    const remaining = rows.filter((row) => row.id !== questionId);
    for (const [position, row] of remaining.entries()) if (Number(row.position) !== position) await updateQuestionRow(trx, row.id, { position });
  });
}

/** Puts the questions in the order given, which must name every question of the session once. */
export function reorderQuestions(context: AppContext, host: SessionHost, questionIds: string[]): Promise<HostQuestionList> {
  return changeQuestions(context, host, async ({ trx, rows }) => {
    const known = new Set(rows.map((row) => row.id));
    if (new Set(questionIds).size !== questionIds.length || questionIds.length !== rows.length || questionIds.some((id) => !known.has(id))) {
      throw new AppError("VALIDATION", "questionIds must name every question of the session once");
    }
    for (const [position, id] of questionIds.entries()) await updateQuestionRow(trx, id, { position });
  });
}

/** Makes a question the current one: new answers belong to it and every screen of the room moves to it. */
export function askQuestion(context: AppContext, host: SessionHost, questionId: string): Promise<HostQuestionList> {
  return changeQuestions(context, host, async ({ trx, rows }) => {
    requireQuestion(rows, questionId);
    await setCurrentQuestion(trx, host.session.id, questionId);
  });
}

/** Any question's cloud, every word of it (hidden results included), for the host browsing the session's questions. */
export async function getQuestionCloud(context: AppContext, host: SessionHost, questionId: string): Promise<WordCloud> {
  const session = requireRegular(host);
  const sessionId = session.id;
  const db = context.store.db;
  const question = await findQuestionRow(db, sessionId, questionId);
  if (!question) throw new AppError("NOT_FOUND", "Question not found");
  const cloud = new SessionCloud(new Curation(await loadWordRules(db, sessionId, "")), questionId);
  for (const row of await readQuestionSpellings(db, questionId)) cloud.addSpelling(row.term, cloudSpelling(row.content), row.frequency, row.first);
  // The figures are the cloud's own (its shown words), as the live cloud's are; the version only has to change with them.
  const snapshot = cloud.snapshot();
  return { ...snapshot, version: snapshot.totalSubmissions };
}

