import { FEEDBACK_LIST_LIMIT } from "../../../shared/limits.js";
import { feedbackTextSchema, type FeedbackItem, type FeedbackResult, type WordCloud } from "../../../shared/schemas/feedback.js";
import { countWords, normalizeTerm } from "../../../shared/words.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { parseInput } from "../../http/validate.js";
import { insertFeedback, listFeedback } from "../../store/feedback-data.js";
import { admitParticipant } from "../../store/participants-data.js";
import { requireSessionRow } from "../sessions/service.js";
import { isInappropriate } from "./moderation.js";
import { isStopTerm } from "./stop-words.js";

export type SubmitFeedbackArgs = { sessionId: string; text: string; participantId: string };

/**
 * Stores one entry (one input box) durably, then updates the live cloud.
 * The answer is committed before this resolves, so an acknowledged word is never lost.
 */
export async function submitFeedback(context: AppContext, args: SubmitFeedbackArgs): Promise<FeedbackResult> {
  const text = parseInput(feedbackTextSchema, args.text);
  const session = await requireSessionRow(context, args.sessionId);
  if (session.session_type !== "regular") throw new AppError("VALIDATION", "This is a class session; answer its questions instead");
  if (Number(session.is_active) !== 1) throw new AppError("SESSION_INACTIVE", "This session is not active");
  await context.hub.ensureLoaded(session.id);

  const term = normalizeTerm(text);
  // "group  work" and "group work" are one term; the cloud shows it with single spaces, keeping the typed case.
  const spelling = text.replace(/\s+/g, " ");
  const isModerated = isInappropriate(text);
  const inCloud = !isModerated && !isStopTerm(term);
  const createdAt = new Date().toISOString();
  const feedback = await context.store.db.transaction().execute(async (trx) => {
    await admitParticipant(trx, session, args.participantId, createdAt);
    return insertFeedback(trx, {
      sessionId: session.id,
      participantId: args.participantId,
      content: text,
      term,
      spelling,
      isModerated,
      inCloud,
      wordCount: countWords(text),
      createdAt,
    });
  });
  const wordData = context.hub.recordEntry(session.id, { term, spelling, inCloud });
  return { feedback, wordData };
}

export async function getFeedbackList(context: AppContext, sessionId: string): Promise<FeedbackItem[]> {
  await requireSessionRow(context, sessionId);
  return listFeedback(context.store.db, sessionId, FEEDBACK_LIST_LIMIT);
}

export async function getWordCloud(context: AppContext, sessionId: string): Promise<WordCloud> {
  // Checked here so that unknown ids never create live state in the hub.
  await requireSessionRow(context, sessionId);
  return context.hub.getWordCloud(sessionId);
}
