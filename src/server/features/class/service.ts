import { compareSelfVsOthers, summariseScaleAnswers, summariseTextAnswers, type RatingCount, type ScaleSummary } from "../../../shared/analytics.js";
import {
  classAnswerSchema,
  NOT_A_CLASS_SESSION_MESSAGE,
  type ClassAnalytics,
  type ClassQuestion,
  type ClassResponseResult,
  type ScaleQuestionAnalytics,
  type TextQuestionAnalytics,
} from "../../../shared/schemas/class.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { parseInput } from "../../http/validate.js";
import {
  countClassRatings,
  countClassResponses,
  findClassQuestionRow,
  listClassQuestionRows,
  listClassTextAnswers,
  toClassQuestion,
  upsertClassResponse,
} from "../../store/class-data.js";
import { admitParticipant } from "../../store/participants-data.js";
import type { SessionRow } from "../../store/sessions-data.js";
import { isInappropriate } from "../feedback/moderation.js";
import { requireSessionRow } from "../sessions/service.js";
import { OTHERS_ACTIVITY_KEY, SELF_ACTIVITY_KEY } from "./built-in-questions.js";

export type SubmitClassResponseArgs = { sessionId: string; questionId: string; response: number | string; participantId: string };

async function requireClassSession(context: AppContext, sessionId: string): Promise<SessionRow> {
  const session = await requireSessionRow(context, sessionId);
  if (session.session_type !== "class") throw new AppError("VALIDATION", NOT_A_CLASS_SESSION_MESSAGE);
  return session;
}

export async function getClassQuestions(context: AppContext, sessionId: string): Promise<ClassQuestion[]> {
  await requireClassSession(context, sessionId);
  return (await listClassQuestionRows(context.store.db, sessionId)).map(toClassQuestion);
}

/**
 * Stores one answer durably (replacing the participant's earlier answer to that question), then tells the hub,
 * so dashboards refresh once per tick however many answers arrive.
 */
export async function submitClassResponse(context: AppContext, args: SubmitClassResponseArgs): Promise<ClassResponseResult> {
  const session = await requireClassSession(context, args.sessionId);
  const row = await findClassQuestionRow(context.store.db, session.id, args.questionId);
  if (!row) throw new AppError("NOT_FOUND", "Question not found");
  const question = toClassQuestion(row);
  const response = parseInput(classAnswerSchema(question), args.response);
  if (Number(session.is_active) !== 1) throw new AppError("SESSION_INACTIVE", "This session is not active");

  const now = new Date().toISOString();
  const replaced = await context.store.db.transaction().execute(async (trx) => {
    await admitParticipant(trx, session, args.participantId, now);
    return upsertClassResponse(trx, {
      sessionId: session.id,
      questionId: question.id,
      participantId: args.participantId,
      responseText: typeof response === "string" ? response : null,
      responseNumber: typeof response === "number" ? response : null,
      now,
    });
  });
  context.hub.markClassChanged(session.id);
  return { questionId: question.id, response, replaced };
}

export async function getClassAnalytics(context: AppContext, sessionId: string): Promise<ClassAnalytics> {
  await requireClassSession(context, sessionId);
  const db = context.store.db;
  const [questionRows, ratingRows, textRows, totals] = await Promise.all([
    listClassQuestionRows(db, sessionId),
    countClassRatings(db, sessionId),
    listClassTextAnswers(db, sessionId),
    countClassResponses(db, sessionId),
  ]);

  const ratingsByQuestion = groupBy(ratingRows, (row) => row.questionId);
  const textsByQuestion = groupBy(textRows, (row) => row.questionId);
  const scaleQuestions: ScaleQuestionAnalytics[] = [];
  const textQuestions: TextQuestionAnalytics[] = [];
  const scaleByKey = new Map<string, ScaleSummary>();

  for (const row of questionRows) {
    if (row.question_type === "scale") {
      const ratings: RatingCount[] = ratingsByQuestion.get(row.id) ?? [];
      const summary = summariseScaleAnswers(ratings, Number(row.scale_min), Number(row.scale_max));
      if (row.question_key) scaleByKey.set(row.question_key, summary);
      scaleQuestions.push({
        questionId: row.id,
        questionText: row.text,
        scaleMin: Number(row.scale_min),
        scaleMax: Number(row.scale_max),
        ...summary,
      });
    } else {
      // Flagged answers are counted and listed for the host but kept out of the projected word clouds.
      const answers = (textsByQuestion.get(row.id) ?? []).map((answer) => ({ text: answer.text, inCloud: !isInappropriate(answer.text) }));
      textQuestions.push({ questionId: row.id, questionText: row.text, ...summariseTextAnswers(answers) });
    }
  }

  return {
    scaleQuestions,
    textQuestions,
    selfVsOthersComparison: compareSelfVsOthers(scaleByKey.get(SELF_ACTIVITY_KEY), scaleByKey.get(OTHERS_ACTIVITY_KEY)),
    totalResponses: totals.responses,
    totalRespondents: totals.respondents,
  };
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
