import { groupBy } from "../../../shared/group-by.js";
import { nanoid } from "nanoid";
import { compareSelfVsOthers, summariseTextAnswers, type ScaleSummary } from "../../../shared/analytics.js";
import {
  classAnswerSchema,
  CLASS_QUESTIONS_LOCKED_MESSAGE,
  type ClassQuestionDraft,
  type ClassAnalytics,
  type ClassQuestion,
  type ClassResponseResult,
  type ScaleQuestionAnalytics,
  type TextQuestionAnalytics,
} from "../../../shared/schemas/class.js";
import { NOT_A_CLASS_SESSION_MESSAGE } from "../../../shared/answer-messages.js";
import { SUBMISSION_ID_CONFLICT_MESSAGE } from "../../../shared/schemas/feedback.js";
import { RESULTS_PRIVATE_MESSAGE } from "../../../shared/schemas/session.js";
import { Curation } from "../../../shared/word-curation.js";
import { admitParticipant } from "../../answers/answer-rules.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { parseInput } from "../../parse-input.js";
import {
  countClassRatings,
  countClassResponses,
  findClassAnswerBySubmission,
  findClassQuestionRow,
  listClassQuestionRows,
  listClassTextAnswers,
  toClassQuestion,
  upsertClassResponse,
  type StoredClassAnswer,
} from "../../store/class-data.js";
import { addParticipant, countParticipant } from "../../store/participants-data.js";
import { readLockedSessionRow } from "../../store/postgres-locks.js";
import type { SessionRow } from "../../store/sessions-data.js";
import { listBannedTerms, loadWordRulesByScope } from "../../store/word-rules-data.js";
import { loadSessionFilter } from "../word-filter/session-filter.js";
import { assertMayAnswer } from "../oidc/answering.js";
import { answeredKeyOf } from "../oidc/respondent.js";
import { ALREADY_ANSWERED_MESSAGE } from "../../../shared/schemas/class-window.js";
import { recordRespondent } from "../../store/class-respondents-data.js";
import { assertEvaluationOpen, assertResultsReleased } from "./class-window.js";
import { requireSessionRow } from "../sessions/service.js";
import { requireHost, type SessionHost, type SessionViewer } from "../sessions/session-host.js";
import { isWithheld, sessionThreshold } from "./evaluation-threshold.js";
import { writeClassQuestions } from "./question-list.js";
import { summariseScaleQuestions } from "./scale-results.js";
import { OTHERS_ACTIVITY_KEY, SELF_ACTIVITY_KEY } from "../../../shared/class-questions.js";

export type SubmitClassResponseArgs = {
  sessionId: string;
  questionId: string;
  response: number | string;
  participantId: string;
  /** The client's id for this answer (see submissionIdSchema); made here when absent. */
  submissionId?: string;
  /** The client's address, for the per-address limits; the server's own callers have none. */
  address?: string;
  /**
   * Under ANSWERING=signed-in, the pseudonym of the signed-in person answering (see oidc/respondent.ts): each
   * answers an evaluation from one device only. Absent: not signed in (refused when signing in is required).
   */
  respondent?: string;
};

async function requireClassSession(context: AppContext, sessionId: string): Promise<SessionRow> {
  return requireClassType(await requireSessionRow(context, sessionId));
}

function requireClassType(session: SessionRow): SessionRow {
  if (session.session_type !== "class") throw new AppError("VALIDATION", NOT_A_CLASS_SESSION_MESSAGE);
  return session;
}

export async function getClassQuestions(context: AppContext, sessionId: string): Promise<ClassQuestion[]> {
  await requireClassSession(context, sessionId);
  return (await listClassQuestionRows(context.store.db, sessionId)).map(toClassQuestion);
}

/**
 * Replaces a class session's questions (text, type, scale, order; added and removed ones) for its host, until the
 * first answer arrives: then the list is locked (409), as answers to a changed question would no longer say what
 * they answered. Checked on the locked session row, which every answer takes too, so no answer slips in between.
 */
export async function replaceClassQuestions(context: AppContext, host: SessionHost, drafts: ClassQuestionDraft[]): Promise<ClassQuestion[]> {
  const sessionId = requireClassType(host.session).id;
  await context.store.db.transaction().execute(async (trx) => {
    await readLockedSessionRow(trx, sessionId);
    if ((await countClassResponses(trx, sessionId)).responses > 0) throw new AppError("CONFLICT", CLASS_QUESTIONS_LOCKED_MESSAGE);
    await writeClassQuestions(trx, sessionId, drafts, await listClassQuestionRows(trx, sessionId));
  });
  context.hub.markClassChanged(sessionId);
  return getClassQuestions(context, sessionId);
}

/**
 * Stores one answer durably (replacing the participant's earlier answer to that question), then tells the hub,
 * so dashboards refresh once per tick however many answers arrive. A repeat of the answer stored under its
 * submissionId is answered with it and `duplicate: true`; the id with another answer is refused.
 */
export async function submitClassResponse(context: AppContext, args: SubmitClassResponseArgs): Promise<ClassResponseResult> {
  assertMayAnswer(context, args.respondent !== undefined);
  context.rateLimits.submissions.takeAnswer(args.participantId, args.address);
  const session = await requireClassSession(context, args.sessionId);
  const answeredKey = args.respondent === undefined ? null : await answeredKeyOf(context, args.respondent, session.id);
  const row = await findClassQuestionRow(context.store.db, session.id, args.questionId);
  if (!row) throw new AppError("NOT_FOUND", "Question not found");
  const question = toClassQuestion(row);
  const response = parseInput(classAnswerSchema(question), args.response);
  const submissionId = args.submissionId ?? nanoid();

  const now = context.now();
  const day = dayOf(now);
  const limits = context.rateLimits.submissions;
  const outcome = await context.store.db.transaction().execute(async (trx) => {
    const locked = await readLockedSessionRow(trx, session.id);
    if (!locked) throw new AppError("NOT_FOUND", "Session not found");
    const stored = await findClassAnswerBySubmission(trx, session.id, submissionId);
    if (stored) return { kind: "stored" as const, stored };
    assertEvaluationOpen(locked, now);
    const participant = await countParticipant(trx, locked, args.participantId);
    admitParticipant("class", locked, participant, limits.newParticipantBudget(args.address));
    if (participant.isNew) {
      // A signed-in person starts once: the device they started on finishes and changes their answers (it is a
      // known participant then), another device or browser of theirs is refused.
      if (answeredKey !== null && !(await recordRespondent(trx, session.id, answeredKey))) throw new AppError("ALREADY_ANSWERED", ALREADY_ANSWERED_MESSAGE);
      // Spent inside the transaction, as the rules let it through, so the address's next answer sees it.
      limits.spendNewParticipant(args.address);
      await addParticipant(trx, session.id, args.participantId, day, answeredKey !== null);
    }
    const replaced = await upsertClassResponse(trx, {
      sessionId: session.id,
      questionId: question.id,
      participantId: args.participantId,
      submissionId,
      responseText: typeof response === "string" ? response : null,
      responseNumber: typeof response === "number" ? response : null,
      now: day,
    });
    return { kind: "written" as const, replaced };
  }).catch((error: unknown) => {
    limits.countAdmissionRefusal(error);
    throw error;
  });
  if (outcome.kind === "stored") {
    if (!isSameAnswer(outcome.stored, question.id, args.participantId, response)) throw new AppError("CONFLICT", SUBMISSION_ID_CONFLICT_MESSAGE);
    return { questionId: question.id, response, replaced: Number(outcome.stored.replaced) === 1, submissionId, duplicate: true };
  }
  context.hub.markClassChanged(session.id);
  return { questionId: question.id, response, replaced: outcome.replaced, submissionId };
}

/** A class answer keeps the day it was given only (UTC midnight, as ISO text), never the time. */
function dayOf(now: number): string {
  return `${new Date(now).toISOString().slice(0, 10)}T00:00:00.000Z`;
}

function isSameAnswer(stored: StoredClassAnswer, questionId: string, participantId: string, response: number | string): boolean {
  const storedResponse = stored.response_number !== null ? Number(stored.response_number) : stored.response_text;
  return stored.question_id === questionId && stored.participant_id === participantId && storedResponse === response;
}

/**
 * The evaluation's results. With "Participants may see the results" off they are the host's and admins' alone:
 * anyone else gets 403 (401 for an admin whose sign-in expired, so they sign in again).
 */
export async function getClassAnalytics(context: AppContext, viewer: SessionViewer): Promise<ClassAnalytics> {
  const session = requireClassType(viewer.session);
  if (Number(session.participants_see_results) !== 1) requireHost(viewer, RESULTS_PRIVATE_MESSAGE);
  assertResultsReleased(context, viewer);
  return analyseClassSession(context, session);
}

const WITHHELD_SELF_VS_OTHERS = { selfPerception: null, othersPerception: null, difference: null };

/**
 * A class session's results for every screen and document that shows them. A question with fewer answers than the
 * session's anonymity threshold is withheld for everyone, its host included: its average, frequencies, answers and
 * words are left out (null or empty) and only its number of answers is told, so nobody can tell who said what.
 */
export async function analyseClassSession(context: AppContext, session: SessionRow): Promise<ClassAnalytics> {
  const sessionId = session.id;
  const db = context.store.db;
  const [questionRows, ratingRows, textRows, totals, rulesByScope, banned, threshold, filter] = await Promise.all([
    listClassQuestionRows(db, sessionId),
    countClassRatings(db, sessionId),
    listClassTextAnswers(db, sessionId),
    countClassResponses(db, sessionId),
    loadWordRulesByScope(db, sessionId),
    listBannedTerms(db, sessionId),
    sessionThreshold(context, session),
    loadSessionFilter(context.wordFilter, db, session),
  ]);

  const { scaleQuestions, byKey: scaleByKey } = summariseScaleQuestions(questionRows, ratingRows, threshold);
  const textsByQuestion = groupBy(textRows, (row) => row.questionId);
  const textQuestions: TextQuestionAnalytics[] = [];

  for (const row of questionRows) {
    if (row.question_type === "scale") continue;
    const question = { questionId: row.id, questionText: row.text };
    // Answers the filter holds back are counted, but neither listed nor in the cloud: the host's overview lists
    // them with Allow, and none reaches a report, however many have answered.
    const given = textsByQuestion.get(row.id) ?? [];
    const answers = given.filter((answer) => !filter.isHeld(answer.text));
    // Each text question is its own cloud: the host's hidden and merged words are kept per question.
    const curation = new Curation({ banned: banned.map((ban) => ban.term), ...(rulesByScope.get(row.id) ?? { hidden: [], merges: [] }) });
    const summary = { ...summariseTextAnswers(answers, curation), totalResponses: given.filter((answer) => answer.text.trim() !== "").length };
    const withheld = isWithheld(summary.totalResponses, threshold);
    textQuestions.push(
      withheld
        ? { ...question, responses: [], totalResponses: summary.totalResponses, uniqueResponses: 0, answerFrequencies: [], wordCloud: { words: [] }, withheld }
        : { ...question, ...summary, withheld },
    );
  }

  const self = scaleByKey.get(SELF_ACTIVITY_KEY);
  const others = scaleByKey.get(OTHERS_ACTIVITY_KEY);
  return {
    scaleQuestions,
    textQuestions,
    selfVsOthersComparison: self?.withheld || others?.withheld ? WITHHELD_SELF_VS_OTHERS : compareSelfVsOthers(summaryOf(self), summaryOf(others)),
    selfVsOthersAvailable: self !== undefined && others !== undefined,
    totalResponses: totals.responses,
    totalRespondents: totals.respondents,
    threshold,
    responses: totals.respondents,
    withheld: isWithheld(totals.respondents, threshold),
  };
}

function summaryOf(question: ScaleQuestionAnalytics | undefined): ScaleSummary | undefined {
  return question && question.average !== null ? { average: question.average, totalResponses: question.totalResponses, frequencies: question.frequencies } : undefined;
}

